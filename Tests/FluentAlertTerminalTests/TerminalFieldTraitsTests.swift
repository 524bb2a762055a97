import FluentAlert
import Foundation
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

  @Test(
    "a number rule is worded with its bounds as the user writes numbers, in their language",
    arguments: [
      ("en_US", TextRule.integer(in: 1...65535), "must be a whole number from 1 to 65,535"),
      (
        "en_US", TextRule.integer(in: 0...Int.max),
        "must be a whole number from 0 to 9,223,372,036,854,775,807"
      ),
      ("en_US", .number(in: 0.25...4), "must be a number from 0.25 to 4"),
      ("de_DE", .number(in: 0.5...1500), "muss eine Zahl von 0,5 bis 1.500 sein"),
      ("ja_JP", .integer(in: 1...10), "1から10までの整数である必要があります"),
    ])
  func wording(locale: String, rule: TextRule, words: String) {
    let localization = DialogLocalization(locale: Locale(identifier: locale))
    #expect(RequirementWording.describe(rule, in: TerminalWording(localization)) == words)
  }
}
