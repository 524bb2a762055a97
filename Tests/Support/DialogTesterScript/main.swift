// A script outside any test, as a user runs one with `swift run`: a
// DialogTester failure is written to standard error and the script goes on.
import FluentAlert
import FluentAlertTesting

enum Choice: Hashable, Sendable { case save, cancel }

let dialog = Dialog<Choice>.alert("Save changes?")
  .addAction("Save", key: .save)
  .actionStyle { $0.disabled() }
  .addCancel("Cancel", key: .cancel)
let tester = try DialogTester(dialog)
tester.tap(.save)  // disabled: a failure, on standard error
tester.tap(.cancel)
print("handled: \(tester.handledKeys)")
