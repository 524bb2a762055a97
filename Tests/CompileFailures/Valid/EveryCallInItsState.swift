import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case save, discard, share, cancel }

// Every chaining call, each in a state that allows it, in an alert and a sheet.
let alertDialog = alert("Unsaved changes", message: "Save first?", keys: Choice.self)
  .titleStyle(TextStyle(font: .system(size: 17, weight: .semibold), maxLines: 2))
  .messageStyle(TextStyle(color: .system(.gray), alignment: .center))
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
  .accessibilityIdentifier("unsaved")
  .severity(.warning)
  .icon(.asset("Document"))
  .actionTap { choice, texts in print(choice, texts) }
  .dialog

let sheetDialog = actionSheet("Document", keys: Choice.self)
  .addAction("Share", key: .share)
  .addAction("Discard", key: .discard, role: .destructive)
  .addCancel("Cancel", key: .cancel)
  .anchor(.rect(x: 10, y: 20, width: 44, height: 44))
  .actionTap { choice in print(choice) }
  .dialog

let askingDialog = alert("Empty the Trash?", keys: Choice.self)
  .addDestructive("Empty Trash", key: .discard)
  .addCancel("Cancel", key: .cancel)
  .suppressionToggle("Do not ask me again", isSuppressed: true)
  .actionTap { choice, _, isSuppressed in print(choice, isSuppressed) }
  .dialog

let finished: [Dialog<Choice>] = [alertDialog, sheetDialog, askingDialog]
