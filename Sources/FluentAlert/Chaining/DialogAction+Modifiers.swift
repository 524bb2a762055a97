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
    copy(isPreferred: isPreferred)
  }

  /// A copy with ``isEnabled`` set.
  @inlinable
  package func setting(isEnabled: Bool) -> Self {
    copy(isEnabled: isEnabled)
  }

  /// A copy with ``titleColor`` set.
  @inlinable
  package func setting(titleColor color: DialogColor?) -> Self {
    copy(titleColor: .some(color))
  }

  /// A copy with ``image`` set.
  @inlinable
  package func setting(image: DialogImage?) -> Self {
    copy(image: .some(image))
  }

  /// A copy with ``isChecked`` set.
  @inlinable
  package func setting(isChecked: Bool) -> Self {
    copy(isChecked: isChecked)
  }

  /// A copy with its explicit accessibility identifier set.
  @inlinable
  package func setting(accessibilityIdentifier identifier: String?) -> Self {
    copy(accessibilityIdentifier: .some(identifier))
  }

  /// A copy with another key; used to number keyless actions.
  @inlinable
  func keyed(_ newKey: Key) -> Self {
    copy(key: newKey)
  }

  /// A copy with the given settings changed and every other one kept.
  ///
  /// The one place that lists every stored property, so a new setting
  /// cannot be lost by one modifier. An optional setting is changed when its
  /// argument is `.some`, even `.some(nil)`.
  @inlinable
  func copy(
    key: Key? = nil,
    isEnabled: Bool? = nil,
    isPreferred: Bool? = nil,
    titleColor: DialogColor?? = nil,
    image: DialogImage?? = nil,
    isChecked: Bool? = nil,
    accessibilityIdentifier: String?? = nil
  ) -> Self {
    Self(
      title: title, role: role, key: key ?? self.key, isEnabled: isEnabled ?? self.isEnabled,
      isPreferred: isPreferred ?? self.isPreferred, titleColor: titleColor ?? self.titleColor,
      image: image ?? self.image, isChecked: isChecked ?? self.isChecked,
      accessibilityIdentifier: accessibilityIdentifier ?? explicitAccessibilityIdentifier)
  }
}
