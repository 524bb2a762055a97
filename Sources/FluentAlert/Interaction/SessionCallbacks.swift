/// How a conversation's last dialog ended, with its own keys, for the
/// `onConversationEnd` of the dialog that began it.
struct ConversationEnding: Sendable {
  /// Why it ended, by action index.
  let reason: DismissReason<Int>
  /// The original key of the action at an index of the last dialog.
  let key: @Sendable (Int) -> any Hashable & Sendable
  /// What the user entered, as `DialogValues` of the last dialog's key type.
  let values: any Sendable
}

/// An `onConversationEnd` with its key type erased.
typealias ConversationEndHandler = @MainActor @Sendable (ConversationEnding) -> Void

/// A dialog's callbacks with its key type erased: each takes action indices
/// and makes its follow-up's session itself.
struct SessionCallbacks: Sendable {
  /// The original key of the action at an index.
  let key: @Sendable (Int) -> any Hashable & Sendable
  /// The session's values (controls and options by index) as the dialog's
  /// `DialogValues`, read by its keys.
  let keyedValues: @Sendable (DialogValues<Int>) -> any Sendable
  /// `actionTap`, with the session's values.
  let tap: (@MainActor @Sendable (Int, DialogValues<Int>) -> Void)?
  let followUp:
    (
      @MainActor @Sendable (Int, DialogValues<Int>) -> Result<
        AnyDialogSession, DialogValidationError
      >?
    )?
  let dismiss: (@MainActor @Sendable (DismissReason<Int>) -> Void)?
  /// `onPresent`, given the session once the dialog is visible.
  let present: (@MainActor @Sendable (AnyDialogSession) -> Void)?
  /// `onConversationEnd`, told how the conversation's last dialog ended.
  let conversationEnd: ConversationEndHandler?

  /// The callbacks of `dialog`; a follow-up's session uses `clock` too.
  init<Key>(_ dialog: Dialog<Key>, clock: (any Clock<Duration>)?) {
    let keys = dialog.actions.map(\.key)
    let callbacks = dialog.callbacks
    key = { keys[$0] }
    let described = Dialog(
      style: dialog.style, title: nil, message: nil, actions: [], textFields: [],
      controls: dialog.keyedControls, callbacks: DialogCallbacks())
    keyedValues = { described.keyedValues($0) }
    if let body = callbacks.tap {
      tap = { @MainActor index, values in body(keys[index], described.keyedValues(values)) }
    } else {
      tap = nil
    }
    if let body = callbacks.followUp {
      followUp = { @MainActor index, values in
        body(keys[index], described.keyedValues(values)).map {
          Self.session(for: $0, clock: clock)
        }
      }
    } else {
      followUp = nil
    }
    if let body = callbacks.dismiss {
      dismiss = { @MainActor reason in body(reason.mapKey { keys[$0] }) }
    } else {
      dismiss = nil
    }
    if let body = callbacks.present {
      present = { @MainActor session in
        if let session = session as? DialogSession<Key> { body(session) }
      }
    } else {
      present = nil
    }
    if let body = callbacks.conversationEnd {
      conversationEnd = { @MainActor last in
        // Every dialog of a conversation has the same key type.
        guard let reason = last.reason.keyed(by: last.key, as: Key.self) else { return }
        body(DialogEnding(reason: reason, values: last.values as? DialogValues<Key> ?? []))
      }
    } else {
      conversationEnd = nil
    }
  }

  /// A pending session for a follow-up, or why it cannot be shown.
  @MainActor
  private static func session<Key>(for dialog: Dialog<Key>, clock: (any Clock<Duration>)?)
    -> Result<AnyDialogSession, DialogValidationError>
  {
    do {
      return .success(DialogSession(alreadyValidated: try dialog.validated(), clock: clock))
    } catch {
      return .failure(error)
    }
  }
}
