/// One presentation of one validated dialog, with keys: the state machine
/// every presenter shares.
///
/// ```swift
/// enum Choice: Hashable, Sendable { case save, cancel }
///
/// @MainActor
/// func showSave(on presenter: any DialogPresenter) throws {
///   let dialog = Dialog<Choice>.alert("Save changes?")
///     .addAction("Save", key: .save)
///     .addCancel("Cancel", key: .cancel)
///   let session = try DialogSession(dialog)  // throws for invalid dialogs
///   session.addObserver { event in print(event) }
///   session.present(using: presenter)  // which keeps the session alive
///   // the presenter forwards the user's tap:
///   session.tap(.save)  // .accepted(actionIndex: 0)
///   session.tap(.save)  // .refused(.alreadyDismissed)
/// }
/// ```
///
/// A tap on an enabled action ends the presentation and the dialog's
/// `actionTap` handler runs **exactly once** with that key and the text
/// fields' texts, after the presenter removed the dialog. (An action that
/// keeps the dialog open reports its key at each tap instead, and the
/// dialog stays; see ``DialogAction/keepsDialogOpen(_:)``.) Taps on unknown
/// or disabled keys, before the dialog is visible, or after the end are
/// refused and the refusal is returned. See ``AnyDialogSession`` for the
/// phases and the index-based API shells use.
@MainActor
public final class DialogSession<Key: Hashable & Sendable>: AnyDialogSession {
  /// The dialog shown (validated).
  public let dialog: Dialog<Key>
  /// Each action's index by its key (keys are unique in a valid dialog).
  private let indexByKey: [Key: Int]

  /// Creates a pending session for `dialog`.
  ///
  /// - Parameters:
  ///   - dialog: The dialog to show.
  ///   - clock: The clock for auto-dismiss; `nil` (the default) uses the
  ///     presenter's ``DialogPresenter/clock``.
  /// - Throws: ``DialogValidationError`` when the dialog has error-severity
  ///   problems; nothing is shown then.
  public init(_ dialog: Dialog<Key>, clock: (any Clock<Duration>)? = nil)
    throws(DialogValidationError)
  {
    self.dialog = try dialog.validated()
    indexByKey = Self.indices(of: self.dialog)
    super.init(validated: self.dialog, clock: clock)
  }

  init(alreadyValidated dialog: Dialog<Key>, clock: (any Clock<Duration>)?) {
    self.dialog = dialog
    indexByKey = Self.indices(of: dialog)
    super.init(validated: dialog, clock: clock)
  }

  /// Why the presentation ended, or `nil` while it has not.
  public var reason: DismissReason<Key>? {
    erasedReason?.mapKey(key(at:))
  }

  /// The keys of the actions that can be tapped now (the phase aside), in
  /// display order.
  public var enabledKeys: [Key] {
    dialog.actions.indices.filter(isEnabled(actionAt:)).map(key(at:))
  }

  /// Whether the action with `key` can be tapped now, the phase aside.
  ///
  /// - Parameter key: An action's key.
  /// - Returns: `false` for an unknown key, a disabled action, or one gated
  ///   by an unmet requirement.
  public func isEnabled(_ key: Key) -> Bool {
    index(of: key).map(isEnabled(actionAt:)) ?? false
  }

  /// Enables or disables the action with `key` from the app's side, as a
  /// text rule would.
  ///
  /// ```swift
  /// enum Shortcut: Hashable, Sendable { case save, cancel }
  ///
  /// @MainActor
  /// func recordShortcut(on presenter: any DialogPresenter) throws
  ///   -> DialogSession<Shortcut>
  /// {
  ///   let dialog = Dialog<Shortcut>.alert("Type the new shortcut")
  ///     .addAction("Save", key: .save)
  ///     .actionStyle { $0.disabled() }
  ///     .addCancel("Cancel", key: .cancel)
  ///   let session = try DialogSession(dialog)
  ///   session.present(using: presenter)
  ///   return session  // later, once a shortcut was recorded:
  ///   // session.setEnabled(true, for: .save)
  /// }
  /// ```
  ///
  /// See ``AnyDialogSession/setEnabled(_:actionAt:)``.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the action may be tapped.
  ///   - key: The action's key.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended or no action has `key`.
  @discardableResult
  public func setEnabled(_ isEnabled: Bool, for key: Key) -> Bool {
    setEnabled(isEnabled, actionAt: index(of: key) ?? -1)
  }

