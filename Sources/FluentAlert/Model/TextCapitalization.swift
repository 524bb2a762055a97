/// When the keyboard's shift key turns on by itself
/// (UIKit's `UITextAutocapitalizationType`).
public enum TextCapitalization: String, Hashable, Sendable, CaseIterable, Codable {
  /// Never.
  case none
  /// At the start of each word.
  case words
  /// At the start of each sentence.
  case sentences
  /// For every character.
  case allCharacters
}
