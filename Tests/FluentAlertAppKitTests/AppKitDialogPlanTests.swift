import FluentAlert
import FluentAlertAppKit
import FluentAlertTestSupport
import Testing

private enum Choice: Hashable, Sendable { case save, dontSave, cancel, later }

private let fullAlert = Dialog<Choice>(
  style: .alert,
  title: "Save changes?",
  message: "Your edits will be lost.",
  titleStyle: TextStyle(color: .system(.red)),
  actions: [
    DialogAction(title: "Don't Save", role: .destructive, key: .dontSave).titleColor(.system(.red)),
    DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    DialogAction(title: "Later", key: .later).disabled().image(.system("clock")),
    DialogAction(title: "Save", key: .save).preferred().accessibilityIdentifier("save"),
  ],
  textFields: [
    DialogTextField("Name").text("draft").contentType(.username).autocorrection(false)
      .accessibilityIdentifier("name").required(.nonEmpty, gates: [.save]),
    DialogTextField("Password").secure().contentType(.password),
  ],
  accessibilityIdentifier: "save-alert"
)

@MainActor
@Suite("AppKit plan")
struct AppKitDialogPlanTests {
  @Test("the preferred button comes first, then cancel, then the rest in order")
  func order() throws {
    let plan = try AppKitDialogPlan(fullAlert)
    #expect(plan.actions.map(\.index) == [3, 1, 0, 2])
    #expect(plan.actions.map(\.keyDescription) == ["save", "cancel", "dontSave", "later"])
    #expect(plan.actions.map(\.title) == ["Save", "Cancel", "Don't Save", "Later"])
    #expect(plan.actions.map(\.action.role) == [.default, .cancel, .destructive, .default])
  }

  @Test("Return goes to the first button, Escape to cancel, and no other key to anything")
  func buttonKeys() throws {
    let plan = try AppKitDialogPlan(fullAlert)
    let keys = plan.actions.indices.map(plan.keys(at:))
    #expect(keys.map(\.characters) == ["\r", "\u{1B}", "", ""])
    #expect(keys.allSatisfy { $0.monitored.isEmpty })
    #expect(!plan.hasMonitoredKeys)
  }

  @Test("an action's own key is set, Escape given to an action puts it second")
  func givenKeys() throws {
    let dialog = Dialog<Int>(.alert, title: "Save changes?") {
      Action("Save", key: 0).preferred()
      Destructive("Don't Save", key: 1).keyEquivalent(.character("d"))
      Action("Later", key: 2).keyEquivalent(.escape)
    }
    let plan = try AppKitDialogPlan(dialog)
    #expect(plan.actions.map(\.index) == [0, 2, 1])
    let keys = plan.actions.indices.map(plan.keys(at:))
    #expect(keys.map(\.characters) == ["\r", "\u{1B}", "d"])
    #expect(keys.map(\.modifiers) == [[], [], .command])
    // An action given Return says where Return goes: the dialog's order is kept, and the
    // first action gives up Return to it.
    let taken = Dialog<Int>.alert("Retry?").addAction("Retry", key: 0)
      .addAction("Details", key: 1).actionStyle { $0.keyEquivalent(.return) }
    let takenPlan = try AppKitDialogPlan(taken)
    #expect(takenPlan.actions.map(\.index) == [0, 1])
    let takenKeys = takenPlan.actions.indices.map(takenPlan.keys(at:))
    #expect(takenKeys.map(\.characters) == ["", "\r"])
  }

