// expected-error: a dialog can have only one cancel action
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, cancel, close }

let dialog = alert("Unsaved changes", keys: Choice.self)
  .addAction("Save", key: .save)
  .addCancel("Cancel", key: .cancel)
  .addCancel("Close", key: .close)  // expected-error-here
  .dialog
