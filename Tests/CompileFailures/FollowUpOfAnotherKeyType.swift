// expected-error: a follow-up must have the same key type as the dialog it follows
import FluentAlert

enum Choice: Hashable, Sendable { case save, cancel }
enum Notice: Hashable, Sendable { case ok }

let saved = Dialog<Notice>(.alert, title: "Saved") { Cancel("OK", key: .ok) }
let dialog = Dialog<Choice>(.alert, title: "Save?") {
  Action("Save", key: .save)
  Cancel("Cancel", key: .cancel)
}
.followUp { choice in choice == .save ? saved : nil }  // expected-error-here
