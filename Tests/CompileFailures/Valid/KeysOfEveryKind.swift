import FluentAlert

// The overloads that name a wrong key type or a stray statement leave every
// right spelling alone: index keys, literal keys, enum keys and helpers.
enum Choice: Hashable, Sendable { case save, cancel }

let chainedIndexes = Dialog<Int>.alert("Rate us")
  .addAction("Now")
  .addDestructive("Never")
  .addCancel("Later")
let builtIndexes = Dialog<Int>(.alert, title: "Rate us") {
  Action("Now")
  Destructive("Never")
  Cancel("Later")
}
let literals = Dialog<String>(.alert, title: "Save?") {
  Action("Save", key: "save")
  Cancel("Cancel", key: "cancel")
}
let inferred = Dialog(.alert, title: "Save?") {
  Action("Save", key: "save")
  Cancel("Cancel", key: "cancel")
}

@DialogBuilder<Choice>
func saveAction() -> DialogContent<Choice> {
  Action("Save", key: .save).preferred()
}

let members = Dialog<Choice>(.alert, title: "Save?") {
  saveAction()
  if Bool.random() { Destructive("Discard", key: .cancel) }
}
let chained = Dialog<Choice>.alert("Save?")
  .addAction("Save", key: .save)
  .addCancel("Cancel", key: .cancel)
