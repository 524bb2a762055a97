extension DialogAction: ActionComponent {
  /// `change` applied to this action.
  ///
  /// - Parameter change: The adjustment.
  /// - Returns: The adjusted action.
  @inlinable
  public func _adjusting(_ change: (DialogAction<Key>) -> DialogAction<Key>) -> Self {
    change(self)
  }

  /// A copy with ``isPreferred`` set; what ``ActionComponent/preferred(_:)`` does.
  @inlinable
  package func setting(isPreferred: Bool) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }

  /// A copy with ``isEnabled`` set.
  @inlinable
  package func setting(isEnabled: Bool) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }

  /// A copy with ``titleColor`` set.
  @inlinable
  package func setting(titleColor color: DialogColor?) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: color, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier)
  }

  /// A copy with ``image`` set.
  @inlinable
  package func setting(image: DialogImage?) -> Self {
    Self(
      title: title, role: role, key: key, isEnabled: isEnabled, isPreferred: isPreferred,
      titleColor: titleColor, image: image, accessibilityIdentifier: explicitAccessibilityIdentifier
    )
  }

  /// A copy with its explicit accessibility identifier set.
  @inlinable
  package func setting(accessibilityIdentifier identifier: String?) -> Self {
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
