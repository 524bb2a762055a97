import FluentAlert
import Testing

@MainActor
@Test("smoke: present, tap, handler once, async present")
func interactionSmoke() async throws {
  let presenter = FakePresenter()
  let dialog = Dialog<String>(
    style: .alert, title: "Hi",
    actions: [
      DialogAction(title: "OK", key: "ok"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])
  let session = try DialogSession(dialog)
  var events: [String] = []
  session.addObserver { events.append($0.description) }
  session.present(using: presenter)
  #expect(session.tap("ok") == .accepted(actionIndex: 0))
  #expect(session.tap("ok") == .refused(.alreadyDismissed))
  #expect(
    events == ["willPresent", "didPresent", "willDismiss(action(ok))", "didDismiss(action(ok))"])

  let task = Task { try await dialog.present(using: presenter) }
  await Task.yield()
  #expect(presenter.top(String.self)?.tap("cancel").isAccepted == true)
  #expect(try await task.value == "cancel")
}
