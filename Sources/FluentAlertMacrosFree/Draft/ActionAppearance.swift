/// What `actionStyle` of a ``DialogDraft`` may change about the last added
/// action: its title colour, image, checkmark, key equivalent and
/// accessibility identifier.
///
/// The role, key, preference and enabled state are not changeable here,
/// because the draft's types keep track of them; `preferred()` and
/// `disabled()` are compile errors that say where to go instead.
///
/// ```swift
/// let dialog = alert("Photo", keys: String.self)
///   .addDestructive("Delete", key: "delete")
///   .actionStyle { $0.titleColor(.system(.red)).image(.system("trash")) }
///   .addCancel("Cancel", key: "cancel")
///   .dialog
/// ```
public struct ActionAppearance<Key: Hashable & Sendable>: Sendable {
  /// The action as it will be shown.
  @usableFromInline let action: DialogAction<Key>

  @inlinable
  init(_ action: DialogAction<Key>) {
    self.action = action
  }

  /// Sets the title's colour.
  ///
  /// - Parameter color: The colour, or `nil` for the platform's.
  /// - Returns: The appearance with the colour replaced.
  @inlinable
  public func titleColor(_ color: DialogColor?) -> Self {
    Self(action.titleColor(color))
  }

  /// Sets the image beside the title.
  ///
  /// - Parameter image: The image, or `nil` for none.
  /// - Returns: The appearance with the image replaced.
  @inlinable
  public func image(_ image: DialogImage?) -> Self {
    Self(action.image(image))
  }

  /// Shows a checkmark on the action, or not.
  ///
  /// - Parameter isChecked: Whether the action is checked; `true` when
  ///   omitted.
  /// - Returns: The appearance with the checkmark set.
  @inlinable
  public func checked(_ isChecked: Bool = true) -> Self {
    Self(action.checked(isChecked))
  }

  /// Sets the key that presses the button.
  ///
  /// - Parameter keyEquivalent: The key, or `nil` for the platform's.
  /// - Returns: The appearance with the key equivalent replaced.
  @inlinable
  public func keyEquivalent(_ keyEquivalent: DialogKeyEquivalent?) -> Self {
    Self(action.keyEquivalent(keyEquivalent))
  }

  /// Sets the identifier UI tests use to find the button.
  ///
  /// - Parameter identifier: The identifier, or `nil` to derive one from the
  ///   key.
  /// - Returns: The appearance with the identifier replaced.
  @inlinable
  public func accessibilityIdentifier(_ identifier: String?) -> Self {
    Self(action.accessibilityIdentifier(identifier))
  }

  /// Refused: the preferred action is chosen on the draft.
  ///
  /// - Parameter isPreferred: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "mark the preferred action with preferred(_:) on the draft, so the compiler can check there is only one"
  )
  public func preferred(_ isPreferred: Bool = true) -> Self { fatalError("unavailable") }

  /// Refused: whether an action keeps the dialog open is chosen when it is
  /// added.
  ///
  /// - Parameter keepsOpen: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "add the action with addActionKeepingOpen(_:key:role:), so the draft knows it does not close the dialog (and a cancel action cannot keep it open)"
  )
  public func keepsDialogOpen(_ keepsOpen: Bool = true) -> Self { fatalError("unavailable") }

  /// Refused: a draft's actions stay enabled.
  ///
  /// - Parameter isDisabled: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a typed draft keeps its actions enabled, so it can prove the dialog can be closed; gate them with a text field requirement instead"
  )
  public func disabled(_ isDisabled: Bool = true) -> Self { fatalError("unavailable") }
}
