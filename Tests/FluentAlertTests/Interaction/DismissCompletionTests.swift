import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import Testing

/// Counts every `onDismiss` call and keeps the reasons, in order.
@MainActor
final class DismissLog {
  private(set) var reasons: [DismissReason<Choice>] = []
  private(set) var order: [String] = []

  func dialog(autoDismiss: AutoDismiss<Choice>? = nil) -> Dialog<Choice> {
    Fixtures.confirm(autoDismiss: autoDismiss)
      .actionTap { [self] key in order.append("actionTap \(key)") }
      .onDismiss { [self] reason in
        reasons.append(reason)
        order.append("onDismiss \(reason)")
      }
  }
}

@MainActor
@Suite("onDismiss runs once however a dialog ends", .timeLimit(.minutes(1)))
struct DismissCompletionTests {
  let presenter = FakePresenter()
  let log = DismissLog()

  private func shown(_ dialog: Dialog<Choice>) throws -> DialogSession<Choice> {
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    return session
  }

  @Test("a tap runs actionTap, then onDismiss, once; later taps change nothing")
  func tap() throws {
    let session = try shown(log.dialog())
    session.tap(.save)
    session.tap(.delete)
    session.dismiss()
    #expect(log.order == ["actionTap save", "onDismiss action(save)"])
  }

  @Test("the auto-dismiss, a keyless dismissal, code and a torn-down screen each end in it once")
  func everyOtherEnding() throws {
    let timed = try shown(log.dialog(autoDismiss: AutoDismiss(after: .seconds(3))))
    presenter.testClock.advance(by: .seconds(3))
    #expect(timed.phase == .dismissed)
    try shown(log.dialog()).dismissWithoutAction()
    try shown(log.dialog()).dismiss()
    try shown(log.dialog()).tearDown()
    #expect(log.reasons == [.timeout(nil), .outsideTap(.cancel), .programmatic, .tornDown])
  }

  @Test("a presenter that drops its session ends it as torn down, and onDismiss still runs once")
  func presenterGone() async throws {
    do {
      let screen = FakePresenter()
      let session = try DialogSession(log.dialog())
      session.present(using: screen)
    }
    await settle()
    #expect(log.reasons == [.tornDown])
  }

  @Test("a dialog a queue never shows ends in it as programmatic: withdrawn, replaced, duplicate")
  func droppedByQueue() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(Fixtures.confirm())
    let withdrawn = try queue.enqueue(log.dialog())
    queue.withdraw(withdrawn)
    try queue.enqueue(log.dialog(), identity: "sync")
    try queue.enqueue(Fixtures.confirm(), identity: "sync")
    try queue.enqueue(log.dialog(), identity: "sync", onDuplicate: .keepExisting)
    #expect(log.reasons == [.programmatic, .programmatic, .programmatic])
  }

  @Test("a cancelled await ends it as programmatic before the caller sees CancellationError")
  func cancelledAwait() async throws {
    let dialog = log.dialog()
    let task = Task { try await dialog.present(using: presenter) }
    await waitUntil { presenter.top(Choice.self) != nil }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(log.reasons == [.programmatic])
  }

  @Test("present returns after onDismiss has run")
  func beforePresentReturns() async throws {
    let dialog = log.dialog()
    let task = Task { try await dialog.present(using: presenter) }
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.tap(.delete)
    #expect(try await task.value == .delete)
    #expect(log.order == ["actionTap delete", "onDismiss action(delete)"])
  }

  @Test("each presentation of the same value runs it once")
  func perPresentation() throws {
    let dialog = log.dialog()
    try shown(dialog).tap(.save)
    try shown(dialog).tap(.cancel)
    #expect(log.reasons == [.action(.save), .action(.cancel)])
  }
}
