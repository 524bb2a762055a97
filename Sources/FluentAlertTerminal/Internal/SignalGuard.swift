#if canImport(Glibc)
  import Glibc
  private typealias Handler = __sighandler_t
#elseif canImport(Darwin)
  import Darwin
  private typealias Handler = sig_t
#endif

/// What the signal handlers read.
///
/// Written only on the main actor while the handlers are not installed
/// (``SignalGuard/install(device:cooked:wake:)`` fills it before installing
/// them, ``SignalGuard/uninstall(wake:)`` removes them before anything
/// changes), so a handler never sees a half-written value; the one
/// exception, `wake`, is a single aligned word a handler reads whole.
private struct HandlerState {
  var cooked = termios()
  /// The settings the dialog runs with (raw, or echo off), taken again
  /// when the process continues after a stop.
  var active = termios()
  var input: Int32 = -1
  var output: Int32 = -1
  var wake: Int32 = -1
  var leavesScreen = true
  var previousTerminate: Handler?
  var previousInterrupt: Handler?
  var previousHangUp: Handler?
  var previousQuit: Handler?
  var previousResize: Handler?
  var previousStop: Handler?
  var previousContinue: Handler?
}

/// Lives for the whole process, so a handler can always read it; accessed
/// only as described on ``HandlerState``.
nonisolated(unsafe) private let handlerState: UnsafeMutablePointer<HandlerState> = {
  let state = UnsafeMutablePointer<HandlerState>.allocate(capacity: 1)
  state.initialize(to: HandlerState())
  return state
}()

/// Written by the leave sequence in a handler without allocating.
nonisolated(unsafe) private let leaveBytes = signalSafeBytes(SignalGuard.leaveSequence)

/// Written in a handler when the process continues, without allocating.
nonisolated(unsafe) private let enterBytes = signalSafeBytes(SignalGuard.enterSequence)

/// Bytes allocated once, for handlers to write without allocating.
private func signalSafeBytes(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
  let bytes = Array(text.utf8)
  let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
  _ = buffer.initialize(from: bytes)
  return buffer
}

/// Puts the terminal back in cooked mode when the process is told to stop,
/// however it is told.
///
/// While a dialog holds the terminal in raw mode, `SIGTERM`, `SIGINT`
/// (from `kill`; Ctrl-C itself arrives as a key), `SIGHUP` and `SIGQUIT`
/// run a handler that restores the saved settings and leaves the alternate
/// screen using only async-signal-safe calls (`tcsetattr`, `write`,
/// `signal`, `raise`), then re-raises the signal under the disposition the
/// process had before, so the default action (or the application's own
/// handler) still happens. `SIGWINCH` writes a byte to a wake-up pipe that
/// the input thread watches, so a resize redraws. An `atexit` hook covers
/// `exit()` called while a dialog is up.
///
/// `SIGTSTP`, from Ctrl-Z or from `kill`, is job control: the handler gives
/// the terminal back as above, stops the process under the previous
/// disposition, and when the process continues takes the terminal again
/// (the dialog's settings, the alternate screen) and wakes the input thread
/// so the dialog is redrawn. `SIGCONT` alone (after a `SIGSTOP`, which
/// cannot be caught) takes the terminal again the same way.
enum SignalGuard {
  /// Byte written to the wake-up pipe for a resize, or after a stop: the
  /// screen is drawn again.
  static let resizeByte: UInt8 = 1

  /// What gives an interactive dialog's screen back: attributes reset,
  /// bracketed paste off, cursor shown, the previous screen restored.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// What takes the screen for an interactive dialog: the alternate screen,
  /// cursor hidden, bracketed paste on (terminals without it ignore it).
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"

  /// How many presenters hold the guard.
  ///
  /// Only the first install saves the
  /// dispositions and the settings: a nested one would save the guard's own
  /// handler as "previous" (a re-raise loop once the outer one ended first)
  /// and the outer presenter's raw mode as "cooked".
  @MainActor private static var holders = 0

  /// Saves what a handler needs and installs the handlers, or, when another
  /// presenter already holds the guard, only counts this one and routes
  /// resize wake-ups to it.
  ///
  /// - Parameters:
  ///   - device: The terminal in raw mode.
  ///   - cooked: The settings to restore.
  ///   - active: The settings the dialog applied, taken again after a stop.
  ///   - wake: The write end of the input thread's wake-up pipe, or -1.
  ///   - leavesScreen: Whether the terminal shows the alternate screen (to
  ///     leave, with the cursor shown and attributes reset) or only has its
  ///     settings changed (line mode's hidden answers).
  @MainActor
  static func install(
    device: TerminalDevice, cooked: termios, active: termios, wake: Int32,
    leavesScreen: Bool = true
  ) {
    holders += 1
    guard holders == 1 else {
      handlerState.pointee.wake = wake
      return
    }
    // Initialise the globals before any handler can run.
    _ = leaveBytes.count + enterBytes.count
    handlerState.pointee.cooked = cooked
    handlerState.pointee.active = active
    handlerState.pointee.input = device.input
    handlerState.pointee.output = device.output
    handlerState.pointee.wake = wake
    handlerState.pointee.leavesScreen = leavesScreen
    registerExitHook
    handlerState.pointee.previousTerminate = guardSignal(SIGTERM)
    handlerState.pointee.previousInterrupt = guardSignal(SIGINT)
    handlerState.pointee.previousHangUp = guardSignal(SIGHUP)
    handlerState.pointee.previousQuit = guardSignal(SIGQUIT)
    handlerState.pointee.previousResize = signal(SIGWINCH, wakeForResize)
    handlerState.pointee.previousStop = guardSignal(SIGTSTP, with: stopAsJobControl)
    handlerState.pointee.previousContinue = signal(SIGCONT, continueAfterStop)
  }

