internal import FluentAlert
internal import FluentAlertText
internal import Foundation

/// Turns dialog text into text that is safe to write to a terminal.
///
/// Every string a dialog carries (titles, messages, action titles, keys,
/// placeholders, field text) passes through here: control characters, escape
/// sequences, line separators and bidirectional controls come out as visible
/// escapes (`\u{1B}`), so hostile text can neither move the cursor, change
/// colours, retitle the window nor reorder what follows it.
enum TerminalText {

  /// One line of safe text: every unsafe character escaped, newlines too.
  ///
  /// - Parameter string: Any string.
  /// - Returns: Printable text without control characters.
  static func line(_ string: String) -> String {
    TextEscaping.escaped(string)
  }

  /// Text whose backslashes are meant as written (a translation's format):
  /// control characters, separators and bidirectional controls escaped,
  /// nothing else.
  ///
  /// - Parameter string: Any string.
  /// - Returns: Printable text without control characters.
  static func controlsEscaped(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: TextEscaping.mustEscape) else { return string }
    var result = ""
    for character in string {
      if character.unicodeScalars.contains(where: TextEscaping.mustEscape) {
        result += line(String(character))
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Safe paragraphs: the string split at its line breaks (`\n`, `\r\n`,
  /// `\r`), each paragraph then escaped like ``line(_:)``.
  ///
  /// Line breaks in a title or message are meant as line breaks (UIKit
  /// shows them so); every other control character is shown escaped.
  ///
  /// - Parameter string: Any string.
  /// - Returns: One safe line per paragraph.
  static func paragraphs(_ string: String) -> [String] {
    // Most text is one paragraph: no scalar walk for it.
    guard string.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return [line(string)] }
    // Split on scalars: "\r\n" is one Character and must break once.
    var result: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasReturn = false
    for scalar in string.unicodeScalars {
      if scalar == "\n", previousWasReturn {
        previousWasReturn = false
        continue
      }
      previousWasReturn = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        result.append(line(String(current)))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    result.append(line(String(current)))
    return result
  }

  /// A key as users see it: `String(describing:)`, escaped.
  ///
  /// - Parameter key: Any key.
  /// - Returns: Safe text.
  static func key(_ key: some Hashable & Sendable) -> String {
    line(String(describing: key))
  }
}
