import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, cancel }

// Helpers can be written over every state they accept, and the rules still
// hold inside them.
func addingCancel<Style, Preferred, Closing, Tap>(
  _ draft: DialogDraft<Choice, Style, DraftState.NoCancel, Preferred, Closing, Tap>
) -> DialogDraft<Choice, Style, DraftState.HasCancel, Preferred, Closing.AddingAction, Tap> {
  draft.addCancel("Cancel", key: .cancel)
}

func finished<Style, Cancel, Preferred, Closing, Tap>(
  _ draft: DialogDraft<Choice, Style, Cancel, Preferred, Closing, Tap>
) -> Dialog<Choice> where Closing: DraftState.Closable {
  draft.dialog
}

let dialog = finished(addingCancel(alert("Save?", keys: Choice.self).addAction("Save", key: .save)))
let sheet = finished(addingCancel(actionSheet("Save?", keys: Choice.self)).actionStyle { $0 })
