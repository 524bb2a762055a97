/// The colour scheme of the on-screen keyboard (UIKit's
/// `UIKeyboardAppearance`).
///
/// A field whose appearance is `nil` gets the platform's default, which
/// follows the system's light or dark mode.
///
/// ```swift
/// let code = TextInput<String>("Code").keyboardAppearance(.dark)
/// ```
///
/// Only UIKit sets it. SwiftUI has no such setting for alert text fields and
/// macOS has no on-screen keyboard, which ``Dialog/problems(for:)`` reports
/// as ``DialogProblem/Kind/keyboardAppearanceUnsupported``; a terminal has
/// no on-screen keyboard either and ignores it, as it ignores
/// ``KeyboardKind``.
public enum KeyboardAppearance: String, Hashable, Sendable, CaseIterable, Codable {
  /// The system's choice.
  case `default`
  /// A light keyboard.
  case light
  /// A dark keyboard.
  case dark
}
