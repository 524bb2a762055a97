extension DialogDraft where HasTap == DraftState.No {
  /// Sets the one callback, which receives the key of the chosen action.
  ///
  /// - Parameter body: Called on the main actor with the key of the tapped
  ///   action (or the auto-dismiss's key).
  /// - Returns: The draft with its callback.
  @inlinable
  public consuming func actionTap(
    _ body: @escaping @MainActor @Sendable (Key) -> Void
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, HasAction, HasTimer, DraftState.Yes> {
    let parts = taken()
    parts.actionTap = { key, _ in body(key) }
    return .init(parts: parts)
  }

  /// Sets the one callback, which receives the key of the chosen action and
  /// what the user entered.
  ///
  /// - Parameter body: Called on the main actor with the key and the values:
  ///   the text of every field, top to bottom, as its elements, and each
  ///   control's value by its key.
  /// - Returns: The draft with its callback.
  @inlinable
  public consuming func actionTap(
    _ body: @escaping @MainActor @Sendable (Key, DialogValues<Key>) -> Void
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, HasAction, HasTimer, DraftState.Yes> {
    let parts = taken()
    parts.actionTap = body
    return .init(parts: parts)
  }

  /// Refused: the suppression toggle's state is part of the values.
  ///
  /// - Parameter body: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "read the toggle from the values: .actionTap { key, values in values.isSuppressed }"
  )
  public func actionTap(
    _ body: @escaping @MainActor @Sendable (Key, [String], Bool) -> Void
  ) -> Self {
    fatalError("unavailable")
  }

}

extension DialogDraft where HasTap == DraftState.Yes {
  /// Refused: the draft already has its callback.
  ///
  /// - Parameter body: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog has one actionTap callback, and it is already set")
  public func actionTap(_ body: @escaping @MainActor @Sendable (Key) -> Void) -> Self {
    fatalError("unavailable")
  }

  /// Refused: the draft already has its callback.
  ///
  /// - Parameter body: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog has one actionTap callback, and it is already set")
  public func actionTap(
    _ body: @escaping @MainActor @Sendable (Key, DialogValues<Key>) -> Void
  ) -> Self {
    fatalError("unavailable")
  }

  /// Refused: the draft already has its callback.
  ///
  /// - Parameter body: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog has one actionTap callback, and it is already set")
  public func actionTap(
    _ body: @escaping @MainActor @Sendable (Key, [String], Bool) -> Void
  ) -> Self {
    fatalError("unavailable")
  }
}
