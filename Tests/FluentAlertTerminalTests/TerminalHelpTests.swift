import FluentAlert
import Testing

@testable import FluentAlertTerminal

/// The terminal offers a dialog's help link as `?`, in both modes, and
/// writes it as a hyperlink where the terminal opens one.
@Suite("Help in the terminal")
struct TerminalHelpTests {
  enum Choice: Hashable, Sendable { case allow, deny }

  static let contacts = Dialog<Choice>.alert("Allow access to your contacts?")
    .addAction("Allow", key: .allow)
    .addCancel("Don't Allow", key: .deny)
    .help(.link("https://example.com/help/contacts"))

  private func lines(_ dialog: Dialog<Choice>, keys: [TerminalKey] = []) -> [String] {
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    for key in keys { _ = state.handle(key) }
    let frame = DialogRenderer(width: 44, height: 16, capabilities: .plain).render(state)
    return frame.plainLines.map { line in
      String(line.drop { " |".contains($0) }.reversed().drop { " |".contains($0) }.reversed())
    }
    .filter { !$0.isEmpty }
  }

  @Test("the box says ? shows help, and ? shows the address, which ? hides again")
  func interactive() {
    #expect(lines(Self.contacts).contains("Type ? for help."))
    #expect(!lines(Self.contacts).contains { $0.hasPrefix("Help:") })
    let shown = lines(Self.contacts, keys: [.character("?")])
    #expect(shown.contains("Help: https://example.com/help/contacts"))
    #expect(!shown.contains("Type ? for help."))
    #expect(
      lines(Self.contacts, keys: [.character("?"), .character("?")]).contains("Type ? for help."))
  }

  @Test("an anchor, which a terminal cannot open, offers nothing, and ? does nothing")
  func anchor() {
    let anchored = Self.contacts.help(.anchor("contacts-access"))
    var state = DialogScreenState(dialog: ScreenContent(anchored))
    #expect(state.handle(.character("?")) == .none)
    #expect(!lines(anchored).contains { $0.contains("help") || $0.contains("Help") })
  }

  @Test("in a text field ? is typed, not taken for help")
  func typedInAField() {
    let named = Self.contacts.addTextField("Why?")
    var state = DialogScreenState(dialog: ScreenContent(named))
    _ = state.handle(.character("?"))
    #expect(state.texts == ["?"])
    #expect(!state.showsHelp)
  }

  @Test("line mode says ? shows help and answers it with the address")
  func lineMode() {
    var conversation = LineConversation(dialog: ScreenContent(Self.contacts))
    let prompt = LineConversation.Next.ask(
      prompt: "Choose 1–2, or type an action's name [1]: ", hidden: false)
    let start = conversation.start()
    #expect(start.output.hasSuffix("Type ? for help.\n"))
    #expect(start.next == prompt)
    let reply = conversation.receive(" ? ")
    #expect(reply.output == "Help: https://example.com/help/contacts\n")
    #expect(reply.next == prompt)
    #expect(conversation.receive("1").next == .choose(0))
  }

  @Test("a known terminal gets an OSC 8 hyperlink; others, and FORCE_HYPERLINK=0, the text")
  func hyperlinks() {
    let kitty = TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"])
    #expect(kitty.hyperlinks)
    #expect(
      TerminalCapabilities.detect(environment: ["TERM": "xterm", "VTE_VERSION": "7200"]).hyperlinks)
    #expect(!TerminalCapabilities.detect(environment: ["TERM": "xterm"]).hyperlinks)
    #expect(
      !TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "FORCE_HYPERLINK": "0"])
        .hyperlinks)
    #expect(
      TerminalCapabilities.detect(environment: ["TERM": "xterm", "FORCE_HYPERLINK": "1"])
        .hyperlinks)
    #expect(
      !TerminalCapabilities.detect(environment: ["TERM": "dumb", "FORCE_HYPERLINK": "1"]).hyperlinks
    )
    let span = Span("café", TextAttributes(link: "https://example.com/café"))
    #expect(
      kitty.paint([span])
        == "\u{1B}]8;;https://example.com/caf%C3%A9\u{1B}\\café\u{1B}]8;;\u{1B}\\")
    #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm"]).paint([span]) == "café")
  }
}
