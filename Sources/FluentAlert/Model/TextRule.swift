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
  /// The whole text matches this regular expression (Swift `Regex` syntax).
  /// A pattern that does not compile is reported by validation as
  /// ``DialogProblem/Kind/invalidPattern``.
  case matches(String)
  /// Every one of these rules.
  case all([TextRule])

  /// Whether `text` meets the rule.
  ///
  /// A pattern that does not compile is never met.
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
      guard let regex = try? Regex(pattern) else { return false }
      return (try? regex.wholeMatch(in: text)) != nil
    case .all(let rules):
      return rules.allSatisfy { $0.isSatisfied(by: text) }
    }
  }
}
