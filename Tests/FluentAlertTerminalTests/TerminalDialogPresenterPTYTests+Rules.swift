import FluentAlert
import FluentAlertTerminal
import FluentAlertTestSupport
import Foundation
import Testing

/// The terminal shows what each rule across fields and each check in code
/// asks, and keeps the actions they gate unavailable until it holds.
///
/// In the pseudo-terminal suite, which runs one test at a time: presenters
/// in raw mode share the process's signal dispositions.
extension TerminalDialogPresenterPTYTests {
  @Test("a confirmation says it must match the passphrase until it does")
  func sameAsOnScreen() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>(.alert, title: "Export Keys") {
      TextInput("Passphrase")
      TextInput("Confirm").required(.sameAs(field: 0))
      Action("Export", key: .save)
      Cancel("Cancel", key: .cancel)
    }
    async let chosen = dialog.present(using: presenter(terminal))
    // Both empty: the same text, so the rule holds.
    #expect(await terminal.waitFor("✓ must match “Passphrase”"))
    terminal.type("abc")
    #expect(await terminal.waitFor("✗ must match “Passphrase”"))
    #expect(await terminal.waitFor("1. Export (unavailable)"))
    let typed = terminal.writtenCount
    terminal.type("\tabc")
    #expect(await terminal.waitFor("✓ must match “Passphrase”", after: typed))
    terminal.type("\r")  // Return in the last field chooses Export
    #expect(try await chosen == .save)
  }

  @Test("differentFrom and anyNonEmpty are worded with the other fields' names")
  func otherRulesOnScreen() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>(.alert, title: "Account") {
      TextInput("Email")
      TextInput("Phone").required(.anyNonEmpty(fields: [0, 1]))
      TextInput("New password").required(.differentFrom(field: 0))
      Action("Save", key: .save)
      Cancel("Cancel", key: .cancel)
    }
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor("✗ one of these must not be empty: Email, Phone"))
    #expect(await terminal.waitFor("✗ must differ from “Email”"))
    terminal.type("ana@example.com")
    #expect(await terminal.waitFor("✓ one of these must not be empty: Email, Phone"))
    #expect(await terminal.waitFor("✓ must differ from “Email”"))
    terminal.type("\u{1B}")
    #expect(try await chosen == .cancel)
  }

  @Test("a check in code shows its message under the fields while it fails")
  func textCheckOnScreen() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>.alert("New Folder")
      .addTextField("Name") { $0.text("Notes") }
      .addAction("Create", key: .save)
      .addCancel("Cancel", key: .cancel)
      .textCheck { texts in texts[0] == "Notes" ? "A folder named Notes exists" : nil }
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor("✗ A folder named Notes exists"))
    #expect(await terminal.waitFor("1. Create (unavailable)"))
    // Return chooses Create only once the check passes.
    terminal.type("2\r")
    #expect(try await chosen == .save)
  }

  @Test("an action the app enables while the dialog is up becomes available on screen")
  func appEnablesAnAction() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let handle = SessionHandle()
    let dialog = Dialog<Choice>.alert("Type the new shortcut")
      .addAction("Save", key: .save)
      .actionStyle { $0.disabled() }
      .addCancel("Cancel", key: .cancel)
      .onPresent { handle.session = $0 }
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor("1. Save (unavailable)"))
    let drawn = terminal.writtenCount
    handle.session?.setEnabled(true, for: .save)
    // Drawn again, plain: no longer dim, no longer "(unavailable)".
    #expect(await terminal.waitFor("│   1. Save    ", after: drawn))
    terminal.type("1\r")  // refused before; chooses Save now
    #expect(try await chosen == .save)
  }

  @Test("a progress dialog moves its bar as the app reports, and goes when the app closes it")
  func progressBar() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let handle = SessionHandle()
    let dialog = Dialog<Choice>.alert("Importing photos…")
      .progress(.fraction(0))
      .onPresent { handle.session = $0 }
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor(" 0%"))
    let drawn = terminal.writtenCount
    handle.session?.setProgress(.fraction(0.5))
    handle.session?.setMessage("Photo 60 of 120")
    #expect(await terminal.waitFor(" 50%", after: drawn))
    #expect(await terminal.waitFor("Photo 60 of 120", after: drawn))
    let retitled = terminal.writtenCount
    handle.session?.setTitle("Verifying photos…")
    #expect(await terminal.waitFor("Verifying photos…", after: retitled))
    handle.session?.dismiss()
    #expect(try await chosen == nil)
  }

  @Test("accessories are drawn under the message, the link as a hyperlink the terminal opens")
  func accessories() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let linking = presenter(terminal, hyperlinks: true)
    let dialog = Dialog<Choice>.alert("Allow access to:")
      .accessory(.lines(["Camera", "Microphone"]))
      .accessory(.link("Privacy", address: "https://example.com/privacy"))
      .accessory(.footnote("Change it in Settings."))
      .addAction("Allow", key: .save)
      .addCancel("Don't Allow", key: .cancel)
    async let chosen = dialog.present(using: linking)
    #expect(await terminal.waitFor("• Microphone"))
    #expect(await terminal.waitFor("\u{1B}]8;;https://example.com/privacy\u{1B}\\"))
    #expect(await terminal.waitFor("Change it in Settings."))
    terminal.type("\u{1B}[B\r")  // Down to "Don't Allow", Enter
    #expect(try await chosen == .cancel)
  }
}

