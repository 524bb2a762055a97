import FluentAlert
import FluentAlertTerminal
import FluentAlertTestSupport
import FluentAlertText
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
  import Synchronization  // the signal handler's counter, on Linux only
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// How many times the test's own `SIGCONT` handler ran (an atomic: a signal handler takes no lock).
  private let continuedMarks = Atomic<Int>(0)
#endif

/// The presenter in interactive mode on a pseudo-terminal: raw mode on the
/// way in, keys typed on the other end, cooked mode restored on the way out.
///
/// Serialized: two tests replace signal dispositions, and one raises
/// `SIGINT` while its own harmless handler is the previous disposition.
@MainActor
@Suite("TerminalDialogPresenter on a pseudo-terminal", .serialized)
struct TerminalDialogPresenterPTYTests {
  enum Choice: Hashable, Sendable { case follow, mute, cancel, save }

  /// An interactive presenter on `terminal`, in a UTF-8 xterm: what every
  /// test of the suite (and its extensions) shows dialogs with; with
  /// `hyperlinks`, one that writes links as OSC 8 hyperlinks.
  func presenter(_ terminal: PseudoTerminal, hyperlinks: Bool = false) -> TerminalDialogPresenter {
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    if hyperlinks { environment["FORCE_HYPERLINK"] = "1" }
    return TerminalDialogPresenter(
      input: terminal.device, output: terminal.device, environment: environment)
  }

