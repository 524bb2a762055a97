import FluentAlert

/// `fluentalert show`: presents the dialog and maps the outcome to an exit status.
enum DialogShowCommand {
  static func show(_ dialog: Dialog<String>, name: String) async -> ExitStatus {
    if let error = dialog.problems.first(where: { $0.severity == .error }) {
      let more = dialog.problems.filter { $0.severity == .error }.count - 1
      FluentAlertCLI.fail(
        "\(name): invalid dialog: \(error.message)"
          + (more > 0 ? " (and \(more) more; see fluentalert check)" : ""))
      return .invalidDialog
    }
    FluentAlertCLI.fail("show: the terminal presenter is not available in this build")
    return .terminalFailure
  }
}
