/// A dialog being written whose generic arguments record what it has so far,
/// so that a dialog UIKit would reject does not compile.
///
/// Start one with ``alert(_:message:keys:)-(DialogText?,DialogText?,_)`` or
/// ``actionSheet(_:message:keys:)-(DialogText?,DialogText?,_)``, add its actions, text fields,
/// auto-dismiss and `actionTap` with the calls `Dialog`'s chain uses, and
/// finish with `.dialog`, which turns the draft into a plain `Dialog` and
/// is available only once the dialog can be closed. The dialog's own
/// settings (`severity`, `anchor`, `icon`, …) and conversation
/// (`followUp`, `onDismiss`, …) go on that finished dialog:
///
/// ```swift
/// enum Choice: Hashable, Sendable { case delete, cancel }
///
/// let dialog = alert("Delete “Notes”?", keys: Choice.self)
///   .addDestructive("Delete", key: .delete)
///   .addCancel("Cancel", key: .cancel)
///   .actionTap { choice in print(choice) }
///   .dialog
///   .severity(.critical)
/// ```
///
/// The finishing step is explicit because Swift has no implicit conversions,
/// and because `actionTap` is optional (a dialog awaited with `present` needs
/// none), so it cannot be the last call.
///
/// Misuse is a compile error that says why, for example
/// `'addCancel(_:key:)' is unavailable: a dialog can have only one cancel action`.
/// The rules the types carry, so that `validated()` can never report them:
///
/// - at most one cancel action (`addCancel(_:key:)`; `addAction` takes only
///   ``NonCancelRole``);
/// - no text fields on an action sheet;
/// - at most one preferred action, and none on an action sheet (UIKit ignores
///   it there);
/// - no disabled action, so a dialog with an action can always be closed
///   (text field requirements still gate actions while it is shown);
/// - `.dialog` only once the dialog has an action or an auto-dismiss;
/// - `actionStyle` only after an action was added, and it cannot change the
///   tracked fields (see ``ActionAppearance``);
/// - one `actionTap` callback and one auto-dismiss.
///
/// Rules about values rather than shapes are left to `validated()`: two
/// actions with one key (keys are run-time values; typing them would take a
/// type per key), an empty cancel title, a requirement or auto-dismiss naming
/// a key no action has, a non-positive delay, invalid styles, patterns or
/// anchors. The platform warnings stay warnings: an action sheet without a
/// cancel action or without an anchor is fine on iPhone, so the draft allows
/// both.
///
/// Each call moves the draft into its next state (`consuming`) and changes
/// its fields in place, so a chain of *n* calls runs in O(*n*); a draft that
/// was copied first is copied on its first change, so branches are
/// independent values. Every state change is a single overload per state,
/// which keeps chains as fast to type-check as `Dialog`'s.
public struct DialogDraft<
  Key: Hashable & Sendable,
  Style,
  HasCancel,
  HasPreferred,
  HasAction,
  HasTimer,
  HasTap
>: Sendable {
  @usableFromInline
  var storage: DraftStorage<Key>

  @inlinable
  init(parts: DraftStorage<Key>) {
    self.storage = parts
  }

  /// The collected fields, ready to be changed in place.
  ///
  /// They are the draft's own box when no other draft shares it, otherwise a
  /// copy. Each method changes them and returns `.init(parts:)` in the next
  /// state.
  @inlinable
  consuming func taken() -> DraftStorage<Key> {
    var storage = (consume self).storage
    if !isKnownUniquelyReferenced(&storage) {
      storage = storage.copy()
    }
    return storage
  }

  /// What the draft holds so far, as a `Dialog`, whatever its state.
  ///
  /// Unlike `dialog` this is available in every state, so it can be
  /// inspected (for instance in a test) before the draft is complete; it is
  /// not proven valid.
  package var unfinished: Dialog<Key> { storage.dialog }
}

