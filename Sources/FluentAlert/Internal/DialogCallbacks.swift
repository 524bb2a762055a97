/// The closures a dialog carries beside its description: what runs when an
/// action is chosen, which dialog follows, and what runs when it is gone.
///
/// None of them takes part in equality, hashing, the snapshot or JSON.
@usableFromInline
struct DialogCallbacks<Key: Hashable & Sendable>: Sendable {
  /// `actionTap`: the chosen key and the text fields' final values.
  @usableFromInline
  var tap: (@MainActor @Sendable (Key, [String]) -> Void)?
  /// The three-parameter `actionTap`, which also hears the suppression toggle.
  ///
  /// At most one of `tap` and this is set; the last attached wins.
  @usableFromInline
  var tapWithSuppression: (@MainActor @Sendable (Key, [String], Bool) -> Void)?
  /// `followUp`: the dialog to show next for the chosen key, if any.
  @usableFromInline
  var followUp: (@MainActor @Sendable (Key, [String]) -> Dialog<Key>?)?
  /// `onDismiss`: how the presentation ended, once, whatever ended it.
  @usableFromInline
  var dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)?

  @usableFromInline
  init(
    tap: (@MainActor @Sendable (Key, [String]) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, [String]) -> Dialog<Key>?)? = nil,
    dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    self.tap = tap
    self.followUp = followUp
    self.dismiss = dismiss
  }
}
