// expected-error: an action sheet has no preferred action (UIKit ignores it); only alerts do
import FluentAlertMacrosFree

enum Choice: Hashable, Sendable { case follow, cancel }

let dialog = actionSheet("Ana", keys: Choice.self)
  .addAction("Follow", key: .follow)
  .preferred(.follow)  // expected-error-here
  .addCancel("Cancel", key: .cancel)
  .dialog
