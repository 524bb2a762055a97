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
  ///   - content: The actions, text fields and controls, in order.
  @inlinable
  public init(
    _ style: DialogStyle,
    title: DialogText? = nil,
    message: DialogText? = nil,
    @DialogBuilder<Key> content: () -> DialogContent<Key>
  ) {
    var parts = content().resolved()
    var stored = OutOfLine<DialogSettings>()
    // A suppression toggle in the body is the dialog's setting.
    if let toggle = SuppressionToggle.take(from: &parts.controls) {
      stored.value.suppressionToggle = toggle
    }
    self.init(
      style: style, title: title, message: message, actions: parts.actions,
      textFields: parts.textFields, controls: parts.controls, storedSettings: stored,
      callbacks: DialogCallbacks())
  }

  /// Creates a dialog from a `@DialogBuilder` body, its title shown exactly
  /// as written.
  ///
  /// A `String` or `Substring` value is user data (a file name, an account)
  /// and is never looked up, as SwiftUI treats a string value; literals, in
  /// the message and in the body, are still localization keys:
  ///
  /// ```swift
  /// let fileName = "Holiday.jpg"
  /// let dialog = Dialog<Bool>(.alert, title: fileName, message: "Move it?") {
  ///   Destructive("Move", key: true)
  ///   Cancel("Cancel", key: false)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - style: Alert or action sheet.
  ///   - title: The title, shown as written.
  ///   - message: The message below the title; `nil` for none.
  ///   - content: The actions, text fields and controls, in order.
  @_disfavoredOverload
  @inlinable
  public init(
    _ style: DialogStyle,
    title: some StringProtocol,
    message: DialogText? = nil,
    @DialogBuilder<Key> content: () -> DialogContent<Key>
  ) {
    self.init(style, title: DialogText.verbatim(String(title)), message: message, content: content)
  }

  /// Creates a dialog from a `@DialogBuilder` body, its message shown
  /// exactly as written: a `String` or `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - style: Alert or action sheet.
  ///   - title: The title: a literal (a localization key), an interpolation
  ///     (a key with arguments), or `.verbatim(value)`; `nil` for none.
  ///   - message: The message below the title, shown as written.
  ///   - content: The actions, text fields and controls, in order.
  @_disfavoredOverload
  @inlinable
  public init(
    _ style: DialogStyle,
    title: DialogText? = nil,
    message: some StringProtocol,
    @DialogBuilder<Key> content: () -> DialogContent<Key>
  ) {
    self.init(style, title: title, message: DialogText.verbatim(String(message)), content: content)
  }

  /// Refused: a `String` title and a `String` message in one call.
  ///
  /// Swift would also take a literal beside a `String` value as a `String`,
  /// so a call that took both as values would show a literal message
  /// verbatim instead of looking it up. Write one of the two as
  /// `.verbatim(value)`.
  ///
  /// - Parameters:
  ///   - style: Unused.
  ///   - title: Unused.
  ///   - message: Unused.
  ///   - content: Unused.
  @available(
    *, unavailable,
    message:
      "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
  )
  @_disfavoredOverload
  public init(
    _ style: DialogStyle,
    title: some StringProtocol,
    message: some StringProtocol,
    @DialogBuilder<Key> content: () -> DialogContent<Key>
  ) {
    fatalError("unavailable")
  }
}
