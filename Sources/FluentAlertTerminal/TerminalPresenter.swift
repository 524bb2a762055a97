public import FluentAlert
internal import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows dialogs in a terminal: an interactive box (or a list at the bottom
/// for action sheets) on a TTY, numbered questions answered line by line
/// when input or output is a pipe.
///
/// ```swift
/// let presenter = TerminalPresenter()
/// let dialog = Dialog<Int>(
///   style: .alert, title: "Delete draft?",
///   actions: [
///     DialogAction(title: "Delete", role: .destructive, key: 0),
///     DialogAction(title: "Cancel", role: .cancel, key: 1),
///   ])
/// let key = try await dialog.present(using: presenter)
/// ```
///
/// **Interactive mode** (stdin and stdout are terminals and `TERM` is not
/// `dumb`): the terminal switches to raw mode and the alternate screen. Arrow
/// keys, `j`/`k`, Tab and Shift-Tab move; Enter (or Space) chooses; digits
/// 1–9 choose by number; Esc dismisses, reporting the cancel action's key if
/// there is one. The preferred action starts selected; destructive actions
/// are red, the cancel action sits apart below a rule, disabled actions are
/// dimmed and skipped. Text fields are edited in place (←, →, Home, End,
/// Backspace, Delete; secure fields masked), their requirements are shown
/// as ✓/✗ and gate the actions live. Auto-dismissing dialogs count down.
/// Resizing redraws. End of input dismisses. Ctrl-C restores the terminal
/// and then delivers `SIGINT` as usual (the program ends unless it handles
/// the signal, in which case the dialog is dismissed without a key);
/// `SIGTERM`, `SIGHUP` and `SIGQUIT` restore the terminal before the
/// process goes. Ctrl-Z restores it, stops the process as job control does,
/// and redraws the dialog when the process is continued.
///
/// **Line mode** (otherwise): the dialog is printed as plain text with
/// numbered actions; text fields are asked one line each (again, with the
/// requirement's message, while unmet); then one line chooses, by number,
/// title or key (case-insensitive). A bad answer gets a message and the
/// question again; end of input dismisses.
///
/// `NO_COLOR` turns colours off (bold, dim and reverse stay); a non-UTF-8
/// locale draws with ASCII. Titles, messages, keys and text are always
/// escaped: control characters and escape sequences are shown, never sent.
///
/// The presenter keeps itself alive while it shows a dialog, so
/// `dialog.present(using: TerminalPresenter())` works with a temporary.
/// Dialogs shown while another is visible stack (the newest gets the keys);
/// use a `DialogQueue` to show them one after another.
@MainActor
public final class TerminalPresenter: DialogPresenter {
  /// How the presenter talks to the user.
  public enum Mode: Hashable, Sendable {
    /// Interactive on a capable terminal, line mode otherwise.
    case automatic
    /// Always interactive (falls back to line mode if the input is not a
    /// terminal whose mode can be changed).
    case interactive
    /// Always line mode.
    case lineMode
  }

  /// The mode asked for.
  public let mode: Mode
  /// Whether dialogs are drawn interactively (the resolved mode).
  public private(set) var isInteractive: Bool

  private let device: TerminalDevice
  private let environment: [String: String]
  private let capabilities: TerminalCapabilities
  private var entries: [Entry] = []
  private var rawSession: RawSession?
  private var lineReader: InputReader?

  /// Creates a presenter.
  ///
  /// - Parameters:
  ///   - mode: Interactive, line mode, or decided from the terminal.
  ///   - input: The descriptor keys or lines are read from.
  ///   - output: The descriptor the dialog is written to.
  ///   - environment: Where `TERM`, `NO_COLOR`, `COLORTERM`, the locale and
  ///     `COLUMNS`/`LINES` are read; the process environment by default.
  public init(
    mode: Mode = .automatic,
    input: Int32 = STDIN_FILENO,
    output: Int32 = STDOUT_FILENO,
    environment: [String: String]? = nil
  ) {
    self.mode = mode
    let environment = environment ?? ProcessInfo.processInfo.environment
    self.environment = environment
    device = TerminalDevice(input: input, output: output)
    capabilities = TerminalCapabilities.detect(environment: environment)
    switch mode {
    case .automatic: isInteractive = device.isInteractive && capabilities.canAddressCursor
    case .interactive: isInteractive = device.inputIsTerminal
    case .lineMode: isInteractive = false
    }
  }

  // MARK: - DialogPresenter

  /// Shows a session: draws it (interactive) or prints it and asks the
  /// first question (line mode).
  ///
  /// - Parameters:
  ///   - session: The session to show.
  ///   - completion: Called once the dialog is visible.
  public func show(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    if isInteractive, rawSession == nil, !enterRawMode() { isInteractive = false }
    let content = ScreenContent(session)
    let enabled = session.actions.map(\.isEnabled)
    let entry = Entry(session: session)
    if isInteractive {
      entry.screen = DialogScreenState(dialog: content, enabled: enabled)
      entries.append(entry)
      if let delay = session.autoDismissDelay { startCountdown(entry, delay: delay) }
      draw()
      completion()
    } else {
      let conversation = LineConversation(dialog: content, enabled: enabled)
      entries.append(entry)
      let reply = conversation.start()
      entry.conversation = conversation
      if shownInLineMode > 0 { device.write("\n") }
      shownInLineMode += 1
      device.write(reply.output)
      if reply.listActions { device.write(conversation.actionList()) }
      completion()
      continueConversation(entry, reply.next)
    }
  }

  /// Refreshes which actions are enabled after text input.
  ///
  /// - Parameter session: A session this presenter shows.
  public func update(_ session: AnyDialogSession) {
    guard let entry = entries.first(where: { $0.session === session }) else { return }
    let enabled = session.actions.map(\.isEnabled)
    entry.screen?.setEnabled(enabled)
    entry.conversation?.setEnabled(enabled)
    if entry === entries.last, entry.screen != nil { draw() }
  }

  /// Takes a session off the terminal; restores the terminal when it was
  /// the last one.
  ///
  /// - Parameters:
  ///   - session: The session to remove.
  ///   - completion: Called once it is gone.
  public func remove(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    if let position = entries.firstIndex(where: { $0.session === session }) {
      let entry = entries.remove(at: position)
      entry.countdown?.cancel()
      if entry.conversation != nil {
        if entry.hiddenPrompt { setEcho(hidden: false) }
        if !entry.answered {
          device.write(entry.awaitingLine ? "\n(Closed without an answer.)\n" : "")
        }
      }
    }
    if entries.isEmpty {
      leaveRawMode()
      lineReader?.stop()
      lineReader = nil
    } else if isInteractive {
      draw()
    }
    completion()
  }

  // MARK: - Interactive mode

  private func enterRawMode() -> Bool {
    guard let cooked = device.currentMode() else { return false }
    guard device.apply(TerminalDevice.raw(from: cooked)) else { return false }
    let reader = InputReader(input: device.input, mode: .keys)
    SignalGuard.install(device: device, cooked: cooked, wake: reader.wakeDescriptor)
    // Alternate screen, cursor hidden; the previous screen returns on exit.
    device.write("\u{1B}[?1049h\u{1B}[?25l")
    let events = reader.events
    // The loop holds the presenter strongly while the terminal is raw, so
    // a temporary presenter lives as long as its dialog.
    let loop = Task { @MainActor in
      for await event in events { self.handleInteractive(event) }
    }
    rawSession = RawSession(cooked: cooked, reader: reader, loop: loop)
    return true
  }

  private func leaveRawMode() {
    guard let raw = rawSession else { return }
    rawSession = nil
    raw.reader.stop()
    SignalGuard.uninstall(wake: raw.reader.wakeDescriptor)
    device.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    device.apply(raw.cooked)
  }

  private func handleInteractive(_ event: InputEvent) {
    switch event {
    case .keys(let keys):
      for key in keys {
        guard rawSession != nil, let entry = entries.last, entry.screen != nil else { return }
        handle(key, in: entry)
      }
    case .endOfInput:
      // Nothing more will come: dismiss every dialog shown, newest first.
      for entry in entries.reversed() { entry.session.dismissWithoutAction() }
    case .resize:
      draw()
    case .line:
      break
    }
  }

  private func handle(_ key: TerminalKey, in entry: Entry) {
    guard var screen = entry.screen else { return }
    let outcome = screen.handle(key)
    entry.screen = screen
    switch outcome {
    case .none:
      break
    case .redraw:
      draw()
    case .edited(let field):
      if !entry.session.setText(screen.texts[field], forField: field) { draw() }
    case .choose(let index):
      if case .refused = entry.session.tap(actionAt: index) { draw() }
    case .dismiss:
      entry.session.dismissWithoutAction()
    case .interrupt:
      interrupt()
    case .suspend:
      suspend()
    }
  }

  /// Handles Ctrl-C.
  ///
  /// Restores the terminal first, then lets `SIGINT` do what it does in this
  /// process (by default, end it). If the process survives, the dialogs are
  /// dismissed without a key.
  private func interrupt() {
    leaveRawMode()
    // The main thread may run with signals blocked (dispatch_main blocks
    // them); unblock SIGINT here so raise() delivers it now, on this thread,
    // under the process's own disposition.
    var interruptOnly = sigset_t()
    sigemptyset(&interruptOnly)
    sigaddset(&interruptOnly, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interruptOnly, nil)
    raise(SIGINT)
    for entry in entries.reversed() { entry.session.dismiss() }
  }

  /// Handles Ctrl-Z.
  ///
  /// Gives the terminal back as it was, stops the process as job control
  /// does, and when the process is continued (`fg`) takes the terminal
  /// again, with the settings the shell left, and redraws.
  private func suspend() {
    guard let raw = rawSession else { return }
    SignalGuard.uninstall(wake: raw.reader.wakeDescriptor)
    device.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    device.apply(raw.cooked)
    var stopOnly = sigset_t()
    sigemptyset(&stopOnly)
    sigaddset(&stopOnly, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stopOnly, nil)
    raise(SIGTSTP)  // returns when continued (at once if SIGTSTP is ignored)
    let cooked = device.currentMode() ?? raw.cooked
    device.apply(TerminalDevice.raw(from: cooked))
    SignalGuard.install(device: device, cooked: cooked, wake: raw.reader.wakeDescriptor)
    device.write("\u{1B}[?1049h\u{1B}[?25l")
    rawSession = RawSession(cooked: cooked, reader: raw.reader, loop: raw.loop)
    draw()
  }

  private func startCountdown(_ entry: Entry, delay: Duration) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: delay)
    entry.screen?.secondsLeft = LineConversation.wholeSeconds(delay)
    entry.countdown = Task { @MainActor [weak self, weak entry] in
      while !Task.isCancelled {
        let left = clock.now.duration(to: deadline)
        guard left > .zero else { return }
        let seconds = LineConversation.wholeSeconds(left)
        // Sleep to the next whole-second boundary of the countdown.
        let next = left - .seconds(seconds - 1)
        try? await Task.sleep(for: next)
        guard let self, let entry, entry.screen != nil else { return }
        entry.screen?.secondsLeft = max(seconds - 1, 0)
        if entry === self.entries.last { self.draw() }
      }
    }
  }

  private func draw() {
    guard rawSession != nil, let screen = entries.last?.screen else { return }
    let size = device.size(environment: environment)
    let frame = DialogRenderer(width: size.columns, height: size.rows, capabilities: capabilities)
      .render(screen)
    var output = "\u{1B}[?25l\u{1B}[H"
    for (row, line) in frame.lines.enumerated() {
      output += capabilities.paint(line) + "\u{1B}[K"
      if row + 1 < frame.lines.count { output += "\r\n" }
    }
    if let cursor = frame.cursor {
      output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
    device.write(output)
  }

  // MARK: - Line mode

  private func continueConversation(_ entry: Entry, _ next: LineConversation.Next) {
    switch next {
    case .ask(let prompt, let hidden):
      device.write(prompt)
      if hidden { setEcho(hidden: true) }
      entry.hiddenPrompt = hidden
      entry.awaitingLine = true
      startLineReaderIfNeeded()
      lineReader?.requestLine()
    case .choose(let index):
      entry.answered = true
      if case .refused(let refusal) = entry.session.tap(actionAt: index) {
        entry.answered = false
        device.write("That did not work: \(refusal). Choose another action.\n")
        if let next = entry.conversation?.prompt() { continueConversation(entry, next) }
      }
    }
  }

  private func startLineReaderIfNeeded() {
    guard lineReader == nil else { return }
    let reader = InputReader(input: device.input, mode: .lines)
    lineReader = reader
    let events = reader.events
    // Holds the presenter while a question is open (see enterRawMode).
    Task { @MainActor in
      for await event in events { self.handleLine(event) }
    }
  }

  private func handleLine(_ event: InputEvent) {
    guard let entry = entries.last, var conversation = entry.conversation else { return }
    switch event {
    case .line(let line):
      entry.awaitingLine = false
      if entry.hiddenPrompt {
        setEcho(hidden: false)
        entry.hiddenPrompt = false
        device.write("\n")
      } else if !device.inputIsTerminal {
        // Piped answers are not echoed by a terminal: show them, so the
        // transcript reads like a conversation.
        device.write(TerminalText.line(line) + "\n")
      }
      let reply = conversation.receive(line)
      entry.conversation = conversation
      device.write(reply.output)
      if let change = reply.textChange {
        // The session re-evaluates requirements and calls update(_:), which
        // hands its verdict to the conversation before the list is printed.
        entry.session.setText(change.text, forField: change.field)
      }
      if reply.listActions, let conversation = entry.conversation {
        device.write(conversation.actionList())
      }
      continueConversation(entry, reply.next)
    case .endOfInput:
      entry.awaitingLine = false
      if entry.hiddenPrompt { setEcho(hidden: false) }
      entry.hiddenPrompt = false
      device.write("\n(End of input: dismissed.)\n")
      entry.answered = true
      lineReader?.stop()
      lineReader = nil
      for entry in entries.reversed() { entry.session.dismissWithoutAction() }
    case .keys, .resize:
      break
    }
  }

  /// Echo off while a secure answer is typed on a terminal, with the signal
  /// guard holding the settings to restore, so `kill` or a Ctrl-C (a real
  /// signal in line mode) does not leave the shell without echo.
  private func setEcho(hidden: Bool) {
    guard device.inputIsTerminal else { return }
    if hidden {
      if savedEchoMode == nil, let mode = device.currentMode() {
        savedEchoMode = mode
        SignalGuard.install(device: device, cooked: mode, wake: -1, leavesScreen: false)
        device.apply(TerminalDevice.silent(from: mode), discardingInput: false)
      }
    } else if let mode = savedEchoMode {
      device.apply(mode, discardingInput: false)
      SignalGuard.uninstall(wake: -1)
      savedEchoMode = nil
    }
  }

  private var savedEchoMode: termios?
  private var shownInLineMode = 0
}

/// One shown session and the presenter's state for it.
@MainActor
private final class Entry {
  let session: AnyDialogSession
  var screen: DialogScreenState?
  var conversation: LineConversation?
  var countdown: Task<Void, Never>?
  var hiddenPrompt = false
  var awaitingLine = false
  var answered = false

  init(session: AnyDialogSession) {
    self.session = session
  }
}

/// What raw mode holds: the settings to restore, the input thread and the
/// loop that feeds its events to the presenter.
private struct RawSession {
  let cooked: termios
  let reader: InputReader
  let loop: Task<Void, Never>
}
