// The dialog's own settings are set on the finished dialog, not on a draft: a draft's types
// check the shape of its actions, and none of these settings changes that shape. Each name a
// user knows from `Dialog`'s chaining is refused here with where it goes instead.
extension DialogDraft {
  /// Refused: set the title's attributes on the finished dialog,
  /// `.dialog.titleStyle(…)`.
  ///
  /// - Parameter style: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.titleStyle(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func titleStyle(_ style: TextStyle) -> Self { fatalError("unavailable") }

  /// Refused: set the message's attributes on the finished dialog,
  /// `.dialog.messageStyle(…)`.
  ///
  /// - Parameter style: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.messageStyle(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func messageStyle(_ style: TextStyle) -> Self { fatalError("unavailable") }

  /// Refused: set where an action sheet points on the finished dialog,
  /// `.dialog.anchor(…)`.
  ///
  /// - Parameter anchor: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.anchor(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func anchor(_ anchor: PopoverAnchor) -> Self { fatalError("unavailable") }

  /// Refused: set the dialog's identifier on the finished dialog,
  /// `.dialog.accessibilityIdentifier(…)`.
  ///
  /// - Parameter identifier: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.accessibilityIdentifier(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func accessibilityIdentifier(_ identifier: String) -> Self { fatalError("unavailable") }

  /// Refused: set how serious the dialog is on the finished dialog,
  /// `.dialog.severity(…)`.
  ///
  /// - Parameter severity: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.severity(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func severity(_ severity: AlertSeverity?) -> Self { fatalError("unavailable") }

  /// Refused: set the icon on the finished dialog,
  /// `.dialog.icon(…)`.
  ///
  /// - Parameter icon: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.icon(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func icon(_ icon: DialogImage?) -> Self { fatalError("unavailable") }

  /// Refused: set whether Return performs an action on the finished dialog,
  /// `.dialog.withoutDefaultAction()`.
  ///
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.withoutDefaultAction()': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func withoutDefaultAction() -> Self { fatalError("unavailable") }

  /// Refused: set the progress indicator on the finished dialog,
  /// `.dialog.progress(…)`.
  ///
  /// - Parameter progress: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.progress(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func progress(_ progress: DialogProgress) -> Self { fatalError("unavailable") }

  /// Refused: set content under the message on the finished dialog,
  /// `.dialog.accessory(…)`.
  ///
  /// - Parameter accessory: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.accessory(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func accessory(_ accessory: DialogAccessory) -> Self { fatalError("unavailable") }

  /// Refused: set the Help button on the finished dialog,
  /// `.dialog.help(…)`.
  ///
  /// - Parameter help: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "set it on the finished dialog, '.dialog.help(…)': a draft checks its actions, and the dialog's own settings cannot break them"
  )
  public func help(_ help: DialogHelp) -> Self { fatalError("unavailable") }

  /// Refused: the suppression toggle is a control,
  /// `addControl(.suppressionToggle(…))`, on the draft or the dialog.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - isSuppressed: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "add it as a control: .addControl(.suppressionToggle(title, isSuppressed: on))"
  )
  public func suppressionToggle(_ title: DialogText? = nil, isSuppressed: Bool = false) -> Self {
    fatalError("unavailable")
  }
}
