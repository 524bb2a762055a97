// A follow-up of another key type: without these, Swift cannot say what is wrong with the
// closure and reports "failed to produce diagnostic for expression".

extension Dialog {
  /// Refused: a follow-up reports to the same handler, so it has the same
  /// key type.
  ///
  /// - Parameter next: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a follow-up must have the same key type as the dialog it follows: add its answers to the dialog's key enum (its actionTap and an awaiting present receive them)"
  )
  public consuming func followUp<Other>(
    _ next: @escaping @MainActor @Sendable (Key) -> Dialog<Other>?
  ) -> Self {
    fatalError("unavailable")
  }

  /// Refused: a follow-up reports to the same handler, so it has the same
  /// key type.
  ///
  /// - Parameter next: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a follow-up must have the same key type as the dialog it follows: add its answers to the dialog's key enum (its actionTap and an awaiting present receive them)"
  )
  public consuming func followUp<Other>(
    _ next: @escaping @MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Other>?
  ) -> Self {
    fatalError("unavailable")
  }
}
