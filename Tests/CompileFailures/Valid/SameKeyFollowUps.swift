import FluentAlert

// Beside the refused follow-up of another key type, follow-ups of the same key type still
// resolve, in both closure shapes, from a ternary, a literal nil and a helper.
enum Choice: Hashable, Sendable { case save, discard, done, cancel }

let saved = Dialog<Choice>(.alert, title: "Saved") { Cancel("Done", key: .done) }

func confirmation(for choice: Choice) -> Dialog<Choice>? {
  choice == .discard ? Dialog<Choice>.alert("Discarded").addCancel("OK", key: .done) : nil
}

let fromTernary = Dialog<Choice>(.alert, title: "Save?") {
  Action("Save", key: .save)
  Destructive("Discard", key: .discard)
  Cancel("Cancel", key: .cancel)
}
.followUp { choice in choice == .save ? saved : nil }

let withTexts = Dialog<Choice>.alert("Name")
  .addTextField("Name")
  .addAction("Save", key: .save)
  .addCancel("Cancel", key: .cancel)
  .followUp { choice, texts in texts[0].isEmpty ? nil : saved }

let fromHelper = fromTernary.followUp(confirmation(for:))
let never = withTexts.followUp { _ in nil }
