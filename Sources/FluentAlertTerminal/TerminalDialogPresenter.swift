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
/// let presenter = TerminalDialogPresenter()
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
/// there is one and it can be chosen. The preferred action starts selected (in a sheet of
/// choices without one, the checked action); destructive actions
/// are red, the cancel action sits apart below a rule, disabled actions are
/// dimmed and skipped. Text fields are edited in place (←, →, Home, End,
/// Backspace, Delete; secure fields masked), their requirements are shown
/// as ✓/✗ and gate the actions live. A paste of any length is taken in time
/// linear in its length and drawn once per read, not once per character;
/// where the terminal brackets pastes (asked for with `ESC [?2004h`), pasted
/// text is text, never keys: its line breaks become spaces and its digits
/// choose nothing. Auto-dismissing dialogs count down. Text wraps (a long
/// action title under its number) and is cut only where the screen has no
/// room left. A dialog taller than the screen gives up its spacing, keeps
/// the first lines of its message and scrolls its fields and actions, so
/// the selected action or the field being edited is always in view, with
/// `▲ more above` / `▼ more below` where something is hidden. Resizing
/// redraws, keeping the selection in view. A requirement is described in
/// words ("must be 1–20 characters") or with its `TextRequirement.message`;
/// a pattern is never shown, only that the text "must have the expected
/// format". End of input dismisses. Ctrl-C restores the terminal
/// and then delivers `SIGINT` as usual (the program ends unless it handles
/// the signal, in which case the dialog is dismissed without a key);
/// `SIGTERM`, `SIGHUP` and `SIGQUIT` restore the terminal before the
/// process goes. Ctrl-Z, or a `SIGTSTP` from outside (`kill -TSTP`),
/// restores it and stops the process as job control does; when the process
/// is continued (`fg`, `kill -CONT`) the dialog takes the terminal again and
/// is redrawn.
///
/// **Line mode** (otherwise): the dialog is printed as plain text with
/// numbered actions; text fields are asked one line each. An empty line
/// keeps the field's text (shown in brackets), a lone `\` clears it (a line
/// of only backslashes loses one, so `\\` is one backslash). An answer that
/// does not meet the requirement is asked again with its message, and an
/// empty line then goes on without it, so the cancel action and every action
/// the requirement does not gate can always be chosen; choosing a gated one
/// asks the unmet fields again. Then one line chooses, by number, title or
/// key (case-insensitive). A bad answer gets a message and the question
/// again; end of input dismisses. Input is read in blocks but never past the
/// answer's line break, whether it is a terminal, a file, a socket or a pipe
/// shared with other programs: whatever reads next starts right after the
/// answer. A line longer than 64 KiB (65,536 bytes) is not buffered further:
/// it ends the input, with a message, and the dialogs are dismissed as at
/// end of input.
///
/// `NO_COLOR` turns colours off (bold, dim and reverse stay); a non-UTF-8
/// locale draws with ASCII. Titles, messages, keys and text are always
/// escaped: control characters and escape sequences are shown, never sent.
///
/// The presenter keeps itself alive while it shows a dialog, so
/// `dialog.present(using: TerminalDialogPresenter())` works with a temporary.
/// Dialogs shown while another is visible stack: the newest gets the keys
/// (or the next line) and the screen. That holds across presenters too:
/// presenters on the same descriptors share the terminal while any of their
/// dialogs is visible, in the mode of the first one, so raw mode is entered
/// once and left once, when the last dialog goes, whichever presenter
/// finishes first. Use a `DialogQueue` to show dialogs one after another.
@MainActor
public final class TerminalDialogPresenter: DialogPresenter {
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
  package let mode: Mode
  /// Whether dialogs are drawn interactively (the resolved mode).
  ///
  /// A dialog shown while another presenter's dialog is visible on the same
  /// descriptors joins that dialog's mode.
  public private(set) var isInteractive: Bool

  /// Where and in which language the dialogs' texts are looked up.
  private let localization: DialogLocalization

  private let device: TerminalDevice
  private let environment: [String: String]
  private let capabilities: TerminalCapabilities
  /// Whether a dialog was printed in line mode (the next one starts with an
  /// empty line).
  private var hasShownInLineMode = false

  /// Creates a presenter.
  ///
  /// - Parameters:
  ///   - mode: Interactive, line mode, or decided from the terminal.
  ///   - input: The descriptor keys or lines are read from.
  ///   - output: The descriptor the dialog is written to.
  ///   - environment: Where `TERM`, `NO_COLOR`, `COLORTERM`, the locale and
  ///     `COLUMNS`/`LINES` are read; the process environment by default.
  ///   - localization: Where and in which language texts are looked up: by
  ///     default the main bundle, in the language `environment` names
  ///     (``FluentAlert/DialogLocalization/environment(bundle:_:)``).
  public init(
    mode: Mode = .automatic,
    input: Int32 = STDIN_FILENO,
    output: Int32 = STDOUT_FILENO,
    environment: [String: String]? = nil,
    localization: DialogLocalization? = nil
  ) {
    self.mode = mode
    let environment = environment ?? ProcessInfo.processInfo.environment
    self.localization = localization ?? .environment(environment)
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
    session.localization = localization
    let stage = TerminalStage.on(device)
    let wasIdle = !stage.isShowing
    let interactive = stage.show(
      session, from: self, interactive: isInteractive, capabilities: capabilities,
      environment: environment, separated: hasShownInLineMode, completion: completion)
    // Raw mode could not be entered: this terminal is line mode from now on.
    if wasIdle, isInteractive, !interactive { isInteractive = false }
    if !interactive { hasShownInLineMode = true }
  }

  /// Refreshes which actions are enabled after text input.
  ///
  /// - Parameter session: A session this presenter shows.
  public func update(_ session: AnyDialogSession) {
    TerminalStage.showing(on: device)?.update(session)
  }

  /// Takes a session off the terminal; restores the terminal when it was
  /// the last dialog on it.
  ///
  /// - Parameters:
  ///   - session: The session to remove.
  ///   - completion: Called once it is gone.
  public func remove(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    TerminalStage.showing(on: device)?.remove(session)
    completion()
  }
}
