internal import FluentAlert

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything shown on one terminal, whichever ``TerminalDialogPresenter`` showed
/// it: the stack of dialogs, raw mode or line mode, the input thread, and
/// the settings to give back.
///
/// Presenters on the same descriptors share one stage while any of their
/// dialogs is visible. Raw mode is entered once, by the first dialog, with
/// the settings the terminal had then, and left once, by the last: a second
/// presenter never saves the first one's raw mode as "cooked", two input
/// threads never compete for the keys, and the newest dialog gets the keys
/// and the screen whichever presenter showed it. The stage goes away when
/// its last dialog does; the next dialog starts a new one.
@MainActor
final class TerminalStage {
  /// The descriptors a stage is found by.
  private struct Descriptors: Hashable {
    let input: Int32
    let output: Int32

    init(_ device: TerminalDevice) {
      input = device.input
      output = device.output
    }
  }

  /// The stages with a dialog on screen.
  private static var active: [Descriptors: TerminalStage] = [:]

  /// The stage showing dialogs on `device`, or a new, idle one.
  ///
  /// - Parameter device: The terminal's descriptors.
  /// - Returns: The stage to show on; it registers itself while it shows
  ///   something.
  static func on(_ device: TerminalDevice) -> TerminalStage {
    showing(on: device) ?? TerminalStage(device: device)
  }

  /// The stage showing dialogs on `device`, if any.
  ///
  /// - Parameter device: The terminal's descriptors.
  /// - Returns: The registered stage, or `nil` when nothing is shown there.
  static func showing(on device: TerminalDevice) -> TerminalStage? {
    active[Descriptors(device)]
  }

  /// Whether dialogs are drawn interactively; decided by the first dialog.
  private(set) var isInteractive = false

  /// Whether a dialog is on screen (else the stage is idle and unregistered).
  var isShowing: Bool { !entries.isEmpty }

  private let device: TerminalDevice
  private var entries: [Entry] = []
  private var rawSession: RawSession?
  private var lineReader: InputReader?
  private var savedEchoMode: termios?

  private init(device: TerminalDevice) {
    self.device = device
  }

  /// Shows a session on top of whatever the stage shows.
  ///
  /// The first dialog decides the mode: interactive when `interactive` and
  /// raw mode can be entered, else line mode; later ones join that mode.
  ///
  /// - Parameters:
  ///   - session: The session to show.
  ///   - presenter: The presenter it was handed to; kept alive while shown.
  ///   - interactive: Whether that presenter draws interactively.
  ///   - capabilities: How that presenter's terminal draws.
  ///   - environment: Where the size fallback is read.
  ///   - separated: Whether a line-mode dialog starts with an empty line.
  ///   - completion: Called once the dialog is visible.
  /// - Returns: Whether the dialog is shown interactively.
  func show(
    _ session: AnyDialogSession, from presenter: TerminalDialogPresenter, interactive: Bool,
    capabilities: TerminalCapabilities, environment: [String: String], separated: Bool,
    completion: @escaping @MainActor @Sendable () -> Void
  ) -> Bool {
    if entries.isEmpty {
      isInteractive = interactive && enterRawMode()
      Self.active[Descriptors(device)] = self
    }
    let content = ScreenContent(session)
    let rows = session.actions
    let enabled = rows.map(\.isEnabled)
    let disabled = rows.map { $0.refusal == .disabled }
    let entry = Entry(
      session: session, presenter: presenter, capabilities: capabilities,
      environment: environment)
    entries.append(entry)
    let checkMessages = session.unmetCheckMessages
    if isInteractive {
      entry.screen = DialogScreenState(
        dialog: content, enabled: enabled, disabled: disabled, checkMessages: checkMessages)
      if let delay = session.autoDismiss?.delay { startCountdown(entry, delay: delay) }
      draw()
      completion()
    } else {
      let conversation = LineConversation(
        dialog: content, enabled: enabled, disabled: disabled, checkMessages: checkMessages)
      let reply = conversation.start()
      entry.conversation = conversation
      if separated { device.write("\n") }
      device.write(reply.output)
      if reply.listActions { device.write(conversation.actionList()) }
      completion()
      continueConversation(entry, reply.next)
    }
    return isInteractive
  }

  /// Refreshes which actions are enabled after text input or a change
  /// the app made.
  ///
  /// - Parameter session: A session this stage shows.
  func update(_ session: AnyDialogSession) {
    guard let entry = entries.first(where: { $0.session === session }) else { return }
    let rows = session.actions
    let enabled = rows.map(\.isEnabled)
    let disabled = rows.map { $0.refusal == .disabled }
    let checkMessages = session.unmetCheckMessages
    entry.screen?.refresh(
      title: session.title, message: session.message, progress: session.progress,
      controls: session.keyedPresentedControls)
    if entry.conversation != nil { writeLineModeChanges(entry) }
    entry.screen?.setEnabled(enabled, disabled: disabled, checkMessages: checkMessages)
    entry.conversation?.setControls(session.keyedPresentedControls)
    entry.conversation?.setEnabled(enabled, disabled: disabled, checkMessages: checkMessages)
    if entry === entries.last, entry.screen != nil { draw() }
  }

