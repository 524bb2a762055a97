package import Foundation

/// A text field as a presenter draws it now: its placeholder resolved, its
/// identifier decided, its current text, and every setting of the field.
///
/// A session's ``AnyDialogSession/textFields`` are these rows, top to
/// bottom. Draw one field per row, start it with ``text``, and forward each
/// change with ``AnyDialogSession/setText(_:forField:)`` and the row's
/// ``index``. The field's own settings are read from the row by name
/// (`row.isSecure`, `row.keyboard`, `row.contentType`…), as
/// ``DialogTextField`` declares them.
///
/// ```swift
/// @MainActor
/// func drawFields(of session: AnyDialogSession) -> [String] {
///   session.textFields.map { row in
///     let shown = row.isSecure ? "•••" : row.text
///     let hint = row.text.isEmpty ? row.placeholder ?? "" : shown
///     return row.isSatisfied ? "[\(hint)]" : "[\(hint)] !"
///   }
/// }
/// ```
@dynamicMemberLookup
public struct PresentedTextField: Hashable, Sendable, Identifiable {
  /// The position in the dialog's text fields (top to bottom).
  public let index: Int
  /// The field as described; its requirement gates actions by index.
  @usableFromInline package let field: DialogTextField<Int>
  /// The hint shown while the field is empty, resolved once for the session.
  public let placeholder: String?
  /// The label beside the field, resolved once for the session, or `nil`
  /// for none.
  public let label: String?
  /// What the requirement asks for in the developer's words, resolved once
  /// for the session; `nil` without one (presenters then describe the rule).
  public let requirementMessage: String?
  /// The identifier UI tests use: the field's own, or
  /// `"fluentalert.textField.<index>"`.
  public let accessibilityIdentifier: String
  /// The current text (the field's initial text until the user types).
  public internal(set) var text: String
  /// Whether ``text`` meets the field's rule (`true` without one): matched
  /// once per change by the session, never when a row is read.
  public internal(set) var isSatisfied: Bool

  /// The row's identity in a list: its ``index``.
  @inlinable
  public var id: Int { index }
  /// The rule the text must meet, if the field has a requirement
  /// (`requirement?.rule` outside the package).
  package var rule: TextRule? { field.requirement?.rule }

  /// A setting of the field as described.
  ///
  /// Secure entry, keyboard, content type, capitalization, autocorrection
  /// and the rest, by the names ``DialogTextField`` gives them.
  ///
  /// - Parameter setting: The setting, as ``DialogTextField`` names it.
  @inlinable
  public subscript<Value>(dynamicMember setting: KeyPath<DialogTextField<Int>, Value>) -> Value {
    field[keyPath: setting]
  }

  /// Creates a row; sessions build these.
  ///
  /// - Parameters:
  ///   - index: The position in the dialog's text fields.
  ///   - field: The field, its requirement keyed by action index.
  ///   - placeholder: The resolved placeholder.
  ///   - label: The resolved label.
  ///   - requirementMessage: The resolved requirement message.
  ///   - texts: Every field's initial text, which rules across fields
  ///     read; the field's own alone when left out.
  ///   - locale: How the user writes numbers, for a number rule.
  package init(
    index: Int, field: DialogTextField<Int>, placeholder: String?, label: String? = nil,
    requirementMessage: String? = nil, texts: [String]? = nil, locale: Locale = .current
  ) {
    self.index = index
    self.field = field
    self.placeholder = placeholder
    self.label = label
    self.requirementMessage = requirementMessage
    accessibilityIdentifier = field.accessibilityIdentifier ?? "fluentalert.textField.\(index)"
    text = field.text
    isSatisfied =
      field.requirement?.rule.isSatisfied(
        by: field.text, in: texts ?? [field.text], locale: locale) ?? true
  }
}
