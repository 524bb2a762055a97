import FluentAlert
import FluentAlertTesting
import Testing

// The code of the Interaction doc comments, compiled and run here so it
// cannot rot. Keep each block identical to its doc comment.

/// DialogPresenter's example, verbatim.
@MainActor final class RecordingPresenter: DialogPresenter {
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
@Suite("Interaction documentation examples", .timeLimit(.minutes(1)))
struct DocumentationExamplesTests {
  let dialog = Fixtures.confirm()

  @Test("DialogSession's example: a tap is accepted once, then refused")
  func sessionExample() throws {
    let presenter = RecordingPresenter()
    let session = try DialogSession(dialog)  // throws for invalid dialogs
    session.addObserver { event in print(event) }
    session.present(using: presenter)
    // the presenter forwards the user's tap:
    let first = session.tap(.save)  // .accepted(actionIndex: 0)
    let second = session.tap(.save)  // .refused(.alreadyDismissed)
    #expect([first, second] == [.accepted(actionIndex: 0), .refused(.alreadyDismissed)])
    #expect(presenter.visible.isEmpty)
  }

  @Test("TestClock's example, and the default clock")
  func clockExamples() throws {
    let presenter = RecordingPresenter()
    let dialog = Fixtures.confirm(autoDismiss: AutoDismiss(after: .seconds(5)))
    let clock = TestClock()
    let session = try DialogSession(dialog, clock: clock)
    session.present(using: presenter)
    clock.advance(by: .seconds(5))  // the auto-dismiss fires here
    #expect(session.reason == .timeout(nil))
    #expect(presenter.clock is ContinuousClock)
  }

  @Test("DialogQueue's and present's examples")
  func queueExamples() async throws {
    let presenter = FakePresenter()
    let saved = Fixtures.confirm()
    let offline = Fixtures.confirm()
    let confirm = Fixtures.confirm()
    let queue = DialogQueue(presenter: presenter)
    let ticket = try queue.enqueue(saved)
    try queue.enqueue(offline, identity: "offline")  // replaces any "offline"
    Task {
      await waitUntil { queue.pendingCount == 2 }
      presenter.top(Choice.self)?.tap(.save)
      await waitUntil { presenter.shown.count == 2 }
      presenter.top(Choice.self)?.tap(.save)
      await waitUntil { presenter.shown.count == 3 }
      presenter.top(Choice.self)?.tap(.delete)
    }
    let key = try await queue.present(confirm, priority: .high)
    #expect(key == .save)
    #expect(queue.status(of: ticket) == .ended)

  }

  @Test("present's example returns the key the user chose")
  func presentExample() async throws {
    let presenter = FakePresenter()
    let dialog = Fixtures.confirm()
    Task {
      await waitUntil { presenter.top(Choice.self) != nil }
      presenter.top(Choice.self)?.tap(.cancel)
    }
    let key = try await dialog.present(using: presenter)
    #expect(key == .cancel)
  }
}
