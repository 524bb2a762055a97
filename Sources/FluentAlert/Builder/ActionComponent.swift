/// What ``Action``, ``Destructive``, ``Cancel`` and ``DialogAction`` share:
/// the modifiers that adjust one button.
///
/// Each modifier returns an adjusted copy, so they chain in any order, in a
/// `@DialogBuilder` body, on a ``DialogAction`` or in a chain's
/// ``Dialog/actionStyle(_:)``:
///
/// ```swift
/// let dialog = Dialog<String>(.alert, title: "Discard draft?") {
///   Destructive("Discard", key: "discard").image(.system("trash")).preferred()
///   Cancel("Keep Editing", key: "keep").accessibilityIdentifier("keep")
/// }
/// ```
///
/// ```swift
/// let save = DialogAction(title: "Save", key: 1).preferred()
/// ```
///
/// ``RoleAction`` (the type behind ``Action``, ``Destructive`` and
/// ``Cancel``) and ``DialogAction`` are the only conforming types; a
/// modifier never changes the role or the key.
public protocol ActionComponent<Key>: Hashable, Sendable {
  /// The dialog's key type.
  associatedtype Key: Hashable & Sendable

  /// The same component with `change` applied to its action, keeping its
  /// role and key. The modifiers below are how to call it.
  ///
  /// - Parameter change: The adjustment.
  /// - Returns: The adjusted component.
  func _adjusting(_ change: (DialogAction<Key>) -> DialogAction<Key>) -> Self
}

extension ActionComponent {
  /// Returns a copy marked as the preferred action, or not.
  ///
  /// - Parameter isPreferred: Whether the copy is preferred; `true` when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func preferred(_ isPreferred: Bool = true) -> Self {
    _adjusting { $0.setting(\.isPreferred, to: isPreferred) }
  }

  /// Returns a copy that cannot be tapped, or can.
  ///
  /// - Parameter isDisabled: Whether the copy is disabled; `true` when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func disabled(_ isDisabled: Bool = true) -> Self {
    _adjusting { $0.setting(\.isEnabled, to: !isDisabled) }
  }

  /// Returns a copy whose title has this colour.
  ///
  /// - Parameter color: The title's colour, or `nil` for the platform's.
  /// - Returns: The adjusted component.
  @inlinable
  public func titleColor(_ color: DialogColor?) -> Self {
    _adjusting { $0.setting(\.titleColor, to: color) }
  }

  /// Returns a copy with this image beside its title.
  ///
  /// - Parameter image: The image, or `nil` for none.
  /// - Returns: The adjusted component.
  @inlinable
  public func image(_ image: DialogImage?) -> Self {
    _adjusting { $0.setting(\.image, to: image) }
  }

  /// Returns a copy that shows a checkmark, or does not: the current choice
  /// in a sheet of choices.
  ///
  /// ```swift
  /// let sort = "date"
  /// let sheet = Dialog<String>(.actionSheet, title: "Sort by") {
  ///   Action("Date", key: "date").checked(sort == "date")
  ///   Action("Name", key: "name").checked(sort == "name")
  ///   Cancel("Cancel", key: "cancel")
  /// }
  /// ```
  ///
  /// - Parameter isChecked: Whether the copy is checked; `true` when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func checked(_ isChecked: Bool = true) -> Self {
    _adjusting { $0.setting(\.isChecked, to: isChecked) }
  }

  /// Returns a copy pressed by this key.
  ///
  /// ```swift
  /// let discard = Destructive<String>("Don't Save", key: "discard")
  ///   .keyEquivalent(.character("d"))  // ⌘D
  /// ```
  ///
  /// - Parameter keyEquivalent: The key, or `nil` for the platform's (Return
  ///   for the preferred action, Escape for the cancel action).
  /// - Returns: The adjusted component.
  @inlinable
  public func keyEquivalent(_ keyEquivalent: DialogKeyEquivalent?) -> Self {
    _adjusting { $0.setting(\.keyEquivalent, to: keyEquivalent) }
  }

  /// Returns a copy that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier, or `nil` to derive one from the key.
  /// - Returns: The adjusted component.
  @inlinable
  public func accessibilityIdentifier(_ identifier: String?) -> Self {
    _adjusting { $0.setting(\.accessibilityIdentifier, to: identifier) }
  }

  /// Only `Dialog<Int>` numbers keyless actions; other key types need a key.
  ///
  /// - Parameter title: The button's title.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key after its title: (\"Title\", key: …)"
  )
  public init(_ title: DialogText) {
    fatalError("unavailable")
  }

  /// A key must have the dialog's key type.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - key: A key of another type than the dialog's.
  @available(
    *, unavailable,
    message:
      "this key's type is not the dialog's key type: every action in a Dialog<Key> takes a key of type Key (convert it, or declare the dialog with this key's type)"
  )
  public init<Other: Hashable & Sendable>(_ title: DialogText, key: Other) {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers keyless actions; other key types need a key.
  ///
  /// - Parameter title: The button's title.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key after its title: (\"Title\", key: …)"
  )
  @_disfavoredOverload
  public init(_ title: some StringProtocol) {
    fatalError("unavailable")
  }

  /// A key must have the dialog's key type.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - key: A key of another type than the dialog's.
  @available(
    *, unavailable,
    message:
      "this key's type is not the dialog's key type: every action in a Dialog<Key> takes a key of type Key (convert it, or declare the dialog with this key's type)"
  )
  @_disfavoredOverload
  public init<Other: Hashable & Sendable>(_ title: some StringProtocol, key: Other) {
    fatalError("unavailable")
  }
}
