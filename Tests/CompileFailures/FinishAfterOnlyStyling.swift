// expected-error: a dialog needs an action or an auto-dismiss, or the user could not close it
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok }

// A callback is no way to close it.
let dialog = actionSheet("Styled but stuck", message: "No buttons", keys: Choice.self)
  .actionTap { _ in }
  .dialog  // expected-error-here
