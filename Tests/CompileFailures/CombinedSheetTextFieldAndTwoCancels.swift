// expected-error: an action sheet cannot have text fields; start with alert(_:message:keys:)
// expected-error: a dialog can have only one cancel action
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case rename, cancel, close }

// Each broken rule is reported where it is broken, and the chain goes on.
let dialog = actionSheet("File", keys: Choice.self)
  .addTextField("New name")  // expected-error-here
  .addAction("Rename", key: .rename)
  .addCancel("Cancel", key: .cancel)
  .addCancel("Close", key: .close)  // expected-error-here
  .dialog
