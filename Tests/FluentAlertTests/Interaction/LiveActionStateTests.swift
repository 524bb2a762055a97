import FluentAlert
import FluentAlertTesting
import Testing

/// Keys of a dialog that records a keyboard shortcut.
enum Shortcut: Hashable, Sendable { case save, cancel }

/// What the app knows about the recording, and the session it drives.
@MainActor
final class ShortcutRecorder {
  weak var session: DialogSession<Shortcut>?
  private(set) var sessionsSeen = 0

  /// "Type the new shortcut": Save stays disabled until a shortcut is
  /// recorded, and a name, when given, must not be empty.
  func dialog(withName: Bool = false) -> Dialog<Shortcut> {
    var dialog = Dialog<Shortcut>.alert("Type the new shortcut")
    if withName {
      dialog = dialog.addTextField("Name") { $0.required(.nonEmpty, gates: [.save]) }
    }
    return
      dialog
      .addAction("Save", key: .save)
      .actionStyle { $0.disabled() }
      .addCancel("Cancel", key: .cancel)
      .onPresent { [self] session in
        self.session = session
        sessionsSeen += 1
      }
  }
}

@MainActor
@Suite("the app enables and disables actions while the dialog is up", .timeLimit(.minutes(1)))
struct LiveActionStateTests {
  let presenter = FakePresenter()
  let recorder = ShortcutRecorder()

  @Test("onPresent hands over the visible session, and the app's word enables the action")
  func enableFromTheApp() throws {
    let session = try DialogSession(recorder.dialog())
    session.present(using: presenter)
    #expect(recorder.session === session && recorder.sessionsSeen == 1)
    #expect(session.tap(.save) == .refused(.disabled))
    let updatesBefore = presenter.calls.count
    #expect(session.setEnabled(true, for: .save))
    #expect(presenter.calls.count == updatesBefore + 1)
    #expect(presenter.calls.last == .update(ObjectIdentifier(session)))
    #expect(session.enabledKeys == [.save, .cancel])
    #expect(session.actions[0].isEnabled && session.actions[0].refusal == nil)
    #expect(session.tap(.save).isAccepted)
  }

  @Test("disabling an action the description enabled refuses its taps, and a dismissal skips it")
  func disableFromTheApp() throws {
    let session = try DialogSession(recorder.dialog())
    session.present(using: presenter)
    #expect(session.setEnabled(false, for: .cancel))
    #expect(session.tap(.cancel) == .refused(.disabled))
    #expect(session.actions[1].refusal == .disabled)
    session.dismissWithoutAction()
    #expect(session.reason == .outsideTap(nil))
  }

  @Test("a requirement still gates an action the app enabled")
  func requirementsStillGate() throws {
    let session = try DialogSession(recorder.dialog(withName: true))
    session.present(using: presenter)
    session.setEnabled(true, for: .save)
    #expect(session.tap(.save) == .refused(.unmetRequirement(fields: [0])))
    session.setText("Copy", forField: 0)
    #expect(session.tap(.save).isAccepted)
  }

  @Test("setting the same state again asks the presenter for nothing")
  func unchanged() throws {
    let session = try DialogSession(recorder.dialog())
    session.present(using: presenter)
    let calls = presenter.calls
    #expect(session.setEnabled(false, for: .save))
    #expect(presenter.calls == calls)
  }

  @Test("an unknown key or index, or a dialog that has gone, changes nothing")
  func refused() throws {
    let session = try DialogSession(recorder.dialog())
    session.present(using: presenter)
    #expect(!session.setEnabled(true, actionAt: 7))
    #expect(!session.setEnabled(true, actionAt: -1))
    session.dismiss()
    #expect(!session.setEnabled(true, for: .save))
    #expect(!session.isEnabled(.save))
  }

  @Test("a state set before the dialog is shown holds once it is")
  func beforeShown() throws {
    let session = try DialogSession(recorder.dialog())
    #expect(session.setEnabled(true, for: .save))
    #expect(presenter.calls.isEmpty)
    session.present(using: presenter)
    #expect(session.tap(.save).isAccepted)
  }

  @Test("a dialog withdrawn from a queue before it shows never runs onPresent")
  func neverShown() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(Fixtures.confirm())
    let ticket = try queue.enqueue(recorder.dialog())
    queue.withdraw(ticket)
    #expect(recorder.sessionsSeen == 0)
  }

  @Test("an awaiting present and a queue hand the session over too")
  func everyPath() async throws {
    let dialog = recorder.dialog()
    let task = Task { try await dialog.present(using: presenter) }
    await waitUntil { recorder.session != nil }
    recorder.session?.setEnabled(true, for: .save)
    recorder.session?.tap(.save)
    #expect(try await task.value == .save)

    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(recorder.dialog())
    #expect(recorder.sessionsSeen == 2)
    #expect(recorder.session?.phase == .presented)
  }

  @Test("a DialogTester follows the app's word, as a user would see it")
  func tester() throws {
    let tester = try DialogTester(recorder.dialog())
    #expect(tester.disabledKeys == [.save])
    recorder.session?.setEnabled(true, for: .save)
    #expect(tester.disabledKeys.isEmpty)
    tester.tap(.save)
    #expect(tester.handledKey == .save && tester.reason == .action(.save))
  }
}
