// expected-error: a Dialog cannot be nested in another
import FluentAlert

let inner = Dialog<Int>.alert("Inner")
let outer = Dialog<Int>(.alert, title: "Outer") {
  Action("OK")
  inner
}
