// expected-error: set it on the finished dialog, '.dialog.severity(…)'
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case erase, cancel }

// A draft checks its actions; the dialog's own settings go on the finished dialog.
let dialog = alert("Erase “Backup”?", keys: Choice.self)
  .addDestructive("Erase", key: .erase)
  .addCancel("Cancel", key: .cancel)
  .severity(.critical)  // expected-error-here
  .dialog
