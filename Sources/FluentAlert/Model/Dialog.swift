/// An alert or action sheet described as an immutable value.
///
/// A dialog holds everything a platform needs to show it (title, message,
/// actions, text fields, styling, anchor, auto-dismiss, severity, icon,
/// suppression toggle) and the one callback that receives the key of the
/// action the user chose. Because it is a value,
/// it can be compared, validated, snapshot-tested and sent across actors; the
/// callback takes no part in equality or hashing.
///
/// Write one with the public initializer, with the `@DialogBuilder` result
/// builder, or by chaining:
///
/// ```swift
/// enum Choice: Hashable, Sendable { case follow, mute, cancel }
///
/// let dialog = Dialog<Choice>(
///   style: .actionSheet,
///   title: "Ana",
///   message: "What now?",
///   actions: [
///     DialogAction(title: "Follow", key: .follow),
///     DialogAction(title: "Mute", role: .destructive, key: .mute),
///     DialogAction(title: "Cancel", role: .cancel, key: .cancel),
///   ]
/// )
/// ```
///
/// Check a description with ``problems`` or ``validated()``; presenters
/// refuse dialogs with errors instead of trapping.
public struct Dialog<Key: Hashable & Sendable>: Sendable {
  /// Alert or action sheet.
  @inlinable public var style: DialogStyle { _style }
  /// The title, or `nil` for none.
  @inlinable public var title: DialogText? { _title }
  /// The message below the title, or `nil` for none.
  @inlinable public var message: DialogText? { _message }
  /// Attributes of the title.
  @inlinable public var titleStyle: TextStyle? { storedSettings.read { $0.titleStyle } }
  /// Attributes of the message.
  @inlinable public var messageStyle: TextStyle? { storedSettings.read { $0.messageStyle } }
  /// The actions, in display order.
  @inlinable public var actions: [DialogAction<Key>] { _actions }
  /// The text fields, top to bottom (alerts only).
  @inlinable public var textFields: [DialogTextField<Key>] { _textFields }
  /// The controls (checkboxes and choices), top to bottom, under the text
  /// fields; the suppression toggle, if any, comes last.
  public var controls: [DialogControl<Key>] {
    guard let toggle = suppressionToggle else { return _controls }
    return _controls + [.suppressionToggle(toggle.title, isSuppressed: toggle.isSuppressed)]
  }
  /// The controls read by a key, without the suppression toggle: what
  /// sessions, gates and presenters number.
  package var keyedControls: [DialogControl<Key>] { _controls }
  /// Where an action sheet's popover points on iPad.
  @inlinable public var anchor: PopoverAnchor? { storedSettings.read { $0.anchor } }
  /// Closes the dialog by itself after a delay.
  @inlinable public var autoDismiss: AutoDismiss<Key>? { _autoDismiss }
  /// The identifier UI tests use to find the dialog.
  @inlinable public var accessibilityIdentifier: String? {
    storedSettings.read { $0.accessibilityIdentifier }
  }
  /// How serious the dialog is, or `nil` for the platform's plain alert.
  @inlinable public var severity: AlertSeverity? { storedSettings.read { $0.severity } }
  /// The icon shown instead of the app's, or `nil` for the app's.
  @inlinable public var icon: DialogImage? { storedSettings.read { $0.icon } }
  /// The "Do not show this message again" checkbox, or `nil` for none.
  package var suppressionToggle: SuppressionToggle? {
    storedSettings.read { $0.suppressionToggle }
  }
  /// Whether Return (Enter in a terminal) performs an action: `true` unless
  /// the dialog was made ``withoutDefaultAction()``.
  @inlinable public var hasDefaultAction: Bool { !storedSettings.read { $0.hasNoDefaultAction } }
  /// Where the Help button leads, or `nil` for no Help button.
  @inlinable public var help: DialogHelp? { storedSettings.read { $0.help } }
  /// The progress shown while the app works, or `nil` for none; a dialog
  /// with progress is closed by the app and needs no action.
  @inlinable public var progress: DialogProgress? { storedSettings.read { $0.progress } }
  /// The content shown under the message (lists, links, footnotes), in
  /// order; empty for none.
  @inlinable public var accessories: [DialogAccessory] {
    storedSettings.read { $0.accessories }
  }
  /// `actionTap`, `followUp` and `onDismiss`; not part of equality or
  /// hashing.
  @usableFromInline var callbacks: DialogCallbacks<Key>

  // The stored fields, behind the read-only properties above. They are
  // variables so a chain method can change the dialog it consumes in place
  // (no field is copied, the arrays stay uniquely referenced), and
  // `@usableFromInline` so those inlinable methods can reach them.
  @usableFromInline var _style: DialogStyle
  @usableFromInline var _title: DialogText?
  @usableFromInline var _message: DialogText?
  @usableFromInline var _actions: [DialogAction<Key>]
  @usableFromInline var _textFields: [DialogTextField<Key>]
  @usableFromInline var _controls: [DialogControl<Key>]
  @usableFromInline var _autoDismiss: AutoDismiss<Key>?
  /// The settings few dialogs use, out of line: a dialog that uses none of
  /// them allocates nothing for them.
  @usableFromInline var storedSettings: OutOfLine<DialogSettings>

