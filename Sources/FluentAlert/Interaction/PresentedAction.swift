/// An action as a presenter draws it now: its title resolved for the
/// screen, whether it can be tapped, and every setting of the action.
///
/// A session's ``AnyDialogSession/actions`` are these rows, in display
/// order, whatever the dialog's key type. Draw one button per row and
/// forward a tap with its ``index``; the action's own settings are read from
/// the row by name (`row.role`, `row.image`, `row.isChecked`…), as
/// ``DialogAction`` declares them.
///
/// ```swift
/// @MainActor
/// func drawButtons(of session: AnyDialogSession) -> [String] {
///   session.actions.map { row in
///     let check = row.isChecked ? "✓ " : ""
///     let state = row.isEnabled ? "" : " (unavailable)"
///     return "[\(check)\(row.title)\(state)]"
///   }
/// }
/// ```
@dynamicMemberLookup
public struct PresentedAction: Hashable, Sendable, Identifiable {
  /// The action as described, keyed by its index in display order.
  @usableFromInline package let action: DialogAction<Int>
  /// The title as the screen shows it, resolved once for the session.
  public let title: String
  /// The action's key as text (`String(describing:)`), for logs and
  /// terminals.
  package let keyDescription: String
  /// Why a tap on this action would be refused now, or `nil` when it would
  /// be accepted (the session's phase aside).
  public internal(set) var refusal: TapRefusal?

  /// The position in the dialog's actions (display order): what
  /// ``AnyDialogSession/tap(actionAt:keepingOpen:)`` takes.
  @inlinable
  public var index: Int { action.key }
  /// The row's identity in a list: its ``index``.
  @inlinable
  public var id: Int { action.key }
  /// Whether the action can be tapped now: enabled in the description and
  /// not gated by an unmet text requirement or text check.
  @inlinable
  public var isEnabled: Bool { refusal == nil }

  /// The identifier UI tests find this button by: the one the action was
  /// given, otherwise `"fluentalert.action."` followed by the original key
  /// as text (not its index).
  public var accessibilityIdentifier: String {
    action.accessibilityIdentifier(keyDescription: keyDescription)
  }

  /// A setting of the action as described.
  ///
  /// Its role, title colour, image, checkmark, key equivalent,
  /// accessibility identifier and the rest, by the names ``DialogAction``
  /// gives them.
  ///
  /// - Parameter setting: The setting, as ``DialogAction`` names it.
  @inlinable
  public subscript<Value>(dynamicMember setting: KeyPath<DialogAction<Int>, Value>) -> Value {
    action[keyPath: setting]
  }

  /// Creates a row; sessions build these.
  ///
  /// - Parameters:
  ///   - action: The action, keyed by its index.
  ///   - title: The resolved title.
  ///   - keyDescription: The original key as text.
  ///   - refusal: Why a tap would be refused now, or `nil`.
  package init(
    action: DialogAction<Int>, title: String, keyDescription: String, refusal: TapRefusal? = nil
  ) {
    self.action = action
    self.title = title
    self.keyDescription = keyDescription
    self.refusal = refusal
  }
}
