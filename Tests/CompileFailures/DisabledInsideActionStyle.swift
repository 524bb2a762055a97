// expected-error: a typed draft keeps its actions enabled, so it can prove the dialog can be closed; gate them with a text field requirement instead
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save }

// Were this allowed, the only action would be disabled and nothing could close the dialog.
let dialog = alert("Export", keys: Choice.self)
  .addAction("Save", key: .save)
  .actionStyle { $0.disabled() }  // expected-error-here
  .dialog
