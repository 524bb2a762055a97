// expected-error: a String title and a String message in one call
import FluentAlert

// Swift would take a literal beside a `String` value as a `String` too, so no
// call takes both as values: `alert(fileName, message: "Move to the Trash?")`
// keeps its literal a localization key. One of the two is written as
// `.verbatim(value)`.
let server = "imap.example.com"
let failure = "The connection timed out."
let dialog = Dialog<Int>.alert(server, message: failure)  // expected-error-here
  .addCancel("OK", key: 0)
