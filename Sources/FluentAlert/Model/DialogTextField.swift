/// A text field in an alert: its placeholder, initial text, keyboard and
/// input settings, and an optional requirement that gates actions.
///
/// Only alerts can contain text fields (UIKit raises an exception for an
/// action sheet with one; validation reports
/// ``DialogProblem/Kind/textFieldOnActionSheet``).
///
/// Each setting is declared once, here; the builder's ``TextInput``, the
/// chain and every presenter read these properties.
public struct DialogTextField<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The grey hint shown while the field is empty.
  public internal(set) var placeholder: DialogText?
  /// The initial text.
  public internal(set) var text: String
  /// Whether the text is masked (passwords).
  public internal(set) var isSecure: Bool
  /// The keyboard shown.
  public internal(set) var keyboard: KeyboardKind
  /// What the field holds, for AutoFill.
  public internal(set) var contentType: TextContentType?
  /// When the shift key turns on by itself, or `nil` for the platform's default.
  public internal(set) var capitalization: TextCapitalization?
  /// Whether autocorrection is on, or `nil` for the platform's default.
  public internal(set) var autocorrection: Bool?
  /// The identifier UI tests use to find the field.
  public internal(set) var accessibilityIdentifier: String?
  /// A rule the text must meet before the actions it gates are enabled.
  public internal(set) var requirement: TextRequirement<Key>?

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty.
  ///   - text: The initial text.
  ///   - isSecure: Whether the text is masked.
  ///   - keyboard: The keyboard shown.
  ///   - contentType: What the field holds, for AutoFill.
  ///   - capitalization: When the shift key turns on by itself.
  ///   - autocorrection: Whether autocorrection is on.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - requirement: A rule the text must meet to enable gated actions.
  public init(
    placeholder: DialogText? = nil,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.keyboard = keyboard
    self.contentType = contentType
    self.capitalization = capitalization
    self.autocorrection = autocorrection
    self.accessibilityIdentifier = accessibilityIdentifier
    self.requirement = requirement
  }
}

extension DialogTextField {
  /// The same field with another requirement, whose gates name actions by
  /// another key type (a session's indices).
  ///
  /// - Parameter requirement: The requirement of the returned field.
  /// - Returns: A field with every other setting of this one.
  package func replacingRequirement<Other>(
    with requirement: TextRequirement<Other>?
  ) -> DialogTextField<Other> {
    DialogTextField<Other>(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }
}
