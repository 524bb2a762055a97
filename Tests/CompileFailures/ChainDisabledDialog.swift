// expected-error: a dialog cannot be disabled, its actions can
import FluentAlert

let dialog = Dialog<Int>.alert("Save?").addAction("Save").disabled()
