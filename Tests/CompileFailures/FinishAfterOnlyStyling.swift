// expected-error: a dialog needs an action or an auto-dismiss, or the user could not close it
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok }

// Styling, an anchor, an identifier and a callback are no way to close it.
let dialog = actionSheet("Styled but stuck", message: "No buttons", keys: Choice.self)
  .titleStyle(TextStyle(font: .system(size: 17, weight: .semibold)))
  .messageStyle(TextStyle(color: .system(.gray)))
  .anchor(.center)
  .accessibilityIdentifier("stuck")
  .actionTap { _ in }
  .dialog  // expected-error-here
