/// The field changes behind the modifiers of `TextInput`.
extension DialogTextField {
  /// Returns a copy that masks its text (passwords), or does not.
  ///
  /// - Parameter isSecure: Whether the text is masked; `true` when omitted.
  /// - Returns: The field with ``isSecure`` set.
  @inlinable
  package func secure(_ isSecure: Bool = true) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }

  /// Returns a copy that shows this keyboard.
  ///
  /// - Parameter keyboard: The keyboard.
  /// - Returns: The field with ``keyboard`` set.
  @inlinable
  package func keyboard(_ keyboard: KeyboardKind) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }

  /// Returns a copy that starts with this text.
  ///
  /// - Parameter text: The initial text, kept exactly as given.
  /// - Returns: The field with ``text`` set.
  @inlinable
  package func text(_ text: String) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }

  /// Returns a copy that tells AutoFill what it holds.
  ///
  /// - Parameter contentType: The content type, or `nil` for none.
  /// - Returns: The field with ``contentType`` set.
  @inlinable
  package func contentType(_ contentType: TextContentType?) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
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
  /// - Returns: The field with ``requirement`` set.
  @inlinable
  package func required(
    _ rule: TextRule, gates: [Key]? = nil, message: DialogText? = nil
  ) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier,
      requirement: TextRequirement(rule, gates: gates, message: message))
  }

  /// Returns a copy whose shift key turns on by itself as given.
  ///
  /// Without this modifier the platform's default applies. `.never` turns
  /// capitalization off (`.none` does not compile: Swift would read it as
  /// "no setting").
  ///
  /// - Parameter capitalization: The capitalization.
  /// - Returns: The field with ``capitalization`` set.
  @inlinable
  package func capitalization(_ capitalization: TextCapitalization) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }

  /// Returns a copy with autocorrection on or off.
  ///
  /// - Parameter autocorrection: Whether autocorrection is on, or `nil` for
  ///   the platform's default.
  /// - Returns: The field with ``autocorrection`` set.
  @inlinable
  package func autocorrection(_ autocorrection: Bool?) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }

  /// Returns a copy that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier, or `nil` for none.
  /// - Returns: The field with ``accessibilityIdentifier`` set.
  @inlinable
  package func accessibilityIdentifier(_ identifier: String?) -> Self {
    Self(
      placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      accessibilityIdentifier: identifier, requirement: requirement)
  }
}
