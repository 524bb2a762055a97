import FluentAlert
import Testing

@testable import FluentAlertTerminal

/// What the terminal does with a text field's maximum length, in both modes.
@Suite("Field traits in the terminal")
struct TerminalFieldTraitsTests {
  enum Choice: Hashable, Sendable { case verify, cancel }

  static let code = Dialog<Choice>.alert("Enter the code")
    .addTextField("Code") { $0.maxLength(4) }
    .addAction("Verify", key: .verify)
    .addCancel("Cancel", key: .cancel)

  @Test("typing past the limit is refused; a paste keeps what fits; a deletion makes room")
  func interactive() {
    var state = DialogScreenState(dialog: ScreenContent(Self.code))
    for character in "12345" { _ = state.handle(.character(character.unicodeScalars.first!)) }
    #expect(state.texts == ["1234"])
    _ = state.handle(.backspace)
    _ = state.handle(.paste("abcdef"))
    #expect(state.texts == ["123a"])
    _ = state.handle(.left)
    _ = state.handle(.character("x"))
    #expect(state.texts == ["123a"])
  }

  @Test("line mode says the limit in its prompt and keeps only what fits of an answer")
  func lineMode() {
    var conversation = LineConversation(dialog: ScreenContent(Self.code))
    #expect(
      conversation.start().next
        == .ask(prompt: "Code (4 characters at most): ", hidden: false))
    let reply = conversation.receive("123456")
    #expect(reply.output == "Only the first 4 characters are kept.\n")
    #expect(reply.textChange?.text == "1234")
  }
}
