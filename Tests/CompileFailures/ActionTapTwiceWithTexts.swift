// expected-error: a dialog has one actionTap callback, and it is already set
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok, cancel }

let dialog = alert("Sign in", keys: Choice.self)
  .addTextField("Name")
  .addAction("OK", key: .ok)
  .addCancel("Cancel", key: .cancel)
  .actionTap { choice, texts in print(choice, texts) }
  .actionTap { choice in print(choice) }  // expected-error-here
  .dialog
