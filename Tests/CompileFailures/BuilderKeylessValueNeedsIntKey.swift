// expected-error: only Dialog<Int> numbers actions without a key
import FluentAlert

// A String value as title gets the same sentence as a literal.
let names = ["Ana", "Ben"]
let dialog = Dialog<String>(.actionSheet, title: "Share with") {
  Action(names[0])  // expected-error-here
}
