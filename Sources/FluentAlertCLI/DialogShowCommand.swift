import FluentAlert
import FluentAlertTerminal
internal import FluentAlertText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fluentalert show`: presents the dialog with the terminal presenter and
/// maps the outcome to an exit status.
///
/// The dialog is drawn on the controlling terminal (`/dev/tty`), so standard
/// output carries only the result and `key=$(fluentalert show d.json)` works;
/// the dialog itself may come from standard input. Without a terminal, or
/// with `--line-mode`, it asks line by line: questions on standard error,
/// answers from standard input.
@MainActor
enum DialogShowCommand {
  static func show(
    _ dialog: Dialog<String>, name: String, fromStandardInput: Bool, lineMode: Bool,
    localization: DialogLocalization
  ) async -> FluentAlertCLI.Outcome {
    let errors = dialog.problems.filter { $0.severity == .error }
    if let error = errors.first {
      FluentAlertCLI.fail(
        "\(name): invalid dialog: \(error.message)"
          + (errors.count > 1 ? " (and \(errors.count - 1) more; see fluentalert check)" : ""))
      return FluentAlertCLI.Outcome(status: .invalidDialog)
    }
    guard
      let presenter = makePresenter(
        fromStandardInput: fromStandardInput, lineMode: lineMode, localization: localization)
    else {
      FluentAlertCLI.fail(
        "show: no terminal to ask on: standard input holds the dialog and there is no /dev/tty")
      return FluentAlertCLI.Outcome(status: .terminalFailure)
    }
    let ending: DialogEnding<String>
    do {
      ending = try await dialog.presentForEnding(using: presenter)
    } catch {
      FluentAlertCLI.fail("show: \(error)")
      return FluentAlertCLI.Outcome(status: .terminalFailure)
    }
    guard let key = ending.key else { return FluentAlertCLI.Outcome(status: .cancelled) }
    // Keys and texts are data for the calling script, printed one per line
    // with control characters escaped (as in snapshots) so a line stays a line.
    var lines = [key] + Array(ending.values)
    for control in dialog.controls {
      switch control {
      case .toggle(_, let toggle, _, _):
        lines.append(ending.values.isOn(toggle) ? "on" : "off")
      case .choice(_, let choice, _, _, _):
        lines.append(ending.values.selection(choice) ?? "")
      case .suppressionToggle:
        lines.append(ending.values.isSuppressed ? "suppressed" : "not suppressed")
      }
    }
    let output = lines.map { TextEscaping.escaped($0) + "\n" }.joined()
    return FluentAlertCLI.Outcome(
      status: key == dialog.cancelAction?.key ? .cancelled : .success, output: output)
  }

  private static func makePresenter(
    fromStandardInput: Bool, lineMode: Bool, localization: DialogLocalization
  ) -> TerminalDialogPresenter? {
    if !lineMode {
      let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
      if terminal >= 0 {
        return TerminalDialogPresenter(
          mode: .automatic, input: terminal, output: terminal, localization: localization)
      }
    }
    if fromStandardInput { return nil }
    return TerminalDialogPresenter(
      mode: .lineMode, input: STDIN_FILENO, output: STDERR_FILENO, localization: localization)
  }
}
