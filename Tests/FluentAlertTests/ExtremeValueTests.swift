import FluentAlert
import Foundation
import Testing

/// Values at the edges of their types, given through the Swift API: each is either a clear
/// problem before anything is shown, or works; none traps later.
@MainActor
@Suite("Extreme values", .timeLimit(.minutes(1)))
struct ExtremeValueTests {
  enum Choice: String, Hashable, Sendable, Codable { case ok, cancel }

  static func toast(after delay: Duration) -> Dialog<Choice> {
    Dialog<Choice>.alert("Saved")
      .addAction("OK", key: .ok)
      .addCancel("Cancel", key: .cancel)
      .dismiss(after: delay, reporting: .cancel)
  }

  @Test(
    "a delay longer than the maximum is an error before anything is shown",
    arguments: [
      Duration.seconds(Int64.max), .seconds(Int64.max) + .seconds(Int64.max),
      AutoDismiss<Choice>.maximumDelay + .nanoseconds(1), .seconds(86_401),
    ])
  func delayTooLong(delay: Duration) async throws {
    let dialog = Self.toast(after: delay)
    let problems = dialog.problems.filter { $0.kind == .autoDismissDelayTooLong }
    #expect(problems.map(\.severity) == [.error])
    #expect(problems.first?.message.contains("longer than the maximum of 86400s") == true)
    #expect(throws: DialogValidationError.self) { try DialogSession(dialog) }
    let presenter = FakePresenter()
    await #expect(throws: DialogValidationError.self) { try await dialog.present(using: presenter) }
    #expect(presenter.shown.isEmpty)
  }

  @Test(
    "delays up to the maximum are fine; zero and negative ones are errors",
    arguments: [
      (Duration.seconds(86_400), nil), (.nanoseconds(1), nil), (.milliseconds(1), nil),
      (.zero, DialogProblem.Kind.nonPositiveAutoDismissDelay),
      (.seconds(Int64.min), .nonPositiveAutoDismissDelay),
      (.seconds(Int64.min) - .seconds(Int64.max), .nonPositiveAutoDismissDelay),
    ])
  func delayRange(delay: Duration, kind: DialogProblem.Kind?) {
    let kinds = Self.toast(after: delay).problems.filter { $0.severity == .error }.map(\.kind)
    #expect(kinds == (kind.map { [$0] } ?? []))
  }

  @Test("the longest delay is presented and fires on time in virtual time")
  func longestDelayFires() throws {
    let presenter = FakePresenter()
    let session = try DialogSession(Self.toast(after: AutoDismiss<Choice>.maximumDelay))
    session.present(using: presenter)
    presenter.manualScheduler.advance(by: AutoDismiss<Choice>.maximumDelay - .nanoseconds(1))
    #expect(session.reason == nil)
    presenter.manualScheduler.advance(by: .nanoseconds(1))
    #expect(session.reason == .timeout(.cancel))
  }

  @Test("encoding a delay JSON cannot read back throws instead of trapping")
  func encodingOutOfRangeDelay() throws {
    for delay in [Duration.seconds(Int64.max) + .seconds(Int64.max), .seconds(86_401)] {
      #expect(throws: EncodingError.self) { try DialogJSON.encode(Self.toast(after: delay)) }
    }
    #expect(throws: EncodingError.self) {
      try DialogJSON.encode(Self.toast(after: .seconds(Int64.min) - .seconds(5)))
    }
    // Negative delays JSON can hold round-trip, so `check` can report them.
    let data = try DialogJSON.encode(Self.toast(after: .seconds(Int64.min)))
    let decoded = try DialogJSON.decode(Dialog<Choice>.self, from: data)
    #expect(decoded.autoDismiss?.delay == .seconds(Int64.min))
  }

  @Test("the snapshot writes any duration exactly")
  func snapshotOfExtremeDelay() {
    let snapshot = Self.toast(after: .seconds(Int64.max) + .seconds(Int64.max)).snapshot
    #expect(snapshot.contains("auto-dismiss after 18446744073709551614s reporting cancel"))
  }

  @Test("virtual time saturates instead of overflowing")
  func manualSchedulerSaturates() {
    let scheduler = ManualDialogScheduler()
    var ran = 0
    scheduler.schedule(after: .seconds(Int64.max) * 3) { ran += 1 }
    scheduler.schedule(after: .seconds(Int64.min)) { ran += 10 }
    scheduler.advance(by: .seconds(Int64.min))
    #expect(ran == 10)
    #expect(scheduler.now == .zero)
    for _ in 0..<40 { scheduler.advance(by: .seconds(Int64.max)) }
    #expect(scheduler.now == .seconds(Int64.max))
    #expect(ran == 11)
    // At the end of time everything scheduled is due at once.
    scheduler.schedule(after: .seconds(Int64.max)) { ran += 100 }
    scheduler.runAll()
    #expect(ran == 111)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("a clock scheduler accepts any delay: a huge one waits, a negative one runs at once")
  func clockSchedulerAnyDelay() async throws {
    let scheduler = ClockDialogScheduler(clock: ContinuousClock())
    var ran: [String] = []
    let huge = scheduler.schedule(after: .seconds(Int64.max)) { ran.append("huge") }
    let hugest = scheduler.schedule(after: .seconds(Int64.max) * 3) { ran.append("hugest") }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      scheduler.schedule(after: .seconds(Int64.min)) {
        ran.append("negative")
        done.resume()
      }
    }
    // Give the long sleeps time to start (and, before the fix, to trap).
    try await Task.sleep(for: .milliseconds(50))
    huge.cancel()
    hugest.cancel()
    #expect(ran == ["negative"])
  }
}
