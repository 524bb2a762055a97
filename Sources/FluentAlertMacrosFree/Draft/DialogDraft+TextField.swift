extension DialogDraft where Style == DraftState.Alert {
  /// Adds a text field below the ones added before (alerts only).
  ///
  /// ```swift
  /// let login = alert("Sign in", keys: String.self)
  ///   .addTextField("User name", contentType: .username)
  ///   .addTextField("Password", isSecure: true, requirement: .init(.nonEmpty))
  ///   .addAction("Sign in", key: "signIn")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .actionTap { key, texts in print(key, texts[0]) }
  ///   .dialog
  /// ```
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty; `nil` for none.
  ///   - text: The initial text.
  ///   - isSecure: Whether the text is masked.
  ///   - keyboard: The keyboard shown.
  ///   - contentType: What the field holds, for AutoFill.
  ///   - capitalization: When the shift key turns on by itself.
  ///   - autocorrection: Whether autocorrection is on.
  ///   - clearButton: When the button that clears the text shows.
  ///   - keyboardAppearance: The on-screen keyboard's colour scheme.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - requirement: A rule the text must meet to enable the actions it gates.
  /// - Returns: The draft with the field added.
  @inlinable
  public consuming func addTextField(
    _ placeholder: DialogText? = nil,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    clearButton: ClearButtonMode? = nil,
    keyboardAppearance: KeyboardAppearance? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) -> Self {
    let parts = taken()
    parts.textFields.append(
      DialogTextField(
        placeholder: placeholder, text: text, isSecure: isSecure, keyboard: keyboard,
        contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
        clearButton: clearButton, keyboardAppearance: keyboardAppearance,
        accessibilityIdentifier: accessibilityIdentifier, requirement: requirement))
    return .init(parts: parts)
  }

  /// Adds a text field below the ones added before (alerts only).
  ///
  /// A `String` or `Substring` placeholder is shown exactly as written and
  /// never looked up; a literal still makes a localization key.
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty, as written.
  ///   - text: The initial text.
  ///   - isSecure: Whether the text is masked.
  ///   - keyboard: The keyboard shown.
  ///   - contentType: What the field holds, for AutoFill.
  ///   - capitalization: When the shift key turns on by itself.
  ///   - autocorrection: Whether autocorrection is on.
  ///   - clearButton: When the button that clears the text shows.
  ///   - keyboardAppearance: The on-screen keyboard's colour scheme.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - requirement: A rule the text must meet to enable the actions it gates.
  /// - Returns: The draft with the field added.
  @_disfavoredOverload
  @inlinable
  public consuming func addTextField(
    _ placeholder: some StringProtocol,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    clearButton: ClearButtonMode? = nil,
    keyboardAppearance: KeyboardAppearance? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) -> Self {
    (consume self).addTextField(
      DialogText.verbatim(String(placeholder)), text: text, isSecure: isSecure, keyboard: keyboard,
      contentType: contentType, capitalization: capitalization, autocorrection: autocorrection,
      clearButton: clearButton, keyboardAppearance: keyboardAppearance,
      accessibilityIdentifier: accessibilityIdentifier, requirement: requirement)
  }
}

extension DialogDraft where Style == DraftState.ActionSheet {
  /// Refused: action sheets cannot have text fields.
  ///
  /// - Parameters:
  ///   - placeholder: Unused.
  ///   - text: Unused.
  ///   - isSecure: Unused.
  ///   - keyboard: Unused.
  ///   - contentType: Unused.
  ///   - capitalization: Unused.
  ///   - autocorrection: Unused.
  ///   - clearButton: Unused.
  ///   - keyboardAppearance: Unused.
  ///   - accessibilityIdentifier: Unused.
  ///   - requirement: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "an action sheet cannot have text fields; start with alert(_:message:keys:)"
  )
  public func addTextField(
    _ placeholder: DialogText? = nil,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    clearButton: ClearButtonMode? = nil,
    keyboardAppearance: KeyboardAppearance? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) -> Self {
    fatalError("unavailable")
  }

  /// Refused: action sheets cannot have text fields.
  ///
  /// - Parameters:
  ///   - placeholder: Unused.
  ///   - text: Unused.
  ///   - isSecure: Unused.
  ///   - keyboard: Unused.
  ///   - contentType: Unused.
  ///   - capitalization: Unused.
  ///   - autocorrection: Unused.
  ///   - clearButton: Unused.
  ///   - keyboardAppearance: Unused.
  ///   - accessibilityIdentifier: Unused.
  ///   - requirement: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "an action sheet cannot have text fields; start with alert(_:message:keys:)"
  )
  @_disfavoredOverload
  public func addTextField(
    _ placeholder: some StringProtocol,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    clearButton: ClearButtonMode? = nil,
    keyboardAppearance: KeyboardAppearance? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) -> Self {
    fatalError("unavailable")
  }
}
