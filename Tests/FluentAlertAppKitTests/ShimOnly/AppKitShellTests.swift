// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs sheets begun and ended, clicks,
// modal runs and the shim's call log.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import FluentAlertTestSupport
import FluentAlertTesting
import Testing

private typealias Choice = AlertChoice

@MainActor
private func documentWindow() -> NSWindow {
  let window = NSWindow()
  window.title = "Document"
  return window
}

@MainActor
@Suite("AppKit shell against the shim", .serialized)
struct AppKitShellTests {
  init() {
    AppKitShimLog.reset()
    NSAlert.shimModalUser = nil
  }

  @Test("a given severity and icon reach NSAlert's style and icon")
  func severityAndIcon() throws {
    let presenter = AppKitDialogPresenter(window: documentWindow())
    let dialog = Dialog<Choice>.alert("Back up now?")
      .addAction("Back Up", key: .save)
      .addCancel("Later", key: .cancel)
      .severity(.informational)
      .icon(.asset("Backup"))
    let session = try DialogSession(dialog)
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    #expect(alert.alertStyle == .informational)
    #expect(alert.icon?.shimName == "named Backup")
    _ = session.dismiss()
  }

  @Test("an icon the app has at hand, a file or data, is NSAlert's icon; a web address is not read")
  func iconFromFileAndData() throws {
    let presenter = AppKitDialogPresenter(window: documentWindow())
    let file = FileManager.default.temporaryDirectory
      .appending(path: "fluentalert-icon-\(UInt32.random(in: 0...UInt32.max)).png")
    try Data([0x89, 0x50, 0x4E, 0x47, 1, 2]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let shown: [(DialogImage, String?)] = [
      (.file(file), "file \(file.lastPathComponent) 6 bytes"),
      (.data(Data([1, 2, 3])), "data 3 bytes"),
      (.file(URL(string: "https://example.com/icon.png")!), nil),
    ]
    for (icon, expected) in shown {
      let dialog = Dialog<Choice>.alert("Remove “Steam”?")
        .addAction("Remove", key: .save)
        .addCancel("Cancel", key: .cancel)
        .icon(icon)
      // The web address is refused before it reaches NSAlert; the others are shown.
      guard expected != nil else {
        #expect(throws: DialogValidationError.self) { try DialogSession(dialog) }
        continue
      }
      let session = try DialogSession(dialog)
      #expect(session.present(using: presenter))
      let alert = try #require(presenter.alert(for: session))
      #expect(alert.icon?.shimName == expected)
      _ = session.dismiss()
    }
  }

  @Test("a suppression toggle is NSAlert's suppression button, and its state reaches the caller")
  func suppressionButton() async throws {
    let presenter = AppKitDialogPresenter(window: documentWindow())
    let trash = Dialog<Choice>.alert("Empty the Trash?")
      .addDestructive("Empty Trash", key: .dontSave)
      .addCancel("Cancel", key: .cancel)
    let session = try DialogSession(
      trash.addControl(.suppressionToggle("Never ask", isSuppressed: true)))
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    #expect(alert.showsSuppressionButton)
    #expect(alert.suppressionButton?.title == "Never ask")
    #expect(alert.suppressionButton?.state == .on)
    _ = session.dismiss()

    // Without a title AppKit keeps its own words; the state at the click is what is reported.
    let heard = HeardSuppression()
    let untitled = try DialogSession(
      trash.addControl(.suppressionToggle()).actionTap { key, values in
        heard.values.append("\(key) \(values.isSuppressed)")
      })
    let window = documentWindow()  // held: the presenter holds its window weakly
    let second = AppKitDialogPresenter(window: window)
    #expect(untitled.present(using: second))
    let shown = try #require(second.alert(for: untitled))
    #expect(shown.suppressionButton?.title == "Do not show this message again")
    #expect(shown.suppressionButton?.state == .off)
    shown.suppressionButton?.state = .on
    shown.shimClick(title: "Empty Trash")
    await settle()
    #expect(heard.values == ["dontSave true"])

    let plain = try DialogSession(trash)
    #expect(plain.present(using: second))
    #expect(try #require(second.alert(for: plain)).showsSuppressionButton == false)
    _ = plain.dismiss()
  }

  @Test("a dialog on a window is begun as a sheet on it")
  func sheet() async throws {
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    let session = try DialogSession(saveDialog(TapRecorder()))
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    #expect(AppKitShimLog.calls.contains("beginSheetModal(for: Document)"))
    #expect(window.attachedSheet === alert.window)
    // What the alert carries is read through AppKit's API in Shell/NSAlertTests.swift.
    #expect(alert.messageText == "Save changes?")
    _ = session.dismiss()
  }

  @Test("each button gets its colour, image and identifier")
  func buttonLooks() async throws {
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    let session = try DialogSession(saveDialog(TapRecorder()))
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    let tints: [String?] = alert.buttons.map { $0.contentTintColor?.shimName }
    let images: [String?] = alert.buttons.map { $0.image?.shimName }
    #expect(tints == [nil, nil, "systemRed", nil])
    #expect(images == [nil, nil, nil, "symbol clock"])
    #expect(
      alert.buttons.map(\.shimAccessibilityIdentifier) == [
        "fluentalert.action.save", "fluentalert.action.cancel", "fluentalert.action.dontSave",
        "fluentalert.action.later",
      ])
    _ = session.dismiss()
  }

