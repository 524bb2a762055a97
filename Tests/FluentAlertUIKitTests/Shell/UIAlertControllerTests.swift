// What the UIKit shell builds, read only through Apple's API: these tests run on Linux against
// the UIKit shim and on iOS against UIKit itself. What needs the shim's recording (taps,
// presentations, raised exceptions) is in ShimOnly/, on Linux only.
#if os(iOS) || canImport(UIKitShim)
  import FluentAlert
  import FluentAlertTestSupport
  import Foundation
  import Testing
  #if canImport(UIKitShim)
    import FluentAlertUIKitShimmed
    import UIKitShim
  #else
    import FluentAlertUIKit
    import UIKit
  #endif

  @MainActor
  @Suite("UIAlertController(dialog:) read through UIKit's API", .serialized)
  struct UIAlertControllerTests {
    init() { UIKitUndocumentedAttributes.override = true }

    @Test("UIAlertController(dialog:) asks UIKit for every part of the description")
    func controllerFromDialog() throws {
      let controller = try UIAlertController(dialog: saveDialog(TapRecorder()))
      #expect(controller.title == "Save?")
      #expect(controller.message == "Unsaved edits")
      #expect(controller.preferredStyle == .alert)
      #expect(controller.severity == .default)
      #expect(controller.view.accessibilityIdentifier == "save-dialog")
      #expect(controller.actions.map(\.title) == ["Discard", "Save", "Later", "Cancel"])
      #expect(controller.actions.map(\.style) == [.destructive, .default, .default, .cancel])
      #expect(controller.actions.map(\.isEnabled) == [true, true, false, true])
      #expect(
        controller.actions.map(\.accessibilityIdentifier) == [
          "fluentalert.action.discard", "fluentalert.action.save", "fluentalert.action.later",
          "fluentalert.action.cancel",
        ])
      #expect(controller.preferredAction === controller.actions[1])
    }

    @Test("UIAlertController(dialog:) configures every text field setting")
    func textFieldsFromDialog() throws {
      let controller = try UIAlertController(dialog: saveDialog(TapRecorder()))
      let fields = try #require(controller.textFields)
      #expect(fields.map(\.placeholder) == ["Name", "Password"])
      #expect(fields.map(\.text) == ["draft", ""])
      #expect(fields.map(\.isSecureTextEntry) == [false, true])
      expectSaveFieldTraits(fields)
    }

    @Test("a field's return key becomes its returnKeyType; a field without one keeps Return")
    func returnKey() throws {
      let dialog = Dialog<SaveChoice>.alert("Search")
        .addTextField("Query") { $0.returnKey(.search) }
        .addTextField("Scope")
        .addAction("Find", key: .save)
      let controller = try UIAlertController(dialog: dialog)
      let fields = try #require(controller.textFields)
      #expect(fields.map(\.returnKeyType) == [.search, .default])
    }

    @Test("a field without a maximum length keeps the delegate UIKit gives it")
    func noMaxLengthNoDelegate() throws {
      let controller = try UIAlertController(
        dialog: Dialog<SaveChoice>.alert("Name").addTextField("Name").addAction("OK", key: .save))
      let plain = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
      plain.addTextField()
      #expect(delegateName(controller.textFields?.first) == delegateName(plain.textFields?.first))
    }

    @Test("an edit UIKit reports re-evaluates requirements, and the buttons follow")
    func editingChangedGates() throws {
      let controller = try UIAlertController(dialog: saveDialog(TapRecorder()))
      let name = try #require(controller.textFields?.first)
      name.text = "  "
      name.sendActions(for: .editingChanged)
      #expect(controller.actions[1].isEnabled == false)
      name.text = "Ana"
      name.sendActions(for: .editingChanged)
      #expect(controller.actions[1].isEnabled)
      #expect(controller.actions[2].isEnabled == false)  // disabled by the description, not by text
    }

    @Test("a field with a maximum length keeps what fits of an edit UIKit reports")
    func maxLengthAfterEdit() throws {
      let dialog = Dialog<SaveChoice>.alert("Enter the code")
        .addTextField("Code") { $0.maxLength(4) }
        .addAction("Verify", key: .save)
      let controller = try UIAlertController(dialog: dialog)
      let code = try #require(controller.textFields?.first)
      code.text = "12345"
      code.sendActions(for: .editingChanged)
      #expect(code.text == "1234")
    }

    @Test("a message the app changes while the alert is up reaches UIKit")
    func liveMessage() async throws {
      var handed: DialogSession<SaveChoice>?
      let dialog = Dialog<SaveChoice>.alert("Uploading", message: "Starting")
        .progress(.indeterminate)
        .addCancel("Stop", key: .cancel)
        .onPresent { handed = $0 }
      let controller = try UIAlertController(dialog: dialog)
      await settle()
      try #require(handed).setMessage("Photo 3 of 120")
      #expect(controller.message == "Photo 3 of 120")
      try #require(handed).setTitle("Verifying")
      #expect(controller.title == "Verifying" && controller.message == "Photo 3 of 120")
    }

    @Test("accessories are left out of the alert, which shows its message and buttons as without")
    func accessoriesLeftOut() throws {
      let plain = Dialog<SaveChoice>.alert("Allow access to:", message: "It records calls.")
        .addAction("Allow", key: .save)
        .addCancel("Don't Allow", key: .cancel)
      let dialog = plain.accessory(.lines(["Camera"])).accessory(.footnote("Small print"))
      #expect(dialog.problems(for: .uiKit).map(\.kind) == [.accessoryUnsupported])
      let controller = try UIAlertController(dialog: dialog)
      let without = try UIAlertController(dialog: plain)
      #expect(controller.message == without.message && controller.message == "It records calls.")
      #expect(controller.actions.map(\.title) == without.actions.map(\.title))
      // No private content view controller squeezes them in.
      #expect(controller.value(forKey: "contentViewController") == nil)
    }

    @Test("the undocumented keys carry the styled title, colour and image")
    func undocumentedKeys() throws {
      let controller = try UIAlertController(dialog: saveDialog(TapRecorder()))
      let title = try #require(controller.value(forKey: "attributedTitle") as? NSAttributedString)
      #expect(title.string == "Save?")
      let attributes = title.attributes(at: 0, effectiveRange: nil)
      #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 17, weight: .semibold))
      #expect(attributes[.foregroundColor] as? UIColor == UIColor.systemRed)
      let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
      #expect(paragraph.lineBreakMode == .byTruncatingTail)
      #expect(paragraph.alignment == .center)
      #expect(controller.value(forKey: "attributedMessage") == nil)  // the message has no style
      #expect(controller.actions[0].value(forKey: "titleTextColor") as? UIColor == .systemRed)
      #expect(controller.actions[1].value(forKey: "image") is UIImage)
      #expect(setUndocumentedKeys(of: controller.actions[2]).isEmpty)
    }

    @Test("a checked action gets the undocumented checked key, and only that one")
    func checkedKey() throws {
      let sheet = Dialog<SaveChoice>.actionSheet("Sort by")
        .addAction("Name", key: .save)
        .actionStyle { $0.checked() }
        .addAction("Date", key: .later)
        .addCancel("Cancel", key: .cancel)
        .anchor(.center)
      let controller = try UIAlertController(dialog: sheet)
      #expect(setUndocumentedKeys(of: controller.actions[0]) == ["checked"])
      #expect(setUndocumentedKeys(of: controller.actions[1]).isEmpty)
      #expect(setUndocumentedKeys(of: controller.actions[2]).isEmpty)
    }

    @Test("the undocumented keys are off until the app allows them in code")
    func undocumentedKeysOffByDefault() throws {
      UIKitUndocumentedAttributes.override = nil
      defer {
        UIKitUndocumentedAttributes.allowedInCode = false
        UIKitUndocumentedAttributes.override = true
      }
      let plain = try UIAlertController(dialog: saveDialog(TapRecorder()))
      #expect(plain.value(forKey: "attributedTitle") == nil)
      #expect(plain.actions.allSatisfy { setUndocumentedKeys(of: $0).isEmpty })
      #expect(plain.title == "Save?")
      UIKitDialogPresenter.allowUndocumentedAttributes()
      let styled = try UIAlertController(dialog: saveDialog(TapRecorder()))
      #expect(styled.value(forKey: "attributedTitle") != nil)
    }

    @Test("switching the undocumented keys off sets none of them")
    func undocumentedKeysOff() throws {
      UIKitUndocumentedAttributes.override = false
      defer { UIKitUndocumentedAttributes.override = true }
      let controller = try UIAlertController(dialog: saveDialog(TapRecorder()))
      #expect(controller.value(forKey: "attributedTitle") == nil)
      #expect(controller.value(forKey: "attributedMessage") == nil)
      #expect(controller.actions.allSatisfy { setUndocumentedKeys(of: $0).isEmpty })
      #expect(controller.title == "Save?")  // the public API still carries the text
    }
  }

  /// The undocumented `UIAlertAction` keys the shell may set that hold a
  /// value: a colour, an image, or a check mark that is on.
  @MainActor
  private func setUndocumentedKeys(of action: UIAlertAction) -> [String] {
    var keys: [String] = []
    if action.value(forKey: "titleTextColor") != nil { keys.append("titleTextColor") }
    if action.value(forKey: "image") != nil { keys.append("image") }
    if action.value(forKey: "checked") as? Bool == true { keys.append("checked") }
    return keys
  }

  /// The name of the type of a text field's delegate, or "none".
  @MainActor
  private func delegateName(_ field: UITextField?) -> String {
    guard let delegate = field?.delegate else { return "none" }
    return String(describing: type(of: delegate))
  }

  /// The save dialog's text-input traits as UIKit receives them. (A helper of
  /// its own keeps each test body well inside CI's type-check time limit.)
  @MainActor
  private func expectSaveFieldTraits(_ fields: [UITextField]) {
    #expect(fields.map(\.keyboardType) == [.URL, .default])
    #expect(fields.map(\.textContentType) == [.username, .password])
    // The second field leaves UIKit's default, `.sentences`.
    #expect(fields.map(\.autocapitalizationType) == [.words, .sentences])
    #expect(fields.map(\.autocorrectionType) == [.no, .default])
    // Unset, the second field keeps UIKit's defaults.
    #expect(fields.map(\.clearButtonMode) == [.whileEditing, .never])
    #expect(fields.map(\.keyboardAppearance) == [.dark, .default])
    #expect(
      fields.map(\.accessibilityIdentifier) == [
        "fluentalert.textField.0", "fluentalert.textField.1",
      ])
  }
#endif
