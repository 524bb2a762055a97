extension Dialog {
  /// The same dialog whose tap handler first calls `observer`.
  ///
  /// The original handler runs after it. For FluentAlertTesting, which
  /// records handler calls.
  ///
  /// - Parameter observer: Called with the key and texts before the
  ///   original handler.
  /// - Returns: An equal dialog with the wrapped handler.
  package func observingTapHandler(
    _ observer: @escaping @MainActor @Sendable (Key, [String]) -> Void
  ) -> Self {
    var callbacks = callbacks
    let original = callbacks.tap
    callbacks.tap = { key, texts in
      observer(key, texts)
      original?(key, texts)
    }
    return Dialog(
      style: style, title: title, message: message, titleStyle: titleStyle,
      messageStyle: messageStyle, actions: actions, textFields: textFields, anchor: anchor,
      autoDismiss: autoDismiss, accessibilityIdentifier: accessibilityIdentifier,
      callbacks: callbacks)
  }
}
