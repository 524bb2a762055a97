// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs SwiftUI's view tree, which only
// the shim's host can read back.
import FluentAlert
import FluentAlertSwiftUIShimmed
import FluentAlertTestSupport
import SwiftUIShim
import Testing

/// The app's state a binding reads and writes.
@MainActor
private final class Screen {
  var dialog: Dialog<Int>?
  var isPresented = false

  var dialogBinding: Binding<Dialog<Int>?> {
    Binding(get: { self.dialog }, set: { self.dialog = $0 })
  }

  var presentedBinding: Binding<Bool> {
    Binding(get: { self.isPresented }, set: { self.isPresented = $0 })
  }
}

@MainActor
private func renameDialog(_ recorder: TapRecorder<Int>) -> Dialog<Int> {
  Dialog<Int>(
    style: .alert, title: "Rename", message: "Choose a new name",
    actions: [
      DialogAction(title: "Delete", role: .destructive, key: 2),
      DialogAction(title: "Save", key: 1).preferred(),
      DialogAction(title: "Cancel", role: .cancel, key: 0),
    ],
    textFields: [
      DialogTextField("Name").required(.nonEmpty, gates: [1]),
      DialogTextField("Password").secure().autocorrection(false),
    ],
    actionTap: recorder.handler)
}

@MainActor
@Suite("SwiftUI shell against the shim", .serialized)
struct SwiftUIShellTests {
  init() {
    SwiftUIPlatform.current = SwiftUIPlatform(.iOS, 17)
  }

  @Test("the OS version decides what the view draws: no shortcut on tvOS, no fields before 16")
  func perOS() async throws {
    for (os, major, shortcut, fields) in [
      ("tvOS", 17, false, 2), ("iOS", 15, true, 0), ("macOS", 14, true, 2),
    ] {
      SwiftUIPlatform.current = SwiftUIPlatform(SwiftUIPlatform.OS(rawValue: os)!, major)
      let screen = Screen()
      let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
      screen.dialog = renameDialog(TapRecorder())
      host.render()
      await host.settle()
      let alert = try #require(host.rendering.presented)
      #expect(alert.buttons[1].keyboardShortcut == (shortcut ? .defaultAction : nil))
      #expect(alert.fields.count == fields)
      host.disappear()
    }
  }
  @Test("a key equivalent is the button's keyboard shortcut, beside the default action's")
  func keyEquivalent() async throws {
    SwiftUIPlatform.current = SwiftUIPlatform(.macOS, 14)
    let screen = Screen()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = Dialog<Int>(.alert, title: "Save changes?") {
      Action("Save", key: 0).preferred()
      Destructive("Don't Save", key: 1).keyEquivalent(.character("d"))
      Cancel("Cancel", key: 2)
    }
    host.render()
    await host.settle()
    let alert = try #require(host.rendering.presented)
    #expect(alert.buttons.map { $0.keyboardShortcut?.name } == ["defaultAction", "d 16", nil])
    host.disappear()
  }

  @Test("severity and icon reach dialogSeverity and dialogIcon on macOS; iOS gets neither")
  func severityAndIcon() async throws {
    for (os, major, shown) in [("macOS", 14, true), ("iOS", 17, false)] {
      SwiftUIPlatform.current = SwiftUIPlatform(SwiftUIPlatform.OS(rawValue: os)!, major)
      let screen = Screen()
      let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
      screen.dialog = renameDialog(TapRecorder()).severity(.critical).icon(.system("pencil"))
      host.render()
      await host.settle()
      let alert = try #require(host.rendering.presented)
      #expect(alert.icon == (shown ? "system:pencil" : nil), "\(os)")
      #expect(alert.severity == (shown ? .critical : .automatic), "\(os)")
      host.disappear()
    }
  }

