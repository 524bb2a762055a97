/// A text field in an alert: its placeholder, initial text, keyboard and
/// input settings, and an optional requirement that gates actions.
///
/// Only alerts can contain text fields (UIKit raises an exception for an
/// action sheet with one; validation reports
/// ``DialogProblem/Kind/textFieldOnActionSheet``).
public struct DialogTextField<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The grey hint shown while the field is empty.
  public let placeholder: DialogText?
  /// The initial text.
  public let text: String
  /// Whether the text is masked (passwords).
  public let isSecure: Bool
  /// The keyboard shown.
  public let keyboard: KeyboardKind
  /// What the field holds, for AutoFill.
  public let contentType: TextContentType?
  /// When the shift key turns on by itself, or `nil` for the platform's default.
  public let capitalization: TextCapitalization?
  /// Whether autocorrection is on, or `nil` for the platform's default.
  public let autocorrection: Bool?
  /// The identifier UI tests use to find the field.
  public let accessibilityIdentifier: String?
  /// A rule the text must meet before the actions it gates are enabled.
  public let requirement: TextRequirement<Key>?

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
  @inlinable
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
