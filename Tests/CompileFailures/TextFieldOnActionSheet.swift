// expected-error: an action sheet cannot have text fields; start with alert(_:message:keys:)
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case rename, cancel }

let dialog = actionSheet("File", keys: Choice.self)
  .addAction("Rename", key: .rename)
  .addTextField("New name")  // expected-error-here
  .addCancel("Cancel", key: .cancel)
  .dialog
