public import FluentAlert

/// Which system's dialog a preview draws.
///
/// The look decides the drawing whatever the dialog's ``FluentAlert/DialogStyle``:
/// draw an action sheet with ``iOSAlert`` to see it as an alert. Its raw
/// value is the name the `fluentalert preview --look` option takes.
public enum PreviewLook: String, Sendable, Hashable, CaseIterable {
  /// An iPhone alert (`UIAlertController` with the `.alert` style): title,
  /// message and text fields over the buttons, two side by side when both
  /// titles fit, otherwise stacked with the cancel button last.
  case iOSAlert = "ios-alert"
  /// An iPhone action sheet (`.actionSheet` style) at the bottom of the
  /// screen: title, message and actions in one group, the cancel button
  /// apart below it.
  case iOSActionSheet = "ios-action-sheet"
  /// A Mac alert (`NSAlert`): the app icon, or the caution badge when the
  /// alert is critical; the title in bold over the message; text fields
  /// in the accessory view; the suppression checkbox; and the buttons in
  /// AppKit's order, the one Return presses filled with the accent colour,
  /// two side by side when both fit (the first on the right), otherwise
  /// stacked with the first on top.
  case macOSAlert = "macos-alert"
  /// A terminal window: the first frame ``FluentAlertTerminal/TerminalDialogPresenter``
  /// draws on an 80 × 24 terminal with colour and Unicode, cell for cell,
  /// because it comes from the presenter's own layout. Alerts are a centred
  /// box, action sheets a list along the bottom.
  case terminal

  /// The iOS look for a dialog of `style`: ``iOSAlert`` or ``iOSActionSheet``.
  ///
  /// - Parameter style: The dialog's style.
  public init(iOS style: DialogStyle) {
    self = style == .alert ? .iOSAlert : .iOSActionSheet
  }
}
