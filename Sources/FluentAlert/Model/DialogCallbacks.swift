/// The closures a dialog carries beside its description: what runs when an
/// action is chosen, which dialog follows, what runs when it is shown, gone and
/// when its conversation is over, and the checks of the texts written in code.
///
/// None of them takes part in equality, hashing, the snapshot or JSON.
@usableFromInline
struct DialogCallbacks<Key: Hashable & Sendable>: Sendable {
  /// `actionTap`, in its two-parameter form.
  ///
  /// It receives the chosen key and what the user entered; the
  /// one-parameter form is stored wrapped in it, so there is one handler to
  /// run.
  @usableFromInline
  var tap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)?
  /// `followUp`: the dialog to show next for the chosen key, if any.
  @inlinable
  var followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)? {
    get { rare.value.followUp }
    set { rare.value.followUp = newValue }
  }
  /// `onDismiss`: how the presentation ended, once, whatever ended it.
  @inlinable
  var dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? {
    get { rare.value.dismiss }
    set { rare.value.dismiss = newValue }
  }
  /// `onPresent`: the session, once the dialog is visible.
  @inlinable
  var present: (@MainActor @Sendable (DialogSession<Key>) -> Void)? {
    get { rare.value.present }
    set { rare.value.present = newValue }
  }
  /// `onConversationEnd`: the ending of the conversation's last dialog,
  /// once, whatever ended it.
  @inlinable
  var conversationEnd: (@MainActor @Sendable (DialogEnding<Key>) -> Void)? {
    get { rare.value.conversationEnd }
    set { rare.value.conversationEnd = newValue }
  }
  /// The app's own view under the message, made on the presenting
  /// platform (an `NSView` for AppKit); see `accessoryView(_:)` there.
  @inlinable
  var accessoryView: (@MainActor @Sendable () -> AnyObject)? {
    get { rare.value.accessoryView }
    set { rare.value.accessoryView = newValue }
  }
  /// `textCheck`s: rules over the texts written in code, in the order
  /// attached.
  @inlinable
  var checks: [TextCheck<Key>] {
    get { rare.value.checks }
    _modify { yield &rare.value.checks }
  }
  /// The callbacks few dialogs have, out of line.
  @usableFromInline
  var rare = OutOfLine<RareCallbacks>()

  /// The callbacks few dialogs have: kept in one box, allocated only when
  /// one of them is attached.
  @usableFromInline
  struct RareCallbacks: OutOfLineSettings {
    @usableFromInline
    var followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)?
    @usableFromInline
    var dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)?
    @usableFromInline
    var present: (@MainActor @Sendable (DialogSession<Key>) -> Void)?
    @usableFromInline
    var conversationEnd: (@MainActor @Sendable (DialogEnding<Key>) -> Void)?
    @usableFromInline
    var accessoryView: (@MainActor @Sendable () -> AnyObject)?
    @usableFromInline
    var checks: [TextCheck<Key>] = []

    @inlinable
    init() {}
  }

  @inlinable
  init(
    tap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)? = nil,
    dismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    self.tap = tap
    if followUp != nil || dismiss != nil {
      rare.value.followUp = followUp
      rare.value.dismiss = dismiss
    }
  }
}
