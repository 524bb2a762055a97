import FluentAlert
import FluentAlertSwiftUI
import FluentAlertTestSupport
import Testing

private enum Choice: Hashable, Sendable { case save, discard, cancel, later }

private let fullAlert = Dialog<Choice>(
  style: .alert,
  title: "Save?",
  message: "Unsaved edits",
  titleStyle: TextStyle(font: .textStyle(.headline)),
  actions: [
    DialogAction(title: "Discard", role: .destructive, key: .discard).titleColor(.system(.red)),
    DialogAction(title: "Save", key: .save).preferred().accessibilityIdentifier("save"),
    DialogAction(title: "Later", key: .later).disabled().image(.system("clock")),
    DialogAction(title: "Cancel", role: .cancel, key: .cancel),
  ],
  textFields: [
    DialogTextField("Name").text("n").keyboard(.emailAddress).contentType(.emailAddress)
      .capitalization(.never).autocorrection(false).accessibilityIdentifier("name").required(
        .length(2...5), gates: [.save]),
    DialogTextField("Password").secure(),
  ]
)

private let sheet = Dialog<Choice>(
  style: .actionSheet, title: "Draft",
  actions: [
    DialogAction(title: "Save", key: .save),
    DialogAction(title: "Discard", role: .destructive, key: .discard),
  ], anchor: .rect(x: 0, y: 0, width: 10, height: 10))

@MainActor
@Suite("SwiftUI plan")
struct SwiftUIDialogPlanTests {
  @Test(
    "an alert maps to .alert with every field",
    arguments: [
      SwiftUIPlatform(.iOS, 17), SwiftUIPlatform(.macOS, 14), SwiftUIPlatform(.visionOS, 1),
    ])
  func alert(platform: SwiftUIPlatform) throws {
    let plan = try SwiftUIDialogPlan(fullAlert, platform: platform)
    #expect(plan.presentation == .alert)
    #expect(plan.title == "Save?")
    #expect(plan.message == "Unsaved edits")
    expectFullAlertButtons(plan.actions)
    #expect(plan.defaultActionIndex == 1)
    #expect(!plan.systemAddsCancel)
    #expect(plan.unsupported == ["title style", "action title colour", "action image"])
  }

  @Test("accessories and progress have no place in a SwiftUI alert, and the plan says so")
  func accessoriesDropped() throws {
    let dialog = fullAlert.accessory(.footnote("Small print")).progress(.indeterminate)
    let plan = try SwiftUIDialogPlan(dialog, platform: SwiftUIPlatform(.macOS, 14))
    #expect(plan.unsupported.suffix(2) == ["progress", "accessories"])
    // The rest of the dialog is planned as without them.
    let without = try SwiftUIDialogPlan(fullAlert, platform: SwiftUIPlatform(.macOS, 14))
    #expect(plan.actions == without.actions && plan.message == without.message)
    #expect(!without.unsupported.contains("accessories"))
  }

  @Test("help has no Help button in SwiftUI, and the plan says it is dropped")
  func helpDropped() throws {
    let plan = try SwiftUIDialogPlan(
      fullAlert.help(.link("https://example.com/help")), platform: SwiftUIPlatform(.macOS, 14))
    #expect(plan.unsupported.last == "help")
    let without = try SwiftUIDialogPlan(fullAlert, platform: SwiftUIPlatform(.macOS, 14))
    #expect(!without.unsupported.contains("help"))
  }

  @Test("a dialog without a default action gives no button the default-action shortcut")
  func withoutDefaultAction() throws {
    let plan = try SwiftUIDialogPlan(
      fullAlert.withoutDefaultAction(), platform: SwiftUIPlatform(.macOS, 14))
    #expect(plan.defaultActionIndex == nil)
    #expect(plan.actions.contains { $0.isPreferred })
    #expect(plan.unsupported.contains("no default action"))
  }

  @Test("an action that keeps the dialog open is dropped visibly: the alert closes on any button")
  func keptOpenDropped() throws {
    let themes = Dialog<Int>.alert("Themes").addAction("Open Folder", key: 0)
      .actionStyle { $0.keepsDialogOpen() }
      .addAction("OK", key: 1)
    let plan = try SwiftUIDialogPlan(themes, platform: SwiftUIPlatform(.macOS, 14))
    #expect(plan.unsupported == ["action that keeps the dialog open"])
  }

