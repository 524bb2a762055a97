/// The closures a dialog carries beside its description: what runs when an
/// action is chosen, which dialog follows, what runs when it is gone, and
/// the checks of the texts written in code.
///
/// None of them takes part in equality, hashing, the snapshot or JSON.
@usableFromInline
struct DialogCallbacks<Key: Hashable & Sendable>: Sendable {
  /// `actionTap`, in its three-parameter form.
  ///
  /// It receives the chosen key, the text fields' final values and whether
  /// the suppression toggle was on; the one- and two-parameter forms are
  /// stored wrapped in it, so there is one handler to run.
  @usableFromInline
  var tap: (@MainActor @Sendable (Key, [String], Bool) -> Void)?
  /// `followUp`: the dialog to show next for the chosen key, if any.
  @usableFromInline
  var followUp: (@MainActor @Sendable (Key, [String]) -> Dialog<Key>?)?
  /// `onDismiss`: how the presentation ended, once, whatever ended it.
  @usableFromInline
  var dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)?
  /// `textCheck`s: rules over the texts written in code, in the order
  /// attached.
  @usableFromInline
  var checks: [TextCheck<Key>] = []

  @usableFromInline
  init(
    tap: (@MainActor @Sendable (Key, [String]) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, [String]) -> Dialog<Key>?)? = nil,
    dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    if let tap {
      self.tap = { key, texts, _ in tap(key, texts) }
    }
    self.followUp = followUp
    self.dismiss = dismiss
  }
}