  /// Prints, in line mode, a title, message or progress the app changed
  /// since the last print: one line each, safe to read in a log.
  private func writeLineModeChanges(_ entry: Entry) {
    let session = entry.session
    if session.title != entry.shownTitle {
      entry.shownTitle = session.title
      if let title = session.title { device.write(TerminalText.line(title) + "\n") }
    }
    if session.message != entry.shownMessage {
      entry.shownMessage = session.message
      if let message = session.message { device.write(TerminalText.line(message) + "\n") }
    }
    if session.progress != entry.shownProgress {
      entry.shownProgress = session.progress
      if case .fraction(let value)? = session.progress,
        let words = entry.conversation?.dialog.wording
      {
        device.write(words.line(words[.progress(words.percent(value))]) + "\n")
      }
    }
  }

  /// Takes a session off the terminal; the last one gives the terminal
  /// back and ends the stage.
  ///
  /// - Parameter session: The session to remove.
  func remove(_ session: AnyDialogSession) {
    if let position = entries.firstIndex(where: { $0.session === session }) {
      let entry = entries.remove(at: position)
      entry.countdown?.cancel()
      if entry.conversation != nil {
        if entry.hiddenPrompt { setEcho(hidden: false) }
        // Not said when the app tapped an action itself (the answer is that action), nor for
        // a dialog that asks nothing (progress without actions, which the app ends).
        let tapped = if case .action? = entry.session.endReason { true } else { false }
        if !entry.answered, entry.awaitingLine, !tapped,
          let content = entry.conversation?.dialog,
          !content.actions.isEmpty || content.progress == nil
        {
          let words = content.wording
          device.write("\n" + words.line(words[.closedWithoutAnswer]) + "\n")
        }
      }
    }
    if entries.isEmpty {
      leaveRawMode()
      lineReader?.stop()
      lineReader = nil
      Self.active[Descriptors(device)] = nil
    } else if isInteractive {
      draw()
    }
  }

  // MARK: - Interactive mode

  private func enterRawMode() -> Bool {
    guard let cooked = device.currentMode() else { return false }
    let raw = TerminalDevice.raw(from: cooked)
    guard device.apply(raw) else { return false }
    let reader = InputReader(input: device.input, mode: .keys)
    SignalGuard.install(device: device, cooked: cooked, active: raw, wake: reader.wakeDescriptor)
    // Alternate screen, cursor hidden, bracketed paste; undone on exit.
    device.write(SignalGuard.enterSequence)
    let events = reader.events
    // The loop holds the stage while the terminal is raw (entries hold
    // their presenters, so a temporary presenter lives as long as its dialog).
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
    device.write(SignalGuard.leaveSequence)
    device.apply(raw.cooked)
  }

  private func handleInteractive(_ event: InputEvent) {
    switch event {
    case .keys(let keys):
      // However many keys came together, the screen is drawn once, after.
      drawsPending = false
      defer {
        let asked = drawsPending == true
        drawsPending = nil
        if asked { draw() }
      }
      var rest = keys[...]
      while !rest.isEmpty {
        guard rawSession != nil, let entry = entries.last, entry.screen != nil else { return }
        rest = rest.dropFirst(handle(rest, in: entry))
      }
    case .endOfInput, .lineTooLong:
      // Nothing more will come: dismiss every dialog shown, newest first.
      for entry in entries.reversed() { entry.session.dismissWithoutAction() }
    case .resize:
      draw()
    case .line:
      break
    }
  }

  /// Handles the first keys of a batch (a run of typed characters at once).
  ///
  /// - Returns: How many keys were used.
  private func handle(_ keys: ArraySlice<TerminalKey>, in entry: Entry) -> Int {
    guard var screen = entry.screen else { return keys.count }
    let (outcome, used) = screen.handle(keys)
    entry.screen = screen
    switch outcome {
    case .none:
      break
    case .redraw:
      draw()
    case .edited(let field):
      if !entry.session.setText(screen.texts[field], forField: field) { draw() }
    case .toggledSuppression:
      if !entry.session.setSuppressed(screen.isSuppressed) { draw() }
    case .changedControl(let control):
      if !Self.forward(screen.controls[control], at: control, to: entry.session) { draw() }
    case .choose(let index):
      // Refused, or an action that keeps the dialog open: it is still up.
      if entry.session.tap(actionAt: index).refusal != nil || entry.session.phase == .presented {
        draw()
      }
    case .dismiss:
      entry.session.dismissWithoutAction()
    case .interrupt:
      interrupt()
    case .suspend:
      suspend()
    }
    return used
  }

