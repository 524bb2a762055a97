// expected-error: a dialog can have only one cancel action
import FluentAlertMacrosFree

// A String value as title gets the same sentence as a literal.
let later = "Later"
let dialog = alert("Rate us", keys: String.self)
  .addCancel("Never", key: "never")
  .addCancel(later, key: "later")  // expected-error-here
  .dialog
