internal import FluentAlertText
public import Foundation

/// A condition on a text field's text, and on the other fields' texts.
///
/// ```swift
/// let rule: TextRule = .all([
///   .nonEmpty, .length(3...20), .matches("^[a-z0-9_]+$"),
/// ])
/// ```
///
/// A rule can also compare the field with the dialog's other text fields,
/// named by their index (top to bottom, from 0): a confirmation that
/// repeats a passphrase, a new password that must differ from the old one,
/// a contact given by email or by phone.
///
/// ```swift
/// // On the second field: the same text as the first.
/// let confirmation: TextRule = .sameAs(field: 0)
/// // On a phone field: this one or the email field (0) has text.
/// let contact: TextRule = .anyNonEmpty(fields: [0, 1])
/// ```
///
/// Validation reports a rule naming a field the dialog does not have as
/// ``DialogProblem/Kind/unknownRuleField``.
public indirect enum TextRule: Hashable, Sendable {
  /// At least one character other than white space.
  case nonEmpty
  /// A number of characters (grapheme clusters) in this range.
  case length(ClosedRange<Int>)
  /// The whole text matches this regular expression.
  ///
  /// The syntax is the part of Swift `Regex` syntax that form rules use
  /// (literals, `.`, classes such as `[a-z]`, `\d` or `\p{L}`, `^` and `$`,
  /// groups, `|`, quantifiers, the `i`, `s` and `m` options, and look-ahead
  /// at the start), matched in time linear in the text whatever the
  /// pattern's shape, so no pattern or input can hang the app. Validation
  /// reports a pattern that is not a regular expression as
  /// ``DialogProblem/Kind/invalidPattern`` and one outside the supported
  /// syntax as ``DialogProblem/Kind/unsupportedPattern``; see
  /// <doc:TextPatterns>.
  case matches(String)
  /// Every one of these rules.
  case all([TextRule])
  /// Exactly the text of the text field at this index (a confirmation
  /// that repeats a passphrase); compared as Swift compares strings.
  case sameAs(field: Int)
  /// Any text but that of the text field at this index (a new password
  /// that must differ from the old one).
  case differentFrom(field: Int)
  /// At least one of the text fields at these indices has a character
  /// other than white space (an email or a phone number); list the
  /// field the rule is on to count its own text.
  case anyNonEmpty(fields: [Int])
  /// A number in this range, as the user writes numbers in their language:
  /// the locale's decimal and grouping separators, a sign, the digits of
  /// their numbering system ("1,5" in French). The text stays a `String`;
  /// parse it with the same locale when the action runs. Text that is no
  /// number, or one out of range, is unmet like any rule.
  ///
  /// ```swift
  /// let zoom = TextInput<String>("Zoom").keyboard(.decimalPad)
  ///   .required(.number(in: 0.25...4))
  /// ```
  case number(in: ClosedRange<Double>)
  /// A whole number in this range, written as ``number(in:)`` describes
  /// but without a decimal separator (a port: `.integer(in: 1...65535)`).
  case integer(in: ClosedRange<Int>)

  /// Whether `text` meets the rule, the other fields' texts being `texts`.
  ///
  /// A pattern that validation refuses is never met, and neither is a
  /// comparison with a field `texts` does not have. A pattern of *p*
  /// states costs at most 2 × *p* steps per character of `text`.
  ///
  /// ```swift
  /// let texts = ["correct horse", "correct horse"]
  /// assert(TextRule.sameAs(field: 0).isSatisfied(by: texts[1], in: texts))
  /// ```
  ///
  /// - Parameters:
  ///   - text: The field's current text.
  ///   - texts: Every text field's current text, top to bottom: what the
  ///     rules that name other fields read. Leave it out for a rule on
  ///     the field alone.
  ///   - locale: How the user writes numbers, for ``number(in:)`` and
  ///     ``integer(in:)``; the session's locale, the user's when omitted.
  /// - Returns: `true` when the rule holds.
  public func isSatisfied(
    by text: String, in texts: [String] = [], locale: Locale = .current
  ) -> Bool {
    switch self {
    case .nonEmpty:
      return text.contains { !$0.isWhitespace }
    case .length(let range):
      return range.contains(text.count)
    case .matches(let pattern):
      guard let compiled = try? TextPattern(pattern) else { return false }
      return compiled.matches(text)
    case .all(let rules):
      return rules.allSatisfy { $0.isSatisfied(by: text, in: texts, locale: locale) }
    case .sameAs(let field):
      return texts.indices.contains(field) && texts[field] == text
    case .differentFrom(let field):
      return texts.indices.contains(field) && texts[field] != text
    case .anyNonEmpty(let fields):
      return fields.contains { field in
        texts.indices.contains(field) && Self.nonEmpty.isSatisfied(by: texts[field])
      }
    case .number(let range):
      return LocalizedNumber.parse(text, locale: locale).map(range.contains) ?? false
    case .integer(let range):
      return LocalizedNumber.parseInteger(text, locale: locale).map(range.contains) ?? false
    }
  }

  /// The indices of the other text fields the rule reads, in the order it
  /// names them (with repeats): empty for a rule on the field alone.
  package var referencedFields: [Int] {
    switch self {
    case .nonEmpty, .length, .matches, .number, .integer: []
    case .all(let rules): rules.flatMap(\.referencedFields)
    case .sameAs(let field), .differentFrom(let field): [field]
    case .anyNonEmpty(let fields): fields
    }
  }

  /// The fewest characters a text that meets the rule can have, as far as
  /// the rule says (a pattern is not read): what a maximum length must leave
  /// room for.
  package var fewestCharacters: Int {
    switch self {
    case .nonEmpty: 1
    case .integer(let range):
      // Every whole number in 1000...2000 has four digits; in -20 ... -10, a sign and two.
      if range.lowerBound > 0 {
        String(range.lowerBound).count
      } else if range.upperBound < 0 {
        1 + String(range.upperBound.magnitude).count
      } else {
        1
      }
    case .number(let range):
      // A number of at least 1000.5 has at least four digits before any decimal separator.
      if range.lowerBound >= 1, range.lowerBound < 1e18 {
        String(UInt64(range.lowerBound)).count
      } else if range.upperBound <= -1, range.upperBound > -1e18 {
        1 + String(UInt64(-range.upperBound)).count
      } else {
        1
      }
    case .length(let range): range.lowerBound
    case .all(let rules): rules.map(\.fewestCharacters).max() ?? 0
    case .matches, .sameAs, .differentFrom, .anyNonEmpty: 0
    }
  }
}
