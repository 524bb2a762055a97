import FluentAlert
import FluentAlertTerminal
import FluentAlertTestSupport
import Foundation
import Testing

/// A presenter whose environment names a language speaks it in every word
/// it adds, on a real terminal: the marks after actions, the countdown, the
/// scroll marks and the help line on the full screen; the questions, hints
/// and re-asks in line mode.
///
/// In the pseudo-terminal suite, which runs one test at a time: presenters
/// in raw mode share the process's signal dispositions.
extension TerminalDialogPresenterPTYTests {
  /// Russian (four plural forms), Polish, Japanese and Arabic (six plural
  /// forms, right to left).
  nonisolated static let languages = ["ru_RU", "pl_PL", "ja_JP", "ar_EG"]

  /// What the terminal showed, without its control sequences: what a user
  /// reads.
  nonisolated static func readable(_ output: String) -> String {
    var text = ""
    var iterator = output.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\u{1B}" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      switch iterator.next() {
      case "[":  // CSI: parameters up to a final byte in @...~
        while let next = iterator.next(), !("@"..."~").contains(next) {}
      case "]":  // OSC: up to BEL or ESC \
        while let next = iterator.next(), next != "\u{07}", next != "\u{1B}" {}
      default: break  // a two-byte sequence
      }
      text.append(" ")
    }
    return text
  }

  /// An interactive or line-mode presenter in `language`.
  func presenter(
    _ terminal: PseudoTerminal, language: String, mode: TerminalDialogPresenter.Mode
  ) -> TerminalDialogPresenter {
    TerminalDialogPresenter(
      mode: mode, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "\(language).UTF-8"])
  }

  /// Seconds a countdown can show without closing the dialog before the
  /// test answers: the count itself from five on (1 and 2 are tried on
  /// the renderer, where no clock runs).
  nonisolated static func seconds(for count: Int) -> Int { count >= 5 ? count : 21 }

  @Test(
    "the full screen adds no English word in Russian, Polish, Japanese or Arabic",
    arguments: languages, TerminalWordingTests.counts)
  func fullScreenInLanguage(language: String, count: Int) async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    // More actions than 24 rows hold: scroll marks with a count.
    let dialog = TerminalWordingTests.dialog(
      actions: count + 24, seconds: Self.seconds(for: count), limit: nil
    )
    .help(.link("https://example.com/help"))
    .addControl(.suppressionToggle())
    let session = try DialogSession(dialog)
    session.present(using: presenter(terminal, language: language, mode: .interactive))
    #expect(await terminal.waitFor("α0"))
    let drawn = terminal.writtenCount
    terminal.type("\u{1B}[A")  // up from the first action: the suppression toggle
    #expect(await terminal.waitFor("\u{1B}[7m", after: drawn))
    terminal.type("1")
    #expect(await session.ended())
    #expect(session.reason == .action(0))
    #expect(await terminal.waitFor("\u{1B}[?1049l"))
    let shown = Self.readable(terminal.output)
    #expect(TerminalWordingTests.englishIn(shown).isEmpty, "\(language): \(shown)")
  }

  @Test(
    "line mode adds no English word in Russian, Polish, Japanese or Arabic",
    arguments: languages, TerminalWordingTests.counts)
  func lineModeInLanguage(language: String, count: Int) async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = TerminalWordingTests.dialog(
      actions: count, seconds: Self.seconds(for: count), limit: max(count, 1))
    let session = try DialogSession(dialog)
    session.present(using: presenter(terminal, language: language, mode: .lineMode))
    #expect(await terminal.waitFor("Δ"))
    // Too long, then kept; then an unknown name, a number out of range,
    // and the first action (Enter, when there is none). Typed ahead: line
    // mode reads one line per question.
    for answer in [String(repeating: "β", count: 30), "", "ζζζ", "99"] {
      terminal.type(answer + "\n")
    }
    terminal.type(count == 0 ? "\n" : "1\n")
    #expect(await session.ended())
    session.dismiss()  // ends it if the answers went astray
    let shown = Self.readable(terminal.output)
    #expect(TerminalWordingTests.englishIn(shown).isEmpty, "\(language): \(shown)")
  }

  @Test("the check finds the English it looks for: the same dialogs in English")
  func englishControl() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let sheet = TerminalWordingTests.dialog(actions: 30, seconds: 21, limit: nil)
    let shown = try DialogSession(sheet)
    shown.present(using: presenter(terminal, language: "en_US", mode: .interactive))
    #expect(await terminal.waitFor("α0"))
    terminal.type("1")
    #expect(await shown.ended())
    #expect(await terminal.waitFor("\u{1B}[?1049l"))
    let screen = Self.readable(terminal.output)
    #expect(screen.contains("more lines below"), "\(screen)")
    #expect(screen.contains("Closes by itself in 21"), "\(screen)")

    let start = terminal.writtenCount
    let alert = TerminalWordingTests.dialog(actions: 2, seconds: 21, limit: 1)
    let asked = try DialogSession(alert)
    asked.present(using: presenter(terminal, language: "en_US", mode: .lineMode))
    terminal.type("zzz\n")
    terminal.type("1\n")
    #expect(await asked.ended())
    let output = terminal.output
    let lines = Self.readable(
      String(output[output.utf8.index(output.startIndex, offsetBy: start)...]))
    #expect(lines.contains("Choose 1–3, or type an action's name"), "\(lines)")
    #expect(!TerminalWordingTests.englishIn(lines).isEmpty)
  }
}
