// expected-error: Action is a @DialogBuilder component
import FluentAlert

let dialog = Dialog<String>.alert("Save?").addAction(Action("Save", key: "save"))