  @Test("a suppression toggle reaches dialogSuppressionToggle on macOS 14, bound to the session")
  func suppressionToggle() async throws {
    for (os, major, shown) in [("macOS", 14, true), ("macOS", 13, false), ("iOS", 17, false)] {
      SwiftUIPlatform.current = SwiftUIPlatform(SwiftUIPlatform.OS(rawValue: os)!, major)
      let screen = Screen()
      let heard = Heard()
      let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
      screen.dialog = Dialog<Int>.alert("Empty the Trash?")
        .addDestructive("Empty Trash", key: 1)
        .addCancel("Cancel", key: 0)
        .addControl(.suppressionToggle("Never ask"))
        .actionTap { key, values in heard.values.append("\(key) \(values.isSuppressed)") }
      host.render()
      await host.settle()
      let alert = try #require(host.rendering.presented)
      #expect((alert.suppressionToggle != nil) == shown, "\(os) \(major)")
      if let toggle = alert.suppressionToggle {
        #expect(toggle.title == "Never ask")
        #expect(toggle.isSuppressed.wrappedValue == false)
        toggle.isSuppressed.wrappedValue = true
      }
      alert.buttons[0].tap()
      await host.settle()
      #expect(heard.values == ["1 \(shown)"], "\(os) \(major)")
      host.disappear()
    }
  }

  @Test(".dialog($dialog) shows an alert with every part the plan gives")
  func alert() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    host.render()
    #expect(host.rendering.presented == nil)
    #expect(host.rendering.presentations.map(\.kind) == [.alert, .confirmationDialog])

