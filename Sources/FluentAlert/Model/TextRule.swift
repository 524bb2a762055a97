/// A condition on a text field's text.
///
/// ```swift
/// let rule: TextRule = .all([
///   .nonEmpty, .length(3...20), .matches("^[a-z0-9_]+$"),
/// ])
/// ```
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

  /// Whether `text` meets the rule.
  ///
  /// A pattern that validation refuses is never met. A pattern of *p*
  /// states costs at most 2 × *p* steps per character of `text`.
  ///
  /// - Parameter text: The field's current text.
  /// - Returns: `true` when the rule holds.
  public func isSatisfied(by text: String) -> Bool {
    switch self {
    case .nonEmpty:
      return text.contains { !$0.isWhitespace }
    case .length(let range):
      return range.contains(text.count)
    case .matches(let pattern):
      guard let compiled = try? TextPattern(pattern) else { return false }
      return compiled.matches(text)
    case .all(let rules):
      return rules.allSatisfy { $0.isSatisfied(by: text) }
    }
  }
}
