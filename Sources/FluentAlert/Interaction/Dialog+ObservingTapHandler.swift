extension Dialog {
  /// The same dialog whose tap handler first calls `observer`, and whose
  /// follow-ups (and theirs) do the same.
  ///
  /// The original handler runs after it. For FluentAlertTesting, which
  /// records handler calls through a whole conversation.
  ///
  /// - Parameter observer: Called with the key and the values before the
  ///   original handler.
  /// - Returns: An equal dialog with the wrapped handlers.
  package func observingTapHandler(
    _ observer: @escaping @MainActor @Sendable (Key, DialogValues<Key>) -> Void
  ) -> Self {
    // Every described field passes through untouched: only the callbacks change.
    var dialog = self
    let tap = dialog.callbacks.tap
    dialog.callbacks.tap = { key, values in
      observer(key, values)
      tap?(key, values)
    }
    if let followUp = dialog.callbacks.followUp {
      dialog.callbacks.followUp = { key, values in
        followUp(key, values)?.observingTapHandler(observer)
      }
    }
    return dialog
  }
}
