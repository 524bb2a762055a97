import Testing

@testable import FluentAlertText

/// The plural forms checked against the examples CLDR publishes with each
/// rule (`plurals.xml`, integer samples), written out here by hand.
@Suite("Plural forms follow CLDR's rules for whole numbers")
struct PluralRulesTests {
  static let counts = [0, 1, 2, 5, 11, 21, 22, 25, 101, 111]

  @Test("Russian: one, few and many")
  func russian() {
    let expected: [PluralCategory] = [
      .many, .one, .few, .many, .many, .one, .few, .many, .one, .many,
    ]
    #expect(Self.counts.map { PluralRules.category(of: $0, in: ["ru"]) } == expected)
    // CLDR's samples: one 1, 21, 31, 1001; few 2~4, 22~24, 1002; many 0, 5~19, 100, 1000.
    for n in [1, 21, 31, 41, 1001] { #expect(PluralRules.category(of: n, in: ["ru"]) == .one) }
    for n in [2, 3, 4, 22, 23, 24, 32, 1002] {
      #expect(PluralRules.category(of: n, in: ["ru"]) == .few)
    }
    for n in Array(5...19) + [100, 1000, 10000, 112, 114] {
      #expect(PluralRules.category(of: n, in: ["ru"]) == .many)
    }
  }

  @Test("Polish: one only for 1, few, and many for the rest")
  func polish() {
    let expected: [PluralCategory] = [
      .many, .one, .few, .many, .many, .many, .few, .many, .many, .many,
    ]
    #expect(Self.counts.map { PluralRules.category(of: $0, in: ["pl"]) } == expected)
    for n in [2, 3, 4, 22, 23, 24, 32, 1002] {
      #expect(PluralRules.category(of: n, in: ["pl"]) == .few)
    }
    for n in [0, 5, 12, 13, 14, 19, 100, 1000, 1001] {
      #expect(PluralRules.category(of: n, in: ["pl"]) == .many)
    }
  }

  @Test("other languages: English, French, Czech, Arabic, Japanese; uncovered ones use one/other")
  func others() {
    func forms(_ language: String, _ counts: [Int]) -> [PluralCategory] {
      counts.map { PluralRules.category(of: $0, in: [language]) }
    }
    #expect(forms("en", [0, 1, 2, 21]) == [.other, .one, .other, .other])
    #expect(forms("fr", [0, 1, 2, 1_000_000, 2_000_000]) == [.one, .one, .other, .many, .many])
    #expect(forms("cs", [1, 2, 4, 5, 22]) == [.one, .few, .few, .other, .other])
    #expect(
      forms("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103])
        == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few])
    #expect(forms("ja", [0, 1, 2]) == [.other, .other, .other])
    // A region or script falls back to the language's rule; pt-PT has its own.
    #expect(PluralRules.category(of: 0, in: ["pt-BR", "pt"]) == .one)
    #expect(PluralRules.category(of: 0, in: ["pt-PT", "pt"]) == .other)
    // A language without a rule: one for 1, other for the rest.
    #expect(forms("xx", [0, 1, 2]) == [.other, .one, .other])
    // Negative counts use the magnitude, as CLDR's n does.
    #expect(PluralRules.category(of: -21, in: ["ru"]) == .one)
    #expect(PluralRules.category(of: Int.min, in: ["ru"]) == .many)
  }
}
