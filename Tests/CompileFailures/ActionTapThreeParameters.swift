// expected-error: read the toggle from the values: .actionTap { key, values in values.isSuppressed }
import FluentAlert

enum Choice: Hashable, Sendable { case empty, keep }

// The texts and the suppression toggle's state arrive together, as values.
let dialog = Dialog<Choice>.alert("Empty the Trash?")
  .addDestructive("Empty Trash", key: .empty)
  .addCancel("Cancel", key: .keep)
  .addControl(.suppressionToggle())
  .actionTap { choice, texts, isSuppressed in print(choice, isSuppressed) }  // expected-error-here
