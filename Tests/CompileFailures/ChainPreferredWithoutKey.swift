// expected-error: a dialog is not preferred, an action is
import FluentAlert

let dialog = Dialog<Int>.alert("Save?").addAction("Save").preferred()
