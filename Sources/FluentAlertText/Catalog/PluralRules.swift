/// CLDR's plural rules for whole numbers, for the languages FluentAlert
/// covers: which form (`one`, `few`, `many`, …) a language uses for a count.
///
/// The rules follow CLDR's published `plurals.xml` (version 46) for integer
/// operands (`v = 0`): the forms for fractions never apply, because only
/// integer arguments choose a plural form. A language without a rule here
/// uses `one` for 1 and `other` for every other count, and a translation
/// that lacks the chosen form uses its `other` form.
///
/// To cover a language, add its identifier to the group whose rule it
/// shares, or a new group with its rule, and a test with CLDR's examples.
enum PluralRules {
  /// The form `language` uses for `count`.
  ///
  /// - Parameters:
  ///   - count: The number (its magnitude is used, as CLDR's `n` is).
  ///   - languages: Catalog language identifiers, most specific first
  ///     (`pt-PT`, `pt`); the first with a rule decides.
  /// - Returns: The plural form.
  static func category(of count: Int, in languages: [String]) -> PluralCategory {
    let rule = languages.lazy.compactMap { rules[$0] }.first ?? oneOrOther
    return rule(count.magnitude)
  }

  private typealias Rule = @Sendable (UInt) -> PluralCategory

  private static let rules: [String: Rule] = {
    var rules: [String: Rule] = [:]
    func add(_ languages: [String], _ rule: @escaping Rule) {
      for language in languages { rules[language] = rule }
    }
    // other: every count.
    add(["ja", "ko", "zh", "zh-Hans", "zh-Hant", "th", "vi", "id", "ms", "my", "lo", "km"]) { _ in
      .other
    }
    // one: i = 1 and v = 0.
    add(
      ["en", "de", "nl", "sv", "da", "nb", "no", "nn", "fi", "et", "el", "hu", "tr", "bg"],
      oneOrOther)
    // one: i = 1 (es: n = 1); many: i != 0 and i % 1000000 = 0.
    add(["es", "it", "ca", "pt-PT"]) { n in
      n == 1 ? .one : millions(n) ? .many : .other
    }
    // one: i = 0,1; many: i != 0 and i % 1000000 = 0.
    add(["fr", "pt", "pt-BR"]) { n in
      n <= 1 ? .one : millions(n) ? .many : .other
    }
    // one: i % 10 = 1 and i % 100 != 11; few: i % 10 = 2..4 and
    // i % 100 != 12..14; many: i % 10 = 0 or 5..9, or i % 100 = 11..14.
    add(["ru", "uk", "be"]) { n in
      let (units, tens) = (n % 10, n % 100)
      if units == 1 && tens != 11 { return .one }
      if (2...4).contains(units) && !(12...14).contains(tens) { return .few }
      return .many
    }
    // one: i = 1; few: i % 10 = 2..4 and i % 100 != 12..14; many: every
    // other integer (i != 1 and i % 10 = 0..1, or 5..9, or i % 100 = 12..14).
    add(["pl"]) { n in
      let (units, tens) = (n % 10, n % 100)
      if n == 1 { return .one }
      if (2...4).contains(units) && !(12...14).contains(tens) { return .few }
      return .many
    }
    // one: i = 1; few: i = 2..4 (many is for fractions only).
    add(["cs", "sk"]) { n in
      n == 1 ? .one : (2...4).contains(n) ? .few : .other
    }
    // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10;
    // many: n % 100 = 11..99.
    add(["ar"]) { n in
      switch (n, n % 100) {
      case (0, _): .zero
      case (1, _): .one
      case (2, _): .two
      case (_, 3...10): .few
      case (_, 11...99): .many
      default: .other
      }
    }
    // one: i = 1; two: i = 2.
    add(["he"]) { n in
      n == 1 ? .one : n == 2 ? .two : .other
    }
    // one: i = 0 or n = 1.
    add(["hi"]) { n in
      n <= 1 ? .one : .other
    }
    return rules
  }()

  /// `one` for 1, `other` for the rest: English's rule, and the rule for a
  /// language not covered.
  private static let oneOrOther: Rule = { n in n == 1 ? .one : .other }

  /// Whether a count is a non-zero whole number of millions (CLDR's `many`
  /// for large numbers in French, Spanish, Italian and Portuguese).
  private static func millions(_ n: UInt) -> Bool {
    n != 0 && n % 1_000_000 == 0
  }
}