  /// Hands a control's value, as the screen or a line set it, to the
  /// session.
  ///
  /// - Parameters:
  ///   - control: The control with its new value.
  ///   - index: Its index among the controls.
  ///   - session: The session shown.
  /// - Returns: Whether the session took it (and so asked for a redraw).
  @discardableResult
  static func forward(
    _ control: PresentedControl, at index: Int, to session: AnyDialogSession
  ) -> Bool {
    switch control {
    case .toggle(_, let isOn): session.setOn(isOn, forControl: index)
    case .choice(_, _, let selected?): session.select(option: selected, forControl: index)
    case .choice(_, _, nil): false
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

  /// Handles Ctrl-Z as the terminal would have, had it not been in raw mode.
  ///
  /// Raises `SIGTSTP`, whose handler (``SignalGuard``) gives the terminal
  /// back as it was, stops the process as job control does, and when the
  /// process is continued (`fg`, `kill -CONT`) takes the terminal again and
  /// has the dialog redrawn: a `kill -TSTP` from outside goes the same way.
  /// When the process ignores `SIGTSTP`, nothing happens.
  private func suspend() {
    // The main thread may run with signals blocked (dispatch_main blocks
    // them): unblock SIGTSTP so raise() runs the handler now, on this thread.
    var stopOnly = sigset_t()
    sigemptyset(&stopOnly)
    sigaddset(&stopOnly, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stopOnly, nil)
    raise(SIGTSTP)
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

  /// While keys read together are handled: `false`, or `true` once a draw
  /// was asked for (made once, after them); `nil` otherwise.
  private var drawsPending: Bool?

  private func draw() {
    if drawsPending != nil {
      drawsPending = true
      return
    }
    guard rawSession != nil, let entry = entries.last, let screen = entry.screen else { return }
    let size = device.size(environment: entry.environment)
    let capabilities = entry.capabilities
    let frame = DialogRenderer(width: size.columns, height: size.rows, capabilities: capabilities)
      .render(screen)
    entry.screen?.scrollOffset = frame.scrollOffset
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
        if let conversation = entry.conversation {
          device.write(conversation.refusal(refusal, actionAt: index))
          continueConversation(entry, conversation.prompt())
        }
      } else if entry.session.phase == .presented {
        // An action that keeps the dialog open: its handler ran; ask again.
        entry.answered = false
        if let next = entry.conversation?.prompt() { continueConversation(entry, next) }
      }
    case .dismiss:
      entry.answered = true
      entry.session.dismissWithoutAction()
    }
  }

  private func startLineReaderIfNeeded() {
    guard lineReader == nil else { return }
    let reader = InputReader(input: device.input, mode: .lines)
    lineReader = reader
    let events = reader.events
    // Holds the stage while a question is open (see enterRawMode).
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
      if let isSuppressed = reply.suppressionChange { entry.session.setSuppressed(isSuppressed) }
      if let control = reply.controlChange {
        Self.forward(conversation.controls[control], at: control, to: entry.session)
      }
      if let change = reply.textChange {
        // The session re-evaluates requirements and calls update(_:), which
        // hands its verdict to the conversation before the list is printed.
        entry.session.setText(change.text, forField: change.field)
      }
      if reply.listActions, let conversation = entry.conversation {
        device.write(conversation.actionList())
        // Asked again as the list now stands: the default's number follows what the texts enable.
        continueConversation(entry, conversation.prompt())
        return
      }
      continueConversation(entry, reply.next)
    case .endOfInput, .lineTooLong:
      entry.awaitingLine = false
      if entry.hiddenPrompt { setEcho(hidden: false) }
      entry.hiddenPrompt = false
      let words = conversation.dialog.wording
      let notice =
        event == .endOfInput ? words[.endOfInput] : words[.answerTooLong(InputReader.longestLine)]
      device.write("\n" + words.line(notice) + "\n")
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
        let silent = TerminalDevice.silent(from: mode)
        SignalGuard.install(
          device: device, cooked: mode, active: silent, wake: -1, leavesScreen: false)
        device.apply(silent, discardingInput: false)
      }
    } else if let mode = savedEchoMode {
      device.apply(mode, discardingInput: false)
      SignalGuard.uninstall(wake: -1)
      savedEchoMode = nil
    }
  }

}

/// One shown session and the stage's state for it.
@MainActor
private final class Entry {
  let session: AnyDialogSession
  /// The presenter the session was handed to: the session holds it weakly,
  /// and it must live until it has reported the dialog gone.
  let presenter: TerminalDialogPresenter
  let capabilities: TerminalCapabilities
  let environment: [String: String]
  var screen: DialogScreenState?
  var conversation: LineConversation?
  var countdown: Task<Void, Never>?
  var hiddenPrompt = false
  var awaitingLine = false
  var answered = false
  /// What line mode last printed of the title, message and progress the
  /// app changes while the dialog is up, so it prints each change once.
  var shownTitle: String?
  var shownMessage: String?
  var shownProgress: DialogProgress?

  init(
    session: AnyDialogSession, presenter: TerminalDialogPresenter,
    capabilities: TerminalCapabilities, environment: [String: String]
  ) {
    self.session = session
    self.presenter = presenter
    self.capabilities = capabilities
    self.environment = environment
    shownTitle = session.title
    shownMessage = session.message
    shownProgress = session.progress
  }
}

/// What raw mode holds: the settings to restore, the input thread and the
/// loop that feeds its events to the stage.
private struct RawSession {
  let cooked: termios
  let reader: InputReader
  let loop: Task<Void, Never>
}
