// expected-error: only Dialog<Int> numbers actions without a key; give this one a key: .addCancel
import FluentAlert

let dialog = Dialog<String>.alert("Saved")
  .addAction("Undo", key: "undo")
  .addCancel("OK")  // expected-error-here
