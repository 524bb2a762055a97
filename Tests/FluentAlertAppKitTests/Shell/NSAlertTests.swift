// What the AppKit shell builds, read only through Apple's API: these tests run on Linux against
// the AppKit shim and on macOS against AppKit itself. The alert is built as the presenter builds
// it and never shown, so nothing waits for a modal run. What needs the shim's recording (clicks,
// keys pressed, sheets begun and ended) is in ShimOnly/, on Linux only.
#if os(macOS) || canImport(AppKitShim)
  import FluentAlert
  import FluentAlertTestSupport
  import Foundation
  import Testing
  #if canImport(AppKitShim)
    import AppKitShim
    import FluentAlertAppKitShimmed
  #else
    import AppKit
    import FluentAlertAppKit
  #endif

  /// An alert built for `dialog`, and what keeps it in step with its session.
  @MainActor
  private struct Built {
    let alert: NSAlert
    let session: DialogSession<AlertChoice>
    let owner: AnyObject

    init(_ dialog: Dialog<AlertChoice>) throws {
      session = try DialogSession(dialog)
      (alert, owner) = try #require(builtAlert(for: session))
    }

    /// The accessory view's text fields, in order.
    var fields: [NSTextField] {
      (alert.accessoryView?.subviews ?? []).compactMap { $0 as? NSTextField }
        .filter { $0.identifier?.rawValue.hasPrefix("fluentalert.textField.") == true }
    }

    /// Types `text` into `field` as AppKit reports it: the field's text
    /// changes and its text-change notification is posted.
    func type(_ text: String, into field: NSTextField) {
      field.stringValue = text
      NotificationCenter.default.post(name: NSControl.textDidChangeNotification, object: field)
    }
  }

  @MainActor
  @Suite("NSAlert built by the shell, read through AppKit's API", .serialized)
  struct NSAlertTests {
    @Test("the alert carries the texts, the style and each button's role, state and look")
    func description() throws {
      let built = try Built(saveDialog(TapRecorder()))
      let alert = built.alert
      #expect(alert.messageText == "Save changes?")
      #expect(alert.informativeText == "Your edits will be lost.")
      #expect(alert.alertStyle == .warning)
      #expect(alert.buttons.map(\.title) == ["Save", "Cancel", "Don't Save", "Later"])
      #expect(alert.buttons.map(\.keyEquivalent) == ["\r", "\u{1B}", "", ""])
      #expect(alert.buttons.map(\.hasDestructiveAction) == [false, false, true, false])
      #expect(alert.buttons.map(\.isEnabled) == [true, true, true, false])
      #expect(
        alert.buttons.map { $0.contentTintColor == .systemRed } == [false, false, true, false])
      #expect(alert.buttons.map { $0.image != nil } == [false, false, false, true])
      #expect(
        alert.buttons.map { $0.identifier?.rawValue } == [
          "fluentalert.action.save", "fluentalert.action.cancel", "fluentalert.action.dontSave",
          "fluentalert.action.later",
        ])
      #expect(alert.window.identifier?.rawValue == "save-alert")
      withExtendedLifetime(built.owner) {}
    }

    @Test("a key equivalent reaches the button with its modifier mask")
    func keyEquivalent() throws {
      let dialog = Dialog<AlertChoice>(.alert, title: "Save changes?") {
        Action("Save", key: .save).preferred()
        Destructive("Don't Save", key: .dontSave).keyEquivalent(.character("d"))
        Cancel("Cancel", key: .cancel)
      }
      let built = try Built(dialog)
      #expect(built.alert.buttons.map(\.keyEquivalent) == ["\r", "\u{1B}", "d"])
      #expect(built.alert.buttons.map(\.keyEquivalentModifierMask) == [[], [], .command])
      withExtendedLifetime(built.owner) {}
    }

    @Test("the text fields go into an accessory view, laid out and configured")
    func accessory() throws {
      let built = try Built(saveDialog(TapRecorder()))
      let accessory = try #require(built.alert.accessoryView)
      #expect(accessory.frame == NSRect(x: 0, y: 0, width: 240, height: 56))
      let fields = built.fields
      #expect(fields.count == 2)
      #expect(!(fields[0] is NSSecureTextField))
      #expect(fields[1] is NSSecureTextField)
      #expect(
        fields.map(\.frame) == [
          NSRect(x: 0, y: 32, width: 240, height: 24), NSRect(x: 0, y: 0, width: 240, height: 24),
        ])
      #expect(fields.map(\.stringValue) == ["draft", ""])
      #expect(fields.map(\.placeholderString) == ["Name", "Password"])
      #expect(fields.map(\.contentType) == [.username, .password])
      #expect(fields.map(\.isAutomaticTextCompletionEnabled) == [false, true])
      #expect(built.alert.window.initialFirstResponder === fields[0])
      withExtendedLifetime(built.owner) {}
    }

    @Test("typing, as AppKit reports it, re-evaluates requirements and the buttons follow")
    func typing() throws {
      let built = try Built(saveDialog(TapRecorder()))
      let name = try #require(built.fields.first)
      built.type(" ", into: name)
      #expect(built.alert.buttons[0].isEnabled == false)
      #expect(built.session.texts == [" ", ""])
      built.type("Ana", into: name)
      #expect(built.alert.buttons[0].isEnabled)
      #expect(built.alert.buttons[3].isEnabled == false)  // disabled by the description
      withExtendedLifetime(built.owner) {}
    }

    @Test("a field with a maximum length keeps what fits of an edit")
    func maxLength() throws {
      let dialog = Dialog<AlertChoice>.alert("Enter the code")
        .addTextField("Code") { $0.maxLength(4) }
        .addAction("Verify", key: .save)
      let built = try Built(dialog)
      let code = try #require(built.fields.first)
      built.type("12345", into: code)
      #expect(code.stringValue == "1234")
      #expect(built.session.texts == ["1234"])
      withExtendedLifetime(built.owner) {}
    }

    @Test("a given severity reaches NSAlert's style")
    func severity() throws {
      let dialog = Dialog<AlertChoice>.alert("Back up now?")
        .addAction("Back Up", key: .save)
        .addCancel("Later", key: .cancel)
      for (severity, style) in [
        (AlertSeverity.informational, NSAlert.Style.informational), (.warning, .warning),
        (.critical, .critical),
      ] {
        let built = try Built(dialog.severity(severity))
        #expect(built.alert.alertStyle == style)
        withExtendedLifetime(built.owner) {}
      }
    }

    @Test("a suppression toggle is NSAlert's suppression button, with its title and state")
    func suppressionButton() throws {
      let trash = Dialog<AlertChoice>.alert("Empty the Trash?")
        .addDestructive("Empty Trash", key: .dontSave)
        .addCancel("Cancel", key: .cancel)
      let toggled = try Built(trash.addControl(.suppressionToggle("Never ask", isSuppressed: true)))
      #expect(toggled.alert.showsSuppressionButton)
      #expect(toggled.alert.suppressionButton?.title == "Never ask")
      #expect(toggled.alert.suppressionButton?.state == .on)
      let untitled = try Built(trash.addControl(.suppressionToggle()))
      #expect(untitled.alert.showsSuppressionButton)
      #expect(untitled.alert.suppressionButton?.state == .off)
      let plain = try Built(trash)
      #expect(plain.alert.showsSuppressionButton == false)
      withExtendedLifetime([toggled.owner, untitled.owner, plain.owner]) {}
    }

    @Test("help shows NSAlert's Help button; an anchor is its Help Book anchor")
    func help() throws {
      let anchored = try Built(saveDialog(TapRecorder()).help(.anchor("contacts-access")))
      #expect(anchored.alert.showsHelp)
      #expect(anchored.alert.helpAnchor == "contacts-access")
      let linked = try Built(saveDialog(TapRecorder()).help(.link("https://example.com/help")))
      #expect(linked.alert.showsHelp)
      #expect(linked.alert.helpAnchor == nil)
      #expect(linked.alert.delegate != nil)  // it opens the link itself
      let plain = try Built(saveDialog(TapRecorder()))
      #expect(plain.alert.showsHelp == false)
      withExtendedLifetime([anchored.owner, linked.owner, plain.owner]) {}
    }
  }
#endif
