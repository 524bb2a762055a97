// expected-error: add the cancel action with addCancel(_:key:), so the compiler can check there is only one
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case ok, cancel }

let dialog = alert("Done", keys: Choice.self)
  .addAction("OK", key: .ok)
  .addAction("Cancel", key: .cancel, role: .cancel)  // expected-error-here
  .dialog