  /// Creates a dialog from every field.
  ///
  /// This is the DSL-free spelling: the result builder and the chaining
  /// methods produce exactly the values this initializer does.
  ///
  /// - Parameters:
  ///   - style: Alert or action sheet.
  ///   - title: The title.
  ///   - message: The message.
  ///   - titleStyle: Attributes of the title.
  ///   - messageStyle: Attributes of the message.
  ///   - actions: The actions in display order.
  ///   - textFields: The text fields (alerts only).
  ///   - controls: The checkboxes and choices under the text fields, as
  ///     ``addControl(_:)`` adds them; a
  ///     ``DialogControl/suppressionToggle(_:isSuppressed:)-enum.case`` among them is
  ///     the dialog's one suppression toggle (the last one, if several).
  ///   - anchor: Where an action sheet's popover points on iPad.
  ///   - autoDismiss: Closes the dialog by itself after a delay.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - severity: How serious the dialog is; `nil` lets a destructive
  ///     action make it critical.
  ///   - icon: The icon shown instead of the app's.
  ///   - hasDefaultAction: Whether Return performs an action; `false` as
  ///     ``withoutDefaultAction()`` makes it.
  ///   - help: Where the Help button leads, as ``help(_:)`` sets it.
  ///   - progress: The progress shown while the app works, as
  ///     ``progress(_:)`` sets it.
  ///   - accessories: The content shown under the message, as
  ///     ``accessory(_:)`` adds it.
  ///   - actionTap: The callback that receives the chosen action's key and
  ///     the fields' and controls' final values, on the main actor.
  ///   - followUp: Returns the dialog to show next for the chosen key and
  ///     values (or `nil`), as the chaining method `followUp` does.
  ///   - onDismiss: Runs once when the presentation has ended, however it
  ///     ended, as ``onDismiss(_:)`` describes.
  @inlinable
  public init(
    style: DialogStyle,
    title: DialogText? = nil,
    message: DialogText? = nil,
    titleStyle: TextStyle? = nil,
    messageStyle: TextStyle? = nil,
    actions: [DialogAction<Key>] = [],
    textFields: [DialogTextField<Key>] = [],
    controls: [DialogControl<Key>] = [],
    anchor: PopoverAnchor? = nil,
    autoDismiss: AutoDismiss<Key>? = nil,
    accessibilityIdentifier: String? = nil,
    severity: AlertSeverity? = nil,
    icon: DialogImage? = nil,
    hasDefaultAction: Bool = true,
    help: DialogHelp? = nil,
    progress: DialogProgress? = nil,
    accessories: [DialogAccessory] = [],
    actionTap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)? = nil,
    followUp: (@MainActor @Sendable (Key, DialogValues<Key>) -> Dialog<Key>?)? = nil,
    onDismiss: (@MainActor @Sendable (DismissReason<Key>) -> Void)? = nil
  ) {
    var controls = controls
    let suppressionToggle = SuppressionToggle.take(from: &controls)
    var stored = OutOfLine<DialogSettings>()
    if titleStyle != nil || messageStyle != nil || anchor != nil
      || accessibilityIdentifier != nil || severity != nil || icon != nil
      || suppressionToggle != nil || !hasDefaultAction || help != nil
      || progress != nil || !accessories.isEmpty
    {
      stored.value = DialogSettings(
        titleStyle: titleStyle, messageStyle: messageStyle, anchor: anchor,
        accessibilityIdentifier: accessibilityIdentifier,
        severity: severity, icon: icon, suppressionToggle: suppressionToggle,
        hasNoDefaultAction: !hasDefaultAction, help: help, progress: progress,
        accessories: accessories)
    }
    self.init(
      style: style, title: title, message: message, actions: actions, textFields: textFields,
      controls: controls, autoDismiss: autoDismiss, storedSettings: stored,
      callbacks: DialogCallbacks(tap: actionTap, followUp: followUp, dismiss: onDismiss))
  }

  /// The memberwise initializer every other spelling funnels into;
  /// `controls` hold no suppression toggle (the callers that take one
  /// make it the dialog's setting).
  @inlinable
  init(
    style: DialogStyle,
    title: DialogText?,
    message: DialogText?,
    actions: [DialogAction<Key>],
    textFields: [DialogTextField<Key>],
    controls: [DialogControl<Key>] = [],
    autoDismiss: AutoDismiss<Key>? = nil,
    storedSettings: OutOfLine<DialogSettings> = OutOfLine(),
    callbacks: DialogCallbacks<Key>
  ) {
    _style = style
    _title = title
    _message = message
    _actions = actions
    _textFields = textFields
    _controls = controls
    _autoDismiss = autoDismiss
    self.storedSettings = storedSettings
    self.callbacks = callbacks
  }

  /// Whether an `actionTap` callback is attached.
  package var hasTapHandler: Bool { callbacks.tap != nil }

  /// The action with this key, if any (the first, when keys repeat).
  ///
  /// - Parameter key: A key.
  /// - Returns: The action, or `nil`.
  public func action(for key: Key) -> DialogAction<Key>? {
    actions.first { $0.key == key }
  }

  /// The cancel action, if the dialog has one (the first, when there are
  /// several).
  package var cancelAction: DialogAction<Key>? {
    actions.first { $0.role == .cancel }
  }

  /// Whether the dialog asks to be shown as critical.
  ///
  /// Only a given severity does: a destructive action colours its own button, as every
  /// platform does, and leaves the dialog's severity to the platform.
  package var isCritical: Bool { severity == .critical }

  /// The preferred action, if exactly one action is preferred.
  package var preferredAction: DialogAction<Key>? {
    let preferred = actions.filter(\.isPreferred)
    return preferred.count == 1 ? preferred[0] : nil
  }

  /// Which keys press which action, and the order each platform shows
  /// them in: the one model every presenter, picture and test reads.
  package var keyboard: DialogKeyboard {
    DialogKeyboard(actions, hasDefaultAction: hasDefaultAction)
  }

  /// The index of the action Return performs (``DialogKeyboard/returnIndex``),
  /// or `nil` when there is none or the dialog was made
  /// ``withoutDefaultAction()``.
  package var defaultActionIndex: Int? { keyboard.returnIndex }
}

