// Overloads that exist only to turn likely mistakes into a sentence instead
// of type-checker noise. None of them can be called.

extension Dialog {
  /// A text field is not an action.
  ///
  /// - Parameter input: A builder text field.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a TextInput is a text field, not an action; chain .addTextField(\"Placeholder\") { $0.secure() } instead"
  )
  public consuming func addAction(_ input: TextInput<Key>) -> Self {
    fatalError("unavailable")
  }

  /// Builder components belong in a `@DialogBuilder` body.
  ///
  /// - Parameter action: A builder action.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "Action is a @DialogBuilder component; in a chain write .addAction(\"Title\", key: …) and adjust it with .actionStyle { $0.preferred() }"
  )
  public consuming func addAction<Role>(_ action: RoleAction<Role, Key>) -> Self {
    fatalError("unavailable")
  }

  /// Builder components belong in a `@DialogBuilder` body.
  ///
  /// - Parameter input: A builder text field.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "TextInput is a @DialogBuilder component; in a chain give its placeholder and its modifiers: .addTextField(\"Placeholder\") { $0.secure() }"
  )
  public consuming func addTextField(_ input: TextInput<Key>) -> Self {
    fatalError("unavailable")
  }

  /// Preference belongs to an action, not to the dialog.
  ///
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a dialog is not preferred, an action is: write .preferred(key) or .actionStyle { $0.preferred() } after adding it"
  )
  public consuming func preferred() -> Self {
    fatalError("unavailable")
  }

  /// Enabling belongs to an action, not to the dialog.
  ///
  /// - Parameter isDisabled: Whether to disable.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "a dialog cannot be disabled, its actions can: write .actionStyle { $0.disabled() } after adding the action"
  )
  public consuming func disabled(_ isDisabled: Bool = true) -> Self {
    fatalError("unavailable")
  }

  /// A dialog's title colour is part of its title style.
  ///
  /// - Parameter color: A colour.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "the dialog's title colour is part of .titleStyle(TextStyle(color: …)); an action's title colour is set with .actionStyle { $0.titleColor(…) }"
  )
  public consuming func titleColor(_ color: DialogColor?) -> Self {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers actions added without a key.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: What the button means.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: .addAction(\"Title\", key: …)"
  )
  public consuming func addAction(
    _ title: DialogText, role: ActionRole = .default
  ) -> Self {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers actions added without a key.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: What the button means.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: .addAction(\"Title\", key: …)"
  )
  @_disfavoredOverload
  public consuming func addAction(
    _ title: some StringProtocol, role: ActionRole = .default
  ) -> Self {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers actions added without a key.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: .addDestructive(\"Title\", key: …)"
  )
  public consuming func addDestructive(_ title: DialogText) -> Self {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers actions added without a key.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: .addDestructive(\"Title\", key: …)"
  )
  @_disfavoredOverload
  public consuming func addDestructive(_ title: some StringProtocol) -> Self {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers actions added without a key.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: .addCancel(\"Title\", key: …)"
  )
  public consuming func addCancel(_ title: DialogText) -> Self {
    fatalError("unavailable")
  }

  /// Only `Dialog<Int>` numbers actions added without a key.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "only Dialog<Int> numbers actions without a key; give this one a key: .addCancel(\"Title\", key: …)"
  )
  @_disfavoredOverload
  public consuming func addCancel(_ title: some StringProtocol) -> Self {
    fatalError("unavailable")
  }
}
