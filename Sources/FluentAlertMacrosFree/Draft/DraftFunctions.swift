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

/// Starts a typed draft of an alert whose title is shown exactly as
/// written: a `String` or `Substring` value is user data and is never
/// looked up; a literal message beside it is still a localization key.
///
/// - Parameters:
///   - title: The title, as written.
///   - message: The message below the title, or `nil` for none.
///   - keys: The type of the keys the actions report, e.g. `Choice.self`.
/// - Returns: An empty alert draft.
@_disfavoredOverload
@inlinable
public func alert<Key>(
  _ title: some StringProtocol,
  message: DialogText? = nil,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.Alert, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  alert(DialogText.verbatim(String(title)), message: message, keys: keys)
}

/// Starts a typed draft of an alert whose message is shown exactly as
/// written: a `String` or `Substring` value is never looked up.
///
/// - Parameters:
///   - title: The title, or `nil` for none.
///   - message: The message below the title, as written.
///   - keys: The type of the keys the actions report, e.g. `Choice.self`.
/// - Returns: An empty alert draft.
@_disfavoredOverload
@inlinable
public func alert<Key>(
  _ title: DialogText? = nil,
  message: some StringProtocol,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.Alert, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  alert(title, message: DialogText.verbatim(String(message)), keys: keys)
}

/// Refused: a `String` title and a `String` message in one call.
///
/// Swift would also take a literal beside a `String` value as a `String`,
/// so a call that took both as values would show a literal message
/// verbatim instead of looking it up. Write one of the two as
/// `.verbatim(value)`.
///
/// - Parameters:
///   - title: Unused.
///   - message: Unused.
///   - keys: Unused.
/// - Returns: Never returns.
@available(
  *, unavailable,
  message:
    "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
)
@_disfavoredOverload
public func alert<Key>(
  _ title: some StringProtocol,
  message: some StringProtocol,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.Alert, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  fatalError("unavailable")
}

/// Starts a typed draft of an action sheet, whose chain the compiler
/// checks.
///
/// ```swift
/// let dialog = actionSheet("Ana", message: "What now?", keys: String.self)
///   .addAction("Follow", key: "follow")
///   .addDestructive("Mute", key: "mute")
///   .addCancel("Cancel", key: "cancel")
///   .dialog
///   .anchor(.center)
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

/// Starts a typed draft of an action sheet whose title is shown exactly as
/// written: a `String` or `Substring` value is user data and is never
/// looked up; a literal message beside it is still a localization key.
///
/// - Parameters:
///   - title: The title, as written.
///   - message: The message below the title, or `nil` for none.
///   - keys: The type of the keys the actions report, e.g. `Choice.self`.
/// - Returns: An empty action sheet draft.
@_disfavoredOverload
@inlinable
public func actionSheet<Key>(
  _ title: some StringProtocol,
  message: DialogText? = nil,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.ActionSheet, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  actionSheet(DialogText.verbatim(String(title)), message: message, keys: keys)
}

/// Starts a typed draft of an action sheet whose message is shown exactly as
/// written: a `String` or `Substring` value is never looked up.
///
/// - Parameters:
///   - title: The title, or `nil` for none.
///   - message: The message below the title, as written.
///   - keys: The type of the keys the actions report, e.g. `Choice.self`.
/// - Returns: An empty action sheet draft.
@_disfavoredOverload
@inlinable
public func actionSheet<Key>(
  _ title: DialogText? = nil,
  message: some StringProtocol,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.ActionSheet, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  actionSheet(title, message: DialogText.verbatim(String(message)), keys: keys)
}

/// Refused: a `String` title and a `String` message in one call.
///
/// Swift would also take a literal beside a `String` value as a `String`,
/// so a call that took both as values would show a literal message
/// verbatim instead of looking it up. Write one of the two as
/// `.verbatim(value)`.
///
/// - Parameters:
///   - title: Unused.
///   - message: Unused.
///   - keys: Unused.
/// - Returns: Never returns.
@available(
  *, unavailable,
  message:
    "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
)
@_disfavoredOverload
public func actionSheet<Key>(
  _ title: some StringProtocol,
  message: some StringProtocol,
  keys: Key.Type
) -> DialogDraft<
  Key, DraftState.ActionSheet, DraftState.No, DraftState.No, DraftState.No, DraftState.No,
  DraftState.No
> {
  fatalError("unavailable")
}