  /// Installs the restoring handler for a termination signal, unless the
  /// process ignores that signal (`nohup`, a shell's background job): then
  /// the signal stays ignored and the dialog goes on.
  ///
  /// - Parameters:
  ///   - number: The signal.
  ///   - handler: What runs when it arrives.
  /// - Returns: The disposition to put back later.
  @MainActor
  private static func guardSignal(
    _ number: Int32, with handler: Handler = restoreAndReraise
  ) -> Handler? {
    let previous = signal(number, handler)
    if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
      signal(number, previous)
    }
    return previous
  }

  /// Releases one presenter's hold; the last one puts the previous
  /// dispositions back and forgets the terminal.
  ///
  /// - Parameter wake: The wake-up pipe that presenter installed with; it
  ///   gets no more resize bytes.
  @MainActor
  static func uninstall(wake: Int32) {
    guard holders > 0 else { return }
    holders -= 1
    if handlerState.pointee.wake == wake { handlerState.pointee.wake = -1 }
    guard holders == 0 else { return }
    signal(SIGTERM, handlerState.pointee.previousTerminate)
    signal(SIGINT, handlerState.pointee.previousInterrupt)
    signal(SIGHUP, handlerState.pointee.previousHangUp)
    signal(SIGQUIT, handlerState.pointee.previousQuit)
    signal(SIGWINCH, handlerState.pointee.previousResize)
    signal(SIGTSTP, handlerState.pointee.previousStop)
    signal(SIGCONT, handlerState.pointee.previousContinue)
    handlerState.pointee.input = -1
    handlerState.pointee.wake = -1
  }

  /// Registered once, the first time a dialog takes the terminal.
  @MainActor
  private static let registerExitHook: Void = {
    atexit {
      restoreTerminal()
    }
  }()
}

/// Restores the saved settings and leaves the alternate screen.
///
/// Does nothing unless a dialog holds the terminal. Async-signal-safe.
private func restoreTerminal() {
  let state = handlerState
  guard state.pointee.input >= 0 else { return }
  withUnsafePointer(to: &state.pointee.cooked) { cooked in
    _ = tcsetattr(state.pointee.input, TCSANOW, cooked)
  }
  if state.pointee.leavesScreen {
    _ = write(state.pointee.output, leaveBytes.baseAddress, leaveBytes.count)
  }
}

/// The handler for termination signals.
///
/// Async-signal-safe.
private func restoreAndReraise(_ number: Int32) {
  restoreTerminal()
  let state = handlerState
  state.pointee.input = -1
  let previous: Handler? =
    switch number {
    case SIGTERM: state.pointee.previousTerminate
    case SIGINT: state.pointee.previousInterrupt
    case SIGHUP: state.pointee.previousHangUp
    default: state.pointee.previousQuit
    }
  signal(number, previous)
  // Blocked while this handler runs; delivered under the old disposition
  // as soon as it returns.
  raise(number)
}

/// The handler for resize signals.
///
/// Async-signal-safe.
private func wakeForResize(_ number: Int32) {
  var byte = SignalGuard.resizeByte
  let wake = handlerState.pointee.wake
  if wake >= 0 { _ = write(wake, &byte, 1) }
}

/// The handler for `SIGTSTP` (Ctrl-Z, or `kill -TSTP`).
///
/// Gives the terminal back, stops the process under the disposition it had
/// before (by default, job control's stop), and when continued takes the
/// terminal again. Async-signal-safe.
private func stopAsJobControl(_ number: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  restoreTerminal()
  signal(SIGTSTP, handlerState.pointee.previousStop)
  var stopOnly = sigset_t()
  sigemptyset(&stopOnly)
  sigaddset(&stopOnly, SIGTSTP)
  // Blocked while this handler runs: unblock it so it is delivered now,
  // and the process stops here until it is continued.
  pthread_sigmask(SIG_UNBLOCK, &stopOnly, nil)
  raise(SIGTSTP)
  signal(SIGTSTP, stopAsJobControl)
  retakeTerminal()
}

/// The handler for `SIGCONT`.
///
/// Takes the terminal again, whatever stopped the process, then runs the
/// handler the process had installed, if any. Async-signal-safe.
private func continueAfterStop(_ number: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  retakeTerminal()
  if let previous = handlerState.pointee.previousContinue {
    let address = unsafeBitCast(previous, to: Int.self)
    let defaultAddress = unsafeBitCast(SIG_DFL, to: Int.self)
    let ignoreAddress = unsafeBitCast(SIG_IGN, to: Int.self)
    if address != defaultAddress, address != ignoreAddress { previous(number) }
  }
}

/// Applies the dialog's settings again, takes the screen again and wakes
/// the input thread, which has the dialog redrawn.
///
/// Does nothing unless a dialog holds the terminal. Async-signal-safe.
private func retakeTerminal() {
  let state = handlerState
  guard state.pointee.input >= 0 else { return }
  withUnsafePointer(to: &state.pointee.active) { active in
    _ = tcsetattr(state.pointee.input, TCSANOW, active)
  }
  if state.pointee.leavesScreen {
    _ = write(state.pointee.output, enterBytes.baseAddress, enterBytes.count)
  }
  wakeForResize(SIGCONT)
}