  @Test("a checkmark is dropped visibly: SwiftUI's buttons have none")
  func checkmarkDropped() throws {
    let sheet = Dialog<Int>.actionSheet("Sort by").addAction("Name", key: 0)
      .actionStyle { $0.checked() }
    let plan = try SwiftUIDialogPlan(sheet, platform: SwiftUIPlatform(.iOS, 17))
    #expect(plan.unsupported == ["checkmark"])
  }

  @Test("a clear button and a keyboard appearance are dropped visibly where fields show")
  func textFieldTraitsDropped() throws {
    let dialog = Dialog<Int>(.alert, title: "Search") {
      TextInput("Query").clearButton(.always).keyboardAppearance(.light)
      Action("Find", key: 0)
    }
    let plan = try SwiftUIDialogPlan(dialog, platform: SwiftUIPlatform(.iOS, 17))
    #expect(plan.unsupported == ["clear button", "keyboard appearance"])
    // Without text fields in alerts, the fields themselves are what is dropped.
    let old = try SwiftUIDialogPlan(dialog, platform: SwiftUIPlatform(.iOS, 15))
    #expect(old.unsupported == ["text fields"])
  }

  @Test(
    "an alert's text fields reach the plan with every setting",
    arguments: [
      SwiftUIPlatform(.iOS, 17), SwiftUIPlatform(.macOS, 14), SwiftUIPlatform(.visionOS, 1),
    ])
  func alertFields(platform: SwiftUIPlatform) throws {
    let plan = try SwiftUIDialogPlan(fullAlert, platform: platform)
    #expect(plan.textFields.map(\.placeholder) == ["Name", "Password"])
    #expect(plan.textFields.map(\.text) == ["n", ""])
    #expect(plan.textFields.map(\.field.isSecure) == [false, true])
    #expect(plan.textFields.map(\.field.keyboard) == [.emailAddress, .default])
    #expect(plan.textFields.map(\.field.contentType) == [.emailAddress, nil])
    #expect(plan.textFields.map(\.field.capitalization) == [.never, nil])
    #expect(plan.textFields.map(\.field.autocorrection) == [false, nil])
    #expect(plan.textFields.map(\.accessibilityIdentifier) == ["name", "fluentalert.textField.1"])
    #expect(plan.textFields.map(\.rule) == [.length(2...5), nil])
  }

  @Test("an action sheet maps to confirmationDialog with its title visible")
  func confirmation() throws {
    let plan = try SwiftUIDialogPlan(sheet, platform: SwiftUIPlatform(.iOS, 17))
    #expect(plan.presentation == .confirmationDialog)
    #expect(plan.titleVisibility == .visible)
    #expect(plan.actions.map(\.action.role) == [.default, .destructive])
    #expect(plan.systemAddsCancel)
    #expect(plan.unsupported == ["popover anchor"])
  }

  @Test("a title-less sheet hides the title SwiftUI requires")
  func hiddenTitle() throws {
    let dialog = Dialog<Int>(
      style: .actionSheet, message: "Pick one",
      actions: [DialogAction(title: "Cancel", role: .cancel, key: 0)])
    let plan = try SwiftUIDialogPlan(dialog, platform: SwiftUIPlatform(.macOS, 14))
    #expect(plan.title == "")
    #expect(plan.titleVisibility == .hidden)
    #expect(plan.message == "Pick one")
    #expect(!plan.systemAddsCancel)
  }

  @Test("an empty title is hidden, as SwiftUI's automatic visibility hides it")
  func emptyTitleHidden() throws {
    let empty = Dialog<Int>.actionSheet(.verbatim(""), message: "Pick one")
      .addAction("Copy", key: 0).addCancel("Cancel", key: 1)
    let plan = try SwiftUIDialogPlan(empty, platform: SwiftUIPlatform(.iOS, 17))
    #expect(plan.title == "")
    #expect(plan.titleVisibility == .hidden)
    #expect(empty.problems(for: .swiftUI).isEmpty)
  }

