/// The cancel button of a `@DialogBuilder` body; a dialog has at most one.
///
/// Write it inside a `@DialogBuilder` body; its modifiers return adjusted
/// copies, as ``DialogAction``'s do:
///
/// ```swift
/// let dialog = Dialog<String>(.alert, title: "Save changes?") {
///   Action("Save", key: "save")
///   Cancel("Cancel", key: "cancel").accessibilityIdentifier("cancel")
/// }
/// ```
public struct Cancel<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The action this component adds; its key is a placeholder when keyless.
  @usableFromInline let action: DialogAction<Key>
  /// Whether the key is to be the action's index (`Dialog<Int>` only).
  @usableFromInline let isKeyless: Bool

  @inlinable
  init(action: DialogAction<Key>, isKeyless: Bool) {
    self.action = action
    self.isKeyless = isKeyless
  }

  /// Creates the action with a key.
  ///
  /// - Parameters:
  ///   - title: The button's title: a literal, a `String` or ``DialogText``.
  ///   - key: The key the tap handler receives when this button is tapped.
  @inlinable
  public init(_ title: some DialogTextConvertible, key: Key) {
    self.init(
      action: DialogAction(title: title.dialogText, role: .cancel, key: key), isKeyless: false)
  }

  /// Returns a copy marked as the preferred action, or not.
  ///
  /// - Parameter isPreferred: Whether the copy is preferred; `true` when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func preferred(_ isPreferred: Bool = true) -> Self {
    Self(action: action.preferred(isPreferred), isKeyless: isKeyless)
  }

  /// Returns a copy that cannot be tapped, or can.
  ///
  /// - Parameter isDisabled: Whether the copy is disabled; `true` when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func disabled(_ isDisabled: Bool = true) -> Self {
    Self(action: action.disabled(isDisabled), isKeyless: isKeyless)
  }

  /// Returns a copy whose title has this colour.
  ///
  /// - Parameter color: The title's colour, or `nil` for the platform's.
  /// - Returns: The adjusted component.
  @inlinable
  public func titleColor(_ color: DialogColor?) -> Self {
    Self(action: action.titleColor(color), isKeyless: isKeyless)
  }

  /// Returns a copy with this image beside its title.
  ///
  /// - Parameter image: The image, or `nil` for none.
  /// - Returns: The adjusted component.
  @inlinable
  public func image(_ image: DialogImage?) -> Self {
    Self(action: action.image(image), isKeyless: isKeyless)
  }

  /// Returns a copy that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier, or `nil` to derive one from the key.
  /// - Returns: The adjusted component.
  @inlinable
  public func accessibilityIdentifier(_ identifier: String?) -> Self {
    Self(action: action.accessibilityIdentifier(identifier), isKeyless: isKeyless)
  }
}

extension Cancel where Key == Int {
  /// Creates the action with its index in the dialog as key.
  ///
  /// The index counts every action of the finished dialog from 0, whatever
  /// `if`, `for` or helper produced it. An explicit key elsewhere that
  /// equals it is reported as ``DialogProblem/Kind/duplicateKey``.
  ///
  /// - Parameter title: The button's title.
  @inlinable
  public init(_ title: some DialogTextConvertible) {
    self.init(action: DialogAction(title: title.dialogText, role: .cancel, key: 0), isKeyless: true)
  }
}

extension Cancel {
  /// Only `Dialog<Int>` numbers keyless actions; other key types need a key.
  ///
  /// - Parameter title: The button's title.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: Cancel(\"Title\", key: …)"
  )
  public init(_ title: some DialogTextConvertible) {
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
  public init<Other: Hashable & Sendable>(_ title: some DialogTextConvertible, key: Other) {
    fatalError("unavailable")
  }
}
