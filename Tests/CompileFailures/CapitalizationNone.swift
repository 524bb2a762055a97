// expected-error: write .never to turn capitalization off
import FluentAlert

let dialog = Dialog<String>(.alert, title: "Enter the code") {
  TextInput("Code").capitalization(.none)  // expected-error-here
  Action("Verify", key: "verify")
  Cancel("Cancel", key: "cancel")
}
