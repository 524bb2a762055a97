// expected-error: a cancel action always closes the dialog
import FluentAlert

enum Choice: Hashable, Sendable { case sync, close }

let dialog = Dialog<Choice>(.alert, title: "Sync") {
  Action("Sync Now", key: .sync)
  Cancel("Close", key: .close).keepsDialogOpen()  // expected-error-here
}
