import FluentAlert
import FluentAlertTestSupport
import FluentAlertUIKit
import Testing

private enum Choice: Hashable, Sendable { case save, discard, cancel, later }

private let titleStyle = TextStyle(
  font: .system(size: 17, weight: .semibold), color: .system(.red), maxLines: 2,
  lineBreakMode: .byTruncatingTail, alignment: .center)
private let messageStyle = TextStyle(font: .textStyle(.footnote), alignment: .left)

private let fullAlert = Dialog<Choice>(
  style: .alert,
  title: "Save \"Draft\"?",
  message: .localized(
    "save.message", table: "Dialogs", bundle: .identifier("app"), defaultValue: "Keep it"),
  titleStyle: titleStyle,
  messageStyle: messageStyle,
  actions: [
    DialogAction(title: "Discard", role: .destructive, key: .discard).titleColor(.system(.red)),
    DialogAction(title: "Save", key: .save).preferred().image(.system("tray.and.arrow.down"))
      .accessibilityIdentifier("save-button"),
    DialogAction(title: "Later", key: .later).disabled(),
    DialogAction(title: "Cancel", role: .cancel, key: .cancel),
  ],
  textFields: [
    DialogTextField("Name").text("draft").keyboard(.asciiCapable).contentType(.username)
      .capitalization(.words).autocorrection(false).accessibilityIdentifier("name-field").required(
        .length(3...10), gates: [.save]),
    DialogTextField("Password").secure().keyboard(.numberPad).contentType(.password).capitalization(
      .never
    ).autocorrection(true).required(.nonEmpty),
  ],
  accessibilityIdentifier: "save-dialog"
)

@MainActor
@Suite("UIKit plan")
struct UIKitDialogPlanTests {
  @Test("the alert's own fields reach the plan")
  func everyField() throws {
    let plan = try UIKitDialogPlan(fullAlert)
    #expect(plan.style == .alert)
    #expect(plan.title?.text == "Save \"Draft\"?")
    #expect(plan.title?.style == titleStyle)
    // No bundle "app" exists here, so the localized message shows its default value.
    #expect(plan.message?.text == "Keep it")
    #expect(plan.message?.style == messageStyle)
    #expect(plan.accessibilityIdentifier == "save-dialog")
    #expect(plan.popover == nil)
    // A destructive action (Discard) alone leaves UIKit's default severity.
    #expect(!plan.isCritical)
  }

