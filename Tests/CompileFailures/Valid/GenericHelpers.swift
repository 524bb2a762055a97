import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, cancel }

// Helpers can be written over every state they accept, and the rules still
// hold inside them.
func addingCancel<Style, Preferred, HasAction, HasTimer, HasTap>(
  _ draft: DialogDraft<Choice, Style, DraftState.No, Preferred, HasAction, HasTimer, HasTap>
) -> DialogDraft<Choice, Style, DraftState.Yes, Preferred, DraftState.Yes, HasTimer, HasTap> {
  draft.addCancel("Cancel", key: .cancel)
}

func finished<Style, HasCancel, HasPreferred, HasTimer, HasTap>(
  _ draft: DialogDraft<Choice, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap>
) -> Dialog<Choice> {
  draft.dialog
}

let dialog = finished(addingCancel(alert("Save?", keys: Choice.self).addAction("Save", key: .save)))
let sheet = finished(addingCancel(actionSheet("Save?", keys: Choice.self)).actionStyle { $0 })