  @Test("a click reaches actionTap with the button's key and the texts")
  func click() async throws {
    let recorder = TapRecorder<Choice>()
    let window = documentWindow()
    let task = Task { try await saveDialog(recorder).present(on: window) }
    await settle()
    let alert = try #require(
      AppKitDialogPresenter.queue(for: window).currentSession.flatMap {
        (AppKitDialogPresenter.queue(for: window).presenter as? AppKitDialogPresenter)?.alert(
          for: $0)
      })
    (alert.accessoryView?.subviews[1] as? NSTextField)?.shimType("pw")
    alert.shimClick(title: "Don't Save")
    #expect(try await task.value == .dontSave)
    #expect(recorder.keys == [.dontSave])
    #expect(recorder.taps.first?.1 == ["draft", "pw"])
    #expect(window.attachedSheet == nil)
  }

  @Test("Return picks the preferred button and Escape the cancel button")
  func keys() async throws {
    for (key, expected) in [("\r", Choice.save), ("\u{1B}", Choice.cancel)] {
      let recorder = TapRecorder<Choice>()
      let window = documentWindow()
      let presenter = AppKitDialogPresenter(window: window)
      let session = try DialogSession(saveDialog(recorder))
      _ = session.present(using: presenter)
      try #require(presenter.alert(for: session)).shimPressKey(key)
      await settle()
      #expect(recorder.keys == [expected])
    }
  }

  @Test("typing re-evaluates requirements and the buttons follow")
  func typing() async throws {
    let recorder = TapRecorder<Choice>()
    let window = documentWindow()  // the presenter holds it weakly
    let presenter = AppKitDialogPresenter(window: window)
    let session = try DialogSession(saveDialog(recorder))
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let name = try #require(alert.accessoryView?.subviews.first as? NSTextField)
    name.shimType(" ")
    #expect(alert.buttons[0].isEnabled == false)
    alert.shimClick(title: "Save")  // a disabled button cannot be clicked
    await settle()
    #expect(recorder.keys.isEmpty)
    name.shimType("Ana")
    #expect(alert.buttons[0].isEnabled)
    alert.shimClick(title: "Save")
    await settle()
    #expect(recorder.keys == [.save])
    #expect(recorder.taps.first?.1 == ["Ana", ""])
    #expect(window.attachedSheet == nil)
  }

  @Test("an action the app enables or disables, or a text it sets, follows at once")
  func appDrivenState() async throws {
    let recorder = TapRecorder<Choice>()
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    var handed: DialogSession<Choice>?
    let session = try DialogSession(saveDialog(recorder).onPresent { handed = $0 })
    _ = session.present(using: presenter)
    #expect(handed === session)
    let alert = try #require(presenter.alert(for: session))
    let later = try #require(alert.buttons.first { $0.title == "Later" })
    #expect(later.isEnabled == false)
    session.setEnabled(true, for: .later)
    #expect(later.isEnabled)
    session.setEnabled(false, for: .cancel)
    #expect(alert.buttons.first { $0.title == "Cancel" }?.isEnabled == false)
    // A text the app fills in (one field completing another) is shown in the field.
    let name = try #require(alert.accessoryView?.subviews.first as? NSTextField)
    session.setText("Quarterly report", forField: 0)
    #expect(name.stringValue == "Quarterly report")
    alert.shimClick(title: "Later")
    await settle()
    #expect(recorder.keys == [.later])
  }

  @Test("help shows NSAlert's Help button: an anchor opens the Help Book, a link the browser")
  func helpButton() async throws {
    for help in [DialogHelp.anchor("contacts-access"), .link("https://example.com/help")] {
      AppKitShimLog.reset()
      let recorder = TapRecorder<Choice>()
      let window = documentWindow()
      let presenter = AppKitDialogPresenter(window: window)
      let session = try DialogSession(saveDialog(recorder).help(help))
      _ = session.present(using: presenter)
      let alert = try #require(presenter.alert(for: session))
      #expect(alert.showsHelp)
      #expect(alert.shimClickHelp())
      switch help {
      case .anchor:
        #expect(alert.helpAnchor == "contacts-access")
        #expect(AppKitShimLog.calls.last == "NSHelpManager.openHelpAnchor(contacts-access)")
      case .link:
        #expect(alert.helpAnchor == nil)
        #expect(AppKitShimLog.calls.last == "NSWorkspace.open(https://example.com/help)")
      }
      #expect(session.phase == .presented && window.attachedSheet != nil)
      alert.shimClick(title: "Cancel")
      await settle()
      #expect(recorder.keys == [.cancel])
    }
  }

  @Test("a field with a maximum length shows only what fits of each edit")
  func maxLength() async throws {
    let recorder = TapRecorder<Choice>()
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    let dialog = Dialog<Choice>.alert("Enter the code")
      .addTextField("Code") { $0.maxLength(4) }
      .addAction("Verify", key: .save)
      .actionTap(recorder.handler)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let code = try #require(alert.accessoryView?.subviews.first as? NSTextField)
    code.shimType("12345")
    #expect(code.stringValue == "1234")
    // A digit typed in the middle is refused and the caret stays after "12",
    // not at the end where setting the text would leave it.
    code.shimType("12x34")
    #expect(code.stringValue == "1234")
    #expect(code.currentEditor()?.selectedRange == NSRange(location: 2, length: 0))
    alert.shimClick(title: "Verify")
    await settle()
    #expect(recorder.taps.first?.1 == ["1234"])
  }

  @Test("progress is an NSProgressIndicator above the fields; the app's updates move it")
  func progress() throws {
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    let dialog = Dialog<Choice>.alert("Uploading", message: "Starting")
      .progress(.fraction(0.25))
      .addCancel("Stop", key: .cancel)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let indicator = try #require(alert.accessoryView?.subviews.first as? NSProgressIndicator)
    #expect(!indicator.isIndeterminate && indicator.doubleValue == 0.25)
    #expect(indicator.minValue == 0 && indicator.maxValue == 1)
    session.setProgress(.fraction(0.75))
    session.setMessage("Photo 3 of 120")
    #expect(indicator.doubleValue == 0.75 && alert.informativeText == "Photo 3 of 120")
    session.setProgress(.indeterminate)
    #expect(indicator.isIndeterminate && indicator.shimIsAnimating)
    // A new title takes the bold line; without one the message moves up.
    session.setTitle("Verifying")
    #expect(alert.messageText == "Verifying" && alert.informativeText == "Photo 3 of 120")
    session.setTitle(nil as DialogText?)
    #expect(alert.messageText == "Photo 3 of 120" && alert.informativeText == "")
    session.dismiss()
    #expect(window.attachedSheet == nil)
  }

  @Test("a dialog without help has no Help button")
  func noHelpButton() throws {
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    let session = try DialogSession(saveDialog(TapRecorder()))
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    #expect(!alert.showsHelp && alert.delegate == nil && !alert.shimClickHelp())
  }

  @Test("a field's requirement message and a failing text check show in a label under the fields")
  func validationLabel() throws {
    let taken = ["Notes", "Drafts"]
    let rename = Dialog<Choice>.alert("Rename Folder")
      .addTextField("Name") { $0.text("Notes").required(.nonEmpty, message: "Enter a name.") }
      .addAction("Rename", key: .save)
      .addCancel("Cancel", key: .cancel)
      .textCheck(gates: [.save]) { texts in
        taken.contains(texts[0]) ? .verbatim("Value already exists.") : nil
      }
    let presenter = AppKitDialogPresenter(window: documentWindow())
    let session = try DialogSession(rename)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let subviews = try #require(alert.accessoryView?.subviews)
    #expect(subviews.count == 2)
    let name = try #require(subviews.first as? NSTextField)
    let label = try #require(subviews.last as? NSTextField)
    #expect(label.shimIsWrappingLabel)
    #expect(label.textColor === NSColor.systemRed)
    // Room for both messages, under the field.
    #expect(label.frame.origin.y == 0)
    #expect(Double(label.frame.size.height) == 2 * AppKitDialogPlan.messageLineHeight)
    #expect(name.frame.origin.y >= label.frame.size.height)
    #expect(label.stringValue == "Value already exists.")
    #expect(alert.buttons.first { $0.title == "Rename" }?.isEnabled == false)
    name.shimType("")
    #expect(label.stringValue == "Enter a name.")
    name.shimType("Archive")
    #expect(label.stringValue.isEmpty)
    #expect(alert.buttons.first { $0.title == "Rename" }?.isEnabled == true)
  }

  @Test("fields without messages or checks get no label")
  func noValidationLabel() throws {
    let recorder = TapRecorder<Choice>()
    let presenter = AppKitDialogPresenter(window: documentWindow())
    let session = try DialogSession(saveDialog(recorder))
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let subviews = try #require(alert.accessoryView?.subviews)
    #expect(subviews.allSatisfy { !(($0 as? NSTextField)?.shimIsWrappingLabel ?? false) })
  }

  @Test("without a window the alert runs app-modal")
  func appModal() async throws {
    NSAlert.shimModalUser = { alert in
      alert.shimResponse(clicking: alert.buttons.first { $0.title == "OK" }!)!
    }
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi",
      actions: [
        DialogAction(title: "Cancel", role: .cancel, key: 0), DialogAction(title: "OK", key: 1),
      ],
      actionTap: recorder.handler)
    #expect(try await dialog.present(on: nil) == 1)
    #expect(recorder.keys == [1])
    #expect(AppKitShimLog.calls.contains("runModal()"))
    #expect(!AppKitShimLog.calls.contains { $0.hasPrefix("beginSheetModal") })
  }

  @Test("a window that is not visible gets an app-modal alert, not a sheet")
  func hiddenWindow() async throws {
    let window = documentWindow()
    window.isVisible = false
    NSAlert.shimModalUser = { $0.shimResponse(clicking: $0.buttons[0]) ?? .abort }
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 4)])
    #expect(try await dialog.present(on: window) == 4)
    #expect(window.attachedSheet == nil)
  }

  @Test("a kept-open button on a sheet reports each click and the alert stays; Cancel ends it")
  func keptOpenSheet() async throws {
    let window = documentWindow()
    let presenter = AppKitDialogPresenter(window: window)
    let recorder = TapRecorder<Choice>()
    let themes = Dialog<Choice>(.alert, title: "The theme could not be loaded") {
      Action("Open Theme Folder", key: .later).keepsDialogOpen()
      Cancel("Cancel", key: .cancel)
    }
    .actionTap(recorder.handler)
    #expect(themes.problems(for: .appKit).isEmpty)
    let session = try DialogSession(themes)
    #expect(session.present(using: presenter))
    let alert = try #require(presenter.alert(for: session))
    let folder = try #require(alert.buttons.first { $0.title == "Open Theme Folder" })
    // The button's click goes to the presenter, not to NSAlert's own action.
    #expect(folder.target != nil && folder.action != nil)
    #expect(alert.buttons.first { $0.title == "Cancel" }?.action == nil)
    for _ in 1...3 {
      #expect(alert.shimClick(title: "Open Theme Folder") == nil)
      await settle()
    }
    #expect(recorder.keys == [.later, .later, .later])
    #expect(session.phase == .presented)
    #expect(window.attachedSheet === alert.window)  // still shown
    #expect(alert.shimClick(title: "Cancel") != nil)
    await settle()
    #expect(recorder.keys == [.later, .later, .later, .cancel])
    #expect(session.reason == .action(.cancel))
    #expect(window.attachedSheet == nil)
  }

  @Test("a kept-open button keeps an app-modal run going until another button ends it")
  func keptOpenModal() throws {
    NSAlert.shimModalUser = { alert in
      for _ in 1...3 { alert.shimClick(title: "Open Theme Folder") }
      return alert.shimResponse(clicking: alert.buttons.first { $0.title == "OK" }!) ?? .abort
    }
    let recorder = TapRecorder<Int>()
    let themes = Dialog<Int>.alert("Themes installed")
      .addAction("Open Theme Folder", key: 1).actionStyle { $0.keepsDialogOpen() }
      .addAction("OK", key: 2).preferred(2)
      .actionTap(recorder.handler)
    #expect(try themes.runModal() == 2)
    #expect(recorder.keys == [1, 1, 1, 2])
  }

  @Test("runModal() blocks, runs actionTap, then returns the key")
  func runModal() throws {
    NSAlert.shimModalUser = { alert in
      (alert.accessoryView?.subviews.first as? NSTextField)?.shimType("x")
      return alert.shimResponse(clicking: alert.buttons[0]) ?? .abort
    }
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Name",
      actions: [
        DialogAction(title: "OK", key: 1), DialogAction(title: "Cancel", role: .cancel, key: 0),
      ],
      textFields: [DialogTextField().required(.nonEmpty)],
      actionTap: recorder.handler)
    #expect(try dialog.runModal() == 1)
    #expect(recorder.keys == [1])
    #expect(recorder.taps.first?.1 == ["x"])
  }

  @Test("an app-modal run aborted from outside ends the dialog without a key")
  func aborted() throws {
    NSAlert.shimModalUser = { _ in .abort }
    let recorder = TapRecorder<Int>()
    let dialog = Dialog<Int>(
      style: .alert, title: "Hi", actions: [DialogAction(title: "OK", key: 1)],
      actionTap: recorder.handler)
    #expect(try dialog.runModal() == nil)
    #expect(recorder.keys.isEmpty)
  }

  @Test("a programmatic dismissal ends the sheet and reports no key")
  func programmatic() async throws {
    let window = documentWindow()
    let dialog = Dialog<Int>(
      style: .alert, title: "Wait", actions: [DialogAction(title: "OK", key: 1)])
    let task = Task { try await dialog.present(on: window) }
    await settle()
    #expect(window.attachedSheet != nil)
    #expect(AppKitDialogPresenter.queue(for: window).currentSession?.dismiss() == true)
    #expect(try await task.value == nil)
    #expect(window.attachedSheet == nil)
    #expect(AppKitShimLog.calls.contains("endSheet(returnCode: -1001)"))
  }

  @Test("auto-dismiss ends the sheet and reports its key")
  func autoDismiss() async throws {
    let window = documentWindow()
    let clock = TestClock()
    let presenter = AppKitDialogPresenter(window: window)
    presenter.clock = clock
    let dialog = Dialog<Int>(
      style: .alert, title: "Saved",
      actions: [DialogAction(title: "OK", key: 1), DialogAction(title: "Undo", key: 2)],
      autoDismiss: AutoDismiss(after: .seconds(5), reporting: 1))
    let task = Task { try await dialog.present(using: presenter) }
    await settle()
    #expect(window.attachedSheet != nil)
    clock.advance(by: .seconds(5))
    #expect(try await task.value == 1)
    #expect(window.attachedSheet == nil)
  }

  @Test("dialogs on one window wait for each other")
  func queueing() async throws {
    let window = documentWindow()
    var order: [Int] = []
    let first = Dialog<Int>(
      style: .alert, title: "First", actions: [DialogAction(title: "OK", key: 1)],
      actionTap: { key, _ in order.append(key) })
    let second = Dialog<Int>(
      style: .alert, title: "Second", actions: [DialogAction(title: "OK", key: 2)],
      actionTap: { key, _ in order.append(key) })
    try AppKitDialogPresenter.queue(for: window).enqueue(first)
    try AppKitDialogPresenter.queue(for: window).enqueue(second)
    await settle()
    let queue = AppKitDialogPresenter.queue(for: window)
    let presenter = try #require(queue.presenter as? AppKitDialogPresenter)
    #expect(queue.pendingCount == 1)
    try #require(queue.currentSession.flatMap(presenter.alert(for:))).shimClick(title: "OK")
    await settle()
    let next = try #require(queue.currentSession.flatMap(presenter.alert(for:)))
    #expect(next.messageText == "Second")
    next.shimClick(title: "OK")
    await settle()
    #expect(order == [1, 2])
    #expect(queue.isIdle)
  }

  @Test("present() attaches to the key window, else the main window")
  func presentOnKeyWindow() async throws {
    let main = documentWindow()
    let key = documentWindow()
    NSApplication.shared.mainWindow = main
    NSApplication.shared.keyWindow = key
    defer {
      NSApplication.shared.keyWindow = nil
      NSApplication.shared.mainWindow = nil
    }
    let dialog = Dialog<Int>.alert("Sync failed").addAction("Retry", key: 1)
      .addCancel("Later", key: 0)
    let task = Task { try await dialog.present() }
    await settle()
    #expect(key.attachedSheet != nil && main.attachedSheet == nil)
    let queue = AppKitDialogPresenter.queue(for: key)
    let presenter = try #require(queue.presenter as? AppKitDialogPresenter)
    try #require(queue.currentSession.flatMap(presenter.alert(for:))).shimClick(title: "Retry")
    #expect(try await task.value == 1)
    // Without a key window, the main window.
    NSApplication.shared.keyWindow = nil
    let onMain = Task { try await dialog.present() }
    await settle()
    #expect(main.attachedSheet != nil)
    let mainQueue = AppKitDialogPresenter.queue(for: main)
    let mainPresenter = try #require(mainQueue.presenter as? AppKitDialogPresenter)
    try #require(mainQueue.currentSession.flatMap(mainPresenter.alert(for:)))
      .shimClick(title: "Later")
    #expect(try await onMain.value == 0)
  }

  @Test("a follow-up sheet is shown once the first sheet has ended")
  func followUpSheet() async throws {
    let window = documentWindow()
    let saved = Dialog<Int>.alert("Saved").addCancel("OK", key: 0)
    let dialog = Dialog<Int>.alert("Save?").addAction("Save", key: 1)
      .addCancel("Cancel", key: 0)
      .followUp { $0 == 1 ? saved : nil }
    let task = Task { try await dialog.present(on: window) }
    await settle()
    let queue = AppKitDialogPresenter.queue(for: window)
    let presenter = try #require(queue.presenter as? AppKitDialogPresenter)
    try #require(queue.currentSession.flatMap(presenter.alert(for:))).shimClick(title: "Save")
    await settle()
    let next = try #require(queue.currentSession.flatMap(presenter.alert(for:)))
    #expect(next.messageText == "Saved")
    next.shimClick(title: "OK")
    #expect(try await task.value == 0)
  }

  @Test("an invalid dialog is refused before AppKit is asked for anything")
  func refusesInvalid() {
    let dialog = Dialog<Int>(style: .alert, title: "No way out")
    // Counted from here, synchronously: suites running in parallel share the shim's log.
    let calls = AppKitShimLog.calls.count
    #expect(throws: DialogValidationError.self) { try dialog.runModal() }
    #expect(throws: DialogValidationError.self) {
      try AppKitDialogPresenter.queue(for: nil).enqueue(dialog)
    }
    #expect(AppKitShimLog.calls.dropFirst(calls).isEmpty)
  }
}

/// What a three-parameter tap handler heard.
@MainActor
private final class HeardSuppression {
  var values: [String] = []
}
