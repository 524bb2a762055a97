// expected-error: a dialog has one actionTap callback, and it is already set
// expected-error: a dialog needs an action or an auto-dismiss, or the user could not close it
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok }

let dialog = alert("Twice and stuck", keys: Choice.self)
  .actionTap { _ in }
  .actionTap { _, _ in }  // expected-error-here
  .dialog  // expected-error-here