  @Test("arrow and Enter choose; raw mode and the alternate screen are undone afterwards")
  func chooseAndRestore() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let cooked = terminal.localFlags
    #expect(cooked & tcflag_t(ICANON) != 0)
    let presenter = presenter(terminal)
    #expect(presenter.isInteractive)
    let sheet = Dialog<Choice>(
      style: .actionSheet, title: "Ana",
      actions: [
        DialogAction(title: "Follow", key: .follow),
        DialogAction(title: "Mute", role: .destructive, key: .mute),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ])
    async let chosen = sheet.present(using: presenter)
    #expect(await terminal.waitFor("1. Follow"))
    #expect(terminal.localFlags & tcflag_t(ICANON | ECHO) == 0)  // raw while shown
    terminal.type("\u{1B}[B\r")
    #expect(try await chosen == .mute)
    #expect(terminal.localFlags == cooked)
    #expect(await terminal.waitFor("\u{1B}[?1049l"))
  }

  @Test("without a default action, Enter does nothing until an arrow selects an action")
  func enterWithoutDefaultAction() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let session = try DialogSession(
      Dialog<Choice>.alert("Move “Report.pdf” to the Trash?")
        .addDestructive("Move to Trash", key: .mute)
        .addCancel("Cancel", key: .cancel)
        .withoutDefaultAction())
    session.present(using: presenter(terminal))
    #expect(await terminal.waitFor("1. Move to Trash"))
    #expect(!terminal.output.contains("❯"))  // nothing selected
    // Keys are read in order: once the arrow's selection is drawn, Enter before it was read.
    terminal.type("\r")
    terminal.type("\u{1B}[B")
    #expect(await terminal.waitFor("❯"))
    #expect(session.phase == .presented)
    terminal.type("\r")
    #expect(await session.ended())
    #expect(session.reason == .action(.mute))
  }

  @Test(
    "two presenters on one terminal share raw mode: it is left once, when the last dialog goes",
    arguments: [true, false])
  func twoPresentersOnOneTerminal(firstEndsFirst: Bool) async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let cooked = terminal.localFlags
    let first = try DialogSession(
      Dialog<Choice>(
        style: .alert, title: "First", actions: [DialogAction(title: "Follow", key: .follow)]))
    let second = try DialogSession(
      Dialog<Choice>(
        style: .alert, title: "Second",
        actions: [
          DialogAction(title: "Mute", key: .mute), DialogAction(title: "Save", key: .save),
        ]))
    // Temporaries, as `present(using: TerminalDialogPresenter())` makes them.
    first.present(using: presenter(terminal))
    #expect(await terminal.waitFor("First"))
    second.present(using: presenter(terminal))
    #expect(await terminal.waitFor("Second"))
    let isRaw = { terminal.localFlags & tcflag_t(ICANON | ECHO) == 0 }
    #expect(isRaw())

    if firstEndsFirst {
      first.dismiss()
      #expect(first.phase == .dismissed)
      #expect(isRaw())  // the second dialog still has the terminal
      terminal.type("2")
      #expect(await second.ended())
      #expect(second.reason == .action(.save))
    } else {
      terminal.type("2")  // the newest dialog gets the keys
      #expect(await second.ended())
      #expect(second.reason == .action(.save))
      #expect(first.phase == .presented)
      #expect(isRaw())
      terminal.type("1")  // and then the first one does
      #expect(await first.ended())
      #expect(first.reason == .action(.follow))
    }
    first.dismiss()
    #expect(terminal.localFlags == cooked)
  }

  @Test("typing meets the requirement live; Esc reports the cancel key")
  func typingAndEscape() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>(
      style: .alert, title: "Rename",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Name").required(.length(2...8))
      ])
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor("✗ must be 2–8 characters"))
    #expect(terminal.output.contains("1. Save (unavailable)"))
    terminal.type("日本")
    #expect(await terminal.waitFor("✓ must be 2–8 characters"))
    terminal.type("\u{1B}")
    #expect(try await chosen == .cancel)
  }

  @Test("a sheet taller than the terminal scrolls with the selection, and keeps it on a resize")
  func scrollingSheet() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let sheet = Dialog<Int>(
      style: .actionSheet, title: "Move 3 photos",
      actions: (1...30).map { DialogAction(title: .verbatim("Album \($0)"), key: $0) }
        + [DialogAction(title: "Cancel", role: .cancel, key: 0)])
    async let chosen = sheet.present(using: presenter(terminal))
    #expect(await terminal.waitFor("more lines below"))
    #expect(terminal.output.contains("Move 3 photos"))
    #expect(!terminal.output.contains("Album 25"))
    terminal.type(String(repeating: "\u{1B}[B", count: 25))
    #expect(await terminal.waitFor("❯ \u{1B}[7m26. Album 26"))
    #expect(terminal.output.contains("more lines above"))
    let drawn = terminal.occurrences(of: "❯ \u{1B}[7m26. Album 26")
    terminal.resize(columns: 20, rows: 5)
    #expect(await terminal.waitFor("❯ \u{1B}[7m26. Album 26", count: drawn + 1))
    terminal.type("\r")
    #expect(try await chosen == 26)
  }

  @Test("a follow-up opened from a handler appears once the first dialog is gone and answers")
  func followUp() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let cooked = terminal.localFlags
    let handled = HandledKeys()
    let replace = Dialog<Choice>.alert("Replace the saved copy?")
      .addDestructive("Replace", key: .save)
      .addCancel("Cancel", key: .cancel)
      .onDismiss { handled.keys.append($0.key) }
    let save = Dialog<Choice>.alert("Save to the cloud?")
      .addAction("Save", key: .save)
      .addCancel("Cancel", key: .cancel)
      .followUp { key in key == .save ? replace : nil }
      .onDismiss { handled.keys.append($0.key) }
    async let chosen = save.present(using: presenter(terminal))
    #expect(await terminal.waitFor("Save to the cloud?"))
    terminal.type("\r")
    let firstGone = terminal.writtenCount
    #expect(await terminal.waitFor("Replace the saved copy?", after: firstGone))
    #expect(terminal.localFlags & tcflag_t(ICANON | ECHO) == 0)  // raw again
    #expect(handled.keys == [.save])
    // The first dialog left the screen (and the alternate screen) before the
    // follow-up was drawn.
    let output = terminal.output
    let left = try #require(output.range(of: "\u{1B}[?1049l"))
    let second = try #require(output.range(of: "Replace the saved copy?"))
    #expect(left.upperBound <= second.lowerBound)
    terminal.type("\r")  // Enter: the default action, Cancel, not the destructive Replace
    #expect(try await chosen == .cancel)
    #expect(handled.keys == [.save, .cancel])
    #expect(terminal.localFlags == cooked)
  }

  @Test(
    "Enter on the first frame never performs a destructive action nobody made the default",
    arguments: [false, true])
  func enterSkipsDestructive(preferred: Bool) async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    var dialog = Dialog<Choice>.alert("Delete “Notes”?")
      .addDestructive("Delete", key: .mute)
      .addCancel("Cancel", key: .cancel)
    if preferred { dialog = dialog.preferred(.mute) }
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor("Delete “Notes”?"))
    terminal.type("\r")
    // Cancel, unless the author made Delete the default.
    #expect(try await chosen == (preferred ? .mute : .cancel))
  }

  @Test("an action that keeps the dialog open answers at each Enter and the dialog stays drawn")
  func keptOpenAction() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let cooked = terminal.localFlags
    let taps = MemoLock<[String]>([])
    let themes = Dialog<Choice>(.alert, title: "Themes installed") {
      Action("Open Theme Folder", key: .follow).keepsDialogOpen().preferred()
      Action("OK", key: .save)
    }
    .actionTap { key, _ in taps.withLock { $0.append("\(key)") } }
    async let chosen = themes.present(using: presenter(terminal))
    #expect(await terminal.waitFor("Themes installed"))
    // Each Enter reports the key, then the dialog is drawn again, still up.
    for count in 1...2 {
      let mark = terminal.writtenCount
      terminal.type("\r")
      #expect(await terminal.waitFor("Themes installed", after: mark))
      #expect(taps.withLock { $0 } == Array(repeating: "follow", count: count))
    }
    // Still up, in raw mode, on the alternate screen: nothing was removed.
    #expect(terminal.localFlags & tcflag_t(ICANON | ECHO) == 0)
    #expect(!terminal.output.contains("\u{1B}[?1049l"))
    terminal.type("2")  // the second action, OK, closes it
    #expect(try await chosen == .save)
    #expect(taps.withLock { $0 } == ["follow", "follow", "save"])
    #expect(terminal.localFlags == cooked)
  }

  @Test("line mode: an action that keeps the dialog open answers and asks again")
  func lineModeKeptOpenAction() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let taps = MemoLock<[String]>([])
    let themes = Dialog<Choice>(.alert, title: "Themes installed") {
      Action("Open Theme Folder", key: .follow).keepsDialogOpen()
      Action("OK", key: .save)
    }
    .actionTap { key, _ in taps.withLock { $0.append("\(key)") } }
    async let chosen = themes.present(using: linePresenter(terminal))
    #expect(await terminal.waitFor("Choose 1–2"))
    let before = terminal.writtenCount
    terminal.type("1\n")
    #expect(await terminal.waitFor("Choose 1–2", after: before))
    terminal.type("2\n")
    #expect(try await chosen == .save)
    #expect(taps.withLock { $0 } == ["follow", "save"])
  }

  @Test("the suppression toggle is ticked with Space and its state reaches the handler and caller")
  func suppressionToggle() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let heard = MemoLock<[String]>([])
    let trash = Dialog<Choice>.alert("Empty the Trash?")
      .addDestructive("Empty Trash", key: .save)
      .addCancel("Cancel", key: .cancel)
      .addControl(.suppressionToggle())
      .actionTap { key, values in heard.withLock { $0.append("\(key) \(values.isSuppressed)") } }
    async let ending = trash.presentForEnding(using: presenter(terminal))
    #expect(await terminal.waitFor("[ ] Do not ask again"))
    terminal.type("\u{1B}[A\u{1B}[A")  // up, from Cancel past Empty Trash to the toggle
    #expect(await terminal.waitFor("[ ] Do not ask again\u{1B}[0m"))
    let mark = terminal.writtenCount
    terminal.type(" ")
    #expect(await terminal.waitFor("[x] Do not ask again", after: mark))
    terminal.type("1")
    #expect(
      try await ending
        == DialogEnding(reason: .action(.save), values: DialogValues(isSuppressed: true)))
    #expect(heard.withLock { $0 } == ["save true"])
  }

  @Test("a labelled field is drawn after its label and takes typing; line mode asks by the label")
  func fieldLabel() async throws {
    let export = Dialog<Choice>.alert("Export the Library")
      .addTextField("Untitled") { $0.label("Save As:") }
      .addAction("Export", key: .save)
      .addCancel("Cancel", key: .cancel)
    let screen = try PseudoTerminal()
    defer { screen.close() }
    async let drawn = export.presentForEnding(using: presenter(screen))
    #expect(await screen.waitFor("Save As: ["))
    screen.type("Photos\r")
    #expect(try await drawn == DialogEnding(reason: .action(.save), values: ["Photos"]))
    let lines = try PseudoTerminal()
    defer { lines.close() }
    async let asked = export.presentForEnding(using: linePresenter(lines))
    #expect(await lines.waitFor("Save As"))
    lines.type("Music\n")
    #expect(await lines.waitFor("Choose 1–2"))
    lines.type("1\n")
    #expect(try await asked == DialogEnding(reason: .action(.save), values: ["Music"]))
  }

  @Test("line mode: the suppression toggle is a yes-or-no question before the actions")
  func lineModeSuppressionToggle() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let trash = Dialog<Choice>.alert("Empty the Trash?")
      .addDestructive("Empty Trash", key: .save)
      .addCancel("Cancel", key: .cancel)
      .addControl(.suppressionToggle("Never ask again"))
    async let ending = trash.presentForEnding(using: linePresenter(terminal))
    #expect(await terminal.waitFor("Never ask again [y/N]: "))
    terminal.type("y\n")
    #expect(await terminal.waitFor("Choose 1–2"))
    terminal.type("2\n")
    #expect(
      try await ending
        == DialogEnding(reason: .action(.cancel), values: DialogValues(isSuppressed: true)))
  }

  @Test("an auto-dismissing dialog counts down each second and reports its key")
  func countdown() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>(
      style: .alert, title: "Saved",
      actions: [
        DialogAction(title: "OK", key: .save),
        DialogAction(title: "Undo", role: .cancel, key: .cancel),
      ],
      autoDismiss: AutoDismiss(after: .milliseconds(2500), reporting: .save))
    let cooked = terminal.localFlags
    let chosen = try await dialog.present(using: presenter(terminal))
    #expect(chosen == .save)
    // 3s at first, 2s from 0.5 s on: a full second of slack for a busy machine.
    #expect(terminal.output.contains("Closes by itself in 3 seconds,"))
    #expect(await terminal.waitFor("Closes by itself in 2 seconds,"))
    #expect(terminal.localFlags == cooked)
  }

  @Test("lines typed ahead of a hidden answer's end are kept in line mode")
  func typeaheadAfterHiddenAnswer() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let presenter = TerminalDialogPresenter(
      mode: .lineMode, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
    let session = try DialogSession(
      Dialog<Choice>(
        style: .alert, title: "Sign in", actions: [DialogAction(title: "OK", key: .save)],
        textFields: [DialogTextField("Password").secure()]))
    session.present(using: presenter)
    #expect(await terminal.waitFor("Password: "))
    terminal.type("secret\n1\n")  // pasted: the choice is queued before echo returns
    _ = await session.ended()
    #expect(session.reason == .action(.save))
    #expect(session.texts == ["secret"])
    session.dismiss()  // ends it if the choice was lost
  }

  @Test(
    "a 100 kB paste, bracketed or bare, lands whole in the field, drawn once per read",
    arguments: [true, false])
  func largePaste(bracketed: Bool) async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let texts = MemoLock<[String]>([])
    let dialog = Dialog<Choice>(
      style: .alert, title: "Note",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Text").required(.length(1...200_000))
      ],
      actionTap: { _, answered in texts.withLock { $0 = Array(answered) } })
    async let chosen = dialog.present(using: presenter(terminal))
    // Bracketed paste is asked for on the way in, and undone on the way out.
    #expect(await terminal.waitFor("\u{1B}[?2004h"))
    let drawsBefore = terminal.occurrences(of: "\u{1B}[?25l\u{1B}[H")
    let text = String(repeating: "0123456789", count: 10_000)
    terminal.paste(bracketed ? "\u{1B}[200~\(text)\u{1B}[201~" : text)
    #expect(await terminal.waitFor("✓ must be 1–200,000 characters"))
    // Drawn once per batch of input read, never once per character.
    let draws = terminal.occurrences(of: "\u{1B}[?25l\u{1B}[H") - drawsBefore
    #expect((1..<200).contains(draws), "\(draws) redraws for one paste")
    terminal.type("\r")
    #expect(try await chosen == .save)
    #expect(texts.withLock { $0 } == [text])
    #expect(await terminal.waitFor("\u{1B}[?2004l"))
  }

  /// A line-mode presenter on the pseudo-terminal, as a dumb terminal gets.
  private func linePresenter(_ terminal: PseudoTerminal) -> TerminalDialogPresenter {
    TerminalDialogPresenter(
      mode: .lineMode, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
  }

  @Test("line mode: with a requirement unmet, Enter goes on and the cancel action is chosen")
  func lineModeCancelWithUnmetRequirement() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>(
      style: .alert, title: "New folder",
      actions: [
        DialogAction(title: "Save", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [DialogTextField("Name").required(.nonEmpty)])
    async let chosen = dialog.present(using: linePresenter(terminal))
    #expect(await terminal.waitFor("Name (must not be empty): "))
    terminal.type("\n")
    #expect(await terminal.waitFor("press Enter to go on without it"))
    terminal.type("\n")
    #expect(await terminal.waitFor("1. Save (unavailable)"))
    terminal.type("1\n")
    #expect(await terminal.waitFor("“Save” needs the fields filled in as required."))
    terminal.type("\n\n2\n")
    #expect(try await chosen == .cancel)
  }

  @Test("line mode: a lone backslash clears a pre-filled field")
  func lineModeClearsPrefilledField() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let texts = MemoLock<[String]>([])
    let dialog = Dialog<Choice>(
      style: .alert, title: "Label", message: "Leave it blank to restore the default.",
      actions: [DialogAction(title: "Save", key: .save)],
      textFields: [DialogTextField("Label").text("Work")],
      actionTap: { _, answered in texts.withLock { $0 = Array(answered) } })
    async let chosen = dialog.present(using: linePresenter(terminal))
    #expect(await terminal.waitFor("Label [Work] (Enter keeps it, \\ clears it): "))
    terminal.type("\\\n")
    #expect(await terminal.waitFor("Choose 1"))
    terminal.type("1\n")
    #expect(try await chosen == .save)
    #expect(texts.withLock { $0 } == [""])
  }

  #if canImport(Glibc)  // sigaction's handler field is spelled per platform
    @Test("a signal while a secure answer is typed in line mode gives the echo back")
    func signalDuringHiddenAnswer() async throws {
      var original = sigaction()
      var harmless = sigaction()
      harmless.__sigaction_handler.sa_handler = { _ in }
      sigaction(SIGINT, &harmless, &original)
      defer { sigaction(SIGINT, &original, nil) }
      let terminal = try PseudoTerminal()
      defer { terminal.close() }
      let presenter = TerminalDialogPresenter(
        mode: .lineMode, input: terminal.device, output: terminal.device,
        environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
      let dialog = Dialog<Choice>(
        style: .alert, title: "Sign in", actions: [DialogAction(title: "OK", key: .save)],
        textFields: [DialogTextField("Password").secure()])
      async let chosen = dialog.present(using: presenter)
      #expect(await terminal.waitFor("Password"))
      #expect(terminal.localFlags & tcflag_t(ECHO) == 0)  // hidden while typed
      var interruptOnly = sigset_t()
      sigemptyset(&interruptOnly)
      sigaddset(&interruptOnly, SIGINT)
      var mask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &interruptOnly, &mask)
      raise(SIGINT)  // as `kill -INT` would; the harmless handler keeps the test alive
      pthread_sigmask(SIG_SETMASK, &mask, nil)
      #expect(terminal.localFlags & tcflag_t(ECHO) != 0)
      terminal.type("secret\n")
      #expect(await terminal.waitFor("Choose 1"))
      terminal.type("1\n")
      #expect(try await chosen == .save)
    }

    @Test("SIGCONT without a stop redraws in raw mode and still runs the app's own handler")
    func continueRedrawsAndChains() async throws {
      var original = sigaction()
      var marked = sigaction()
      marked.__sigaction_handler.sa_handler = { _ in continuedMarks.add(1, ordering: .relaxed) }
      sigaction(SIGCONT, &marked, &original)
      defer { sigaction(SIGCONT, &original, nil) }
      let terminal = try PseudoTerminal()
      defer { terminal.close() }
      let session = try DialogSession(
        Dialog<Choice>(
          style: .alert, title: "Saved", actions: [DialogAction(title: "Save", key: .save)]))
      session.present(using: presenter(terminal))
      #expect(await terminal.waitFor("1. Save"))
      let draws = terminal.occurrences(of: "\u{1B}[?25l\u{1B}[H")
      let marks = continuedMarks.load(ordering: .relaxed)
      var continueOnly = sigset_t()
      sigemptyset(&continueOnly)
      sigaddset(&continueOnly, SIGCONT)
      var mask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &continueOnly, &mask)
      raise(SIGCONT)  // as `kill -CONT` after a `SIGSTOP` would
      pthread_sigmask(SIG_SETMASK, &mask, nil)
      #expect(continuedMarks.load(ordering: .relaxed) == marks + 1)
      #expect(await terminal.waitFor("\u{1B}[?25l\u{1B}[H", count: draws + 1))  // redrawn
      #expect(terminal.localFlags & tcflag_t(ICANON) == 0)
      session.dismiss()
      #expect(await terminal.waitFor("\u{1B}[?1049l"))
      // Given back: the app's handler is in place again.
      var now = sigaction()
      sigaction(SIGCONT, nil, &now)
      #expect(
        unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self)
          == unsafeBitCast(marked.__sigaction_handler.sa_handler, to: Int.self))
    }

    @Test("two presenters ending in either order give SIGTERM back as it was")
    func overlappingPresentersRestoreSignals() throws {
      // Synchronous on the main actor: no other test of this suite runs in
      // between, so the disposition set here is the one the guards save.
      var original = sigaction()
      var marked = sigaction()
      marked.__sigaction_handler.sa_handler = { _ in }
      sigaction(SIGTERM, &marked, &original)
      defer { sigaction(SIGTERM, &original, nil) }
      let first = try PseudoTerminal()
      defer { first.close() }
      let second = try PseudoTerminal()
      defer { second.close() }
      let dialog = Dialog<Choice>(
        style: .alert, title: "Saved", actions: [DialogAction(title: "OK", key: .save)])
      let firstSession = try DialogSession(dialog)
      let secondSession = try DialogSession(dialog)
      let firstPresenter = presenter(first)
      let secondPresenter = presenter(second)
      firstSession.present(using: firstPresenter)
      secondSession.present(using: secondPresenter)
      firstSession.dismiss()  // the first one ends first
      secondSession.dismiss()
      var now = sigaction()
      sigaction(SIGTERM, nil, &now)
      #expect(
        unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self)
          == unsafeBitCast(marked.__sigaction_handler.sa_handler, to: Int.self))
    }
  #endif

  @Test("hostile text reaches the terminal only as visible escapes")
  func hostileBytes() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let dialog = Dialog<Choice>(
      style: .alert, title: "\u{1B}]0;pwned\u{7}\u{1B}[2J",
      message: "\u{9B}31mred\u{202E}",
      actions: [DialogAction(title: "OK\u{1B}[5m", key: .save)])
    async let chosen = dialog.present(using: presenter(terminal))
    #expect(await terminal.waitFor("1. OK"))
    terminal.type("1")
    #expect(try await chosen == .save)
    let output = terminal.output
    #expect(output.contains("\\u{1B}]0;pwned\\u{7}\\u{1B}[2J"))
    #expect(!output.contains("\u{1B}]0;pwned"))
    #expect(!output.contains("\u{1B}[2J"))
    #expect(!output.contains("\u{1B}[5m"))
    #expect(!output.unicodeScalars.contains("\u{9B}"))
    #expect(!output.unicodeScalars.contains("\u{202E}"))
  }

  @Test("? shows the help link as a hyperlink the terminal opens, and the dialog stays")
  func helpLink() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let linking = presenter(terminal, hyperlinks: true)
    let dialog = Dialog<Choice>.alert("Allow access to your contacts?")
      .addAction("Allow", key: .save)
      .addCancel("Don't Allow", key: .cancel)
      .help(.link("https://example.com/help/contacts"))
    async let chosen = dialog.present(using: linking)
    #expect(await terminal.waitFor("Type ? for help."))
    let mark = terminal.writtenCount
    terminal.type("?")
    #expect(
      await terminal.waitFor(
        "\u{1B}]8;;https://example.com/help/contacts\u{1B}\\", after: mark))
    #expect(terminal.output.contains("Help: https://example.com/help/contacts"))
    terminal.type("\r")
    #expect(try await chosen == .save)
  }
}

/// The keys each dialog of a conversation ended with.
@MainActor
private final class HandledKeys {
  var keys: [TerminalDialogPresenterPTYTests.Choice?] = []
}
