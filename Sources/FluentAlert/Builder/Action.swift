/// A default-style button in a `@DialogBuilder` body.
///
/// Write it inside a `@DialogBuilder` body; its modifiers (those of
/// ``ActionComponent``) return adjusted copies:
///
/// ```swift
/// let dialog = Dialog<String>(.alert, title: "Save changes?") {
///   Action("Save", key: "save").preferred()
///   Cancel("Cancel", key: "cancel")
/// }
/// ```
public typealias Action<Key: Hashable & Sendable> = RoleAction<DefaultRole, Key>

/// A destructive button (shown in red) in a `@DialogBuilder` body.
///
/// ```swift
/// let dialog = Dialog<String>(.alert, title: "Save changes?") {
///   Destructive("Discard", key: "discard").image(.system("trash"))
///   Cancel("Cancel", key: "cancel")
/// }
/// ```
public typealias Destructive<Key: Hashable & Sendable> = RoleAction<DestructiveRole, Key>

/// The cancel button of a `@DialogBuilder` body; a dialog has at most one.
///
/// ```swift
/// let dialog = Dialog<String>(.alert, title: "Save changes?") {
///   Action("Save", key: "save")
///   Cancel("Cancel", key: "cancel").accessibilityIdentifier("cancel")
/// }
/// ```
public typealias Cancel<Key: Hashable & Sendable> = RoleAction<CancelRole, Key>

/// One button of a `@DialogBuilder` body, its role fixed by its type: what
/// ``Action``, ``Destructive`` and ``Cancel`` name.
///
/// Write the three names; this type is what they share, so the three
/// buttons have one storage, one set of initializers and, through
/// ``ActionComponent``, one set of modifiers.
public struct RoleAction<Role: ActionRoleMarker, Key: Hashable & Sendable>: ActionComponent {
  /// The action this component adds; its key is a placeholder when keyless.
  @usableFromInline let action: DialogAction<Key>
  /// Whether the key is to be the action's index (`Dialog<Int>` only).
  @usableFromInline let isKeyless: Bool

  @inlinable
  init(action: DialogAction<Key>, isKeyless: Bool) {
    self.action = action
    self.isKeyless = isKeyless
  }

  /// Creates the button with a key.
  ///
  /// - Parameters:
  ///   - title: The button's title: a literal (a localization key), an
  ///     interpolation (a key with arguments), or `.verbatim(value)`.
  ///   - key: The key the tap handler receives when this button is tapped.
  @inlinable
  public init(_ title: consuming DialogText, key: Key) {
    self.init(
      action: DialogAction(title: title, role: Role.role, key: key), isKeyless: false)
  }

  /// Creates the button with a key and a title shown exactly as written.
  ///
  /// A `String` or `Substring` value is user data (a file name, an account,
  /// a menu item from a server) and is never looked up, as SwiftUI's
  /// `Button` treats a string value; a literal still makes a localization key:
  ///
  /// ```swift
  /// let sizes = ["Small", "Medium", "Large"]
  /// let sheet = Dialog<Int>(.actionSheet, title: "Size") {
  ///   for (index, name) in sizes.enumerated() {
  ///     Action(name, key: index)  // verbatim
  ///   }
  ///   Cancel("Cancel", key: -1)  // the key "Cancel"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as written.
  ///   - key: The key the tap handler receives when this button is tapped.
  @_disfavoredOverload
  @inlinable
  public init(_ title: some StringProtocol, key: Key) {
    self.init(.verbatim(String(title)), key: key)
  }

  /// The same component with `change` applied to its action.
  ///
  /// - Parameter change: The adjustment.
  /// - Returns: The adjusted component.
  @inlinable
  public func _adjusting(_ change: (DialogAction<Key>) -> DialogAction<Key>) -> Self {
    Self(action: change(action), isKeyless: isKeyless)
  }
}

extension RoleAction where Key == Int {
  /// Creates the button with its index in the dialog as key.
  ///
  /// The index counts every action of the finished dialog from 0, whatever
  /// `if`, `for` or helper produced it. An explicit key elsewhere that
  /// equals it is reported as ``DialogProblem/Kind/duplicateKey``.
  ///
  /// - Parameter title: The button's title.
  @inlinable
  public init(_ title: consuming DialogText) {
    self.init(
      action: DialogAction(title: title, role: Role.role, key: 0), isKeyless: true)
  }

  /// Creates the button with its index in the dialog as key and a title
  /// shown exactly as written: a `String` or `Substring` value is never
  /// looked up.
  ///
  /// - Parameter title: The button's title, shown as written.
  @_disfavoredOverload
  @inlinable
  public init(_ title: some StringProtocol) {
    self.init(.verbatim(String(title)))
  }
}

extension RoleAction where Role == DefaultRole {
  /// Returns a copy whose tap reports its key and leaves the dialog open, or
  /// closes it as usual; see ``DialogAction/keepsDialogOpen(_:)``.
  ///
  /// - Parameter keepsOpen: Whether a tap leaves the dialog open; `true`
  ///   when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func keepsDialogOpen(_ keepsOpen: Bool = true) -> Self {
    _adjusting { $0.keepsDialogOpen(keepsOpen) }
  }
}

extension RoleAction where Role == DestructiveRole {
  /// Returns a copy whose tap reports its key and leaves the dialog open, or
  /// closes it as usual; see ``DialogAction/keepsDialogOpen(_:)``.
  ///
  /// - Parameter keepsOpen: Whether a tap leaves the dialog open; `true`
  ///   when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func keepsDialogOpen(_ keepsOpen: Bool = true) -> Self {
    _adjusting { $0.keepsDialogOpen(keepsOpen) }
  }
}

extension RoleAction where Role == CancelRole {
  /// A cancel action always closes the dialog.
  ///
  /// - Parameter keepsOpen: Unused.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a cancel action always closes the dialog (Escape and a tap outside report it); keep another action open instead"
  )
  public func keepsDialogOpen(_ keepsOpen: Bool = true) -> Self {
    fatalError("unavailable")
  }
}
