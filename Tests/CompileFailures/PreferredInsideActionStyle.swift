// expected-error: mark the preferred action with preferred(_:) on the draft, so the compiler can check there is only one
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, cancel }

let dialog = alert("Export", keys: Choice.self)
  .addAction("Save", key: .save)
  .actionStyle { $0.preferred() }  // expected-error-here
  .addCancel("Cancel", key: .cancel)
  .dialog
