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

  @Test(
    "a whole number is compared exactly, never as a Double, so Int(text)! never traps",
    arguments: [
      (0...Int.max, "9223372036854775807", true), (0...Int.max, "9223372036854775808", false),
      (0...Int.max, "9,223,372,036,854,775,808", false),
      (Int.min...0, "-9223372036854775808", true), (Int.min...0, "-9223372036854775809", false),
      (0...9_007_199_254_740_992, "9007199254740992", true),
      (0...9_007_199_254_740_992, "9007199254740993", false),
      (9_007_199_254_740_993...Int.max, "9007199254740992", false),
      (9_007_199_254_740_993...Int.max, "9007199254740993", true),
      (0...Int.max, String(repeating: "9", count: 40), false),
    ])
  func exact(range: ClosedRange<Int>, text: String, met: Bool) {
    let rule = TextRule.integer(in: range)
    #expect(rule.isSatisfied(by: text, locale: english) == met)
    if met {
      let plain = text.filter { $0 != "," }
      #expect(Int(plain).map(range.contains) == true)
    }
  }

  @Test(
    "a maximum length too short for every number the rule allows is reported",
    arguments: [
      (TextRule.integer(in: 1000...2000), 3, true), (.integer(in: 1000...2000), 4, false),
      (.integer(in: -20 ... -10), 2, true), (.integer(in: -20 ... -10), 3, false),
      (.integer(in: -5...5), 1, false), (.integer(in: Int.min...(-1)), 1, true),
      (.number(in: 1000.5...2000), 3, true), (.number(in: 1000.5...2000), 4, false),
      (.number(in: -300 ... -100.5), 3, true), (.number(in: -300 ... -100.5), 4, false),
      (.number(in: 0.25...4), 1, false),
    ])
  func maxLengthTooShort(rule: TextRule, limit: Int, reported: Bool) {
    let dialog = Dialog<String>.alert("Year")
      .addTextField("Year") { $0.required(rule).maxLength(limit) }
      .addAction("OK", key: "ok")
      .addCancel("Cancel", key: "cancel")
    #expect(dialog.problems.contains { $0.kind == .invalidMaxLength } == reported)
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
    #expect(inEnglish.handledValues == ["1.5"])
  }
}
