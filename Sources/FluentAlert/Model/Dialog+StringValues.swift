extension Dialog {
  /// Creates a dialog from every field, its title shown exactly as written.
  ///
  /// A `String` or `Substring` value is user data and is never looked up; a
  /// literal message beside it is still a localization key.
  ///
  /// ```swift
  /// let fileName = "Holiday.jpg"
  /// let dialog = Dialog<Bool>(
  ///   style: .alert,
  ///   title: fileName,
  ///   message: "Move to the Trash?",
  ///   actions: [
  ///     DialogAction(title: "Move", role: .destructive, key: true),
  ///     DialogAction(title: "Cancel", role: .cancel, key: false),
  ///   ]
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - style: Alert or action sheet.
  ///   - title: The title, shown as written.
  ///   - message: The message; `nil` for none.
  ///   - titleStyle: Attributes of the title.
  ///   - messageStyle: Attributes of the message.
  ///   - actions: The actions in display order.
  ///   - textFields: The text fields (alerts only).
  ///   - controls: The checkboxes and choices under the text fields.
  ///   - anchor: Where an action sheet's popover points on iPad.
  ///   - autoDismiss: Closes the dialog by itself after a delay.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - severity: How serious the dialog is; `nil` lets a destructive
  ///     action make it critical.
  ///   - icon: The icon shown instead of the app's.
  ///   - hasDefaultAction: Whether Return performs an action.
  ///   - help: Where the Help button leads.
  ///   - progress: The progress shown while the app works.
  ///   - accessories: The content shown under the message.
  ///   - actionTap: The callback that receives the chosen action's key and
  ///     the fields' and controls' final values, on the main actor.
  ///   - followUp: Returns the dialog to show next for the chosen key and
  ///     values (or `nil`).
  ///   - onDismiss: Runs once when the presentation has ended.
  @_disfavoredOverload
  public init(
    style: DialogStyle,
    title: some StringProtocol,
    message: DialogText? = nil,
    titleStyle: TextStyle? = nil,
    messageStyle: TextStyle? = nil,
    actions: [DialogAction<Key>] = [],
    textFields: [DialogTextField<Key>] = [],
    controls: [DialogControl<Key>] = [],
    anchor: PopoverAnchor? = nil,
    autoDismiss: AutoDismiss<Key>? = nil,
    accessibilityIdentifier: String? = nil,
    severity: AlertSeverity? = nil,
    icon: DialogImage? = nil,
    hasDefaultAction: Bool = true,
    help: DialogHelp? = nil,
    progress: DialogProgress? = nil,
    accessories: [DialogAccessory] = [],
    actionTap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)? = nil,
    onDismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    self.init(
      style: style, title: DialogText.verbatim(String(title)), message: message,
      titleStyle: titleStyle, messageStyle: messageStyle, actions: actions,
      textFields: textFields, controls: controls, anchor: anchor, autoDismiss: autoDismiss,
      accessibilityIdentifier: accessibilityIdentifier, severity: severity, icon: icon,
      hasDefaultAction: hasDefaultAction, help: help,
      progress: progress, accessories: accessories, actionTap: actionTap, followUp: followUp,
      onDismiss: onDismiss)
  }

  /// Creates a dialog from every field, its message shown exactly as
  /// written: a `String` or `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - style: Alert or action sheet.
  ///   - title: The title; `nil` for none.
  ///   - message: The message, shown as written.
  ///   - titleStyle: Attributes of the title.
  ///   - messageStyle: Attributes of the message.
  ///   - actions: The actions in display order.
  ///   - textFields: The text fields (alerts only).
  ///   - controls: The checkboxes and choices under the text fields.
  ///   - anchor: Where an action sheet's popover points on iPad.
  ///   - autoDismiss: Closes the dialog by itself after a delay.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - severity: How serious the dialog is; `nil` lets a destructive
  ///     action make it critical.
  ///   - icon: The icon shown instead of the app's.
  ///   - hasDefaultAction: Whether Return performs an action.
  ///   - help: Where the Help button leads.
  ///   - progress: The progress shown while the app works.
  ///   - accessories: The content shown under the message.
  ///   - actionTap: The callback that receives the chosen action's key and
  ///     the fields' and controls' final values, on the main actor.
  ///   - followUp: Returns the dialog to show next for the chosen key and
  ///     values (or `nil`).
  ///   - onDismiss: Runs once when the presentation has ended.
  @_disfavoredOverload
  public init(
    style: DialogStyle,
    title: DialogText? = nil,
    message: some StringProtocol,
    titleStyle: TextStyle? = nil,
    messageStyle: TextStyle? = nil,
    actions: [DialogAction<Key>] = [],
    textFields: [DialogTextField<Key>] = [],
    controls: [DialogControl<Key>] = [],
    anchor: PopoverAnchor? = nil,
    autoDismiss: AutoDismiss<Key>? = nil,
    accessibilityIdentifier: String? = nil,
    severity: AlertSeverity? = nil,
    icon: DialogImage? = nil,
    hasDefaultAction: Bool = true,
    help: DialogHelp? = nil,
    progress: DialogProgress? = nil,
    accessories: [DialogAccessory] = [],
    actionTap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)? = nil,
    onDismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    self.init(
      style: style, title: title, message: DialogText.verbatim(String(message)),
      titleStyle: titleStyle, messageStyle: messageStyle, actions: actions,
      textFields: textFields, controls: controls, anchor: anchor, autoDismiss: autoDismiss,
      accessibilityIdentifier: accessibilityIdentifier, severity: severity, icon: icon,
      hasDefaultAction: hasDefaultAction, help: help,
      progress: progress, accessories: accessories, actionTap: actionTap, followUp: followUp,
      onDismiss: onDismiss)
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
  ///   - titleStyle: Unused.
  ///   - messageStyle: Unused.
  ///   - actions: Unused.
  ///   - textFields: Unused.
  ///   - controls: Unused.
  ///   - anchor: Unused.
  ///   - autoDismiss: Unused.
  ///   - accessibilityIdentifier: Unused.
  ///   - severity: Unused.
  ///   - icon: Unused.
  ///   - hasDefaultAction: Unused.
  ///   - help: Unused.
  ///   - progress: Unused.
  ///   - accessories: Unused.
  ///   - actionTap: Unused.
  ///   - followUp: Unused.
  ///   - onDismiss: Unused.
  @available(
    *, unavailable,
    message:
      "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
  )
  @_disfavoredOverload
  public init(
    style: DialogStyle,
    title: some StringProtocol,
    message: some StringProtocol,
    titleStyle: TextStyle? = nil,
    messageStyle: TextStyle? = nil,
    actions: [DialogAction<Key>] = [],
    textFields: [DialogTextField<Key>] = [],
    controls: [DialogControl<Key>] = [],
    anchor: PopoverAnchor? = nil,
    autoDismiss: AutoDismiss<Key>? = nil,
    accessibilityIdentifier: String? = nil,
    severity: AlertSeverity? = nil,
    icon: DialogImage? = nil,
    hasDefaultAction: Bool = true,
    help: DialogHelp? = nil,
    progress: DialogProgress? = nil,
    accessories: [DialogAccessory] = [],
    actionTap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)? = nil,
    onDismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    fatalError("unavailable")
  }
}
