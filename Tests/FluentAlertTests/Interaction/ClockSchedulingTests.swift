import FluentAlert
import FluentAlertTesting
import Testing

@MainActor
@Suite("auto-dismiss clocks", .timeLimit(.minutes(1)))
struct ClockSchedulingTests {
  @Test("virtual time runs due actions earliest first, ties in scheduling order")
  func manualOrder() {
    let scheduler = TestClock()
    var ran: [String] = []
    scheduler.schedule(after: .seconds(3)) { ran.append("3s") }
    scheduler.schedule(after: .seconds(1)) { ran.append("1s a") }
    scheduler.schedule(after: .seconds(1)) { ran.append("1s b") }
    scheduler.schedule(after: .seconds(-5)) { ran.append("negative") }
    #expect(scheduler.pendingCount == 4)
    #expect(scheduler.nextDeadline == .zero)
    scheduler.advance(by: .seconds(1))
    #expect(ran == ["negative", "1s a", "1s b"])
    #expect(scheduler.now.offset == .seconds(1))
    scheduler.advance(by: .milliseconds(1999))
    #expect(ran.count == 3)
    scheduler.advance(by: .milliseconds(1))
    #expect(ran == ["negative", "1s a", "1s b", "3s"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("a cancelled action never runs; cancelling after it ran is harmless")
  func manualCancel() {
    let scheduler = TestClock()
    var ran = 0
    let timer = scheduler.schedule(after: .seconds(1)) { ran += 1 }
    timer.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(ran == 0)
    let second = scheduler.schedule(after: .seconds(1)) { ran += 1 }
    scheduler.advance(by: .seconds(1))
    second.cancel()
    #expect(ran == 1)
  }

  @Test("actions scheduled while advancing run in the same window when they fall due")
  func manualChained() {
    let scheduler = TestClock()
    var ran: [Duration] = []
    scheduler.schedule(after: .seconds(1)) {
      ran.append(scheduler.now.offset)
      scheduler.schedule(after: .seconds(1)) { ran.append(scheduler.now.offset) }
      scheduler.schedule(after: .seconds(5)) { ran.append(scheduler.now.offset) }
    }
    scheduler.advance(by: .seconds(3))
    #expect(ran == [.seconds(1), .seconds(2)])
    #expect(scheduler.now.offset == .seconds(3))
    scheduler.runAll()
    #expect(ran == [.seconds(1), .seconds(2), .seconds(6)])
  }

  @Test("a negative advance does not move time backwards")
  func negativeAdvance() {
    let scheduler = TestClock()
    scheduler.advance(by: .seconds(2))
    scheduler.advance(by: .seconds(-1))
    #expect(scheduler.now.offset == .seconds(2))
  }

  @Test("a real clock runs the action after sleeping")
  func clockFires() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = schedule(on: ContinuousClock(), after: .milliseconds(1)) { continuation.resume() }
    }
  }

  @Test("a cancelled real-clock timer never runs, even after its deadline has passed")
  func clockCancel() async throws {
    let clock = ContinuousClock()
    var ran = false
    let timer = schedule(on: clock, after: .milliseconds(20)) { ran = true }
    timer.cancel()
    var later = false
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = schedule(on: clock, after: .milliseconds(60)) {
        later = true
        continuation.resume()
      }
    }
    #expect(later)
    #expect(ran == false)
  }

  @Test("a session uses its presenter's clock unless given its own")
  func sessionClockChoice() throws {
    let presenter = FakePresenter()
    let dialog = Fixtures.confirm(autoDismiss: AutoDismiss(after: .seconds(1)))
    let own = TestClock()
    let withOwn = try DialogSession(dialog, clock: own)
    let withPresenters = try DialogSession(dialog)
    withOwn.present(using: presenter)
    withPresenters.present(using: presenter)
    #expect(own.pendingCount == 1)
    #expect(presenter.testClock.pendingCount == 1)
    own.advance(by: .seconds(1))
    #expect(withOwn.reason == .timeout(nil))
    #expect(withPresenters.phase == .presented)
  }
}
