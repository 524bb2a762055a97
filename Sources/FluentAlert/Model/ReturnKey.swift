/// What the on-screen keyboard's Return key says (UIKit's
/// `UIReturnKeyType`, SwiftUI's `SubmitLabel`).
///
/// A field whose return key is `nil` gets the platform's plain Return.
///
/// ```swift
/// let name = TextInput<String>("Name").returnKey(.done)
/// ```
///
/// UIKit sets it on the field and SwiftUI as the field's submit label. macOS
/// has no on-screen keyboard, which ``Dialog/problems(for:)`` reports as
/// ``DialogProblem/Kind/returnKeyUnsupported``; a terminal has no on-screen
/// keyboard either and ignores it, as it ignores ``KeyboardKind``.
public enum ReturnKey: String, Hashable, Sendable, CaseIterable, Codable {
  /// "Go".
  case go
  /// "Next": another field follows.
  case next
  /// "Done".
  case done
  /// "Send".
  case send
  /// "Search".
  case search
  /// "Join".
  case join
  /// "Route".
  case route
  /// "Continue".
  case `continue`
}
