// expected-error: an action sheet cannot have text fields
import FluentAlertMacrosFree

// A String value as placeholder gets the same sentence as a literal.
let hint = "Name"
let dialog = actionSheet("Share", keys: String.self)
  .addTextField(hint)  // expected-error-here
  .addCancel("Cancel", key: "cancel")
  .dialog
