import BenchmarkSupport
import FluentAlert
import FluentAlertTerminal
import Foundation

/// Moves the selection down an action sheet taller than the terminal, one
/// key and one redraw at a time, on a pseudo-terminal, and measures the CPU
/// time a key costs (decoding, the state change, the layout with its
/// scrolling, painting and writing the frame).
///
/// Usage: `ScrollBenchmark <actions> [<repetitions>]`: a sheet of that many
/// actions and a cancel action at 80×24 (up to 18 actions it fits, more
/// scroll); ↓ is typed once per action, each
/// after the previous frame arrived, then Enter on the cancel action. Prints
/// the least CPU time per key of the repetitions, in nanoseconds. Exits
/// non-zero unless the dialog reports the cancel key. Run by
/// `Benchmarks/scroll.sh`.
@main
enum ScrollBenchmark {
  @MainActor
  static func main() async throws {
    let arguments = CommandLine.arguments
    guard (2...3).contains(arguments.count), let count = Int(arguments[1]), count > 0,
      let repetitions = arguments.count == 3 ? Int(arguments[2]) : 1, repetitions > 0
    else {
      print("usage: ScrollBenchmark <actions> [<repetitions>]")
      exit(2)
    }
    var least = Int.max
    for _ in 0..<repetitions {
      guard let nanoseconds = try await measure(count) else {
        print("the sheet did not end on its cancel action")
        exit(1)
      }
      least = min(least, nanoseconds)
    }
    print(least)
  }

  /// Shows the sheet, walks the selection to its cancel action and returns
  /// the CPU time per key, or `nil` when the sheet reported another key.
  @MainActor
  static func measure(_ count: Int) async throws -> Int? {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Move",
      actions: (1...count).map { DialogAction(title: .verbatim("Album \($0)"), key: $0) }
        + [DialogAction(title: "Cancel", role: .cancel, key: 0)])
    let presenter = TerminalDialogPresenter(
      mode: .interactive, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    async let key = sheet.present(using: presenter)
    guard await terminal.waitFor("1. Album 1") else { return nil }
    let started = processCPUMicroseconds()
    for position in 2...(count + 1) {
      let offset = terminal.writtenCount
      terminal.type("\u{1B}[B")
      // The frame that selects it: one key, one redraw.
      guard await terminal.waitFor("❯ \u{1B}[7m\(position). ", after: offset) else { return nil }
    }
    let spent = processCPUMicroseconds() - started
    terminal.type("\r")
    return try await key == 0 ? spent * 1000 / count : nil
  }
}
