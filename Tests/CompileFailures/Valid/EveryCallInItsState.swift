import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, discard, share, cancel }

// Every chaining call, each in a state that allows it, in an alert and a sheet;
// the dialog's own settings go on the finished dialog.
let alertDialog = alert("Unsaved changes", message: "Save first?", keys: Choice.self)
  .addTextField("File name") { $0.text("Untitled").required(.nonEmpty) }
  .addAction("Save", key: .save)
  .actionStyle { $0.accessibilityIdentifier("save") }
  .preferred(.save)
  .addDestructive("Discard", key: .discard)
  .actionStyle { $0.titleColor(.system(.red)).image(.system("trash")) }
  .addActionKeepingOpen("Share", key: .share, role: .default)
  .actionStyle { $0.checked() }
  .addCancel("Cancel", key: .cancel)
  .dismiss(after: .seconds(30), reporting: .cancel)
  .actionTap { choice, texts in print(choice, texts) }
  .dialog
  .titleStyle(TextStyle(font: .system(size: 17, weight: .semibold), maxLines: 2))
  .messageStyle(TextStyle(color: .system(.gray), alignment: .center))
  .accessibilityIdentifier("unsaved")
  .severity(.warning)
  .icon(.asset("Document"))

let sheetDialog = actionSheet("Document", keys: Choice.self)
  .addAction("Share", key: .share)
  .addAction("Discard", key: .discard, role: .destructive)
  .addCancel("Cancel", key: .cancel)
  .actionTap { choice in print(choice) }
  .dialog
  .anchor(.rect(x: 10, y: 20, width: 44, height: 44))

let askingDialog = alert("Empty the Trash?", keys: Choice.self)
  .addDestructive("Empty Trash", key: .discard)
  .addCancel("Cancel", key: .cancel)
  .addControl(.toggle("Shred the files", key: .share))
  .actionTap { choice, values in print(choice, values.isSuppressed, values.isOn(.share)) }
  .dialog
  .addControl(.suppressionToggle("Do not ask me again", isSuppressed: true))

let finished: [Dialog<Choice>] = [alertDialog, sheetDialog, askingDialog]