extension Dialog: Hashable {
  /// Whether two dialogs describe the same thing; the tap handler is ignored.
  ///
  /// - Parameters:
  ///   - lhs: A dialog.
  ///   - rhs: Another dialog.
  /// - Returns: `true` when every described field is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.style == rhs.style && lhs.title == rhs.title && lhs.message == rhs.message
      && lhs.actions == rhs.actions && lhs.textFields == rhs.textFields
      && lhs._controls == rhs._controls
      && lhs.autoDismiss == rhs.autoDismiss && lhs.storedSettings == rhs.storedSettings
  }

  /// Hashes every described field; the tap handler is ignored.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(actions)
    hasher.combine(textFields)
    hasher.combine(_controls)
    hasher.combine(autoDismiss)
    hasher.combine(storedSettings)
  }
}

/// The settings of a dialog beyond its style, texts, actions and fields:
/// those few dialogs use, declared once and kept out of line.
///
/// ``Dialog`` reads each from here; the chain's settings methods change one
/// through its key path, so a new dialog-wide setting is added here and
/// read by ``Dialog``.
@usableFromInline
package struct DialogSettings: Hashable, OutOfLineSettings {
  /// Attributes of the title.
  @usableFromInline package var titleStyle: TextStyle?
  /// Attributes of the message.
  @usableFromInline package var messageStyle: TextStyle?
  /// Where an action sheet's popover points on iPad.
  @usableFromInline package var anchor: PopoverAnchor?
  /// The identifier UI tests use to find the dialog.
  @usableFromInline package var accessibilityIdentifier: String?
  /// How serious the dialog is, or `nil` to let a destructive action decide.
  @usableFromInline package var severity: AlertSeverity?
  /// The icon shown instead of the app's.
  @usableFromInline package var icon: DialogImage?
  /// The "Do not show this message again" checkbox.
  @usableFromInline package var suppressionToggle: SuppressionToggle?
  /// Whether Return was taken away: no action performs it.
  @usableFromInline package var hasNoDefaultAction = false
  /// Where the Help button leads.
  @usableFromInline package var help: DialogHelp?
  /// The progress shown while the app works.
  @usableFromInline package var progress: DialogProgress?
  /// The content shown under the message.
  @usableFromInline package var accessories: [DialogAccessory] = []

  /// No setting given.
  @inlinable
  package init() {}

  /// Every setting given.
  @inlinable
  init(
    titleStyle: TextStyle?, messageStyle: TextStyle?, anchor: PopoverAnchor?,
    accessibilityIdentifier: String?, severity: AlertSeverity?,
    icon: DialogImage?, suppressionToggle: SuppressionToggle?, hasNoDefaultAction: Bool,
    help: DialogHelp?, progress: DialogProgress?, accessories: [DialogAccessory]
  ) {
    self.titleStyle = titleStyle
    self.messageStyle = messageStyle
    self.anchor = anchor
    self.accessibilityIdentifier = accessibilityIdentifier
    self.severity = severity
    self.icon = icon
    self.suppressionToggle = suppressionToggle
    self.hasNoDefaultAction = hasNoDefaultAction
    self.help = help
    self.progress = progress
    self.accessories = accessories
  }
}
