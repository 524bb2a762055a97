/// A text field as a presenter shows it right now: its description, its
/// current text and whether that text meets the field's requirement.
package struct PresentedTextField: Hashable, Sendable {
  /// The position in the dialog's text fields (top to bottom).
  package let index: Int
  /// The hint shown while the field is empty.
  package let placeholder: DialogText?
  /// The current text.
  package let text: String
  /// Whether the text is masked.
  package let isSecure: Bool
  /// The keyboard shown.
  package let keyboard: KeyboardKind
  /// What the field holds, for AutoFill.
  package let contentType: TextContentType?
  /// When the shift key turns on by itself, or `nil` for the default.
  package let capitalization: TextCapitalization?
  /// Whether autocorrection is on, or `nil` for the default.
  package let autocorrection: Bool?
  /// The identifier UI tests use to find the field.
  package let accessibilityIdentifier: String?
  /// The rule the text must meet, if the field has a requirement.
  package let rule: TextRule?
  /// What the requirement asks for in the developer's words, if given: show
  /// it in place of a description of ``rule``.
  package let requirementMessage: DialogText?

  /// Whether the current text meets the field's rule (`true` without one).
  package var isSatisfied: Bool { rule?.isSatisfied(by: text) ?? true }

  /// Creates a presented text field; sessions build these for you.
  ///
  /// - Parameters:
  ///   - index: The position in the dialog's text fields.
  ///   - placeholder: The hint shown while the field is empty.
  ///   - text: The current text.
  ///   - isSecure: Whether the text is masked.
  ///   - keyboard: The keyboard shown.
  ///   - contentType: What the field holds.
  ///   - capitalization: When the shift key turns on by itself.
  ///   - autocorrection: Whether autocorrection is on.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - rule: The rule the text must meet.
  ///   - requirementMessage: What the requirement asks for, in words.
  package init(
    index: Int,
    placeholder: DialogText?,
    text: String,
    isSecure: Bool,
    keyboard: KeyboardKind,
    contentType: TextContentType?,
    capitalization: TextCapitalization?,
    autocorrection: Bool?,
    accessibilityIdentifier: String?,
    rule: TextRule?,
    requirementMessage: DialogText? = nil
  ) {
    self.index = index
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.keyboard = keyboard
    self.contentType = contentType
    self.capitalization = capitalization
    self.autocorrection = autocorrection
    self.accessibilityIdentifier = accessibilityIdentifier
    self.rule = rule
    self.requirementMessage = requirementMessage
  }
}
