/// What runs once a presentation has ended, in this order: `actionTap` and
/// `followUp` (when a key was reported), `onDismiss`, the conversation's
/// `onConversationEnd`s (unless a follow-up inherits them), the owners' end
/// handlers, then the follow-up's presentation if no owner took it.
///
/// Copied out of the session, so a session deallocated unfinished can still
/// run it.
struct SessionConclusion: Sendable {
  let reason: DismissReason<Int>
  /// What the user entered, controls and options by index.
  let values: DialogValues<Int>
  let callbacks: SessionCallbacks
  let endHandlers: [@MainActor @Sendable (SessionEnd) -> Void]
  /// The conversation's `onConversationEnd`s, which a follow-up inherits.
  let conversationEndHandlers: [ConversationEndHandler]
  let localization: DialogLocalization
  /// The follow-up decided at a tap on an action that keeps the dialog open;
  /// `actionTap` and `followUp` have run then and do not run again.
  var decidedFollowUp: Result<AnyDialogSession, DialogValidationError>? = nil
  /// Why the presenter refused to show the dialog, if it did.
  var presentationError: DialogValidationError? = nil

  /// Whether running it would call anything.
  var hasListeners: Bool {
    !endHandlers.isEmpty || callbacks.dismiss != nil || !conversationEndHandlers.isEmpty
      || (reason.key != nil && (callbacks.tap != nil || callbacks.followUp != nil))
  }

  /// Runs the callbacks and the end handlers; then shows the follow-up on
  /// `presenter` unless an end handler presented it already (or tears it
  /// down when there is no presenter left, so it still ends once).
  ///
  /// - Returns: How the presentation ended, for owners who ask later.
  @MainActor
  func run(presenter: (any DialogPresenter)?) -> SessionEnd {
    var followUp: AnyDialogSession?
    var followUpError: DialogValidationError?
    if let index = reason.key {
      if decidedFollowUp == nil { callbacks.tap?(index, values) }
      switch decidedFollowUp ?? callbacks.followUp?(index, values) {
      case .success(let session):
        session.localization = localization
        followUp = session
      case .failure(let error):
        followUpError = error
      case nil:
        break
      }
    }
    callbacks.dismiss?(reason)
    if let followUp {
      followUp.conversationEndHandlers += conversationEndHandlers
    } else if !conversationEndHandlers.isEmpty {
      let ending = ConversationEnding(
        reason: reason, key: callbacks.key, values: callbacks.keyedValues(values))
      for body in conversationEndHandlers { body(ending) }
    }
    let end = SessionEnd(
      reason: reason, key: reason.key.map(callbacks.key), values: callbacks.keyedValues(values),
      followUp: followUp, followUpError: followUpError,
      presentationError: presentationError)
    for body in endHandlers { body(end) }
    if let followUp, followUp.phase == .pending {
      if let presenter {
        followUp.present(using: presenter)
      } else {
        followUp.tearDown()
      }
    }
    return end
  }
}
