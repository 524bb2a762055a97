import FluentAlert
import FluentAlertPreview
import Foundation

// Instructions one picture costs, against the snapshot text of the same dialog (preview.sh).
//
//   PreviewBenchmark <text|ios-alert|ios-action-sheet|macos-alert|terminal> ACTIONS MESSAGE
//
// Draws an alert with a title, a message of MESSAGE characters (words of Latin text) and ACTIONS
// actions, the last a cancel action, once inside `benchmarkRegion` (which callgrind measures
// alone), after one drawing of a small dialog outside it (two actions, a message long enough to
// wrap), so the count leaves out what a process pays once (static tables, first metadata lookups).

/// The measured call: callgrind's `--toggle-collect` counts only what runs inside it.
@inline(never) func benchmarkRegion(_ body: () -> Int) -> Int { body() }

func dialog(actions: Int, messageLength: Int) -> Dialog<Int> {
  let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
  var message = ""
  var index = 0
  while message.count < messageLength {
    message += words[index % words.count] + " "
    index += 1
  }
  return Dialog(
    style: .alert, title: "Choose an action",
    message: .verbatim(String(message.prefix(messageLength))),
    actions: (0..<actions).map { index in
      DialogAction(
        title: .verbatim("Action \(index)"), role: index == actions - 1 ? .cancel : .default,
        key: index)
    })
}

/// The bytes of `dialog` drawn by `contender`.
func draw(_ contender: String, _ dialog: Dialog<Int>) -> Int {
  if let look = PreviewLook(rawValue: contender) { return dialog.svgPreview(look).utf8.count }
  return dialog.snapshot.utf8.count
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let actions = Int(arguments[2]), let length = Int(arguments[3]),
  arguments[1] == "text" || PreviewLook(rawValue: arguments[1]) != nil
else {
  print(
    "usage: PreviewBenchmark <text|\(PreviewLook.allCases.map(\.rawValue).joined(separator: "|"))> ACTIONS MESSAGE"
  )
  exit(2)
}
let contender = arguments[1]
let measured = dialog(actions: actions, messageLength: length)
let warmUp = draw(contender, dialog(actions: 2, messageLength: 200))
let bytes = benchmarkRegion { draw(contender, measured) }
print(bytes, warmUp)
