// expected-error: a string alone is not an action
import FluentAlert

let dialog = Dialog<Int>(.alert, title: "Bare") {
  "OK"
}