/// Line mode says what a failing check in code asks.
@MainActor
@Suite("TerminalDialogPresenter in line mode with a check in code")
struct TerminalLineModeCheckTests {
  enum Choice: Hashable, Sendable { case save, cancel }

  /// Presents `dialog` in line mode with `answers` waiting on its input.
  ///
  /// - Returns: The key chosen and everything printed.
  private func run(
    _ dialog: Dialog<Choice>, answering answers: String
  ) async throws -> (key: Choice?, transcript: String) {
    let input = Pipe()
    let output = Pipe()
    let presenter = TerminalDialogPresenter(
      mode: .lineMode, input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor, environment: ["TERM": "dumb"])
    try input.fileHandleForWriting.write(contentsOf: Data(answers.utf8))
    let key = try await dialog.present(using: presenter)
    try output.fileHandleForWriting.close()
    let transcript = String(
      decoding: try output.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
    return (key, transcript)
  }

  @Test("line mode says why a checked action is unavailable and asks the fields again")
  func textCheckInLineMode() async throws {
    let dialog = Dialog<Choice>.alert("New Folder")
      .addTextField("Name")
      .addAction("Create", key: .save)
      .addCancel("Cancel", key: .cancel)
      .textCheck { texts in texts[0] == "Notes" ? "A folder named Notes exists" : nil }
    let (key, transcript) = try await run(dialog, answering: "Notes\n1\nReceipts\n1\n")
    #expect(key == .save)
    #expect(transcript.contains("“Create” is not available:\n- A folder named Notes exists.\nName"))
  }

  @Test("line mode prints a title and a message the app changes, once each")
  func liveTextsInLineMode() async throws {
    let dialog = Dialog<Choice>.alert("Downloading “Xcode 26”…")
      .progress(.indeterminate)
      .addCancel("Stop", key: .cancel)
      .onPresent { session in
        session.setTitle("Verifying “Xcode 26”…")
        session.setMessage("This takes a minute.")
        session.setTitle("Verifying “Xcode 26”…")
      }
    let (key, transcript) = try await run(dialog, answering: "1\n")
    #expect(key == .cancel)
    #expect(
      transcript.components(separatedBy: "Verifying “Xcode 26”…").count == 2
        && transcript.contains("This takes a minute."), "\(transcript)")
  }
}

/// Where a test keeps the session `onPresent` handed over.
@MainActor
private final class SessionHandle {
  weak var session: DialogSession<TerminalDialogPresenterPTYTests.Choice>?
}
