// expected-error: add the action with addActionKeepingOpen(_:key:role:)
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case sync, close }

// Were this allowed, the cancel action could keep the dialog open.
let dialog = alert("Sync", keys: Choice.self)
  .addAction("Sync Now", key: .sync)
  .addCancel("Close", key: .close)
  .actionStyle { $0.keepsDialogOpen() }  // expected-error-here
  .dialog
