// expected-error: only Dialog<Int> numbers actions without a key; give this one a key: .addAction
import FluentAlert

let dialog = Dialog<String>.alert("Rate us")
  .addAction("Now")  // expected-error-here
  .addCancel("Later", key: "later")
