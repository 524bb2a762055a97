import FluentAlert
import Testing

@MainActor
@Suite("DialogScheduler", .timeLimit(.minutes(1)))
struct DialogSchedulerTests {
  @Test("virtual time runs due actions earliest first, ties in scheduling order")
  func manualOrder() {
    let scheduler = ManualDialogScheduler()
    var ran: [String] = []
    scheduler.schedule(after: .seconds(3)) { ran.append("3s") }
    scheduler.schedule(after: .seconds(1)) { ran.append("1s a") }
    scheduler.schedule(after: .seconds(1)) { ran.append("1s b") }
    scheduler.schedule(after: .seconds(-5)) { ran.append("negative") }
    #expect(scheduler.pendingCount == 4)
    #expect(scheduler.nextDeadline == .zero)
    scheduler.advance(by: .seconds(1))
    #expect(ran == ["negative", "1s a", "1s b"])
    #expect(scheduler.now == .seconds(1))
    scheduler.advance(by: .milliseconds(1999))
    #expect(ran.count == 3)
    scheduler.advance(by: .milliseconds(1))
    #expect(ran == ["negative", "1s a", "1s b", "3s"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("a cancelled action never runs; cancelling after it ran is harmless")
  func manualCancel() {
    let scheduler = ManualDialogScheduler()
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
    let scheduler = ManualDialogScheduler()
    var ran: [Duration] = []
    scheduler.schedule(after: .seconds(1)) {
      ran.append(scheduler.now)
      scheduler.schedule(after: .seconds(1)) { ran.append(scheduler.now) }
      scheduler.schedule(after: .seconds(5)) { ran.append(scheduler.now) }
    }
    scheduler.advance(by: .seconds(3))
    #expect(ran == [.seconds(1), .seconds(2)])
    #expect(scheduler.now == .seconds(3))
    scheduler.runAll()
    #expect(ran == [.seconds(1), .seconds(2), .seconds(6)])
  }

  @Test("a negative advance does not move time backwards")
  func negativeAdvance() {
    let scheduler = ManualDialogScheduler()
    scheduler.advance(by: .seconds(2))
    scheduler.advance(by: .seconds(-1))
    #expect(scheduler.now == .seconds(2))
  }

  @Test("the clock scheduler runs its action after sleeping on the real clock")
  func clockFires() async {
    let scheduler: any DialogScheduler = .continuous
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = scheduler.schedule(after: .milliseconds(1)) { continuation.resume() }
    }
  }

  @Test("a cancelled clock timer never runs, even after its deadline has passed")
  func clockCancel() async throws {
    let scheduler = ClockDialogScheduler(clock: ContinuousClock())
    var ran = false
    let timer = scheduler.schedule(after: .milliseconds(20)) { ran = true }
    timer.cancel()
    var later = false
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = scheduler.schedule(after: .milliseconds(60)) {
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
    let own = ManualDialogScheduler()
    let withOwn = try DialogSession(dialog, scheduler: own)
    let withPresenters = try DialogSession(dialog)
    withOwn.present(using: presenter)
    withPresenters.present(using: presenter)
    #expect(own.pendingCount == 1)
    #expect(presenter.manualScheduler.pendingCount == 1)
    own.advance(by: .seconds(1))
    #expect(withOwn.reason == .timeout(nil))
    #expect(withPresenters.phase == .presented)
  }
}