extension DialogDraft {
  /// Adds an action that is not the cancel action, below the ones added
  /// before.
  ///
  /// ```swift
  /// let dialog = alert("Sync failed", keys: String.self)
  ///   .addAction("Retry", key: "retry")
  ///   .dialog
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title: a literal (a localization key), an
  ///     interpolation (a key with arguments), or `.verbatim(value)`.
  ///   - key: The key the tap handler receives for this button.
  ///   - role: `.default` or `.destructive`; use `addCancel(_:key:)`
  ///     for the cancel action.
  /// - Returns: The draft with the action added.
  @inlinable
  public consuming func addAction(
    _ title: DialogText,
    key: Key,
    role: NonCancelRole = .default
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    let parts = taken()
    parts.actions.append(DialogAction(title: title, role: role.actionRole, key: key))
    return .init(parts: parts)
  }

  /// Adds an action that is not the cancel action, below the ones added
  /// before.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// - Parameters:
  ///   - title: The button's title, as written.
  ///   - key: The key the tap handler receives for this button.
  ///   - role: `.default` or `.destructive`; use `addCancel(_:key:)`
  ///     for the cancel action.
  /// - Returns: The draft with the action added.
  @_disfavoredOverload
  @inlinable
  public consuming func addAction(
    _ title: some StringProtocol,
    key: Key,
    role: NonCancelRole = .default
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    (consume self).addAction(DialogText.verbatim(String(title)), key: key, role: role)
  }

  /// Adds an action whose tap reports its key and leaves the dialog open,
  /// below the ones added before.
  ///
  /// It does not count as a way to close the dialog, so a draft with only
  /// such actions still needs another action or an auto-dismiss before
  /// `dialog` compiles; and there is no cancel variant, because a cancel
  /// action always closes.
  ///
  /// ```swift
  /// let themes = alert("Themes installed", keys: String.self)
  ///   .addActionKeepingOpen("Open Theme Folder", key: "open")
  ///   .addAction("OK", key: "ok")
  ///   .dialog
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - key: The key the tap handler receives at each tap.
  ///   - role: `.default` or `.destructive`.
  /// - Returns: The draft with the action added.
  @inlinable
  public consuming func addActionKeepingOpen(
    _ title: DialogText,
    key: Key,
    role: NonCancelRole = .default
  ) -> Self {
    let parts = taken()
    parts.actions.append(
      DialogAction(title: title, role: role.actionRole, key: key).keepsDialogOpen())
    return .init(parts: parts)
  }

  /// Adds an action whose tap reports its key and leaves the dialog open,
  /// below the ones added before.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// It does not count as a way to close the dialog, so a draft with only
  /// such actions still needs another action or an auto-dismiss before
  /// `dialog` compiles; and there is no cancel variant, because a cancel
  /// action always closes.
  ///
  /// - Parameters:
  ///   - title: The button's title, as written.
  ///   - key: The key the tap handler receives at each tap.
  ///   - role: `.default` or `.destructive`.
  /// - Returns: The draft with the action added.
  @_disfavoredOverload
  @inlinable
  public consuming func addActionKeepingOpen(
    _ title: some StringProtocol,
    key: Key,
    role: NonCancelRole = .default
  ) -> Self {
    (consume self).addActionKeepingOpen(DialogText.verbatim(String(title)), key: key, role: role)
  }

  /// Adds a destructive action (drawn in red) below the ones added before.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - key: The key the tap handler receives for this button.
  /// - Returns: The draft with the action added.
  @inlinable
  public consuming func addDestructive(
    _ title: DialogText,
    key: Key
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    let parts = taken()
    parts.actions.append(DialogAction(title: title, role: .destructive, key: key))
    return .init(parts: parts)
  }

  /// Adds a destructive action (drawn in red) below the ones added before.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// - Parameters:
  ///   - title: The button's title, as written.
  ///   - key: The key the tap handler receives for this button.
  /// - Returns: The draft with the action added.
  @_disfavoredOverload
  @inlinable
  public consuming func addDestructive(
    _ title: some StringProtocol,
    key: Key
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    (consume self).addDestructive(DialogText.verbatim(String(title)), key: key)
  }
}
