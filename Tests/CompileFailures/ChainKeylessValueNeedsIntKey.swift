// expected-error: only Dialog<Int> numbers actions without a key; give this one a key: .addDestructive
import FluentAlert

let account = "ana@example.com"
let dialog = Dialog<String>.actionSheet("Sign out")
  .addDestructive(account)  // expected-error-here
  .addCancel("Cancel", key: "cancel")
