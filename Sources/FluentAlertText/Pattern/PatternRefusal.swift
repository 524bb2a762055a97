/// Why a `matches` pattern cannot be used: it is not a regular expression,
/// it uses a construct outside the supported set, or it compiles to more
/// states than a match may visit per character.
///
/// Validation reports a refusal as a problem, the JSON decoder as an error
/// at the pattern's path, and a rule with a refused pattern is never met.
package struct PatternRefusal: Error, Hashable, Sendable {
  /// What kind of refusal it is.
  package enum Kind: Hashable, Sendable {
    /// The text is not a regular expression (an unbalanced parenthesis, a
    /// quantifier with nothing to repeat, a range out of order).
    case invalid
    /// A regular expression, but with a construct linear-time matching does
    /// not support (a back-reference, look-behind, an atomic group).
    case unsupported
    /// Supported, but larger than ``TextPattern/maximumSize`` once counted
    /// repetitions are written out.
    case tooLarge
  }

  /// What kind of refusal it is.
  package let kind: Kind
  /// Why, in a phrase that follows the quoted pattern: "is not a valid
  /// regular expression: …", "uses a back-reference …".
  package let reason: String

  /// Creates a refusal.
  ///
  /// - Parameters:
  ///   - kind: What kind of refusal it is.
  ///   - reason: Why, as a phrase following the quoted pattern.
  package init(_ kind: Kind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }
}
