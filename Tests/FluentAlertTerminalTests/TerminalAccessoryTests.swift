import FluentAlert
import Testing

@testable import FluentAlertTerminal

/// The terminal draws a dialog's accessories under the message, in both
/// modes, a link as a hyperlink where the terminal opens one.
@Suite("Accessories in the terminal")
struct TerminalAccessoryTests {
  enum Access: Hashable, Sendable { case allow, deny }

  static let permissions = Dialog<Access>.alert(
    "“Recorder” would like to access:", message: "It records calls."
  )
  .accessory(
    .lines([
      "Camera", "Microphone", "Screen Recording of every window on every display you have open",
    ])
  )
  .accessory(.link("How we use your data", address: "https://example.com/privacy"))
  .accessory(.footnote("You can change this later in System Settings."))
  .addAction("Allow", key: .allow)
  .addCancel("Don't Allow", key: .deny)

  private func lines(
    _ dialog: Dialog<Access>, _ capabilities: TerminalCapabilities = .plain
  ) -> [String] {
    DialogRenderer(width: 70, height: 30, capabilities: capabilities)
      .render(DialogScreenState(dialog: ScreenContent(dialog))).boxInterior
  }

  @Test("under the message, in order: bullets, the link with its address, the footnote")
  func drawnInOrder() throws {
    let drawn = lines(Self.permissions)
    let message = try #require(drawn.firstIndex { $0.hasSuffix("It records calls.") })
    let camera = try #require(drawn.firstIndex(of: "* Camera"))
    let link = try #require(
      drawn.firstIndex { $0.hasSuffix("How we use your data <https://example.com/privacy>") })
    let footnote = try #require(drawn.firstIndex { $0.hasSuffix("later in System Settings.") })
    let allow = try #require(drawn.firstIndex { $0.contains("Allow") && !$0.contains("Don't") })
    #expect(message < camera && camera < link && link < footnote && footnote < allow)
    #expect(drawn[camera + 1] == "* Microphone")
    // A long item wraps under its first word, not under the bullet.
    #expect(drawn[camera + 2].hasPrefix("* Screen Recording"))
    #expect(drawn[camera + 3].hasPrefix("  ") && !drawn[camera + 3].hasPrefix("   "), "\(drawn)")
  }

  @Test("a terminal that opens hyperlinks gets the words as an OSC 8 link, without the address")
  func hyperlink() throws {
    var capabilities = TerminalCapabilities.plain
    capabilities.hyperlinks = true
    let state = DialogScreenState(dialog: ScreenContent(Self.permissions))
    let frame = DialogRenderer(width: 70, height: 30, capabilities: capabilities).render(state)
    let painted = frame.lines.map { capabilities.paint($0) }
    let row = try #require(painted.first { $0.contains("How we use your data") })
    #expect(
      row.contains(
        "\u{1B}]8;;https://example.com/privacy\u{1B}\\How we use your data\u{1B}]8;;\u{1B}\\"))
    #expect(!frame.plainLines.contains { $0.contains("<https://") })
  }

  @Test("text that holds escapes is shown escaped, never sent to the terminal")
  func hostileText() {
    let dialog = Dialog<Access>.alert("Allow?")
      .accessory(.lines(["ok\u{1B}[2Jgone"]))
      .addAction("Allow", key: .allow)
    let drawn = lines(dialog).joined(separator: "\n")
    #expect(!drawn.contains("\u{1B}"))
    #expect(drawn.contains("gone"))
  }

  @Test("line mode prints them after the message, the address written out")
  func lineMode() {
    let conversation = LineConversation(dialog: ScreenContent(Self.permissions))
    let output = conversation.start().output
    #expect(
      output.hasPrefix(
        """
        “Recorder” would like to access:
        It records calls.
        - Camera
        - Microphone
        - Screen Recording of every window on every display you have open
        How we use your data: https://example.com/privacy
        You can change this later in System Settings.

        """))
  }
}
