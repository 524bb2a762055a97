// expected-error: this key's type is not the dialog's key type
import FluentAlert

let names = ["Ana", "Ben"]
let dialog = Dialog<String>(.actionSheet, title: "Share with") {
  for (index, name) in names.enumerated() {
    Action(.verbatim(name), key: index)  // expected-error-here
  }
  Cancel("Cancel", key: "cancel")
}
