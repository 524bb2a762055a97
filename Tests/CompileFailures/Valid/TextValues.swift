import FluentAlertMacrosFree

// Titles and messages accept literals, interpolations, `String` and
// `Substring` values and localized `DialogText`, with `Int` keys too.
let name = "Ana"
let line: Substring = "Follow Ana?"[...]
let localized = DialogText.localized("follow.title", table: "Dialogs", defaultValue: "Follow")

let fromValues = alert(name, message: line, keys: Int.self)
  .addAction(localized, key: 0)
  .addAction("Unfollow \(name)", key: 1, role: .destructive)
  .addCancel(String("Cancel"), key: 2)
  .dialog

let untitled = alert(nil, message: "Only a message", keys: Int.self)
  .addAction("OK", key: 0)
  .dialog
