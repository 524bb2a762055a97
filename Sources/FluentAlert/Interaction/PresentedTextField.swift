/// A text field as every presenter shows it right now: the field as
/// described, its placeholder resolved, its identifier decided, and its
/// current text.
///
/// The row declares nothing the field already says: secure entry, the
/// keyboard and every other setting are read from ``field``
/// (`row.field.keyboard`), so a new setting reaches every shell without
/// passing through here.
package struct PresentedTextField: Hashable, Sendable {
  /// The position in the dialog's text fields (top to bottom).
  package let index: Int
  /// The field as described; its requirement gates actions by index.
  package let field: DialogTextField<Int>
  /// The hint shown while the field is empty, resolved once for the session.
  package let placeholder: String?
  /// What the requirement asks for in the developer's words, resolved once
  /// for the session; `nil` without one (presenters then describe the rule).
  package let requirementMessage: String?
  /// The identifier UI tests use: the field's own, or
  /// `"fluentalert.textField.<index>"`.
  package let accessibilityIdentifier: String
  /// The current text (the field's initial text until the user types).
  package var text: String
  /// Whether ``text`` meets the field's rule (`true` without one): matched
  /// once per change by the session, never when a row is read.
  package var isSatisfied: Bool

  /// The rule the text must meet, if the field has a requirement.
  @inlinable package var rule: TextRule? { field.requirement?.rule }

  /// Creates a row; sessions build these for you.
  ///
  /// - Parameters:
  ///   - index: The position in the dialog's text fields.
  ///   - field: The field, its requirement keyed by action index.
  ///   - placeholder: The resolved placeholder.
  ///   - requirementMessage: The resolved requirement message.
  ///   - texts: Every field's initial text, which rules across fields
  ///     read; the field's own alone when left out.
  package init(
    index: Int, field: DialogTextField<Int>, placeholder: String?,
    requirementMessage: String? = nil, texts: [String]? = nil
  ) {
    self.index = index
    self.field = field
    self.placeholder = placeholder
    self.requirementMessage = requirementMessage
    accessibilityIdentifier = field.accessibilityIdentifier ?? "fluentalert.textField.\(index)"
    text = field.text
    isSatisfied =
      field.requirement?.rule.isSatisfied(by: field.text, in: texts ?? [field.text]) ?? true
  }
}