    screen.dialog = renameDialog(recorder)
    host.render()
    await host.settle()
    let alert = try #require(host.rendering.presented)
    #expect(alert.kind == .alert)
    #expect(alert.title == "Rename")
    #expect(alert.message == ["Choose a new name"])
    expectRenameButtons(alert.buttons)
    host.disappear()
  }

  @Test(".dialog($dialog) puts the text fields first, with their settings")
  func alertFields() async throws {
    let screen = Screen()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = renameDialog(TapRecorder())
    host.render()
    await host.settle()
    let alert = try #require(host.rendering.presented)
    #expect(alert.fields.map(\.title) == ["Name", "Password"])
    #expect(alert.fields.map(\.isSecure) == [false, true])
    #expect(
      alert.fields.map(\.accessibilityIdentifier) == [
        "fluentalert.textField.0", "fluentalert.textField.1",
      ])
    #expect(alert.fields.map(\.autocorrectionDisabled) == [false, nil])  // SecureField: none
    #expect(alert.fields.map(\.submitLabel) == [.return, .return])
    host.disappear()
  }

  @Test("a field with a maximum length reads back only what fits")
  func maxLength() async throws {
    let screen = Screen()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = Dialog<Int>.alert("Enter the code")
      .addTextField("Code") { $0.maxLength(4) }
      .addAction("Verify", key: 1)
    host.render()
    await host.settle()
    var alert = try #require(host.rendering.presented)
    alert.fields[0].text.wrappedValue = "12345"
    host.render()
    alert = try #require(host.rendering.presented)
    #expect(alert.fields[0].text.wrappedValue == "1234")
    host.disappear()
  }

  @Test("a field's return key becomes its submit label, secure or not")
  func submitLabel() async throws {
    let screen = Screen()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = Dialog<Int>.alert("Sign In")
      .addTextField("Name") { $0.returnKey(.next) }
      .addTextField("Password") { $0.secure().returnKey(.go) }
      .addAction("Sign In", key: 1)
    host.render()
    await host.settle()
    let alert = try #require(host.rendering.presented)
    #expect(alert.fields.map(\.submitLabel) == [.next, .go])
    host.disappear()
  }

  @Test("typing enables the gated button and a tap reaches actionTap, then the binding clears")
  func typeAndTap() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = renameDialog(recorder)
    host.render()
    await host.settle()
    var alert = try #require(host.rendering.presented)
    alert.buttons[1].tap()  // disabled: SwiftUI ignores it
    alert.fields[0].text.wrappedValue = "Ana"
    host.render()
    alert = try #require(host.rendering.presented)
    #expect(alert.fields[0].text.wrappedValue == "Ana")
    #expect(alert.buttons.map(\.isDisabled) == [false, false, false])
    alert.buttons[1].tap()
    await host.settle()
    #expect(recorder.keys == [1])
    #expect(recorder.taps.first?.1 == ["Ana", ""])
    #expect(screen.dialog == nil)
    #expect(host.rendering.presented == nil)
  }

  @Test("an action the app disables or enables while the alert is up follows at the next render")
  func appDrivenState() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    var handed: DialogSession<Int>?
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = renameDialog(recorder).onPresent { handed = $0 }
    host.render()
    await host.settle()
    let session = try #require(handed)
    session.setEnabled(false, for: 2)
    host.render()
    var alert = try #require(host.rendering.presented)
    #expect(alert.buttons.map(\.isDisabled) == [true, true, false])
    session.setEnabled(true, for: 2)
    host.render()
    alert = try #require(host.rendering.presented)
    #expect(alert.buttons.map(\.isDisabled) == [false, true, false])
    alert.buttons[0].tap()
    await host.settle()
    #expect(recorder.keys == [2])
  }

  @Test("SwiftUI closing the alert by itself reports the cancel key and clears the binding")
  func closedBySwiftUI() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = renameDialog(recorder)
    host.render()
    await host.settle()
    try #require(host.rendering.presented).isPresented.wrappedValue = false
    await host.settle()
    #expect(recorder.keys == [0])
    #expect(screen.dialog == nil)
  }

  @Test("clearing the binding from code closes the dialog without calling actionTap")
  func clearedByApp() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = renameDialog(recorder)
    host.render()
    await host.settle()
    #expect(host.rendering.presented != nil)
    screen.dialog = nil
    host.render()
    await host.settle()
    #expect(host.rendering.presented == nil)
    #expect(recorder.keys.isEmpty)
  }

  @Test("an action sheet becomes a confirmation dialog; no title means a hidden title")
  func confirmation() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    let host = ShimHost(Text("content").dialog(screen.dialogBinding).dialogScene())
    screen.dialog = Dialog<Int>(
      style: .actionSheet, message: "Share how?",
      actions: [
        DialogAction(title: "Copy", key: 1), DialogAction(title: "Cancel", role: .cancel, key: 0),
      ], anchor: .center, actionTap: recorder.handler)
    host.render()
    await host.settle()
    let sheet = try #require(host.rendering.presented)
    #expect(sheet.kind == .confirmationDialog)
    #expect(sheet.titleVisibility == .hidden)
    #expect(sheet.message == ["Share how?"])
    #expect(sheet.buttons.map(\.title) == ["Copy", "Cancel"])
    sheet.buttons[0].tap()
    await host.settle()
    #expect(recorder.keys == [1])
  }

  @Test(".dialog(_:isPresented:) shows while the flag is on and turns it off after a tap")
  func isPresentedForm() async throws {
    let screen = Screen()
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 5)],
      actionTap: recorder.handler)
    let host = ShimHost(
      Text("content").dialog(dialog, isPresented: screen.presentedBinding).dialogScene())
    host.render()
    await host.settle()
    #expect(host.rendering.presented == nil)
    screen.isPresented = true
    host.render()
    await host.settle()
    try #require(host.rendering.presented).buttons[0].tap()
    await host.settle()
    #expect(recorder.keys == [5])
    #expect(screen.isPresented == false)
  }
}

/// The rename dialog's buttons as SwiftUI receives them. (A helper of its own
/// keeps each test body well inside CI's type-check time limit.)
@MainActor
private func expectRenameButtons(_ buttons: [ShimButton]) {
  #expect(buttons.map(\.title) == ["Delete", "Save", "Cancel"])
  #expect(buttons.map(\.role) == [.destructive, nil, .cancel])
  #expect(buttons.map(\.isDisabled) == [false, true, false])
  #expect(buttons.map(\.keyboardShortcut) == [nil, .defaultAction, nil])
  #expect(
    buttons.map(\.accessibilityIdentifier) == [
      "fluentalert.action.2", "fluentalert.action.1", "fluentalert.action.0",
    ])
}

/// What a three-parameter tap handler heard.
@MainActor
private final class Heard {
  var values: [String] = []
}
