// expected-error: a dialog has one auto-dismiss, and it is already set
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok }

let dialog = alert("Copied", keys: Choice.self)
  .dismiss(after: .seconds(2))
  .addAction("OK", key: .ok)
  .dismiss(after: .seconds(5), reporting: .ok)  // expected-error-here
  .dialog
