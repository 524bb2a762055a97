internal import FluentAlert
internal import FluentAlertText
internal import Foundation

/// Every sentence the terminal shows about a text requirement, in one
/// table: the full-screen list under a field and line mode's prompts both
/// take their words from here.
///
/// A requirement with a message shows the message; otherwise its rule is
/// described phrase by phrase. A pattern is never shown (it is for the
/// program, not for people): it has "the expected format". Each phrase is a
/// key in FluentAlert's own table (`FluentAlert`), so it is translated into
/// the languages FluentAlert covers, and counts agree with their noun in
/// each ("1 character", "2 characters"; "1 символ", "2 символа"). A rule
/// that compares fields names the other field by its placeholder.
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
    /// The same text as the field with this name.
    case sameAs(String)
    /// Any text but that of the field with this name.
    case differentFrom(String)
    /// Text in at least one of the fields with these names.
    case anyNonEmpty([String])
    /// A number between these bounds, written in the user's locale.
    case number(String, String)
    /// A whole number between these bounds, written in the user's locale.
    case wholeNumber(String, String)
  }

  /// The sentence for a requirement: its message when it has one, else the
  /// phrases of its rule joined with commas.
  ///
  /// - Parameters:
  ///   - rule: The requirement's rule (or the part of it left unmet).
  ///   - message: What the developer says the requirement asks for.
  ///   - dash: The range dash the terminal can show (`–` or `-`).
  ///   - fieldNames: What the user calls each text field (its placeholder,
  ///     or its number), for the rules that name other fields.
  ///   - wording: The terminal's words in the dialog's language, where
  ///     each phrase is looked up once.
  /// - Returns: Safe, one-line text.
  static func describe(
    _ rule: TextRule, message: String? = nil, dash: String = "-", fieldNames: [String] = [],
    in wording: TerminalWording = TerminalWording(.current)
  ) -> String {
    if let said = words(of: message) { return said }
    let said = phrases(rule, fieldNames: fieldNames, locale: wording.localization.locale).map {
      wording[.requirement($0, dash: dash)]
    }
    // One after the other, as the language lists them ("a, b"; "a、b").
    return said.dropFirst().reduce(said.first ?? "") { wording[.both($0, $1)] }
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

  /// The name of each text field in the requirement sentences: its label
  /// or placeholder (``givenName(of:)``), or `#` and its number from 1
  /// when it has neither.
  ///
  /// - Parameter fields: The dialog's field rows, top to bottom.
  /// - Returns: One safe, one-line name per field.
  static func fieldNames(_ fields: [PresentedTextField]) -> [String] {
    fields.map { row in
      let name = givenName(of: row)
      return name.isEmpty ? number(row.index) : name
    }
  }

  /// What the dialog calls a field, safe and on one line: its label
  /// without the colon that ends it ("Save As:" is "Save As"), else its
  /// placeholder; empty when it has neither.
  ///
  /// - Parameter row: The field's row.
  /// - Returns: The name, or `""`.
  static func givenName(of row: PresentedTextField) -> String {
    if let label = row.label.map(TerminalText.line) {
      let name = String(label.reversed().drop { ":：".contains($0) || $0 == " " }.reversed())
      if !name.isEmpty { return name }
    }
    return row.placeholder.map(TerminalText.line) ?? ""
  }

  /// The name of a field that has no other: `#` and its number from 1.
  ///
  /// Total over every `Int`, as a rule may name a field no dialog has
  /// (validation reports it; pictures still draw it): the number is
  /// counted in `UInt`, where `Int.max + 1` fits, and a negative index,
  /// which has no number from 1, is `#?`.
  ///
  /// - Parameter field: A field's index, valid or not.
  /// - Returns: `#1` for field 0, `#9223372036854775808` for `Int.max`.
  static func number(_ field: Int) -> String {
    field < 0 ? "#?" : "#\(UInt(field) + 1)"
  }

  /// What a rule asks for, in order; nested rules are flattened.
  ///
  /// - Parameters:
  ///   - rule: Any rule.
  ///   - fieldNames: The name of each text field, by index; a field
  ///     without one is `#` and its number from 1.
  ///   - locale: How the user writes numbers, for the bounds of a number.
  /// - Returns: One phrase per condition.
  static func phrases(
    _ rule: TextRule, fieldNames: [String] = [], locale: Locale = .current
  ) -> [Phrase] {
    func name(_ field: Int) -> String {
      fieldNames.indices.contains(field) ? fieldNames[field] : number(field)
    }
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
      return rules.flatMap { phrases($0, fieldNames: fieldNames, locale: locale) }
    case .sameAs(let field):
      return [.sameAs(name(field))]
    case .differentFrom(let field):
      return [.differentFrom(name(field))]
    case .anyNonEmpty(let fields):
      return [.anyNonEmpty(fields.map(name))]
    case .number(let range):
      let bounds = [range.lowerBound, range.upperBound].map {
        $0.isFinite ? LocalizedNumber.format($0, locale: locale) : String(describing: $0)
      }
      return [.number(bounds[0], bounds[1])]
    case .integer(let range):
      let bounds = [range.lowerBound, range.upperBound].map {
        LocalizedNumber.format($0, locale: locale)
      }
      return [.wholeNumber(bounds[0], bounds[1])]
    }
  }

  /// A phrase's key in FluentAlert's table: the English words.
  ///
  /// - Parameters:
  ///   - phrase: What is asked for.
  ///   - dash: The range dash.
  /// - Returns: The key, whose English starts with "must" (or "can").
  static func key(_ phrase: Phrase, dash: String = "-") -> TextKey {
    switch phrase {
    case .notEmpty: "must not be empty"
    case .empty: "must be empty"
    case .anyLength: "can be any length"
    case .exactly(let count): "must be exactly \(count) characters"
    case .atLeast(let count): "must be at least \(count) characters"
    case .atMost(let count): "must be at most \(count) characters"
    case .between(let lower, let upper): "must be \(lower)\(dash)\(upper) characters"
    case .expectedFormat: "must have the expected format"
    case .sameAs(let name): "must match “\(name)”"
    case .differentFrom(let name): "must differ from “\(name)”"
    case .anyNonEmpty(let names):
      "one of these must not be empty: \(names.joined(separator: ", "))"
    case .number(let lower, let upper): "must be a number from \(lower) to \(upper)"
    case .wholeNumber(let lower, let upper): "must be a whole number from \(lower) to \(upper)"
    }
  }
}
