import FluentAlert
import Testing

/// The rows every shell draws: what the session decides once, so that no
/// presenter decides it again.
@MainActor
@Suite("The session's presented rows")
struct PresentedRowsTests {
  private let dialog = Dialog<String>(
    .alert, title: DialogText.localized("rows.title", table: "Missing", defaultValue: "Sign in")
  ) {
    TextInput(DialogText.localized("rows.user", defaultValue: "User name")).contentType(.username)
      .capitalization(.never).autocorrection(false)
    TextInput("Password").secure().required(.nonEmpty, gates: ["signIn"])
      .accessibilityIdentifier("password")
    Action(DialogText.localized("rows.signIn", defaultValue: "Sign in"), key: "signIn").preferred()
    Action("Later", key: "later").disabled()
    Cancel("Cancel", key: "cancel").accessibilityIdentifier("dismiss")
  }

  @Test(
    "Return performs the action given Return, else the preferred one, never a destructive one"
  )
  func defaultAction() throws {
    let plain = try DialogSession(
      Dialog<String>(.alert, title: "Delete?") {
        Destructive("Delete", key: "delete")
        Cancel("Cancel", key: "cancel")
      })
    #expect(plain.defaultActionIndex == 1)
    let preferred = try DialogSession(
      Dialog<String>(.alert, title: "Delete?") {
        Destructive("Delete", key: "delete").preferred()
        Cancel("Cancel", key: "cancel")
      })
    #expect(preferred.defaultActionIndex == 0)
    let keyed = try DialogSession(
      Dialog<String>(.alert, title: "Save?") {
        Action("Save", key: "save")
        Action("Save As…", key: "saveAs").keyEquivalent(.return)
        Cancel("Cancel", key: "cancel")
      })
    #expect(keyed.defaultActionIndex == 1)
    let none = try DialogSession(
      Dialog<String>(.actionSheet, title: "Remove") { Destructive("Remove", key: "remove") })
    #expect(none.defaultActionIndex == nil)
  }

  @Test("texts are resolved and identifiers decided in the core, for every shell alike")
  func resolvedOnce() throws {
    let session = try DialogSession(dialog)
    #expect(session.title == "Sign in")
    #expect(session.actions.map(\.title) == ["Sign in", "Later", "Cancel"])
    #expect(
      session.actions.map(\.action.accessibilityIdentifier) == [
        "fluentalert.action.signIn", "fluentalert.action.later", "dismiss",
      ])
    #expect(session.actions.map(\.keyDescription) == ["signIn", "later", "cancel"])
    #expect(session.textFields.map(\.placeholder) == ["User name", "Password"])
    #expect(
      session.textFields.map(\.accessibilityIdentifier) == [
        "fluentalert.textField.0", "password",
      ])
  }

  @Test("a row reads every setting from the described field and action, not a copy")
  func settingsReadThrough() throws {
    let session = try DialogSession(dialog)
    for (row, field) in zip(session.textFields, dialog.textFields) {
      #expect(row.field.isSecure == field.isSecure)
      #expect(row.field.keyboard == field.keyboard)
      #expect(row.field.contentType == field.contentType)
      #expect(row.field.capitalization == field.capitalization)
      #expect(row.field.autocorrection == field.autocorrection)
      #expect(row.rule == field.requirement?.rule)
    }
    for (row, action) in zip(session.actions, dialog.actions) {
      #expect(row.action.role == action.role)
      #expect(row.action.isPreferred == action.isPreferred)
      #expect(row.action.isEnabled == action.isEnabled)
    }
  }

  @Test("enabled state and texts follow the user; the rest of a row never changes")
  func stateFollowsInput() throws {
    let session = try DialogSession(dialog)
    session.present(using: ImmediatePresenter())
    let before = session.actions
    let fieldsBefore = session.textFields.map(\.field)
    #expect(before.map(\.refusal) == [.unmetRequirement(fields: [1]), .disabled, nil])
    #expect(session.textFields.map(\.isSatisfied) == [true, false])
    #expect(session.setText("hunter2", forField: 1))
    #expect(session.textFields.map(\.isSatisfied) == [true, true])
    let after = session.actions
    #expect(after.map(\.refusal) == [nil, .disabled, nil])
    #expect(after.map(\.action) == before.map(\.action))
    #expect(session.textFields.map(\.text) == ["", "hunter2"])
    #expect(session.textFields.map(\.field) == fieldsBefore)
  }

  @Test("a description draws the same rows without a session, refused only where disabled")
  func rowsWithoutSession() throws {
    let (actions, fields) = dialog.presentedRows()
    let session = try DialogSession(dialog)
    #expect(actions.map(\.index) == session.actions.map(\.index))
    #expect(actions.map(\.title) == session.actions.map(\.title))
    #expect(actions.map(\.role) == session.actions.map(\.role))
    #expect(actions.map(\.image) == session.actions.map(\.image))
    #expect(
      actions.map(\.accessibilityIdentifier)
        == ["fluentalert.action.signIn", "fluentalert.action.later", "dismiss"])
    #expect(
      actions.map(\.accessibilityIdentifier) == session.actions.map(\.accessibilityIdentifier))
    #expect(actions.map(\.refusal) == [nil, .disabled, nil])
    #expect(fields == session.textFields)
  }
}

/// A presenter that shows at once and removes at once.
@MainActor
private final class ImmediatePresenter: DialogPresenter {
  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    completion()
  }

  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    completion()
  }
}
