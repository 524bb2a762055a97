import FluentAlert
import FluentAlertTesting
import Foundation
import Testing

private let english = Locale(identifier: "en_US")
private let french = Locale(identifier: "fr_FR")
private let german = Locale(identifier: "de_DE")

/// A text field whose text must be a number in a range, read in the user's
/// language.
@MainActor
@Suite("number rules")
struct NumberRuleTests {

  @Test(
    "a number is read with the locale's separators, and must be in range",
    arguments: [
      ("2.5", english, true), ("2,5", french, true), ("2,5", german, true), ("2.5", german, false),
      ("1,000", english, false),  // 1000 is out of range
      (" 3 ", english, true), ("-0.5", english, false), ("+0.25", english, true),
      ("4", english, true),
      ("4.01", english, false), ("", english, false), ("abc", english, false),
      ("2.", english, false),
      ("2..5", english, false), ("1e0", english, false), ("0x2", english, false),
      (".5", english, true),
      ("٢٫٥", Locale(identifier: "ar_EG"), true), ("२", Locale(identifier: "hi_IN"), true),
    ])
  func decimal(text: String, locale: Locale, met: Bool) {
    #expect(TextRule.number(in: 0.25...4).isSatisfied(by: text, locale: locale) == met)
  }

  @Test(
    "a whole number takes grouping between digits but no decimal separator",
    arguments: [
      ("8080", english, true), ("8,080", english, true), ("8.080", german, true),
      ("8 080", french, true), ("65,535", english, true), ("65,536", english, false),
      ("0", english, false), ("80.0", english, false), (",808", english, false),
      ("8,,080", english, false), ("8080,", english, false), ("−1", english, false),
    ])
  func whole(text: String, locale: Locale, met: Bool) {
    #expect(TextRule.integer(in: 1...65535).isSatisfied(by: text, locale: locale) == met)
  }

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let built = Dialog<String>(.alert, title: "Server") {
      TextInput("Port").keyboard(.numberPad).required(.integer(in: 1...65535))
      TextInput("Zoom").required(.all([.nonEmpty, .number(in: 0.25...4)]))
      Action("Connect", key: "connect")
      Cancel("Cancel", key: "cancel")
    }
    let chained = Dialog<String>.alert("Server")
      .addTextField("Port") { $0.keyboard(.numberPad).required(.integer(in: 1...65535)) }
      .addTextField("Zoom") { $0.required(.all([.nonEmpty, .number(in: 0.25...4)])) }
      .addAction("Connect", key: "connect")
      .addCancel("Cancel", key: "cancel")
    #expect(built == chained)
    #expect(built.snapshot.contains("text field 0 requires integer 1...65535 gating non-cancel"))
    #expect(built.snapshot.contains("requires all(nonEmpty, number 0.25...4.0) gating non-cancel"))
    #expect(built.problems.isEmpty)
  }

  @Test(
    "a bound that is not finite is an error; a rule needs one character, so a limit of 0 does not fit"
  )
  func invalid() {
    let endless = Dialog<String>.alert("Amount")
      .addTextField("Amount") { $0.required(.number(in: 0...Double.infinity)) }
      .addAction("Pay", key: "pay")
      .addCancel("Cancel", key: "cancel")
    #expect(endless.problems.map(\.kind) == [.invalidNumberRange])
  }

  @Test("a session reads the texts in its localization's locale, and gates as any rule does")
  func session() throws {
    let dialog = Dialog<String>.alert("Zoom")
      .addTextField("Zoom") { $0.text("1,5").required(.number(in: 0.25...4)) }
      .addAction("Apply", key: "apply")
      .addCancel("Cancel", key: "cancel")
    let inFrench = try DialogTester(
      dialog, localization: DialogLocalization(locale: french))
    #expect(inFrench.enabledKeys == ["apply", "cancel"])
    inFrench.setText("9", forField: 0)
    #expect(inFrench.enabledKeys == ["cancel"])
    let inEnglish = try DialogTester(
      dialog, localization: DialogLocalization(locale: english))
    #expect(inEnglish.enabledKeys == ["cancel"])
    inEnglish.setText("1.5", forField: 0)
    inEnglish.tap("apply")
    #expect(inEnglish.handledTexts == ["1.5"])
  }
}