  @Test("every field of the description reaches the plan")
  func everyField() throws {
    let plan = try AppKitDialogPlan(fullAlert)
    #expect(plan.messageText == "Save changes?")
    #expect(plan.informativeText == "Your edits will be lost.")
    // "Don't Save" is destructive; only a given severity makes the alert critical.
    #expect(plan.alertStyle == .warning)
    #expect(plan.accessibilityIdentifier == "save-alert")
    // "Save" is gated by the name, which starts non-empty; "Later" is disabled.
    #expect(plan.actions.map(\.isEnabled) == [true, true, true, false])
    #expect(plan.actions.map(\.action.titleColor) == [nil, nil, .system(.red), nil])
    #expect(plan.actions.map(\.action.image) == [nil, nil, nil, .system("clock")])
    #expect(
      plan.actions.map(\.action.accessibilityIdentifier) == [
        "save", "fluentalert.action.cancel", "fluentalert.action.dontSave",
        "fluentalert.action.later",
      ])
  }

  @Test("every setting of each text field reaches the plan")
  func everyFieldSetting() throws {
    let plan = try AppKitDialogPlan(fullAlert)
    #expect(plan.textFields.map(\.placeholder) == ["Name", "Password"])
    #expect(plan.textFields.map(\.text) == ["draft", ""])
    #expect(plan.textFields.map(\.field.isSecure) == [false, true])
    #expect(plan.textFields.map(\.field.contentType) == [.username, .password])
    #expect(plan.textFields.map(\.field.autocorrection) == [false, nil])
    #expect(plan.textFields.map(\.accessibilityIdentifier) == ["name", "fluentalert.textField.1"])
    #expect(plan.textFields.map(\.rule) == [.nonEmpty, nil])
    #expect(fullAlert.problems(for: .appKit).map(\.kind).contains(.textStyleUnsupported))
  }

  @Test("text fields stack top to bottom in an accessory view sized to fit")
  func accessoryLayout() throws {
    let plan = try AppKitDialogPlan(fullAlert)
    // Two 24-point fields with an 8-point gap; AppKit's origin is bottom left.
    #expect(plan.accessoryFrame == .init(x: 0, y: 0, width: 240, height: 56))
    #expect(plan.fieldFrame(at: 0) == .init(x: 0, y: 32, width: 240, height: 24))
    #expect(plan.fieldFrame(at: 1) == .init(x: 0, y: 0, width: 240, height: 24))
    let none = Dialog<Int>(style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 0)])
    #expect(try AppKitDialogPlan(none).accessoryFrame == nil)
  }

  @Test("a button gated by an unmet requirement starts disabled")
  func gating() throws {
    let dialog = Dialog<Int>(
      style: .alert, title: "Name",
      actions: [
        DialogAction(title: "OK", key: 0), DialogAction(title: "Cancel", role: .cancel, key: 1),
      ],
      textFields: [DialogTextField().required(.nonEmpty)])
    #expect(try AppKitDialogPlan(dialog).actions.map(\.isEnabled) == [false, true])
  }

  @Test("responses map to actions by button position; other responses to none")
  func responses() throws {
    let plan = try AppKitDialogPlan(fullAlert)
    #expect(plan.actionIndex(forResponse: 1000) == 3)  // Save
    #expect(plan.actionIndex(forResponse: 1001) == 1)  // Cancel
    #expect(plan.actionIndex(forResponse: 1002) == 0)  // Don't Save
    #expect(plan.actionIndex(forResponse: 1003) == 2)  // Later
    #expect(plan.actionIndex(forResponse: 1004) == nil)
    #expect(plan.actionIndex(forResponse: -1001) == nil)  // NSModalResponseAbort
    #expect(plan.actionIndex(forResponse: 0) == nil)
  }

  @Test("without a preferred action the first default action leads; destructive never leads")
  func fallbackLead() throws {
    func order(_ dialog: Dialog<Int>) throws -> [Int] {
      try AppKitDialogPlan(dialog).actions.map(\.index)
    }
    let three = Dialog<Int>.alert("Delete?")
      .addDestructive("Delete", key: 0).addAction("Archive", key: 1).addCancel("Cancel", key: 2)
    #expect(try order(three) == [1, 2, 0])
    #expect(try order(three.preferred(0)) == [0, 2, 1])
    let two = Dialog<Int>.alert("Delete?").addDestructive("Delete", key: 0)
      .addCancel("Cancel", key: 1)
    #expect(try order(two) == [1, 0])
    // Only a destructive action: it is shown, but Return is nobody's.
    let alone = Dialog<Int>.alert("Delete?").addDestructive("Delete", key: 0)
    #expect(try order(alone) == [0])
    #expect(try AppKitDialogPlan(alone).keys(at: 0).own == nil)
  }

  @Test("a cancel button that Return presses holds Return, and gets Escape through the monitor")
  func cancelLeads() throws {
    let dialog = Dialog<Int>(
      style: .alert, title: "Erase?",
      actions: [
        DialogAction(title: "Erase", role: .destructive, key: 0),
        DialogAction(title: "Cancel", role: .cancel, key: 1),
      ])
    let plan = try AppKitDialogPlan(dialog)
    #expect(plan.actions.map(\.index) == [1, 0])
    #expect(plan.keys(at: 0).own == .return)
    #expect(plan.keys(at: 0).monitored == [.escape])
    #expect(plan.keys(at: 1).own == nil)
    #expect(plan.monitoredPosition(pressedBy: "\u{1B}", modifiers: []) == 0)
    #expect(plan.monitoredPosition(pressedBy: "\u{1B}", modifiers: .shift) == nil)
    #expect(plan.monitoredPosition(pressedBy: "\r", modifiers: []) == nil)
  }

  @Test("a dialog without a severity uses the warning style, destructive actions or not")
  func warningStyle() throws {
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 0)])
    #expect(try AppKitDialogPlan(dialog).alertStyle == .warning)
    let erase = Dialog<Int>.alert("Erase?")
      .addDestructive("Erase", key: 0).addCancel("Cancel", key: 1)
    #expect(try AppKitDialogPlan(erase).alertStyle == .warning)
  }

  @Test(
    "a given severity is NSAlert's style, with or without a destructive action",
    arguments: [
      (AlertSeverity.informational, AppKitDialogPlan.AlertStyle.informational),
      (.warning, .warning), (.critical, .critical),
    ])
  func givenSeverity(severity: AlertSeverity, style: AppKitDialogPlan.AlertStyle) throws {
    let erase = Dialog<Int>(.alert, title: "Erase?") {
      Destructive("Erase", key: 0)
      Cancel("Cancel", key: 1)
    }
    #expect(try AppKitDialogPlan(erase.severity(severity)).alertStyle == style)
    let calm = Dialog<Int>.alert("Hi").addAction("OK", key: 0).severity(severity)
    #expect(try AppKitDialogPlan(calm).alertStyle == style)
  }

  @Test("the icon reaches NSAlert's icon; none keeps the app's")
  func icon() throws {
    let dialog = Dialog<Int>.alert("Back up?").addAction("OK", key: 0)
    #expect(try AppKitDialogPlan(dialog).icon == nil)
    #expect(try AppKitDialogPlan(dialog.icon(.asset("Backup"))).icon == .asset("Backup"))
    #expect(dialog.icon(.asset("Backup")).problems(for: .appKit).isEmpty)
  }

  @Test("the suppression toggle shows the suppression button, with its title and state")
  func suppressionButton() throws {
    let dialog = Dialog<Int>.alert("Empty the Trash?").addAction("Empty", key: 0)
    let none = try AppKitDialogPlan(dialog)
    #expect(!none.showsSuppressionButton)
    let given = try AppKitDialogPlan(
      dialog.addControl(.suppressionToggle("Never ask", isSuppressed: true)))
    #expect(given.showsSuppressionButton)
    #expect(given.suppressionTitle == "Never ask")
    #expect(given.startsSuppressed)
    #expect(dialog.addControl(.suppressionToggle("Never ask")).problems(for: .appKit).isEmpty)
    // No title: NSAlert's own words, which macOS translates and fits to the buttons.
    let untitled = try AppKitDialogPlan(dialog.addControl(.suppressionToggle()))
    #expect(untitled.showsSuppressionButton && untitled.suppressionTitle == nil)
    #expect(!untitled.startsSuppressed)
  }

  @Test("without a title the message becomes the bold message text")
  func messageOnly() throws {
    let dialog = Dialog<Int>(
      style: .alert, message: "Only a message", actions: [DialogAction(title: "OK", key: 0)])
    let plan = try AppKitDialogPlan(dialog)
    #expect(plan.messageText == "Only a message")
    #expect(plan.informativeText == nil)
  }

  @Test("a window means a sheet; none means app-modal")
  func presentation() {
    #expect(AppKitDialogPlan.presentation(hasWindow: true) == .sheet)
    #expect(AppKitDialogPlan.presentation(hasWindow: false) == .appModal)
  }

  @Test("a text style is reported for AppKit, which draws plain text; an anchor is not lost")
  func textStyleDropped() throws {
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Share", messageStyle: TextStyle(maxLines: 1),
      actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)],
      anchor: .view(identifier: "v"))
    #expect(dialog.problems(for: .appKit).map(\.kind) == [.textStyleUnsupported])
    #expect(try AppKitDialogPlan(dialog).messageText == "Share")
  }

  @Test("an action that keeps the dialog open is shown as it is: nothing is dropped")
  func keptOpenShown() throws {
    let themes = Dialog<Int>.alert("Themes").addAction("Open Folder", key: 0)
      .actionStyle { $0.keepsDialogOpen() }
      .addAction("OK", key: 1)
    let plan = try AppKitDialogPlan(themes)
    #expect(plan.actions.map(\.action.keepsDialogOpen) == [true, false])
    #expect(themes.problems(for: .appKit).isEmpty)
    #expect(themes.problems(for: .uiKit).map(\.kind) == [.keptOpenActionUnsupported])
  }

  @Test("a checkmark is dropped visibly: NSAlert's buttons have none")
  func checkmarkDropped() throws {
    let sheet = Dialog<Int>.alert("Sort by").addAction("Name", key: 0).actionStyle { $0.checked() }
    #expect(sheet.problems(for: .appKit).map(\.kind) == [.checkedActionUnsupported])
  }

  @Test("a clear button and a keyboard appearance are dropped visibly: NSAlert has neither")
  func textFieldTraitsDropped() throws {
    let dialog = Dialog<Int>(.alert, title: "Search") {
      TextInput("Query").clearButton(.always).keyboardAppearance(.light)
      Action("Find", key: 0)
    }
    #expect(
      dialog.problems(for: .appKit).map(\.kind) == [
        .clearButtonUnsupported, .keyboardAppearanceUnsupported,
      ])
  }

  @Test("a dialog with errors is refused, not trapped")
  func refusesInvalid() {
    let dialog = Dialog<Int>(
      style: .alert, title: "Same key",
      actions: [DialogAction(title: "A", key: 0), DialogAction(title: "B", key: 0)])
    let error = #expect(throws: DialogValidationError.self) { try AppKitDialogPlan(dialog) }
    #expect(error?.errors.map(\.kind) == [.duplicateKey])
  }
}

@MainActor
@Suite("AppKit plan localization")
struct AppKitPlanLocalizationTests {
  @Test("texts are looked up in the session's localization, arguments in place")
  func japanese() throws {
    let session = try TestStrings.session(TestStrings.deleteItems(2).chained, in: "ja")
    let plan = AppKitDialogPlan(session: session)
    #expect(plan.messageText == "2 件の項目を削除しますか？")
    #expect(plan.actions.map(\.title).contains("キャンセル"))
  }

  @Test("a plural from the String Catalog and the system Cancel, in Russian")
  func russianPlural() throws {
    let session = try TestStrings.session(TestStrings.deletePhotos(1).built, in: "ru")
    let plan = AppKitDialogPlan(session: session)
    #expect(plan.messageText == "Удалить 1 фотографию?")
    #expect(plan.actions.map(\.title).contains("Отменить"))
  }
}
