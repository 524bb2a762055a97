/// How a dialog is shown: a centred alert or a sheet of choices.
///
/// UIKit maps these to `UIAlertController.Style.alert` and `.actionSheet`,
/// SwiftUI to `.alert` and `.confirmationDialog`, AppKit shows both as an
/// `NSAlert`, and the terminal draws an action sheet as a list at the bottom.
public enum DialogStyle: String, Hashable, Sendable, CaseIterable, Codable {
  /// A modal alert in the middle of the screen; may contain text fields.
  case alert
  /// A set of choices tied to the current context; on iPad it is a popover
  /// that needs an ``PopoverAnchor``. Action sheets cannot contain text fields.
  case actionSheet
}
