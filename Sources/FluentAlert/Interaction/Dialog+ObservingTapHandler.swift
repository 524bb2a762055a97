extension Dialog {
  /// The same dialog whose tap handler first calls `observer`, and whose
  /// follow-ups (and theirs) do the same.
  ///
  /// The original handler runs after it. For FluentAlertTesting, which
  /// records handler calls through a whole conversation.
  ///
  /// - Parameter observer: Called with the key, the texts and the
  ///   suppression toggle's state before the original handler.
  /// - Returns: An equal dialog with the wrapped handlers.
  package func observingTapHandler(
    _ observer: @escaping @MainActor @Sendable (Key, [String], Bool) -> Void
  ) -> Self {
    // Every described field passes through untouched: only the callbacks change.
    var dialog = self
    let tap = dialog.callbacks.tap
    dialog.callbacks.tap = { key, texts, isSuppressed in
      observer(key, texts, isSuppressed)
      tap?(key, texts, isSuppressed)
    }
    if let followUp = dialog.callbacks.followUp {
      dialog.callbacks.followUp = { key, texts in
        followUp(key, texts)?.observingTapHandler(observer)
      }
    }
    return dialog
  }
}
