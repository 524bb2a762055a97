/// What a `@DialogBuilder` body produces: actions, text fields and controls
/// in order.
///
/// You meet this type as the return type of builder helpers, which keep
/// long dialogs fast to type-check (a body's type-check time grows with the
/// square of its statement count; helpers of about ten statements keep it
/// linear):
///
/// ```swift
/// enum Choice: Hashable, Sendable { case follow, mute, report, cancel }
///
/// @DialogBuilder<Choice>
/// func moderation() -> DialogContent<Choice> {
///   Destructive("Mute", key: .mute)
///   Destructive("Report", key: .report)
/// }
///
/// let sheet = Dialog<Choice>(.actionSheet, title: "Ana") {
///   Action("Follow", key: .follow)
///   moderation()
///   Cancel("Cancel", key: .cancel)
/// }
/// ```
public struct DialogContent<Key: Hashable & Sendable>: Sendable {
  /// One component, or a flattened list; single components are stored
  /// inline so a body allocates one array, not one per statement.
  @usableFromInline
  enum Storage: Sendable {
    case empty
    case action(DialogAction<Key>, isKeyless: Bool)
    // One field in an array, a single pointer: a text field is more than
    // twice an action's size, and every component of a body is copied as
    // this enum. (An `indirect` case crashes the compiler's move checker
    // in `resolved()`.)
    case textField([DialogTextField<Key>])
    // In an array for the same reason: a single pointer.
    case control([DialogControl<Key>])
    case list(ContentList<Key>)
  }

  @usableFromInline let storage: Storage

  @inlinable
  init(_ storage: Storage) {
    self.storage = storage
  }

  /// Nothing: no action and no text field.
  package static var empty: Self { Self(.empty) }

  /// The actions, keyless ones numbered by index, the text fields and the
  /// controls.
  @inlinable
  consuming func resolved() -> (
    actions: [DialogAction<Key>], textFields: [DialogTextField<Key>],
    controls: [DialogControl<Key>]
  ) {
    switch storage {
    case .empty:
      return ([], [], [])
    case .action(let action, _):
      // A lone keyless action has index 0, which is its placeholder key.
      return ([action], [], [])
    case .textField(let fields):
      return ([], fields, [])
    case .control(let controls):
      return ([], [], controls)
    case .list(let list):
      let fields = list.textFields
      let controls = list.controls
      return (list.numberedActions(), fields, controls)
    }
  }
}
