// The factories that start a chain. Each text position takes a `DialogText` or, through a
// disfavoured overload, a `String` value shown as written. Before ranking every overload,
// Swift's type checker favours those whose parameters match the arguments it can already see,
// and a string literal matches a `String` parameter or a `DialogText` one but not a
// `DialogText?` one. With only optional `DialogText` parameters, `alert("Delete?", message:
// body)` (a `DialogText` body) would try the `String` title overload alone and show the literal
// verbatim. So every shape of call has a non-optional overload (the three hidden ones), the
// `String` overloads take their other text non-optional, and the overload of optional texts is
// disfavoured: a literal always meets a `DialogText` parameter that ranks above the `String`
// one, and a two-literal chain start has one overload to solve, not several.

extension Dialog {
  /// Starts an alert to be completed by chaining.
  ///
  /// ```swift
  /// let dialog = Dialog<String>.alert("Delete?", message: "This cannot be undone.")
  ///   .addDestructive("Delete", key: "delete")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .actionTap { key in print(key) }
  ///
  /// let fileName = "Holiday.jpg"
  /// let trash = Dialog<Bool>.alert(fileName, message: "Move to the Trash?")
  ///   .addDestructive("Move", key: true)
  ///   .addCancel("Cancel", key: false)
  /// ```
  ///
  /// A literal is a localization key, an interpolation a key with
  /// arguments, and a `String` or `Substring` value is shown exactly as
  /// written; a literal beside any other text stays a key. An optional
  /// text is taken as it is, `nil` for none.
  ///
  /// - Parameters:
  ///   - title: The title; `nil` for none.
  ///   - message: The message below the title; `nil` for none.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert(_ title: DialogText? = nil, message: DialogText? = nil) -> Self {
    Self(
      style: .alert, title: title, message: message, actions: [], textFields: [],
      callbacks: DialogCallbacks())
  }

  /// Starts an alert with a title.
  ///
  /// - Parameter title: The title.
  /// - Returns: An alert with no actions yet.
  @_documentation(visibility: internal)
  @inlinable
  public static func alert(_ title: DialogText) -> Self {
    alert(Optional(title), message: nil)
  }

  /// Starts an alert with a message and no title.
  ///
  /// - Parameter message: The message.
  /// - Returns: An alert with no actions yet.
  @_documentation(visibility: internal)
  @inlinable
  public static func alert(message: DialogText) -> Self {
    alert(nil, message: Optional(message))
  }

  /// Starts an alert with a title and a message.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message below the title.
  /// - Returns: An alert with no actions yet.
  @_documentation(visibility: internal)
  @inlinable
  public static func alert(_ title: DialogText, message: DialogText) -> Self {
    alert(Optional(title), message: Optional(message))
  }

  /// Starts an alert whose title is shown exactly as written: a
  /// `String` or `Substring` value is user data and is never looked up.
  ///
  /// - Parameter title: The title, shown as written.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert(_ title: some StringProtocol) -> Self {
    alert(DialogText.verbatim(String(title)), message: nil)
  }

  /// Starts an alert whose title is shown exactly as written, with a
  /// message that is looked up: a literal message beside a `String` title is
  /// still a localization key.
  ///
  /// - Parameters:
  ///   - title: The title, shown as written.
  ///   - message: The message below the title.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert(_ title: some StringProtocol, message: DialogText) -> Self {
    alert(DialogText.verbatim(String(title)), message: Optional(message))
  }

  /// Starts an alert whose message is shown exactly as written: a
  /// `String` or `Substring` value is never looked up.
  ///
  /// - Parameter message: The message, shown as written.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert(message: some StringProtocol) -> Self {
    alert(nil, message: DialogText.verbatim(String(message)))
  }

  /// Starts an alert whose message is shown exactly as written, below
  /// a title that is looked up.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message below the title, shown as written.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert(_ title: DialogText, message: some StringProtocol) -> Self {
    alert(Optional(title), message: DialogText.verbatim(String(message)))
  }

  /// Refused: a `String` title and a `String` message in one call.
  ///
  /// Swift would also take a literal beside a `String` value as a `String`,
  /// so a call that took both as values would show a literal message
  /// verbatim instead of looking it up. Write one of the two as
  /// `.verbatim(value)`.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - message: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
  )
  @_disfavoredOverload
  public static func alert(
    _ title: some StringProtocol, message: some StringProtocol
  ) -> Self {
    fatalError("unavailable")
  }

  /// Starts an action sheet to be completed by chaining.
  ///
  /// ```swift
  /// let sheet = Dialog<String>.actionSheet("Ana", message: "What now?")
  ///   .addAction("Follow", key: "follow")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .anchor(.center)
  /// ```
  ///
  /// A literal is a localization key, an interpolation a key with
  /// arguments, and a `String` or `Substring` value is shown exactly as
  /// written; a literal beside any other text stays a key. An optional
  /// text is taken as it is, `nil` for none.
  ///
  /// - Parameters:
  ///   - title: The title; `nil` for none.
  ///   - message: The message below the title; `nil` for none.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet(_ title: DialogText? = nil, message: DialogText? = nil) -> Self {
    Self(
      style: .actionSheet, title: title, message: message, actions: [], textFields: [],
      callbacks: DialogCallbacks())
  }

  /// Starts an action sheet with a title.
  ///
  /// - Parameter title: The title.
  /// - Returns: An action sheet with no actions yet.
  @_documentation(visibility: internal)
  @inlinable
  public static func actionSheet(_ title: DialogText) -> Self {
    actionSheet(Optional(title), message: nil)
  }

  /// Starts an action sheet with a message and no title.
  ///
  /// - Parameter message: The message.
  /// - Returns: An action sheet with no actions yet.
  @_documentation(visibility: internal)
  @inlinable
  public static func actionSheet(message: DialogText) -> Self {
    actionSheet(nil, message: Optional(message))
  }

  /// Starts an action sheet with a title and a message.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message below the title.
  /// - Returns: An action sheet with no actions yet.
  @_documentation(visibility: internal)
  @inlinable
  public static func actionSheet(_ title: DialogText, message: DialogText) -> Self {
    actionSheet(Optional(title), message: Optional(message))
  }

  /// Starts an action sheet whose title is shown exactly as written: a
  /// `String` or `Substring` value is user data and is never looked up.
  ///
  /// - Parameter title: The title, shown as written.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet(_ title: some StringProtocol) -> Self {
    actionSheet(DialogText.verbatim(String(title)), message: nil)
  }

  /// Starts an action sheet whose title is shown exactly as written, with a
  /// message that is looked up: a literal message beside a `String` title is
  /// still a localization key.
  ///
  /// - Parameters:
  ///   - title: The title, shown as written.
  ///   - message: The message below the title.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet(_ title: some StringProtocol, message: DialogText) -> Self {
    actionSheet(DialogText.verbatim(String(title)), message: Optional(message))
  }

  /// Starts an action sheet whose message is shown exactly as written: a
  /// `String` or `Substring` value is never looked up.
  ///
  /// - Parameter message: The message, shown as written.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet(message: some StringProtocol) -> Self {
    actionSheet(nil, message: DialogText.verbatim(String(message)))
  }

  /// Starts an action sheet whose message is shown exactly as written, below
  /// a title that is looked up.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message below the title, shown as written.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet(_ title: DialogText, message: some StringProtocol) -> Self {
    actionSheet(Optional(title), message: DialogText.verbatim(String(message)))
  }

  /// Refused: a `String` title and a `String` message in one call.
  ///
  /// Swift would also take a literal beside a `String` value as a `String`,
  /// so a call that took both as values would show a literal message
  /// verbatim instead of looking it up. Write one of the two as
  /// `.verbatim(value)`.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - message: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
  )
  @_disfavoredOverload
  public static func actionSheet(
    _ title: some StringProtocol, message: some StringProtocol
  ) -> Self {
    fatalError("unavailable")
  }
}
