// expected-error: a dialog has one actionTap callback, and it is already set
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case empty, keep }

let dialog = alert("Empty the Trash?", keys: Choice.self)
  .addDestructive("Empty Trash", key: .empty)
  .addCancel("Cancel", key: .keep)
  .actionTap { choice in print(choice) }
  .actionTap { choice, _, isSuppressed in print(choice, isSuppressed) }  // expected-error-here
  .dialog
