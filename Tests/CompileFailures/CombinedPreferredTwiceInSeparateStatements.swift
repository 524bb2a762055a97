// expected-error: a dialog can have only one preferred action
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, share }

// The state is in the type, so it survives being stored and passed around.
func addShare<HasCancel, HasAction, HasTimer, HasTap>(
  to draft: DialogDraft<
    Choice, DraftState.Alert, HasCancel, DraftState.Yes, HasAction, HasTimer, HasTap
  >
) -> Dialog<Choice> {
  draft
    .addAction("Share", key: .share)
    .preferred(.share)  // expected-error-here
    .dialog
}

let draft = alert("Export", keys: Choice.self).addAction("Save", key: .save).preferred(.save)
let dialog = addShare(to: draft)
