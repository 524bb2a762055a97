extension DialogDraft where Style == DraftState.Alert {
  /// Adds a text field below the ones added before (alerts only), set up by
  /// the same modifiers a `TextInput` has.
  ///
  /// ```swift
  /// let login = alert("Sign in", keys: String.self)
  ///   .addTextField("User name") { $0.contentType(.username) }
  ///   .addTextField("Password") { $0.secure().required(.nonEmpty) }
  ///   .addAction("Sign in", key: "signIn")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .actionTap { key, texts in print(key, texts[0]) }
  ///   .dialog
  /// ```
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty; `nil` for none.
  ///   - setUp: Returns the field with its settings; the field as it is
  ///     when omitted.
  /// - Returns: The draft with the field added.
  @inlinable
  public consuming func addTextField(
    _ placeholder: DialogText? = nil,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self {
    let parts = taken()
    parts.textFields.append(setUp(DialogTextField(placeholder)))
    return .init(parts: parts)
  }

  /// Adds a text field whose placeholder is shown exactly as written: a
  /// `String` or `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty, as written.
  ///   - setUp: Returns the field with its settings; the field as it is
  ///     when omitted.
  /// - Returns: The draft with the field added.
  @_disfavoredOverload
  @inlinable
  public consuming func addTextField(
    _ placeholder: some StringProtocol,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self {
    (consume self).addTextField(DialogText.verbatim(String(placeholder)), setUp)
  }
}

extension DialogDraft where Style == DraftState.ActionSheet {
  /// Refused: an action sheet has no text fields.
  ///
  /// - Parameters:
  ///   - placeholder: Unused.
  ///   - setUp: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "an action sheet cannot have text fields; start with alert(_:message:keys:)"
  )
  public func addTextField(
    _ placeholder: DialogText? = nil,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self {
    fatalError("unavailable")
  }

  /// Refused: an action sheet has no text fields.
  ///
  /// - Parameters:
  ///   - placeholder: Unused.
  ///   - setUp: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "an action sheet cannot have text fields; start with alert(_:message:keys:)"
  )
  @_disfavoredOverload
  public func addTextField(
    _ placeholder: some StringProtocol,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self {
    fatalError("unavailable")
  }
}
