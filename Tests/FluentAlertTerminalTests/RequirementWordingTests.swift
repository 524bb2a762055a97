import FluentAlert
import FluentAlertTestSupport
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

  @Test("a rule across fields names the other field by its placeholder, or by its number")
  func acrossFields() {
    let names = ["Passphrase", "Email", "Phone"]
    #expect(
      RequirementWording.describe(.sameAs(field: 0), fieldNames: names)
        == "must match “Passphrase”")
    #expect(
      RequirementWording.describe(.all([.nonEmpty, .differentFrom(field: 0)]), fieldNames: names)
        == "must not be empty, must differ from “Passphrase”")
    #expect(
      RequirementWording.describe(.anyNonEmpty(fields: [1, 2]), fieldNames: names)
        == "one of these must not be empty: Email, Phone")
    // A field without a placeholder, or one the dialog lacks, is its number.
    #expect(RequirementWording.describe(.sameAs(field: 4), fieldNames: names) == "must match “#5”")
    let dialog = Dialog<Int>(.alert) {
      TextInput(nil)
      TextInput("Confirm \u{1B}[2J").required(.sameAs(field: 0))
      Action("OK", key: 0)
    }
    #expect(ScreenContent(dialog).fieldNames == ["#1", "Confirm \\u{1B}[2J"])
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
      reply.output.hasPrefix("Code: Six digits from your app.\nType it again"), "\(reply.output)")
  }
}

@Suite("Requirement wording in the user's language")
struct RequirementWordingLanguageTests {
  @Test(
    "Russian, Polish, French and German phrases, with each language's plural forms",
    arguments: [
      ("ru", TextRule.length(1...Int.max), "не короче 1 символа"),
      ("ru", .length(5...Int.max), "не короче 5 символов"),
      ("ru", .length(22...22), "ровно 22 символа"),
      ("ru", .length(21...21), "ровно 21 символ"),
      ("ru", .length(1...40), "от 1 до 40 символов"),
      ("ru", .length(1...21), "от 1 до 21 символа"),
      ("ru", .nonEmpty, "не может быть пустым"),
      ("pl", .length(2...2), "dokładnie 2 znaki"),
      ("pl", .length(0...5), "co najwyżej 5 znaków"),
      ("pl", .length(1...Int.max), "co najmniej 1 znak"),
      ("fr", .length(0...1), "doit faire au plus 1 caractère"),
      ("de", .length(3...8), "muss 3-8 Zeichen lang sein"),
      ("de", .sameAs(field: 0), "muss mit „Passphrase“ übereinstimmen"),
      ("fr", .differentFrom(field: 0), "doit être différent de « Passphrase »"),
      ("ru", .anyNonEmpty(fields: [0]), "одно из этих полей не может быть пустым: Passphrase"),
      ("ja", .sameAs(field: 0), "「Passphrase」と一致する必要があります"),
      ("xx", .length(1...Int.max), "must be at least 1 character"),
    ])
  func phrases(language: String, rule: TextRule, expected: String) {
    let localization = TestStrings.localization(language)
    #expect(
      RequirementWording.describe(
        rule, fieldNames: ["Passphrase"], in: TerminalWording(localization)) == expected)
  }

  @Test("line mode words an unmet requirement in Russian")
  func lineMode() {
    let dialog = Dialog<Int>(.alert, title: "Rename") {
      TextInput("Name").required(.length(1...40))
      Action("OK", key: 0)
      Cancel(.systemCancel, key: 1)
    }
    var conversation = LineConversation(
      dialog: ScreenContent(dialog, in: TestStrings.localization("ru")))
    #expect(
      conversation.start().next == .ask(prompt: "Name (от 1 до 40 символов): ", hidden: false))
    let reply = conversation.receive("")
    #expect(reply.output.hasPrefix("Name: от 1 до 40 символов.\n"), "\(reply.output)")
  }
}
