import FluentAlert
import Testing

@testable import FluentAlertTerminal

@Suite("Requirement wording")
struct RequirementWordingTests {
  @Test(
    "counts agree with their noun, in every kind of length rule",
    arguments: [
      (TextRule.length(1...Int.max), "must be at least 1 character"),
      (.length(2...Int.max), "must be at least 2 characters"),
      (.length(1...1), "must be exactly 1 character"),
      (.length(6...6), "must be exactly 6 characters"),
      (.length(0...1), "must be at most 1 character"),
      (.length(0...40), "must be at most 40 characters"),
      (.length(1...2), "must be 1-2 characters"),
      (.length(0...0), "must be empty"),
      (.length(0...Int.max), "can be any length"),
      (.nonEmpty, "must not be empty"),
    ])
  func lengths(rule: TextRule, expected: String) {
    #expect(RequirementWording.describe(rule) == expected)
  }

  @Test("a pattern is never shown to the user: it has the expected format")
  func pattern() {
    let rule = TextRule.all([.length(6...6), .matches(#"(?i)(?!\s*$)[0-9]{6}"#)])
    let words = RequirementWording.describe(rule, dash: "–")
    #expect(words == "must be exactly 6 characters, must have the expected format")
    #expect(!words.contains("[0-9]"))
  }

  @Test("the developer's message replaces the description, escaped; an empty one does not")
  func message() {
    let rule = TextRule.matches("[0-9]{6}")
    #expect(
      RequirementWording.describe(rule, message: "Six digits from your app")
        == "Six digits from your app")
    #expect(
      RequirementWording.describe(rule, message: "Six\u{1B}[2J digits")
        == "Six\\u{1B}[2J digits")
    #expect(RequirementWording.describe(rule, message: "") == "must have the expected format")
  }

  @Test("line mode asks with the message and says it again after an unmet answer")
  func lineModeMessage() {
    let dialog = ScreenLayoutTests.code(message: "Six digits from your app.")
    var conversation = LineConversation(dialog: ScreenContent(dialog))
    #expect(
      conversation.start().next == .ask(prompt: "Code (Six digits from your app.): ", hidden: false)
    )
    let reply = conversation.receive("12")
    #expect(
      reply.output.hasPrefix("Code: Six digits from your app. Type it again"), "\(reply.output)")
  }
}
