// expected-error: TextInput is a @DialogBuilder component
import FluentAlert

let dialog = Dialog<Int>.alert("Name").addTextField(TextInput("Name").secure())
