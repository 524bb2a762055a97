/// What a draft has collected so far: every field of the ``Dialog`` it will
/// become, in one copy-on-write box.
///
/// A chain step moves the box from one draft state to the next (only a
/// reference changes hands, however large the fields are) and changes it in
/// place when the draft held the only reference; a draft that was copied
/// first gets its own box (``DialogDraft/taken()``). So a chain of *n* calls
/// runs in O(*n*) and a branch never changes another draft.
///
/// `@unchecked Sendable` is safe: the fields are only written through a
/// reference that `isKnownUniquelyReferenced` has just proven to be the only
/// one, so no other draft, on any thread, can observe a write; a shared box is
/// never written, only read or copied. Every field is itself `Sendable`.
///
/// The fields skip the run-time exclusivity check (`@exclusivity(unchecked)`),
/// which otherwise costs more than the chain step itself: every access is a
/// single read or a single in-place change inside one draft method, never an
/// `inout` that overlaps another access to the same box.
@usableFromInline
final class DraftStorage<Key: Hashable & Sendable>: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var style: DialogStyle
  @exclusivity(unchecked) @usableFromInline var title: DialogText?
  @exclusivity(unchecked) @usableFromInline var message: DialogText?
  @exclusivity(unchecked) @usableFromInline var titleStyle: TextStyle? = nil
  @exclusivity(unchecked) @usableFromInline var messageStyle: TextStyle? = nil
  @exclusivity(unchecked) @usableFromInline var actions: [DialogAction<Key>] = []
  @exclusivity(unchecked) @usableFromInline var textFields: [DialogTextField<Key>] = []
  @exclusivity(unchecked) @usableFromInline var controls: [DialogControl<Key>] = []
  @exclusivity(unchecked) @usableFromInline var anchor: PopoverAnchor? = nil
  @exclusivity(unchecked) @usableFromInline var autoDismiss: AutoDismiss<Key>? = nil
  @exclusivity(unchecked) @usableFromInline var accessibilityIdentifier: String? = nil
  @exclusivity(unchecked) @usableFromInline var severity: AlertSeverity? = nil
  @exclusivity(unchecked) @usableFromInline var icon: DialogImage? = nil
  @exclusivity(unchecked) @usableFromInline var hasDefaultAction = true
  @exclusivity(unchecked) @usableFromInline var help: DialogHelp? = nil
  @exclusivity(unchecked) @usableFromInline var progress: DialogProgress? = nil
  @exclusivity(unchecked) @usableFromInline var accessories: [DialogAccessory] = []
  /// `actionTap`, in its two-parameter form (the other is wrapped).
  @exclusivity(unchecked) @usableFromInline var actionTap:
    (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)? = nil

  @inlinable
  init(style: DialogStyle, title: DialogText?, message: DialogText?) {
    self.style = style
    self.title = title
    self.message = message
  }

  /// A new box with the same fields, for a draft that shares its box.
  @inlinable
  func copy() -> DraftStorage {
    let copy = DraftStorage(style: style, title: title, message: message)
    copy.titleStyle = titleStyle
    copy.messageStyle = messageStyle
    copy.actions = actions
    copy.textFields = textFields
    copy.controls = controls
    copy.anchor = anchor
    copy.autoDismiss = autoDismiss
    copy.accessibilityIdentifier = accessibilityIdentifier
    copy.severity = severity
    copy.icon = icon
    copy.hasDefaultAction = hasDefaultAction
    copy.help = help
    copy.progress = progress
    copy.accessories = accessories
    copy.actionTap = actionTap
    return copy
  }

  /// The finished value, through FluentAlert's public initializer.
  @inlinable
  var dialog: Dialog<Key> {
    let dialog = Dialog(
      style: style, title: title, message: message, titleStyle: titleStyle,
      messageStyle: messageStyle, actions: actions, textFields: textFields, controls: controls,
      anchor: anchor,
      autoDismiss: autoDismiss, accessibilityIdentifier: accessibilityIdentifier,
      severity: severity, icon: icon,
      hasDefaultAction: hasDefaultAction, help: help, progress: progress,
      accessories: accessories)
    guard let actionTap else { return dialog }
    return dialog.actionTap(actionTap)
  }
}
