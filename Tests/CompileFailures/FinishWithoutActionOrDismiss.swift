// expected-error: a dialog needs an action or an auto-dismiss, or the user could not close it
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok }

let dialog = alert("Nothing to press", keys: Choice.self)
  .dialog  // expected-error-here
