extension Dialog {
  /// Creates a dialog whose actions and text fields are written as
  /// statements of a `@DialogBuilder` body.
  ///
  /// The result is the value the public initializer or a chain makes from
  /// the same content (`==`, same ``snapshot``), and it can be chained on:
  ///
  /// ```swift
  /// enum Choice: Hashable, Sendable { case follow, mute, cancel }
  ///
  /// let dialog = Dialog<Choice>(.actionSheet, title: "Ana", message: "What now?") {
  ///   Action("Follow", key: .follow)
  ///   Destructive("Mute", key: .mute)
  ///   Cancel("Cancel", key: .cancel)
  /// }
  /// .anchor(.center)
  /// .actionTap { choice in print(choice) }
  /// ```
  ///
  /// For `Dialog<Int>`, components written without a key get their index in
  /// the finished dialog as key.
  ///
  /// - Parameters:
  ///   - style: Alert or action sheet.
  ///   - title: The title: a literal (a localization key), an interpolation
  ///     (a key with arguments), or `.verbatim(value)`; `nil` for none.
  ///   - message: The message below the title; `nil` for none.
  ///   - content: The actions and text fields, in order.
  @inlinable
  public init(
    _ style: DialogStyle,
    title: DialogText? = nil,
    message: DialogText? = nil,
    @DialogBuilder<Key> content: () -> DialogContent<Key>
  ) {
    let parts = content().resolved()
    self.init(
      style: style, title: title, message: message, titleStyle: nil,
      messageStyle: nil, actions: parts.actions, textFields: parts.textFields, anchor: nil,
      autoDismiss: nil, accessibilityIdentifier: nil, severity: nil, icon: nil,
      suppressionToggle: nil,
      callbacks: DialogCallbacks())
  }
}
