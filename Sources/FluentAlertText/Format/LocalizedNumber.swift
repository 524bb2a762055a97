import Foundation

/// A number as a person types it in their language: the locale's decimal
/// separator, its grouping separator between digits, a sign, and digits of
/// any decimal numbering system ("1,5" in French, "1.234,5" in German,
/// "١٢" in Arabic).
///
/// Parsing is strict, so a rule never takes half a number for one: no
/// exponent, no currency or percent sign, no second decimal separator, and
/// grouping only between digits before the decimal separator.
package enum LocalizedNumber {
  /// The number `text` holds, or `nil` when it holds none.
  ///
  /// - Parameters:
  ///   - text: What the user typed; white space around it is ignored.
  ///   - locale: The user's locale, whose separators are read.
  /// - Returns: The value, or `nil`.
  package static func parse(_ text: String, locale: Locale) -> Double? {
    canonical(text, locale: locale, wholeOnly: false).flatMap { Double($0) }
  }

  /// The whole number `text` holds, exactly, or `nil` when it holds none
  /// or one an `Int` cannot hold: compared as a `Double`, 2⁵³ + 1 would
  /// equal 2⁵³ and 2⁶³ would pass for `Int.max`.
  ///
  /// - Parameters:
  ///   - text: What the user typed; white space around it is ignored.
  ///   - locale: The user's locale, whose grouping separator is read.
  /// - Returns: The value, or `nil`.
  package static func parseInteger(_ text: String, locale: Locale) -> Int? {
    canonical(text, locale: locale, wholeOnly: true).flatMap { Int($0) }
  }

  /// The number `text` holds in ASCII (`-1234.5`), or `nil`.
  private static func canonical(_ text: String, locale: Locale, wholeOnly: Bool) -> String? {
    let decimal = Character(locale.decimalSeparator ?? ".")
    let grouping = (locale.groupingSeparator ?? ",").first
    var characters = Substring(text).drop { $0.isWhitespace }
    while let last = characters.last, last.isWhitespace { characters = characters.dropLast() }
    guard characters.count <= 64 else { return nil }
    var negative = false
    if let first = characters.first, "-−+".contains(first) {
      negative = first != "+"
      characters = characters.dropFirst()
    }
    var digits = ""
    var seenDecimal = false
    // What came last: nothing yet, a digit, a grouping or decimal separator.
    var afterDigit = false
    var afterGrouping = false
    for character in characters {
      if let value = decimalDigit(character) {
        digits.append(Character(String(value)))
        afterDigit = true
        afterGrouping = false
      } else if character == decimal, !seenDecimal, !wholeOnly, !afterGrouping {
        seenDecimal = true
        digits.append(".")
        afterDigit = false
      } else if isGrouping(character, grouping), !seenDecimal, afterDigit {
        afterDigit = false
        afterGrouping = true
      } else {
        return nil
      }
    }
    guard afterDigit else { return nil }
    return (negative ? "-" : "") + (digits.first == "." ? "0" + digits : digits)
  }

  /// The value of a digit of any decimal numbering system, or `nil`.
  private static func decimalDigit(_ character: Character) -> Int? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal
    else { return nil }
    return character.wholeNumberValue
  }

  /// Whether `character` separates groups of digits: the locale's own, or
  /// any space when the locale groups with a space (typed as a plain one).
  private static func isGrouping(_ character: Character, _ grouping: Character?) -> Bool {
    guard let grouping else { return false }
    if character == grouping { return true }
    return grouping.isWhitespace && character.isWhitespace
  }

  /// `value` written in `locale`, as the wording of a rule shows a bound.
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - locale: The user's locale.
  /// - Returns: "65,535" in English, "65 535" in French, "0,5" in German.
  package static func format(_ value: Double, locale: Locale) -> String {
    value.formatted(.number.locale(locale).grouping(.automatic))
  }

  /// `value` written in `locale`, every digit exact ("9,223,372,036,854,775,807",
  /// never a `Double`'s "9,223,372,036,854,776,000").
  ///
  /// - Parameters:
  ///   - value: Any integer.
  ///   - locale: The user's locale.
  /// - Returns: "65,535" in English, "65 535" in French.
  package static func format(_ value: Int, locale: Locale) -> String {
    value.formatted(.number.locale(locale).grouping(.automatic))
  }
}
