import FluentAlert
import FluentAlertTesting
import Testing

/// A presenter on the real clock, for races between real tasks.
@MainActor
private final class RealClockPresenter: DialogPresenter {
  var visible: [AnyDialogSession] = []

  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    visible.append(session)
    completion()
  }

  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    visible.removeAll { $0 === session }
    completion()
  }
}

@MainActor
@Suite("tap versus timeout races", .timeLimit(.minutes(1)))
struct TapTimeoutRaceTests {
  @Test("a tap and a timeout due at the same virtual instant: the first scheduled wins, once")
  func sameInstant() throws {
    let presenter = FakePresenter()
    let log = HandlerLog()
    let session = try DialogSession(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel)))
    var tapOutcome: TapOutcome?
    // Scheduled before the dialog is shown, so it runs before the timer.
    presenter.testClock.schedule(after: .seconds(5)) { tapOutcome = session.tap(.save) }
    session.present(using: presenter)
    presenter.testClock.advance(by: .seconds(5))
    #expect(tapOutcome == .accepted(actionIndex: 0))
    #expect(session.reason == .action(.save))
    #expect(log.keys == [.save])
  }

  @Test("a timer that fires after the tap at the same instant is ignored, once")
  func timerFirst() throws {
    let presenter = FakePresenter()
    let log = HandlerLog()
    let session = try DialogSession(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel)))
    session.present(using: presenter)
    var tapOutcome: TapOutcome?
    presenter.testClock.schedule(after: .seconds(5)) { tapOutcome = session.tap(.save) }
    presenter.testClock.advance(by: .seconds(5))
    #expect(tapOutcome == .refused(.alreadyDismissed))
    #expect(session.reason == .timeout(.cancel))
    #expect(log.keys == [.cancel])
  }

  @Test("taps from many tasks racing a real timer: exactly one wins and the handler runs once")
  func realRaces() async throws {
    var mismatches = 0
    for round in 0..<100 {
      let presenter = RealClockPresenter()
      let log = HandlerLog()
      let delay = Duration.microseconds(round % 5 * 200)
      let dialog = Fixtures.confirm(
        log: log, autoDismiss: AutoDismiss(after: .microseconds(1) + delay, reporting: .cancel))
      let session = try DialogSession(dialog)
      session.present(using: presenter)
      await withTaskGroup(of: Void.self) { group in
        for key in [Choice.save, .delete, .save, .delete] {
          group.addTask { @Sendable in
            await Task.yield()
            _ = await session.tap(key)
          }
        }
      }
      _ = await session.dismissal()
      if log.keys.count != 1 || log.keys.first != session.reason?.key { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
