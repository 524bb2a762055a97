import FluentAlertMacrosFree

// Titles and messages take literals (localization keys), interpolations
// (format keys with arguments), `String` and `Substring` values (verbatim,
// as they are or as `.verbatim(_:)`), and localized `DialogText` with a
// leading dot, with `Int` keys too.
let name = "Ana"
let line: Substring = "Follow Ana?"[...]
let count = 3
let localized = DialogText.localized("follow.title", table: "Dialogs", defaultValue: "Follow")

let fromValues = alert(.verbatim(name), message: .verbatim(String(line)), keys: Int.self)
  .addAction(localized, key: 0)
  .addAction("Unfollow \(name) and \(count) others", key: 1, role: .destructive)
  .addCancel(.localized("cancel", table: "Dialogs", comment: "Closes the dialog"), key: 2)
  .dialog

let untitled = alert(nil, message: "Only a message", keys: Int.self)
  .addAction(.verbatim(name), key: 0)
  .dialog

let plainValues = actionSheet(name, keys: Int.self)
  .addAction(line, key: 0)
  .addCancel(name, key: 1)
  .dialog
