/// Everything about one text field but the requirement, whose gates name
/// actions by key: what it shows and how it takes input, declared once.
///
/// ``DialogTextField`` stores one and reads each setting from it; its
/// modifiers change one setting, and a field is given another key type (a
/// session's indices) by moving the whole value beside a re-keyed
/// requirement, so a new setting is added here, read by
/// ``DialogTextField``, and reaches every spelling and every row.
@usableFromInline
package struct TextFieldSettings: Hashable, Sendable {
  /// The grey hint shown while the field is empty.
  @usableFromInline package var placeholder: DialogText?
  /// The initial text.
  @usableFromInline package var text = ""
  /// Whether the text is masked.
  @usableFromInline package var isSecure = false
  /// The keyboard shown.
  @usableFromInline package var keyboard = KeyboardKind.default
  /// What the field holds, for AutoFill.
  @usableFromInline package var contentType: TextContentType?
  /// When the shift key turns on by itself, or `nil` for the platform's.
  @usableFromInline package var capitalization: TextCapitalization?
  /// Whether autocorrection is on, or `nil` for the platform's.
  @usableFromInline package var autocorrection: Bool?
  /// When the clear button shows, or `nil` for the platform's.
  @usableFromInline package var clearButton: ClearButtonMode?
  /// The on-screen keyboard's colour scheme, or `nil` for the platform's.
  @usableFromInline package var keyboardAppearance: KeyboardAppearance?
  /// The identifier UI tests use to find the field.
  @usableFromInline package var accessibilityIdentifier: String?

  /// The settings of a field with this placeholder and nothing else.
  ///
  /// - Parameter placeholder: The hint, or `nil` for none.
  @inlinable
  package init(placeholder: DialogText? = nil) {
    self.placeholder = placeholder
  }
}
