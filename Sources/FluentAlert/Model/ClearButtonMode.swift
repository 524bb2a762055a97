/// When a text field shows the button that clears its text (UIKit's
/// `UITextField.ViewMode` for `clearButtonMode`).
///
/// A field whose mode is `nil` gets the platform's default (no button).
///
/// ```swift
/// let search = TextInput<String>("Search").clearButton(.whileEditing)
/// ```
///
/// UIKit shows the button; the terminal clears the field with Control-U and
/// names the key beside the field while the button would show. SwiftUI and
/// AppKit alerts have no clear button, which
/// ``Dialog/problems(for:)`` reports as
/// ``DialogProblem/Kind/clearButtonUnsupported``.
public enum ClearButtonMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// Never shown.
  case never
  /// Shown while the field is being edited and holds text.
  case whileEditing
  /// Shown while the field is not being edited and holds text.
  case unlessEditing
  /// Shown whenever the field holds text.
  case always
}

extension ClearButtonMode {
  /// Whether the button shows for a field in this state.
  ///
  /// - Parameters:
  ///   - isEditing: Whether the field is being edited (has the focus).
  ///   - hasText: Whether the field holds text; an empty field shows none.
  /// - Returns: `true` when a platform shows the button now.
  package func isShown(isEditing: Bool, hasText: Bool) -> Bool {
    guard hasText else { return false }
    switch self {
    case .never: return false
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    case .always: return true
    }
  }
}
