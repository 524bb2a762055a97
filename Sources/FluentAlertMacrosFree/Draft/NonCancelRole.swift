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

  /// The role for a model role, or `nil` for ``FluentAlert/ActionRole/cancel``, for
  /// roles that are only known at run time.
  ///
  /// ```swift
  /// let role: ActionRole = .destructive
  /// let dialog = alert("Photo", keys: String.self)
  ///   .addAction("Delete", key: "delete", role: NonCancelRole(role) ?? .default)
  ///   .dialog
  /// ```
  ///
  /// - Parameter role: A role of FluentAlert's model.
  public init?(_ role: ActionRole) {
    switch role {
    case .default: self = .default
    case .destructive: self = .destructive
    case .cancel: return nil
    }
  }

  /// The same role in FluentAlert's model.
  @usableFromInline package var actionRole: ActionRole {
    switch self {
    case .default: .default
    case .destructive: .destructive
    }
  }
}
