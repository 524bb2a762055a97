extension DialogAction {
  /// A copy with some fields replaced, through the public initializer.
  @inlinable
  func with(
    isPreferred: Bool? = nil,
    titleColor: DialogColor?? = nil,
    image: DialogImage?? = nil,
    accessibilityIdentifier: String?? = nil
  ) -> Self {
    DialogAction(
      title: title, role: role, key: key, isEnabled: isEnabled,
      isPreferred: isPreferred ?? self.isPreferred,
      titleColor: titleColor ?? self.titleColor,
      image: image ?? self.image,
      accessibilityIdentifier: accessibilityIdentifier ?? self.accessibilityIdentifier)
  }
}
