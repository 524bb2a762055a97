// expected-error: a dialog can have only one cancel action
import FluentAlertMacrosFree

// Index keys follow the same rules as explicit ones.
let dialog = alert("Rate us", keys: Int.self)
  .addAction("Now")
  .addCancel("Later")
  .addCancel("Never")  // expected-error-here
  .dialog
