// expected-error: a dialog needs an action or an auto-dismiss, or the user could not close it
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case openFolder }

// An action that keeps the dialog open is no way out of it.
let dialog = alert("Themes installed", keys: Choice.self)
  .addActionKeepingOpen("Open Theme Folder", key: .openFolder)
  .dialog  // expected-error-here
