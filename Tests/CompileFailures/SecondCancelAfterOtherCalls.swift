// expected-error: a dialog can have only one cancel action
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, discard, cancel, close }

// The cancel state survives every unrelated call in between.
let dialog = alert("Unsaved changes", message: "Save before closing?", keys: Choice.self)
  .addCancel("Cancel", key: .cancel)
  .addAction("Save", key: .save)
  .preferred(.save)
  .addDestructive("Discard", key: .discard)
  .actionStyle { $0.titleColor(.system(.red)) }
  .dismiss(after: .seconds(30), reporting: .cancel)
  .actionTap { _ in }
  .addCancel("Close", key: .close)  // expected-error-here
  .dialog
