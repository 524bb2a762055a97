extension DialogAction {
  /// Returns a copy marked as the preferred action (bold, triggered by Return),
  /// or not.
  ///
  /// ```swift
  /// let save = DialogAction(title: "Save", key: 1).preferred()
  /// ```
  ///
  /// - Parameter isPreferred: Whether the copy is preferred; `true` when omitted.
  /// - Returns: The action with ``isPreferred`` set.
  @inlinable
  public func preferred(_ isPreferred: Bool = true) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }

  /// Returns a copy that cannot be tapped, or can.
  ///
  /// - Parameter isDisabled: Whether the copy is disabled; `true` when omitted.
  /// - Returns: The action with ``isEnabled`` set to `!isDisabled`.
  @inlinable
  public func disabled(_ isDisabled: Bool = true) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: !isDisabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }

  /// Returns a copy whose title has this colour.
  ///
  /// - Parameter color: The title's colour, or `nil` for the platform's.
  /// - Returns: The action with ``titleColor`` set.
  @inlinable
  public func titleColor(_ color: DialogColor?) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: color, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier)
  }

  /// Returns a copy with this image beside its title.
  ///
  /// - Parameter image: The image, or `nil` for none.
  /// - Returns: The action with ``image`` set.
  @inlinable
  public func image(_ image: DialogImage?) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }

  /// Returns a copy that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier, or `nil` to derive one from the key.
  /// - Returns: The action with ``accessibilityIdentifier`` set.
  @inlinable
  public func accessibilityIdentifier(_ identifier: String?) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: identifier)
  }

  /// A copy with another key; used to number keyless actions.
  @inlinable
  func keyed(_ newKey: Key) -> Self {
    Self(
      title: title, role: role, key: newKey, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }
}
