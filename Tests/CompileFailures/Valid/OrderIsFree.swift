import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok, cancel }

// The cancel action may come first, the callback before any action, and a
// timer alone is enough to finish.
let cancelFirst = alert("Retry?", keys: Choice.self)
  .actionTap { _ in }
  .addCancel("Cancel", key: .cancel)
  .preferred(.cancel)
  .addAction("OK", key: .ok)
  .dialog

let toast = alert("Copied", keys: Choice.self)
  .dismiss(after: .seconds(2))
  .dialog

let timerThenAction = actionSheet(keys: Choice.self)
  .dismiss(after: .milliseconds(1500), reporting: .cancel)
  .addCancel("Cancel", key: .cancel)
  .actionStyle { $0.accessibilityIdentifier("cancel") }
  .dialog
