// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs key presses through the shim's
// NSAlert and key monitors.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import FluentAlertTestSupport
import Testing

private enum Answer: Hashable, Sendable { case delete, cancel, save, ok, folder }

@MainActor
private func sheetPresenter() -> (AppKitDialogPresenter, NSWindow) {
  let window = NSWindow()
  window.title = "Document"
  return (AppKitDialogPresenter(window: window), window)
}

extension AppKitShellTests {
  @Test("a button Return and Escape both press holds Return, and the key monitor gives it Escape")
  func secondKeyThroughTheMonitor() async throws {
    for (key, name) in [("\r", "Return"), ("\u{1B}", "Escape")] {
      let recorder = TapRecorder<Answer>()
      let (presenter, window) = sheetPresenter()
      let dialog = Dialog<Answer>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: .delete).addCancel("Cancel", key: .cancel)
        .actionTap(recorder.handler)
      let session = try DialogSession(dialog)
      _ = session.present(using: presenter)
      let alert = try #require(presenter.alert(for: session))
      #expect(alert.buttons.map(\.title) == ["Cancel", "Delete"])
      #expect(alert.buttons.map(\.keyEquivalent) == ["\r", ""])
      #expect(NSEvent.shimMonitorCount == 1)
      alert.shimPressKey(key)
      await settle()
      #expect(recorder.keys == [.cancel], "\(name)")
      #expect(window.attachedSheet == nil)
      // The monitor goes with the alert.
      #expect(NSEvent.shimMonitorCount == 0)
    }
  }

  @Test("an action's own key beside Return: ⌘S is monitored, a plain S is not")
  func ownKeyBesideReturn() async throws {
    let recorder = TapRecorder<Answer>()
    let (presenter, window) = sheetPresenter()  // the presenter holds the window weakly
    let dialog = Dialog<Answer>(.alert, title: "Save the theme?") {
      Action("Save", key: .save).keyEquivalent(.character("s"))
      Cancel("Cancel", key: .cancel)
    }
    .actionTap(recorder.handler)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    #expect(alert.buttons.map(\.keyEquivalent) == ["\r", "\u{1B}"])
    alert.shimPressKey("s")
    await settle()
    #expect(recorder.keys.isEmpty)
    alert.shimPressKey("s", modifiers: .command)
    await settle()
    #expect(recorder.keys == [.save])
    #expect(window.attachedSheet == nil)
  }

  @Test("the app's order with Return given: the kept-open button stays first, and stays open")
  func appOrder() async throws {
    let recorder = TapRecorder<Answer>()
    let (presenter, window) = sheetPresenter()
    let dialog = Dialog<Answer>(.alert, title: "The theme has errors") {
      Action("Open Theme Folder", key: .folder).keepsDialogOpen()
      Action("OK", key: .ok).keyEquivalent(.return)
    }
    .actionTap(recorder.handler)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    #expect(alert.buttons.map(\.title) == ["Open Theme Folder", "OK"])
    // NSAlert's own Return on its first button is taken away.
    #expect(alert.buttons.map(\.keyEquivalent) == ["", "\r"])
    #expect(NSEvent.shimMonitorCount == 0)
    alert.shimPressKey("\r")
    await settle()
    #expect(recorder.keys == [.ok])
    #expect(window.attachedSheet == nil)
  }

  @Test("a dialog without buttons gets NSAlert's OK, whose click closes it with no key")
  func addedOK() async throws {
    let recorder = TapRecorder<Answer>()
    let (presenter, window) = sheetPresenter()
    let dialog = Dialog<Answer>.alert("Exporting…").progress(.fraction(0.4))
      .actionTap(recorder.handler)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    #expect(alert.buttons.map(\.title) == ["OK"])
    #expect(alert.shimClick(title: "OK") == .alertFirstButtonReturn)
    await settle()
    #expect(window.attachedSheet == nil)
    #expect(recorder.keys.isEmpty)
    #expect(session.reason == .outsideTap(nil))
  }
}