  /// What the user entered so far: each text field's text, top to bottom,
  /// as its elements, and each control's value by its key.
  public var values: DialogValues<Key> { dialog.keyedValues(indexedValues) }

  /// Turns the toggle with `key` on or off, as the user did, enabling or
  /// disabling the actions it gates; the presenter shows the change.
  ///
  /// See ``AnyDialogSession/setOn(_:forControl:)``.
  ///
  /// - Parameters:
  ///   - isOn: The toggle's new state.
  ///   - key: The toggle's key.
  /// - Returns: `false` (and nothing changes) when the dialog is not
  ///   presented or no toggle has `key`.
  @discardableResult
  public func setOn(_ isOn: Bool, for key: Key) -> Bool {
    setOn(isOn, forControl: dialog.keyedControls.firstIndex { $0.key == key } ?? -1)
  }

  /// Selects the option with key `option` in the choice with key `choice`,
  /// as the user did; the presenter shows the change.
  ///
  /// See ``AnyDialogSession/select(option:forControl:)``.
  ///
  /// - Parameters:
  ///   - option: The option's key.
  ///   - choice: The choice's key.
  /// - Returns: `false` (and nothing changes) when the dialog is not
  ///   presented, no choice has the key `choice` or it has no such option.
  @discardableResult
  public func select(_ option: Key, in choice: Key) -> Bool {
    guard let index = dialog.keyedControls.firstIndex(where: { $0.key == choice }),
      case .choice(_, _, let options, _, _) = dialog.keyedControls[index],
      let position = options.firstIndex(where: { $0.key == option })
    else { return false }
    return select(option: position, forControl: index)
  }

  /// Taps the action with `key`.
  ///
  /// - Parameter key: An action's key.
  /// - Returns: ``TapOutcome/accepted(actionIndex:)`` or the refusal
  ///   (``TapRefusal/noSuchAction`` for a key no action has).
  @discardableResult
  public func tap(_ key: Key) -> TapOutcome {
    tap(actionAt: index(of: key) ?? -1)
  }

  /// Adds an observer of `willPresent / didPresent / willDismiss(reason) /
  /// didDismiss(reason)`.
  ///
  /// The session releases its observers when it finishes (after
  /// `didDismiss`), so one that captures the session creates no lasting
  /// cycle.
  ///
  /// - Parameter body: Called on the main actor with each event, in order.
  /// - Returns: A value to pass to ``AnyDialogSession/removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ body: @escaping @MainActor @Sendable (DialogEvent<Key>) -> Void)
    -> DialogObservation
  {
    let keys = dialog.actions.map(\.key)
    return addErasedObserver { event in body(event.mapKey { keys[$0] }) }
  }

  /// Waits until the presentation has finished (after `didDismiss` and the
  /// handler) and returns why it ended.
  ///
  /// The caller holds this session, so it cannot end by being deallocated:
  /// if its presenter goes away without ending it, call
  /// ``AnyDialogSession/tearDown()``, or this waits for good. To show a
  /// dialog and await the choice without holding a session, use
  /// `Dialog.present(using:)`, which never hangs.
  ///
  /// - Returns: The reason; immediately when already finished.
  public func dismissal() async -> DismissReason<Key> {
    if phase == .dismissed, let reason { return reason }
    let keys = dialog.actions.map(\.key)
    let erased = await withCheckedContinuation { continuation in
      onEnd { continuation.resume(returning: $0.reason) }
    }
    return erased.mapKey { keys[$0] }
  }

  private func key(at index: Int) -> Key { dialog.actions[index].key }

  private func index(of key: Key) -> Int? { indexByKey[key] }

  private static func indices(of dialog: Dialog<Key>) -> [Key: Int] {
    Dictionary(
      dialog.actions.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
