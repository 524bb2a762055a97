/// Starts a typed draft of an alert, whose chain the compiler checks.
///
/// ```swift
/// let dialog = alert("Sign in", keys: String.self)
///   .addTextField("Name")
///   .addAction("OK", key: "ok")
///   .preferred("ok")
///   .addCancel("Cancel", key: "cancel")
///   .dialog
/// ```
///
/// - Parameters:
///   - title: The title, or `nil` for none.
///   - message: The message below the title, or `nil` for none.
///   - keys: The type of the keys the actions report, e.g. `Choice.self`.
/// - Returns: An empty alert draft: no action, no cancel, nothing preferred,
///   no auto-dismiss, no callback.
@inlinable
public func alert<Key>(
  _ title: DialogText? = nil,
  message: DialogText? = nil,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.Alert, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  DialogDraft(
    parts: DraftStorage(style: .alert, title: title, message: message))
}

/// Starts a typed draft of an action sheet, whose chain the compiler
/// checks.
///
/// ```swift
/// let dialog = actionSheet("Ana", message: "What now?", keys: String.self)
///   .addAction("Follow", key: "follow")
///   .addDestructive("Mute", key: "mute")
///   .addCancel("Cancel", key: "cancel")
///   .anchor(.center)
///   .dialog
/// ```
///
/// - Parameters:
///   - title: The title, or `nil` for none.
///   - message: The message below the title, or `nil` for none.
///   - keys: The type of the keys the actions report, e.g. `Choice.self`.
/// - Returns: An empty action sheet draft.
@inlinable
public func actionSheet<Key>(
  _ title: DialogText? = nil,
  message: DialogText? = nil,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.ActionSheet, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  DialogDraft(
    parts: DraftStorage(
      style: .actionSheet, title: title, message: message))
}
