// expected-error: value of optional type 'DialogText?' must be unwrapped
import FluentAlert

// A String title is shown as written; beside it, the chain's factories take a message that is
// there: an optional one is unwrapped first, or the title written as `.verbatim(value)`.
let server = "imap.example.com"
let detail: DialogText? = nil
let dialog = Dialog<Int>.alert(server, message: detail)  // expected-error-here
  .addCancel("OK", key: 0)
