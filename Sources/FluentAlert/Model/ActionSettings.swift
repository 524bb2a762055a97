/// Everything about one action but its title, role and key: how it looks
/// and behaves, declared once.
///
/// ``DialogAction`` stores one and reads each setting from it; the
/// modifiers of ``ActionComponent`` change one setting through its key
/// path, and an action is given another key (numbered by index, or shown to
/// a presenter) by moving the whole value, so a new setting is added here,
/// read by ``DialogAction``, and reaches every spelling and every row.
@usableFromInline
package struct ActionSettings: Hashable, Sendable {
  /// Whether the button can be tapped.
  @usableFromInline package var isEnabled = true
  /// Whether this is the preferred action.
  @usableFromInline package var isPreferred = false
  /// The title's colour, or `nil` for the platform's.
  @usableFromInline package var titleColor: DialogColor?
  /// An image beside the title.
  @usableFromInline package var image: DialogImage?
  /// Whether the action shows a checkmark.
  @usableFromInline package var isChecked = false
  /// Whether a tap reports the key and leaves the dialog open.
  @usableFromInline package var keepsDialogOpen = false
  /// The key that presses the button, or `nil` for the platform's.
  @usableFromInline package var keyEquivalent: DialogKeyEquivalent?
  /// The identifier given explicitly, or `nil` to derive one from the key.
  @usableFromInline package var accessibilityIdentifier: String?

  /// The settings of a plain action: enabled, not preferred, nothing else.
  @inlinable
  package init() {}
}
