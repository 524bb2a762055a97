// expected-error: this content's key type is not the dialog's key type
import FluentAlert

@DialogBuilder<Int>
func numbered() -> DialogContent<Int> {
  Action("First", key: 1)
}

let dialog = Dialog<String>(.alert, title: "Pick") {
  numbered()  // expected-error-here
  Cancel("Cancel", key: "cancel")
}
