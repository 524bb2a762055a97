/// A text field in a `@DialogBuilder` body (alerts only).
///
/// Named `TextInput` so it does not clash with SwiftUI's `TextField`. Its
/// modifiers return adjusted copies:
///
/// ```swift
/// let login = Dialog<String>(.alert, title: "Sign in") {
///   TextInput("User name").contentType(.username).autocorrection(false)
///   TextInput("Password").secure().required(.nonEmpty, gates: ["signIn"])
///   Action("Sign in", key: "signIn").preferred()
///   Cancel("Cancel", key: "cancel")
/// }
/// ```
public struct TextInput<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The field this component adds.
  @usableFromInline var field: DialogTextField<Key>

  @inlinable
  init(field: DialogTextField<Key>) {
    self.field = field
  }

  /// Creates a text field.
  ///
  /// - Parameter placeholder: The hint shown while the field is empty: a
  ///   literal, a `String` or ``DialogText``; `nil` (the default) for none.
  @inlinable
  public init(_ placeholder: (any DialogTextConvertible)? = nil) {
    self.init(field: DialogTextField(placeholder: placeholder?.dialogText))
  }

  /// Returns a copy that masks its text (passwords), or does not.
  ///
  /// - Parameter isSecure: Whether the text is masked; `true` when omitted.
  /// - Returns: The adjusted component.
  public func secure(_ isSecure: Bool = true) -> Self {
    adjusting { $0.isSecure = isSecure }
  }

  /// Returns a copy that shows this keyboard.
  ///
  /// - Parameter keyboard: The keyboard.
  /// - Returns: The adjusted component.
  public func keyboard(_ keyboard: KeyboardKind) -> Self {
    adjusting { $0.keyboard = keyboard }
  }

  /// Returns a copy that starts with this text.
  ///
  /// - Parameter text: The initial text, kept exactly as given.
  /// - Returns: The adjusted component.
  public func text(_ text: String) -> Self {
    adjusting { $0.text = text }
  }

  /// Returns a copy that tells AutoFill what it holds.
  ///
  /// - Parameter contentType: The content type, or `nil` for none.
  /// - Returns: The adjusted component.
  public func contentType(_ contentType: TextContentType?) -> Self {
    adjusting { $0.contentType = contentType }
  }

  /// Returns a copy whose text must meet `rule` before the gated actions are
  /// enabled.
  ///
  /// - Parameters:
  ///   - rule: The condition on the text.
  ///   - gates: The keys of the actions kept disabled until it holds, or `nil`
  ///     (the default) for every non-cancel action.
  ///   - message: What the requirement asks for, shown instead of a
  ///     description of the rule; `nil` (the default) describes the rule.
  /// - Returns: The adjusted component.
  public func required(
    _ rule: TextRule, gates: [Key]? = nil, message: DialogText? = nil
  ) -> Self {
    adjusting { $0.requirement = TextRequirement(rule, gates: gates, message: message) }
  }

  /// Returns a copy whose shift key turns on by itself as given.
  ///
  /// Without this modifier the platform's default applies. `.never` turns
  /// capitalization off (`.none` does not compile: Swift would read it as
  /// "no setting").
  ///
  /// - Parameter capitalization: The capitalization.
  /// - Returns: The adjusted component.
  public func capitalization(_ capitalization: TextCapitalization) -> Self {
    adjusting { $0.capitalization = capitalization }
  }

  /// Returns a copy with autocorrection on or off.
  ///
  /// - Parameter autocorrection: Whether autocorrection is on, or `nil` for
  ///   the platform's default.
  /// - Returns: The adjusted component.
  public func autocorrection(_ autocorrection: Bool?) -> Self {
    adjusting { $0.autocorrection = autocorrection }
  }

  /// Returns a copy that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier, or `nil` for none.
  /// - Returns: The adjusted component.
  public func accessibilityIdentifier(_ identifier: String?) -> Self {
    adjusting { $0.accessibilityIdentifier = identifier }
  }

  /// The same component with `change` applied to its field.
  private func adjusting(_ change: (inout DialogTextField<Key>) -> Void) -> Self {
    var copy = self
    change(&copy.field)
    return copy
  }
}
