import FluentAlert

/// Keys of the dialogs the interaction tests drive.
enum Choice: String, Hashable, Sendable {
  case save, delete, cancel, later
}

/// Records what a dialog's handler received, in order.
@MainActor
final class HandlerLog {
  private(set) var calls: [(key: Choice, texts: [String])] = []
  var keys: [Choice] { calls.map(\.key) }

  func record(_ key: Choice, _ texts: [String]) {
    calls.append((key, texts))
  }
}

/// Dialogs used across the interaction tests.
enum Fixtures {
  /// Save / Delete / Cancel, with an optional auto-dismiss.
  @MainActor
  static func confirm(
    log: HandlerLog? = nil, autoDismiss: AutoDismiss<Choice>? = nil, deleteEnabled: Bool = true
  ) -> Dialog<Choice> {
    Dialog(
      style: .alert, title: "Save changes?",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Delete", role: .destructive, key: .delete).disabled(!deleteEnabled),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      autoDismiss: autoDismiss,
      actionTap: { [log] key, texts in log?.record(key, Array(texts)) })
  }

  /// An alert with a name field whose non-empty requirement gates Save, and
  /// a second field limited to 3...5 characters gating Delete.
  @MainActor
  static func form(log: HandlerLog? = nil) -> Dialog<Choice> {
    Dialog(
      style: .alert, title: "Rename",
      actions: [
        DialogAction(title: "Save", key: .save),
        DialogAction(title: "Delete", role: .destructive, key: .delete),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Name").required(.nonEmpty, gates: [.save]),
        DialogTextField("Code").text("ab").required(.length(3...5), gates: [.save, .delete]),
      ],
      actionTap: { [log] key, texts in log?.record(key, Array(texts)) })
  }

  /// An action sheet without a cancel action.
  static func sheetWithoutCancel() -> Dialog<Choice> {
    Dialog(
      style: .actionSheet, title: "Share",
      actions: [DialogAction(title: "Save", key: .save)], anchor: .center)
  }

  /// A dialog with two cancel actions: invalid.
  static func invalid() -> Dialog<Choice> {
    Dialog(
      style: .alert, title: "Broken",
      actions: [
        DialogAction(title: "No", role: .cancel, key: .cancel),
        DialogAction(title: "Later", role: .cancel, key: .later),
      ])
  }

  /// A one-button alert numbered `number`, recording its number in `shown`
  /// when tapped.
  static func numbered(_ number: Int, log: @escaping @MainActor @Sendable (Int) -> Void = { _ in })
    -> Dialog<Int>
  {
    Dialog(
      style: .alert, title: .verbatim("Dialog \(number)"),
      actions: [DialogAction(title: "OK", key: number)],
      actionTap: { key, _ in log(key) })
  }
}
