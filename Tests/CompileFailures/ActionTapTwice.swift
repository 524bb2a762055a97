// expected-error: a dialog has one actionTap callback, and it is already set
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok }

let dialog = alert("Saved", keys: Choice.self)
  .addAction("OK", key: .ok)
  .actionTap { choice in print(choice) }
  .actionTap { choice in print("again", choice) }  // expected-error-here
  .dialog
