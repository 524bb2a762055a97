// expected-error: add it as a control: .addControl(.suppressionToggle(title, isSuppressed: on))
import FluentAlert

let dialog = Dialog<Bool>.alert("Empty the Trash?")
  .addDestructive("Empty Trash", key: true)
  .addCancel("Cancel", key: false)
  .suppressionToggle("Do not ask again")  // expected-error-here
