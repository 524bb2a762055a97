// expected-error: a dialog can have only one preferred action
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, share, cancel }

let dialog = alert("Export", keys: Choice.self)
  .addAction("Save", key: .save)
  .preferred(.save)
  .addAction("Share", key: .share)
  .preferred(.share)  // expected-error-here
  .addCancel("Cancel", key: .cancel)
  .dialog
