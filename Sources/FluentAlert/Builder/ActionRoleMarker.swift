/// The role a ``RoleAction`` gives its button, as a type: how ``Action``,
/// ``Destructive`` and ``Cancel`` differ.
///
/// Only the three roles below conform.
public protocol ActionRoleMarker: Sendable {
  /// The role of every button of this kind.
  static var role: ActionRole { get }
}

/// The role of ``Action``.
public enum DefaultRole: ActionRoleMarker {
  /// ``ActionRole/default``.
  @inlinable public static var role: ActionRole { .default }
}

/// The role of ``Destructive``.
public enum DestructiveRole: ActionRoleMarker {
  /// ``ActionRole/destructive``.
  @inlinable public static var role: ActionRole { .destructive }
}

/// The role of ``Cancel``.
public enum CancelRole: ActionRoleMarker {
  /// ``ActionRole/cancel``.
  @inlinable public static var role: ActionRole { .cancel }
}
