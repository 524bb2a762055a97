extension Dialog {
  /// The same dialog whose tap handler first calls `observer`, and whose
  /// follow-ups (and theirs) do the same.
  ///
  /// The original handler runs after it. For FluentAlertTesting, which
  /// records handler calls through a whole conversation.
  ///
  /// - Parameter observer: Called with the key and texts before the
  ///   original handler.
  /// - Returns: An equal dialog with the wrapped handlers.
  package func observingTapHandler(
    _ observer: @escaping @MainActor @Sendable (Key, [String]) -> Void
  ) -> Self {
    var callbacks = callbacks
    let tap = callbacks.tap
    callbacks.tap = { key, texts in
      observer(key, texts)
      tap?(key, texts)
    }
    if let followUp = callbacks.followUp {
      callbacks.followUp = { key, texts in
        followUp(key, texts)?.observingTapHandler(observer)
      }
    }
    return Dialog(
      style: style, title: title, message: message, titleStyle: titleStyle,
      messageStyle: messageStyle, actions: actions, textFields: textFields, anchor: anchor,
      autoDismiss: autoDismiss, accessibilityIdentifier: accessibilityIdentifier,
      callbacks: callbacks)
  }
}
