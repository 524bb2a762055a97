/// The keyboard shown for a text field (UIKit's `UIKeyboardType`).
public enum KeyboardKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// The default keyboard.
  case `default`
  /// ASCII characters only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// Optimised for URLs.
  case url
  /// Digits only.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// Optimised for email addresses.
  case emailAddress
  /// Digits and a decimal separator.
  case decimalPad
  /// Optimised for web search terms.
  case webSearch
  /// ASCII digits only.
  case asciiCapableNumberPad
}
