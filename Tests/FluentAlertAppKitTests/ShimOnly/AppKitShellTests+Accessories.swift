// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs clicks on accessory links and
// the shim's record of what opened.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import Testing

private enum Access: Hashable, Sendable { case allow, deny }

@MainActor
private func sheetPresenter() -> (AppKitDialogPresenter, NSWindow) {
  let window = NSWindow()
  window.title = "Recorder"
  return (AppKitDialogPresenter(window: window), window)
}

extension AppKitShellTests {
  @Test("accessories stack under the message: a list, a link that opens, small print")
  func accessories() throws {
    let (presenter, window) = sheetPresenter()
    let dialog = Dialog<Access>.alert("“Recorder” would like to access:")
      .accessory(.lines(["Camera", "Microphone"]))
      .accessory(.link("How we use your data", address: "https://example.com/privacy"))
      .accessory(.footnote("You can change this later in System Settings."))
      .addAction("Allow", key: .allow)
      .addCancel("Don't Allow", key: .deny)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let views = try #require(alert.accessoryView?.subviews)
    try #require(views.count == 3)
    let list = try #require(views[0] as? NSTextField)
    #expect(list.stringValue == "• Camera\n• Microphone" && list.shimIsWrappingLabel)
    let link = try #require(views[1] as? NSButton)
    #expect(link.title == "How we use your data" && !link.isBordered)
    #expect(link.contentTintColor === NSColor.linkColor)
    let footnote = try #require(views[2] as? NSTextField)
    #expect(footnote.font?.pointSize == NSFont.smallSystemFontSize)
    #expect(footnote.textColor === NSColor.secondaryLabelColor)
    // Top to bottom, without overlapping.
    #expect(views[0].frame.minY >= views[1].frame.maxY)
    #expect(views[1].frame.minY >= views[2].frame.maxY && views[2].frame.minY >= 0)
    let height = try #require(alert.accessoryView).frame.height
    #expect(views[0].frame.maxY <= height)

    link.performClick(nil)
    #expect(AppKitShimLog.calls.last == "NSWorkspace.open(https://example.com/privacy)")
    #expect(session.phase == .presented && window.attachedSheet != nil)
    alert.shimClick(title: "Don't Allow")
    #expect(session.reason == .action(.deny))
  }

  @Test("a list longer than the visible lines scrolls, in a frame of the visible lines")
  func longListScrolls() throws {
    let (presenter, _) = sheetPresenter()
    let visible = DialogAccessory.visibleLineCount
    let names = (1...visible + 3).map { "Folder \($0)" }
    let dialog = Dialog<Access>.alert("Share these folders?")
      .accessory(.lines(verbatim: names))
      .addAction("Share", key: .allow)
      .addCancel("Cancel", key: .deny)
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let scroll = try #require(alert.accessoryView?.subviews.first as? NSScrollView)
    #expect(scroll.hasVerticalScroller)
    let label = try #require(scroll.documentView as? NSTextField)
    #expect(label.stringValue.split(separator: "\n").count == names.count)
    #expect(label.frame.height > scroll.frame.height)
    #expect(Double(scroll.frame.height) == Double(visible) * AppKitDialogPlan.accessoryLineHeight)
  }

  @Test("the app's own view sits at the top, above the accessories and the fields, at its size")
  func customView() throws {
    let (presenter, _) = sheetPresenter()
    let recorder = NSView(frame: NSRect(x: 0, y: 0, width: 300, height: 40))
    let dialog = Dialog<Access>.alert("Press the new shortcut")
      .accessoryView { recorder }
      .accessory(.footnote("Esc clears it."))
      .addTextField("Name")
      .addAction("Save", key: .allow)
      .addCancel("Cancel", key: .deny)
    #expect(dialog.problems(for: .appKit).isEmpty)
    #expect(dialog.problems(for: .terminal).map(\.kind) == [.accessoryViewUnsupported])
    let session = try DialogSession(dialog)
    _ = session.present(using: presenter)
    let alert = try #require(presenter.alert(for: session))
    let accessory = try #require(alert.accessoryView)
    #expect(accessory.subviews.first === recorder)
    #expect(accessory.frame.width == 300)
    #expect(recorder.frame.height == 40 && recorder.frame.maxY == accessory.frame.height)
    let footnote = try #require(accessory.subviews.dropFirst().first as? NSTextField)
    let field = try #require(accessory.subviews.first { $0 is NSTextField && $0 !== footnote })
    #expect(footnote.frame.maxY <= recorder.frame.minY)
    #expect(field.frame.maxY <= footnote.frame.minY)
  }
}
