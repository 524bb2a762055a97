import FluentAlert

/// Reads a session of many actions, for `valgrind --tool=callgrind`
/// (`--toggle-collect='*benchmarkRegion*'` counts only the reads).
///
/// Usage: `SessionReadBenchmark gated|ungated <actions>`: a dialog of that
/// many actions plus a cancel action and one text field, whose unmet
/// requirement gates every one of them (`gated`) or that has no requirement
/// (`ungated`, the baseline). The region reads every action's state by index
/// (as a presenter does), `enabledKeys`, and `isEnabled` for every key once. Run by `Benchmarks/session.sh`.
@main
enum SessionReadBenchmark {
  @MainActor
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, let count = Int(arguments[2]),
      ["gated", "ungated"].contains(arguments[1])
    else {
      print("usage: SessionReadBenchmark gated|ungated <actions>")
      return
    }
    let keys = Array(0..<count)
    let actions =
      keys.map { DialogAction<Int>(title: "Item \($0)", key: $0) }
      + [DialogAction(title: "Cancel", role: .cancel, key: -1)]
    let field = DialogTextField<Int>("Name")
    let dialog = Dialog<Int>(
      style: .alert, title: "Pick", actions: actions,
      textFields: [arguments[1] == "gated" ? field.required(.nonEmpty, gates: keys) : field])
    let session = try DialogSession(dialog)
    let (enabled, keysEnabled, lookups) = benchmarkRegion(session, keys)
    print("actions \(count) enabled \(enabled) enabledKeys \(keysEnabled) isEnabled \(lookups)")
  }
}

/// The measured region: one read of every action, of the enabled keys, and
/// of each key's state.
@MainActor
@inline(never)
func benchmarkRegion(_ session: DialogSession<Int>, _ keys: [Int]) -> (Int, Int, Int) {
  let enabled = session.actions.indices.count(where: session.isEnabled(actionAt:))
  let enabledKeys = session.enabledKeys.count
  let lookups = keys.count(where: session.isEnabled)
  return (enabled, enabledKeys, lookups)
}
