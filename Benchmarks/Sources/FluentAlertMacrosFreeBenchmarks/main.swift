// Run-time workloads for Benchmarks/MacrosFree/runtime.sh, which counts their
// instructions with callgrind. Usage: FluentAlertMacrosFreeBenchmarks <workload> <count>.
// Each workload builds dialogs and prints a checksum, so the optimizer cannot drop the work.
import FluentAlertMacrosFree

/// A dialog of `count` actions (cancel first), grown one call at a time by a typed draft.
@inline(never)
func typedLoop(_ count: Int) -> Dialog<Int> {
  var draft = alert("Title", keys: Int.self).addCancel("Cancel", key: 0)
  for key in 1..<max(count, 1) {
    draft = (consume draft).addAction("Action", key: key)
  }
  return draft.dialog
}

/// The same dialog grown by `Dialog`'s chain.
@inline(never)
func chainLoop(_ count: Int) -> Dialog<Int> {
  var dialog = Dialog<Int>.alert("Title").addCancel("Cancel", key: 0)
  for key in 1..<max(count, 1) {
    dialog = (consume dialog).addAction("Action", key: key)
  }
  return dialog
}

/// The same dialog from an array and the public initializer.
@inline(never)
func initializerLoop(_ count: Int) -> Dialog<Int> {
  var actions = [DialogAction(title: "Cancel", role: .cancel, key: 0)]
  for key in 1..<max(count, 1) {
    actions.append(DialogAction(title: "Action", key: key))
  }
  return Dialog(style: .alert, title: "Title", actions: actions)
}

/// A 10-action alert written as one typed chain.
@inline(never)
func typedTen(_ seed: Int) -> Dialog<Int> {
  alert("Title", message: "Message", keys: Int.self)
    .addAction("One", key: seed)
    .preferred(seed)
    .addAction("Two", key: seed + 1)
    .addDestructive("Three", key: seed + 2)
    .addAction("Four", key: seed + 3)
    .addAction("Five", key: seed + 4)
    .addDestructive("Six", key: seed + 5)
    .addAction("Seven", key: seed + 6)
    .addAction("Eight", key: seed + 7)
    .addAction("Nine", key: seed + 8)
    .addCancel("Cancel", key: seed + 9)
    .dialog
}

/// The same alert written as `Dialog`'s chain.
@inline(never)
func chainTen(_ seed: Int) -> Dialog<Int> {
  Dialog<Int>.alert("Title", message: "Message")
    .addAction("One", key: seed)
    .preferred(seed)
    .addAction("Two", key: seed + 1)
    .addDestructive("Three", key: seed + 2)
    .addAction("Four", key: seed + 3)
    .addAction("Five", key: seed + 4)
    .addDestructive("Six", key: seed + 5)
    .addAction("Seven", key: seed + 6)
    .addAction("Eight", key: seed + 7)
    .addAction("Nine", key: seed + 8)
    .addCancel("Cancel", key: seed + 9)
}

/// The same alert written with the public initializer.
@inline(never)
func initializerTen(_ seed: Int) -> Dialog<Int> {
  Dialog(
    style: .alert, title: "Title", message: "Message",
    actions: [
      DialogAction(title: "One", key: seed).preferred(),
      DialogAction(title: "Two", key: seed + 1),
      DialogAction(title: "Three", role: .destructive, key: seed + 2),
      DialogAction(title: "Four", key: seed + 3),
      DialogAction(title: "Five", key: seed + 4),
      DialogAction(title: "Six", role: .destructive, key: seed + 5),
      DialogAction(title: "Seven", key: seed + 6),
      DialogAction(title: "Eight", key: seed + 7),
      DialogAction(title: "Nine", key: seed + 8),
      DialogAction(title: "Cancel", role: .cancel, key: seed + 9),
    ])
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  fatalError("usage: FluentAlertMacrosFreeBenchmarks <workload> <count>")
}
var checksum = 0
switch arguments[1] {
case "typed-loop": checksum = typedLoop(count).actions.count
case "chain-loop": checksum = chainLoop(count).actions.count
case "initializer-loop": checksum = initializerLoop(count).actions.count
case "typed-ten": for seed in 0..<count { checksum &+= typedTen(seed).actions[9].key }
case "chain-ten": for seed in 0..<count { checksum &+= chainTen(seed).actions[9].key }
case "initializer-ten": for seed in 0..<count { checksum &+= initializerTen(seed).actions[9].key }
case "none": checksum = count
default:
  fatalError("unknown workload \(arguments[1])")
}
print(checksum)
