// expected-error: actionStyle changes the last added action; add an action first
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case delete }

let dialog = alert("Photo", keys: Choice.self)
  .actionStyle { $0.image(.system("trash")) }  // expected-error-here
  .addDestructive("Delete", key: .delete)
  .dialog
