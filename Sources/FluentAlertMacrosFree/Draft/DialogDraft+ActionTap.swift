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
    parts.actionTap = { key, _, _ in body(key) }
    return .init(parts: parts)
  }

  /// Sets the one callback, which receives the key of the chosen action and
  /// the text fields' final values.
  ///
  /// - Parameter body: Called on the main actor with the key and the text
  ///   of every field, top to bottom.
  /// - Returns: The draft with its callback.
  @inlinable
  public consuming func actionTap(
    _ body: @escaping @MainActor @Sendable (Key, [String]) -> Void
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, HasAction, HasTimer, DraftState.Yes> {
    let parts = taken()
    parts.actionTap = { key, texts, _ in body(key, texts) }
    return .init(parts: parts)
  }

  /// Sets the one callback, which receives the key of the chosen action,
  /// the text fields' final values and whether the suppression toggle was
  /// on.
  ///
  /// - Parameter body: Called on the main actor with the key, the text of
  ///   every field, top to bottom, and the toggle's final state.
  /// - Returns: The draft with its callback.
  @inlinable
  public consuming func actionTap(
    _ body: @escaping @MainActor @Sendable (Key, [String], Bool) -> Void
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, HasAction, HasTimer, DraftState.Yes> {
    let parts = taken()
    parts.actionTap = body
    return .init(parts: parts)
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
  public func actionTap(_ body: @escaping @MainActor @Sendable (Key, [String]) -> Void) -> Self {
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