  @Test("the preferred action is the default keyboard action only where shortcuts exist")
  func keyboardShortcut() throws {
    for platform in [SwiftUIPlatform(.tvOS, 17), SwiftUIPlatform(.watchOS, 10)] {
      let plan = try SwiftUIDialogPlan(fullAlert, platform: platform)
      #expect(plan.defaultActionIndex == nil)
      #expect(plan.unsupported.contains("preferred action"))
    }
  }

  @Test("text fields are dropped, and reported, on OS versions without them in alerts")
  func oldTextFields() throws {
    let plan = try SwiftUIDialogPlan(fullAlert, platform: SwiftUIPlatform(.iOS, 15, 4))
    #expect(plan.textFields.isEmpty)
    #expect(plan.unsupported.contains("text fields"))
  }

  @Test("critical severity on macOS and watchOS 10 only, and only when the dialog says so")
  func severity() throws {
    let critical = fullAlert.severity(.critical)
    #expect(try SwiftUIDialogPlan(critical, platform: SwiftUIPlatform(.macOS, 13)).isCritical)
    #expect(try SwiftUIDialogPlan(critical, platform: SwiftUIPlatform(.watchOS, 10)).isCritical)
    #expect(
      try SwiftUIDialogPlan(critical, platform: SwiftUIPlatform(.watchOS, 9)).isCritical == false)
    #expect(
      try SwiftUIDialogPlan(critical, platform: SwiftUIPlatform(.iOS, 18)).isCritical == false)
    // A destructive action alone leaves `.automatic`, which SwiftUI itself decides.
    #expect(
      try SwiftUIDialogPlan(fullAlert, platform: SwiftUIPlatform(.macOS, 14)).isCritical == false)
  }

  @Test("a given severity reaches the plan; iOS drops a critical one visibly")
  func givenSeverity() throws {
    let macOS = SwiftUIPlatform(.macOS, 14)
    #expect(try !SwiftUIDialogPlan(fullAlert.severity(.warning), platform: macOS).isCritical)
    let calm = Dialog<Int>.alert("Hi").addAction("OK", key: 0)
    #expect(try SwiftUIDialogPlan(calm.severity(.critical), platform: macOS).isCritical)
    #expect(try SwiftUIDialogPlan(calm.severity(.critical), platform: macOS).unsupported.isEmpty)
    let iOS = try SwiftUIDialogPlan(calm.severity(.critical), platform: SwiftUIPlatform(.iOS, 18))
    #expect(!iOS.isCritical)
    #expect(iOS.unsupported == ["critical severity"])
  }

  @Test("the icon goes to dialogIcon on macOS and watchOS 10; elsewhere it is dropped visibly")
  func icon() throws {
    let dialog = Dialog<Int>.alert("Back up?").addAction("OK", key: 0)
      .icon(.system("externaldrive"))
    for platform in [SwiftUIPlatform(.macOS, 13), SwiftUIPlatform(.watchOS, 10)] {
      let plan = try SwiftUIDialogPlan(dialog, platform: platform)
      #expect(plan.icon == .system("externaldrive"))
      #expect(plan.unsupported.isEmpty)
    }
    for platform in [SwiftUIPlatform(.iOS, 18), SwiftUIPlatform(.watchOS, 9)] {
      let plan = try SwiftUIDialogPlan(dialog, platform: platform)
      #expect(plan.icon == nil)
      #expect(plan.unsupported == ["icon"])
    }
  }

  @Test("the suppression toggle shows on macOS 14 only; elsewhere it is dropped visibly")
  func suppressionToggle() throws {
    let dialog = Dialog<Int>.alert("Empty the Trash?").addAction("Empty", key: 0)
      .addControl(.suppressionToggle("Never ask"))
    let macOS = try SwiftUIDialogPlan(dialog, platform: SwiftUIPlatform(.macOS, 14))
    #expect(macOS.showsSuppressionToggle)
    #expect(macOS.suppressionTitle == "Never ask")
    #expect(macOS.unsupported.isEmpty)
    for platform in [SwiftUIPlatform(.macOS, 13), SwiftUIPlatform(.iOS, 18)] {
      let plan = try SwiftUIDialogPlan(dialog, platform: platform)
      #expect(!plan.showsSuppressionToggle)
      #expect(plan.unsupported == ["suppression toggle"])
    }
  }

  @Test("a dialog with errors is refused, not trapped")
  func refusesInvalid() {
    let dialog = Dialog<Int>(style: .alert, title: "No way out")
    let error = #expect(throws: DialogValidationError.self) {
      try SwiftUIDialogPlan(dialog, platform: SwiftUIPlatform(.iOS, 17))
    }
    #expect(error?.errors.map(\.kind) == [.cannotBeClosed])
  }
}

