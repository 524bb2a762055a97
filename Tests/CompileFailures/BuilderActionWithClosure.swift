// expected-error: an action has a key, not a closure
import FluentAlert

enum Choice: Hashable, Sendable { case delete, cancel }

let dialog = Dialog<Choice>(.alert, title: "Delete?") {
  Action("Delete", key: .delete) { print("deleting") }  // expected-error-here
  Cancel("Cancel", key: .cancel)
}
