// expected-error: a TextInput is a text field, not an action
import FluentAlert

let dialog = Dialog<Int>.alert("Name").addAction(TextInput("Name"))
