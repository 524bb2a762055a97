// expected-error: only Dialog<Int> numbers actions without a key
import FluentAlert

let dialog = Dialog<String>(.alert, title: "Keyless") {
  Action("OK")
}
