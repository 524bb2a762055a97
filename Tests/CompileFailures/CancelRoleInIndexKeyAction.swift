// expected-error: add the cancel action with addCancel(_:key:), so the compiler can check there is only one
import FluentAlertMacrosFree

let dialog = actionSheet("Rate us", keys: Int.self)
  .addCancel("Later")
  .addAction("Never", role: .cancel)  // expected-error-here
  .dialog
