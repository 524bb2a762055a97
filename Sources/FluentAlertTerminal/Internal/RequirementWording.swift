internal import FluentAlert

/// Every sentence the terminal shows about a text requirement, in one
/// table: the full-screen list under a field and line mode's prompts both
/// take their words from here.
///
/// A requirement with a message shows the message; otherwise its rule is
/// described phrase by phrase. A pattern is never shown (it is for the
/// program, not for people): it has "the expected format". Each phrase is a
/// key in FluentAlert's own table (`FluentAlert`), so it is translated into
/// the languages FluentAlert covers, and counts agree with their noun in
/// each ("1 character", "2 characters"; "1 символ", "2 символа").
enum RequirementWording {
  /// One thing a rule can ask for, as the table words it.
  enum Phrase: Hashable, Sendable {
    /// Some text other than white space.
    case notEmpty
    /// No text at all (a length of exactly zero).
    case empty
    /// Any text (a length range that allows every count).
    case anyLength
    /// Exactly this many characters.
    case exactly(Int)
    /// This many characters or more.
    case atLeast(Int)
    /// This many characters or fewer.
    case atMost(Int)
    /// Between these counts, both included.
    case between(Int, Int)
    /// Text that matches the field's pattern.
    case expectedFormat
  }

  /// The sentence for a requirement: its message when it has one, else the
  /// phrases of its rule joined with commas.
  ///
  /// - Parameters:
  ///   - rule: The requirement's rule (or the part of it left unmet).
  ///   - message: What the developer says the requirement asks for.
  ///   - dash: The range dash the terminal can show (`–` or `-`).
  ///   - localization: Where and in which language the phrases are looked
  ///     up.
  /// - Returns: Safe, one-line text.
  static func describe(
    _ rule: TextRule, message: String? = nil, dash: String = "-",
    in localization: DialogLocalization = .current
  ) -> String {
    words(of: message)
      ?? phrases(rule).map {
        TerminalText.line(text($0, dash: dash).resolved(in: localization))
      }.joined(separator: ", ")
  }

  /// The developer's message as shown: escaped, or `nil` when there is none
  /// or it is empty (then the rule is described).
  ///
  /// - Parameter message: A requirement's message, resolved.
  /// - Returns: Safe, one-line text, or `nil`.
  static func words(of message: String?) -> String? {
    guard let text = message.map(TerminalText.line), !text.isEmpty else {
      return nil
    }
    return text
  }

  /// What a rule asks for, in order; nested rules are flattened.
  ///
  /// - Parameter rule: Any rule.
  /// - Returns: One phrase per condition.
  static func phrases(_ rule: TextRule) -> [Phrase] {
    switch rule {
    case .nonEmpty:
      return [.notEmpty]
    case .length(let range):
      let lower = max(range.lowerBound, 0)
      let upper = range.upperBound
      if upper == .max { return [lower == 0 ? .anyLength : .atLeast(lower)] }
      if lower == upper { return [upper == 0 ? .empty : .exactly(upper)] }
      return [lower == 0 ? .atMost(upper) : .between(lower, upper)]
    case .matches:
      return [.expectedFormat]
    case .all(let rules):
      return rules.flatMap(phrases)
    }
  }

  /// A phrase as text looked up in FluentAlert's table; its key is the
  /// English words.
  ///
  /// - Parameters:
  ///   - phrase: What is asked for.
  ///   - dash: The range dash.
  /// - Returns: The text, whose English starts with "must" (or "can").
  static func text(_ phrase: Phrase, dash: String = "-") -> DialogText {
    let key: TextKey =
      switch phrase {
      case .notEmpty: "must not be empty"
      case .empty: "must be empty"
      case .anyLength: "can be any length"
      case .exactly(let count): "must be exactly \(count) characters"
      case .atLeast(let count): "must be at least \(count) characters"
      case .atMost(let count): "must be at most \(count) characters"
      case .between(let lower, let upper): "must be \(lower)\(dash)\(upper) characters"
      case .expectedFormat: "must have the expected format"
      }
    return .localized(key, table: BuiltInStrings.table)
  }
}
