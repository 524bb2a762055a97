import BenchmarkSupport
import FluentAlert
import FluentAlertTerminal
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pastes into a text field of a dialog shown by `TerminalDialogPresenter` on a
/// pseudo-terminal and measures the CPU time it costs (every thread: the
/// input thread, the main actor, the terminal's two ends).
///
/// Usage: `PasteBenchmark bracketed|plain <characters> [<repetitions>]`: once
/// the dialog is on screen, that many characters are written to the terminal
/// at once, between `ESC [200~` and `ESC [201~` (`bracketed`, as a terminal
/// sends a paste when asked to) or bare (`plain`, a terminal that does not
/// bracket), then Enter. The field's requirement is a length range, so every
/// change is checked as well. Prints the least CPU time of the repetitions,
/// in microseconds, from the paste's first byte to the dialog's end. Exits
/// non-zero unless the dialog reports the whole text. Run by
/// `Benchmarks/paste.sh`.
@main
enum PasteBenchmark {
  @MainActor
  static func main() async throws {
    let arguments = CommandLine.arguments
    guard (3...4).contains(arguments.count), let count = Int(arguments[2]),
      ["bracketed", "plain"].contains(arguments[1]),
      let repetitions = arguments.count == 4 ? Int(arguments[3]) : 1, repetitions > 0
    else {
      print("usage: PasteBenchmark bracketed|plain <characters> [<repetitions>]")
      exit(2)
    }
    let text = String(String(repeating: "abcdefghij", count: count / 10 + 1).prefix(count))
    var paste = Array(text.utf8)
    if arguments[1] == "bracketed" {
      paste = Array("\u{1B}[200~".utf8) + paste + Array("\u{1B}[201~".utf8)
    }
    paste += Array("\r".utf8)
    var least = Int.max
    for _ in 0..<repetitions {
      let (microseconds, pasted) = try await measure(paste)
      guard pasted == text else {
        print("the dialog reported \(pasted.count) characters, not \(count)")
        exit(1)
      }
      least = min(least, microseconds)
    }
    print(least)
  }

  /// Shows the dialog, pastes, and returns the CPU time from the paste to
  /// the dialog's end and the text the dialog reported.
  @MainActor
  static func measure(_ paste: [UInt8]) async throws -> (Int, String) {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let received = Mutex<[String]>([])
    let dialog = Dialog<Int>(
      style: .alert, title: "Paste",
      actions: [
        DialogAction(title: "OK", key: 0),
        DialogAction(title: "Cancel", role: .cancel, key: 1),
      ],
      textFields: [
        DialogTextField("Text").required(.length(1...1_000_000))
      ],
      actionTap: { _, texts in received.withLock { $0 = Array(texts) } })
    let presenter = TerminalDialogPresenter(
      mode: .interactive, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    async let key = dialog.present(using: presenter)
    // Typed before raw mode is entered, the paste would be thrown away.
    guard await terminal.waitFor("\u{1B}[?2004h") else { return (-1, "") }
    let started = processCPUMicroseconds()
    terminal.paste(String(decoding: paste, as: UTF8.self))
    let chosen = try await key
    let spent = processCPUMicroseconds() - started
    return (chosen == 0 ? spent : -1, received.withLock { $0.first ?? "" })
  }
}
