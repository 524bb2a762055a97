/// The roles `addAction(_:key:role:)` of a ``DialogDraft`` accepts: every
/// role but cancel.
///
/// The cancel action is added with `addCancel(_:key:)`, whose availability
/// depends on whether the draft already has one; writing `role: .cancel`
/// is a compile error that says so.
public enum NonCancelRole: Hashable, Sendable, CaseIterable {
  /// An ordinary choice.
  case `default`
  /// A choice that destroys data or cannot be undone; drawn in red.
  case destructive

  /// Refused: the cancel action has its own method.
  @available(
    *, unavailable,
    message:
      "add the cancel action with addCancel(_:key:), so the compiler can check there is only one"
  )
  public static var cancel: Self { fatalError("unavailable") }

  /// The same role in FluentAlert's model.
  public var actionRole: ActionRole {
    switch self {
    case .default: .default
    case .destructive: .destructive
    }
  }
}