@Suite("SwiftUI API per OS version")
struct SwiftUIPlatformTests {
  @Test("text fields in alerts from iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1")
  func textFields() {
    let yes = [
      SwiftUIPlatform(.iOS, 16), SwiftUIPlatform(.macOS, 13), SwiftUIPlatform(.tvOS, 16),
      SwiftUIPlatform(.watchOS, 9), SwiftUIPlatform(.visionOS, 1), SwiftUIPlatform(.iOS, 26),
    ]
    let no = [
      SwiftUIPlatform(.iOS, 15, 9), SwiftUIPlatform(.macOS, 12, 7), SwiftUIPlatform(.tvOS, 15),
      SwiftUIPlatform(.watchOS, 8, 5),
    ]
    #expect(yes.allSatisfy { $0.supportsTextFieldsInAlerts })
    #expect(no.allSatisfy { !$0.supportsTextFieldsInAlerts })
  }

  @Test("minor versions count")
  func minor() {
    #expect(SwiftUIPlatform(.iOS, 17, 4).isAtLeast(.iOS, 17, 4))
    #expect(!SwiftUIPlatform(.iOS, 17, 3).isAtLeast(.iOS, 17, 4))
    #expect(SwiftUIPlatform(.iOS, 18, 0).isAtLeast(.iOS, 17, 4))
    #expect(!SwiftUIPlatform(.macOS, 18).isAtLeast(.iOS, 17))
  }

  @Test("keyboard shortcuts everywhere but tvOS and watchOS")
  func shortcuts() {
    for os in SwiftUIPlatform.OS.allCases {
      #expect(SwiftUIPlatform(os, 20).supportsKeyboardShortcuts == (os != .tvOS && os != .watchOS))
    }
  }

  @Test("confirmation dialogs add their own Cancel on iOS and visionOS")
  func addsCancel() {
    for os in SwiftUIPlatform.OS.allCases {
      #expect(
        SwiftUIPlatform(os, 20).confirmationDialogAddsCancel == (os == .iOS || os == .visionOS))
    }
  }
}

/// The full alert's buttons in the plan. (A helper of its own keeps each test
/// body well inside CI's type-check time limit.)
private func expectFullAlertButtons(_ buttons: [PresentedAction]) {
  #expect(buttons.map(\.index) == [0, 1, 2, 3])
  #expect(buttons.map(\.keyDescription) == ["discard", "save", "later", "cancel"])
  #expect(buttons.map(\.title) == ["Discard", "Save", "Later", "Cancel"])
  #expect(buttons.map(\.action.role) == [.destructive, .default, .default, .cancel])
  // "Save" waits for a 2-5 character name; "Later" is disabled.
  #expect(buttons.map(\.isEnabled) == [true, false, false, true])
  #expect(
    buttons.map(\.action.accessibilityIdentifier) == [
      "fluentalert.action.discard", "save", "fluentalert.action.later",
      "fluentalert.action.cancel",
    ])
}

@MainActor
@Suite("SwiftUI plan localization")
struct SwiftUIPlanLocalizationTests {
  @Test("titles are looked up in the session's localization, arguments in place")
  func german() throws {
    let session = try TestStrings.session(TestStrings.deleteItems(2).built, in: "de")
    let plan = SwiftUIDialogPlan(session: session, platform: SwiftUIPlatform(.iOS, 17))
    #expect(plan.title == "2 Objekte löschen?")
    #expect(plan.actions.map(\.title) == ["Löschen", "Abbrechen"])
  }

  @Test("a plural from the String Catalog and the system Cancel, in Polish")
  func polishPlural() throws {
    let session = try TestStrings.session(TestStrings.deletePhotos(25).chained, in: "pl")
    let plan = SwiftUIDialogPlan(session: session, platform: SwiftUIPlatform(.iOS, 17))
    #expect(plan.title == "Usunąć 25 zdjęć?")
    #expect(plan.actions.map(\.title) == ["Usuń", "Anuluj"])
  }
}
