// expected-error: a @DialogBuilder body holds only dialog components
import FluentAlert

let dialog = Dialog<String>(.alert, title: "Delete?") {
  print("building the dialog")  // expected-error-here
  Destructive("Delete", key: "delete")
  Cancel("Cancel", key: "cancel")
}
