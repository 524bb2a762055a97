/// When the keyboard's shift key turns on by itself
/// (UIKit's `UITextAutocapitalizationType`, SwiftUI's
/// `TextInputAutocapitalization`).
///
/// A field whose capitalization is `nil` gets the platform's default.
///
/// ```swift
/// let code = DialogTextField<String>("Code").capitalization(.never)
/// let name = TextInput<String>("Name").capitalization(.words)
/// ```
public enum TextCapitalization: String, Hashable, Sendable, CaseIterable, Codable {
  /// Never (`"none"` in JSON and the snapshot text, as in UIKit).
  case never = "none"
  /// At the start of each word.
  case words
  /// At the start of each sentence.
  case sentences
  /// For every character.
  case allCharacters

  /// `.none` would read as "no capitalization" but, where a
  /// `TextCapitalization?` is expected, Swift takes it for `nil`, the
  /// platform's default; ``never`` says which is meant.
  @available(
    *, unavailable, renamed: "never",
    message:
      "write .never to turn capitalization off; leave the capitalization out (nil) for the platform's default"
  )
  public static var none: Self { fatalError("unavailable") }
}
