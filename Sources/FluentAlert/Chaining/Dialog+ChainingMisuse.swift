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
      "a TextInput is a text field, not an action; chain .addTextField(\"Placeholder\", isSecure: …) instead"
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
  public consuming func addAction(_ action: Action<Key>) -> Self {
    fatalError("unavailable")
  }

  /// Builder components belong in a `@DialogBuilder` body.
  ///
  /// - Parameter input: A builder text field.
  /// - Returns: Never returns; calling it does not compile.
  @available(
    *, unavailable,
    message:
      "TextInput is a @DialogBuilder component; in a chain pass its settings: .addTextField(\"Placeholder\", isSecure: true, requirement: .init(.nonEmpty))"
  )
  public consuming func addTextField(_ input: TextInput<Key>) -> Self {
    fatalError("unavailable")
  }
}
