// expected-error: in a @DialogBuilder body the role is the component
import FluentAlert

enum Choice: Hashable, Sendable { case delete, cancel }

let dialog = Dialog<Choice>(.alert, title: "Delete?") {
  Action("Delete", role: .destructive, key: .delete)  // expected-error-here
  Cancel("Cancel", key: .cancel)
}
