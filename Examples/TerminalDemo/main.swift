// fluentalert-demo: a welcome message, a user action sheet, a rename
// alert with a text field, and a dialog opened from another's handler, shown
// in the terminal. Each chosen key is printed. The texts are in the
// environment's language where Localizable.xcstrings has it (Russian,
// Polish), English otherwise.
//
//   swift run fluentalert-demo               # interactive on a terminal
//   swift run fluentalert-demo --line-mode   # numbered questions, one line each
//   printf '1\n2\nNotes\n1\n1\n' | swift run fluentalert-demo
//   LANG=ru_RU.UTF-8 swift run fluentalert-demo

import FluentAlert
import FluentAlertTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The welcome message's one key: its close button.
enum Greeting: Hashable, Sendable { case close }

/// What to do with a user.
enum UserAction: Hashable, Sendable { case follow, mute, cancel }

/// The rename conversation's answers: the alert's Save and Cancel, and the
/// confirmation's OK that follows it.
enum Rename: Hashable, Sendable { case save, cancel, done }

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    usage: fluentalert-demo [--line-mode | --interactive]

    Shows four dialogs one after another and prints the key each one reports.
    Interactive on a terminal: arrows, j/k or Tab move, Enter chooses, digits
    choose by number, Esc dismisses, Ctrl-C quits. With pipes (or --line-mode),
    answer each question with a line: a number, or an action's title or key.
    """)
  exit(0)
}
let mode: TerminalDialogPresenter.Mode =
  arguments.contains("--line-mode")
  ? .lineMode : arguments.contains("--interactive") ? .interactive : .automatic

// Texts are looked up in this program's catalog, in the language LC_ALL,
// LC_MESSAGES or LANG names.
let presenter = TerminalDialogPresenter(mode: mode, localization: .environment(bundle: .module))
let queue = DialogQueue(presenter: presenter)

func report(_ name: String, _ key: (some Hashable & Sendable)?) {
  print("\(name): chosen \(key.map { String(describing: $0) } ?? "nothing (dismissed)")")
  // The presenter writes to the descriptor directly; flush so results and
  // dialogs stay in order in a pipe too.
  fflush(nil)
}

// 1. A message and a close button that is the cancel action.
let welcome = Dialog<Greeting>(
  .alert, title: "FluentAlert",
  message: "Dialogs are values: this one was described once and drawn by the terminal."
) {
  Cancel("Close", key: .close)
}

// 2. The user action sheet, destructive Mute, cancel last. The message
//    takes the plural form the count and the language call for; Cancel is
//    the system's word.
let photos = 3
let userSheet = Dialog<UserAction>(
  .actionSheet, title: "Ana",
  message: "Ana sent you \(photos) photos. What would you like to do?"
) {
  Action("Follow", key: .follow)
  Destructive("Mute", key: .mute)
  Cancel(.systemCancel, key: .cancel)
}
.anchor(.center)

// 3. The rename alert, written with the builder as the Start here article
//    recommends: a text field whose requirement keeps Save disabled until a
//    name is typed, and a follow-up, a fourth dialog, that appears once this
//    one is gone (a dialog opened from a handler never covers the one that
//    opened it), with no presenter and no Task. The folder's name is user
//    data, a `String` value shown as written and never translated; its
//    Chinese characters, two columns wide each, show that the box stays
//    straight.
let folderName = "文件"
let rename = Dialog<Rename>(
  .alert, title: "Rename “\(folderName)”", message: "Choose a new name for the folder."
) {
  TextInput("New name").required(.length(1...40), gates: [.save])
  Action("Save", key: .save).preferred()
  Cancel(.systemCancel, key: .cancel)
}
.titleStyle(
  TextStyle(
    font: .system(size: 17, weight: .semibold), color: .system(.orange), maxLines: 2,
    lineBreakMode: .byTruncatingTail)
)
.actionTap { answer in
  // The handler runs once the dialog is gone and the terminal restored, so
  // what it prints stays on the screen.
  report("rename", answer)
}
.followUp { answer, texts in
  let saved = answer == .save
  return Dialog<Rename>(
    .alert, title: saved ? "Saved" : "Not renamed",
    message: saved ? "The folder is now called \"\(texts[0])\"." : "Nothing changed."
  ) {
    Action("OK", key: .done).preferred()
  }
  .dismiss(after: .seconds(30), reporting: .done)
  .onDismiss { report("confirmation", $0.key) }
}
// Runs once however the dialog ends: here, to say that it ended without a
// choice (end of input).
.onDismiss { if $0.key == nil { report("rename", Rename?.none) } }

do {
  report("welcome", try await welcome.present(using: queue))
  report("user sheet", try await userSheet.present(using: queue))
  // Waits for the whole conversation: the rename and its follow-up.
  _ = try await rename.present(using: queue)
} catch {
  print("fluentalert-demo: \(error)")
  exit(1)
}
