import FluentAlertMacrosFree

// For `Int` keys, actions may omit the key: it is their index.
let rating = alert("Rate us", keys: Int.self)
  .addAction("Now")
  .preferred(0)
  .addDestructive("Never")
  .addAction("Later", role: .default)
  .addCancel("Not now")
  .actionTap { index in print(index) }
  .dialog
