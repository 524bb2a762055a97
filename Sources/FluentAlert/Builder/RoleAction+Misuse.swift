// SwiftUI habits that do not fit a dialog's builder, each refused with the spelling that does.
// Without them the compiler says "extra argument 'role' in call" or "extra trailing closure".

extension RoleAction {
  /// Refused: in a builder the role is the component itself.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - role: Unused.
  ///   - key: Unused.
  @available(
    *, unavailable,
    message:
      "in a @DialogBuilder body the role is the component: write Destructive(\"Delete\", key: …) or Cancel(\"Cancel\", key: …) instead of role:"
  )
  public init(_ title: DialogText, role: ActionRole, key: Key) {
    fatalError("unavailable")
  }

  /// Refused: a dialog handles every tap in one callback.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - key: Unused.
  ///   - action: Unused.
  @available(
    *, unavailable,
    message:
      "an action has a key, not a closure: handle every tap in one .actionTap { key in … } on the dialog and switch on the key"
  )
  public init(_ title: DialogText, key: Key, action: @escaping () -> Void) {
    fatalError("unavailable")
  }
}