  @Test("every field of each action reaches the plan, in order")
  func everyActionField() throws {
    let plan = try UIKitDialogPlan(fullAlert)
    #expect(plan.actions.map(\.index) == [0, 1, 2, 3])
    #expect(plan.actions.map(\.keyDescription) == ["discard", "save", "later", "cancel"])
    #expect(plan.actions.map(\.title) == ["Discard", "Save", "Later", "Cancel"])
    #expect(plan.actions.map(\.action.role) == [.destructive, .default, .default, .cancel])
    // The password starts empty and gates every non-cancel action; "Later" is disabled anyway.
    #expect(plan.actions.map(\.isEnabled) == [false, false, false, true])
    #expect(plan.actions.map(\.action.titleColor) == [.system(.red), nil, nil, nil])
    #expect(plan.actions.map(\.action.image) == [nil, .system("tray.and.arrow.down"), nil, nil])
    #expect(
      plan.actions.map(\.action.accessibilityIdentifier) == [
        "fluentalert.action.discard", "save-button", "fluentalert.action.later",
        "fluentalert.action.cancel",
      ])
    #expect(plan.preferredActionIndex == 1)
  }

  @Test("every setting of each text field reaches the plan")
  func everyTextFieldSetting() throws {
    let plan = try UIKitDialogPlan(fullAlert)
    #expect(plan.textFields.count == 2)
    let name = plan.textFields[0]
    #expect(name.placeholder == "Name")
    #expect(name.text == "draft")
    #expect(!name.field.isSecure)
    #expect(name.field.keyboard == .asciiCapable)
    #expect(name.field.contentType == .username)
    #expect(name.field.capitalization == .words)
    #expect(name.field.autocorrection == false)
    #expect(name.accessibilityIdentifier == "name-field")
    #expect(name.rule == .length(3...10))
    let password = plan.textFields[1]
    #expect(password.placeholder == "Password")
    #expect(password.text == "")
    #expect(password.field.isSecure)
    #expect(password.field.keyboard == .numberPad)
    #expect(password.field.contentType == .password)
    #expect(password.field.capitalization == .never)
    #expect(password.field.autocorrection == true)
    #expect(password.accessibilityIdentifier == "fluentalert.textField.1")
    #expect(password.rule == .nonEmpty)
  }

  @Test("the plan of a session follows the text typed so far")
  func followsSession() throws {
    let session = try DialogSession(fullAlert)
    let presenter = ImmediatePresenter()
    #expect(session.present(using: presenter))
    #expect(session.setText("pw", forField: 1))
    let plan = UIKitDialogPlan(session: session)
    #expect(plan.actions.map(\.isEnabled) == [true, true, false, true])
    #expect(plan.textFields.map(\.text) == ["draft", "pw"])
    #expect(session.setText("x", forField: 0))
    #expect(
      UIKitDialogPlan(session: session).actions.map(\.isEnabled) == [true, false, false, true])
  }

  @Test("actions keep the dialog's order even with the cancel action first")
  func order() throws {
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [
        DialogAction(title: "Cancel", role: .cancel, key: 0),
        DialogAction(title: "Copy", key: 1),
        DialogAction(title: "Delete", role: .destructive, key: 2),
      ], anchor: .center)
    let plan = try UIKitDialogPlan(dialog)
    #expect(plan.style == .actionSheet)
    #expect(plan.actions.map(\.keyDescription) == ["0", "1", "2"])
    #expect(plan.actions.map(\.action.role) == [.cancel, .default, .destructive])
    #expect(plan.textFields.isEmpty)
  }

  @Test("an action sheet never sets preferredAction, which UIKit ignores there")
  func preferredOnSheet() throws {
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [
        DialogAction(title: "Copy", key: 1).preferred(),
        DialogAction(title: "Cancel", role: .cancel, key: 0),
      ], anchor: .center)
    #expect(try UIKitDialogPlan(dialog).preferredActionIndex == nil)
  }

  @Test("only a given severity sets UIKit's severity; an icon is dropped")
  func severityAndIcon() throws {
    let calm = Dialog<Int>.alert("Hi").addAction("OK", key: 0)
    #expect(try UIKitDialogPlan(calm.severity(.critical)).isCritical)
    let erase = Dialog<Int>.alert("Erase?").addDestructive("Erase", key: 0)
    #expect(try !UIKitDialogPlan(erase).isCritical)
    #expect(try UIKitDialogPlan(erase.severity(.critical)).isCritical)
    #expect(calm.icon(.system("trash")).problems(for: .uiKit).map(\.kind) == [.iconUnsupported])
  }

  @Test("a suppression toggle, which UIAlertController has not, is reported for UIKit")
  func suppressionToggle() throws {
    let calm = Dialog<Int>.alert("Hi").addAction("OK", key: 0)
    let toggled = calm.addControl(.suppressionToggle())
    #expect(toggled.problems(for: .uiKit).map(\.kind) == [.suppressionToggleUnsupported])
    #expect(calm.problems(for: .uiKit).isEmpty)
  }

  @Test("a key equivalent UIKit cannot set is dropped visibly; its own keys are not")
  func keyEquivalentDropped() throws {
    let close = Dialog<Int>(.alert, title: "Save?") {
      Action("Save", key: 0).preferred().keyEquivalent(.return)
      Destructive("Don't Save", key: 1).keyEquivalent(.character("d"))
      Cancel("Cancel", key: 2).keyEquivalent(.escape)
    }
    #expect(close.problems(for: .uiKit).map(\.kind) == [.keyEquivalentUnsupported])
    let own = Dialog<Int>.alert("Save?").addAction("Save", key: 0).preferred(0)
      .actionStyle { $0.keyEquivalent(.return) }
    #expect(own.problems(for: .uiKit).isEmpty)
  }

  @Test("a dialog without a preferred action has no preferredAction")
  func noPreferred() throws {
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 0)])
    let plan = try UIKitDialogPlan(dialog)
    #expect(plan.preferredActionIndex == nil)
    #expect(!plan.isCritical)
    #expect(plan.title?.style == nil)
    #expect(plan.message == nil)
    #expect(plan.accessibilityIdentifier == nil)
  }

  @Test("an empty text style needs no attributed string; a real one does")
  func attributedNeed() throws {
    let plain = Dialog<Int>(
      style: .alert, title: "Hi", message: "There", titleStyle: TextStyle(),
      actions: [DialogAction(title: "OK", key: 0)])
    let plan = try UIKitDialogPlan(plain)
    #expect(plan.title?.style == nil)
    #expect(plan.title?.needsAttributedString == false)
    #expect(plan.message?.needsAttributedString == false)
    #expect(try UIKitDialogPlan(fullAlert).title?.needsAttributedString == true)
  }

  @Test("autocorrection left unset maps to UIKit's default")
  func autocorrectionDefault() throws {
    let dialog = Dialog<Int>(
      style: .alert, title: "Name", actions: [DialogAction(title: "OK", key: 0)],
      textFields: [DialogTextField()])
    let field = try #require(try UIKitDialogPlan(dialog).textFields.first)
    #expect(field.field.autocorrection == nil)
    #expect(field.field.capitalization == nil)
    #expect(field.field.contentType == nil)
    #expect(field.placeholder == nil)
    #expect(field.accessibilityIdentifier == "fluentalert.textField.0")
  }

  @Test("line limits UIKit cannot show are reported for UIKit")
  func lineLimitsDropped() throws {
    #expect(fullAlert.problems(for: .uiKit).map(\.kind).contains(.lineLimitUnsupported))
    let both = Dialog<Int>(
      style: .alert, title: "A", message: "B", titleStyle: TextStyle(maxLines: 1),
      messageStyle: TextStyle(maxLines: 3), actions: [DialogAction(title: "OK", key: 0)])
    // The styles themselves are dropped too, unless the app allows UIKit's undocumented keys.
    #expect(
      both.problems(for: .uiKit).map(\.kind) == [
        .textStyleUnsupported, .lineLimitUnsupported, .textStyleUnsupported,
        .lineLimitUnsupported,
      ])
  }

  @Test("a dialog with errors is refused with every problem, not trapped")
  func refusesInvalid() {
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Two cancels",
      actions: [
        DialogAction(title: "Cancel", role: .cancel, key: 0),
        DialogAction(title: "Close", role: .cancel, key: 1),
      ],
      textFields: [DialogTextField("x")])
    let error = #expect(throws: DialogValidationError.self) { try UIKitDialogPlan(dialog) }
    let kinds = Set(error?.errors.map(\.kind) ?? [])
    #expect(kinds.isSuperset(of: [.multipleCancelActions, .textFieldOnActionSheet]))
  }

  @Test("an action sheet always gets a popover plan; an alert never")
  func popoverPresence() throws {
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)])
    #expect(try UIKitDialogPlan(sheet).popover?.requested == .center)
    let anchored = Dialog<Int>(
      style: .actionSheet, title: "Share",
      actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)],
      anchor: .barButtonItem(identifier: "share"))
    #expect(try UIKitDialogPlan(anchored).popover?.requested == .barButtonItem(identifier: "share"))
    #expect(try UIKitDialogPlan(fullAlert).popover == nil)
  }
}

/// Shows at once and removes at once: enough to put a session in the presented phase.
@MainActor
private final class ImmediatePresenter: DialogPresenter {
  var shown: [AnyDialogSession] = []

  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    shown.append(session)
    completion()
  }

  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    shown.removeAll { $0 === session }
    completion()
  }
}

@MainActor
@Suite("UIKit plan localization")
struct UIKitPlanLocalizationTests {
  @Test("titles are looked up in the session's localization, arguments in place")
  func french() throws {
    let session = try TestStrings.session(TestStrings.deleteItems(2).chained, in: "fr")
    let plan = UIKitDialogPlan(session: session)
    #expect(plan.title?.text == "Supprimer 2 éléments ?")
    #expect(plan.actions.map(\.title) == ["Supprimer", "Annuler"])
  }

  @Test("a plural from the String Catalog and the system Cancel, in Russian")
  func russianPlural() throws {
    let session = try TestStrings.session(TestStrings.deletePhotos(22).built, in: "ru")
    let plan = UIKitDialogPlan(session: session)
    #expect(plan.title?.text == "Удалить 22 фотографии?")
    #expect(plan.actions.map(\.title) == ["Удалить", "Отменить"])
  }
}
