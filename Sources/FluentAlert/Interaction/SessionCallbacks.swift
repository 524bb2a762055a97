/// How a conversation's last dialog ended, with its own keys, for the
/// `onConversationEnd` of the dialog that began it.
struct ConversationEnding: Sendable {
  /// Why it ended, by action index.
  let reason: DismissReason<Int>
  /// The original key of the action at an index of the last dialog.
  let key: @Sendable (Int) -> any Hashable & Sendable
  let texts: [String]
  let isSuppressed: Bool
}

/// An `onConversationEnd` with its key type erased.
typealias ConversationEndHandler = @MainActor @Sendable (ConversationEnding) -> Void

/// A dialog's callbacks with its key type erased: each takes action indices
/// and makes its follow-up's session itself.
struct SessionCallbacks: Sendable {
  /// The original key of the action at an index.
  let key: @Sendable (Int) -> any Hashable & Sendable
  /// `actionTap`, with the texts and whether the suppression toggle is on.
  let tap: (@MainActor @Sendable (Int, [String], Bool) -> Void)?
  let followUp:
    (@MainActor @Sendable (Int, [String]) -> Result<AnyDialogSession, DialogValidationError>?)?
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
    if let body = callbacks.tap {
      tap = { @MainActor index, texts, isSuppressed in body(keys[index], texts, isSuppressed) }
    } else {
      tap = nil
    }
    if let body = callbacks.followUp {
      followUp = { @MainActor index, texts in
        body(keys[index], texts).map { Self.session(for: $0, clock: clock) }
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
        body(DialogEnding(reason: reason, texts: last.texts, isSuppressed: last.isSuppressed))
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
