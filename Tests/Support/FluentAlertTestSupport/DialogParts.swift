import FluentAlert

/// A mutable copy of every field of a dialog, to rebuild it with one change.
///
/// ```swift
/// var parts = DialogParts(dialog)
/// parts.title = "Changed"
/// let changed = parts.dialog
/// ```
public struct DialogParts<Key: Hashable & Sendable>: Sendable {
  /// See ``FluentAlert/Dialog/style``.
  public var style: DialogStyle
  /// See ``FluentAlert/Dialog/title``.
  public var title: DialogText?
  /// See ``FluentAlert/Dialog/message``.
  public var message: DialogText?
  /// See ``FluentAlert/Dialog/titleStyle``.
  public var titleStyle: TextStyle?
  /// See ``FluentAlert/Dialog/messageStyle``.
  public var messageStyle: TextStyle?
  /// See ``FluentAlert/Dialog/actions``.
  public var actions: [DialogAction<Key>]
  /// See ``FluentAlert/Dialog/textFields``.
  public var textFields: [DialogTextField<Key>]
  /// See ``FluentAlert/Dialog/controls``.
  public var controls: [DialogControl<Key>]
  /// See ``FluentAlert/Dialog/anchor``.
  public var anchor: PopoverAnchor?
  /// See ``FluentAlert/Dialog/autoDismiss``.
  public var autoDismiss: AutoDismiss<Key>?
  /// See ``FluentAlert/Dialog/accessibilityIdentifier``.
  public var accessibilityIdentifier: String?
  /// See ``FluentAlert/Dialog/severity``.
  public var severity: AlertSeverity?
  /// See ``FluentAlert/Dialog/icon``.
  public var icon: DialogImage?
  /// The suppression toggle, apart from ``controls``.
  package var suppressionToggle: SuppressionToggle?
  /// See ``FluentAlert/Dialog/hasDefaultAction``.
  public var hasDefaultAction: Bool
  /// See ``FluentAlert/Dialog/help``.
  public var help: DialogHelp?
  /// See ``FluentAlert/Dialog/progress``.
  public var progress: DialogProgress?
  /// See ``FluentAlert/Dialog/accessories``.
  public var accessories: [DialogAccessory]

  /// Copies every field of a dialog (not its tap handler).
  ///
  /// - Parameter dialog: The dialog to copy.
  public init(_ dialog: Dialog<Key>) {
    style = dialog.style
    title = dialog.title
    message = dialog.message
    titleStyle = dialog.titleStyle
    messageStyle = dialog.messageStyle
    actions = dialog.actions
    textFields = dialog.textFields
    anchor = dialog.anchor
    autoDismiss = dialog.autoDismiss
    accessibilityIdentifier = dialog.accessibilityIdentifier
    severity = dialog.severity
    icon = dialog.icon
    suppressionToggle = dialog.suppressionToggle
    hasDefaultAction = dialog.hasDefaultAction
    help = dialog.help
    progress = dialog.progress
    accessories = dialog.accessories
    controls = dialog.keyedControls
  }

  /// The dialog with these fields and no tap handler.
  public var dialog: Dialog<Key> { dialog(actionTap: nil) }

  /// The dialog with these fields and the given tap handler.
  ///
  /// - Parameter actionTap: The handler, or `nil` for none.
  /// - Returns: A new dialog.
  public func dialog(actionTap: (@MainActor @Sendable (Key, DialogValues<Key>) -> Void)?) -> Dialog<
    Key
  > {
    Dialog(
      style: style, title: title, message: message, titleStyle: titleStyle,
      messageStyle: messageStyle, actions: actions, textFields: textFields,
      controls: controls
        + (suppressionToggle.map {
          [.suppressionToggle($0.title, isSuppressed: $0.isSuppressed)]
        } ?? []),
      anchor: anchor,
      autoDismiss: autoDismiss, accessibilityIdentifier: accessibilityIdentifier,
      severity: severity, icon: icon,
      hasDefaultAction: hasDefaultAction, help: help, progress: progress,
      accessories: accessories, actionTap: actionTap)
  }
}

/// A mutable copy of every field of an action.
public struct ActionParts<Key: Hashable & Sendable>: Sendable {
  /// See ``FluentAlert/DialogAction/title``.
  public var title: DialogText
  /// See ``FluentAlert/DialogAction/role``.
  public var role: ActionRole
  /// See ``FluentAlert/DialogAction/key``.
  public var key: Key
  /// See ``FluentAlert/DialogAction/isEnabled``.
  public var isEnabled: Bool
  /// See ``FluentAlert/DialogAction/isPreferred``.
  public var isPreferred: Bool
  /// See ``FluentAlert/DialogAction/titleColor``.
  public var titleColor: DialogColor?
  /// See ``FluentAlert/DialogAction/image``.
  public var image: DialogImage?
  /// See ``FluentAlert/DialogAction/isChecked``.
  public var isChecked: Bool
  /// See ``FluentAlert/DialogAction/keepsDialogOpen``.
  public var keepsDialogOpen: Bool
  /// See ``FluentAlert/DialogAction/keyEquivalent``.
  public var keyEquivalent: DialogKeyEquivalent?
  /// See ``FluentAlert/DialogAction/accessibilityIdentifier``.
  public var accessibilityIdentifier: String?

  /// Copies every field of an action.
  ///
  /// - Parameter action: The action to copy.
  public init(_ action: DialogAction<Key>) {
    title = action.title
    role = action.role
    key = action.key
    isEnabled = action.isEnabled
    isPreferred = action.isPreferred
    titleColor = action.titleColor
    image = action.image
    isChecked = action.isChecked
    keepsDialogOpen = action.keepsDialogOpen
    keyEquivalent = action.keyEquivalent
    accessibilityIdentifier = action.accessibilityIdentifier
  }

  /// The action with these fields.
  public var action: DialogAction<Key> {
    var settings = ActionSettings()
    settings.isEnabled = isEnabled
    settings.isPreferred = isPreferred
    settings.titleColor = titleColor
    settings.image = image
    settings.isChecked = isChecked
    settings.keepsDialogOpen = keepsDialogOpen
    settings.keyEquivalent = keyEquivalent
    settings.accessibilityIdentifier = accessibilityIdentifier
    return DialogAction(title: title, role: role, key: key, settings: settings)
  }
}

/// A mutable copy of every field of a text field.
public struct FieldParts<Key: Hashable & Sendable>: Sendable {
  /// See ``FluentAlert/DialogTextField/placeholder``.
  public var placeholder: DialogText?
  /// See ``FluentAlert/DialogTextField/label``.
  public var label: DialogText?
  /// See ``FluentAlert/DialogTextField/text``.
  public var text: String
  /// See ``FluentAlert/DialogTextField/isSecure``.
  public var isSecure: Bool
  /// See ``FluentAlert/DialogTextField/keyboard``.
  public var keyboard: KeyboardKind
  /// See ``FluentAlert/DialogTextField/contentType``.
  public var contentType: TextContentType?
  /// See ``FluentAlert/DialogTextField/capitalization``.
  public var capitalization: TextCapitalization?
  /// See ``FluentAlert/DialogTextField/autocorrection``.
  public var autocorrection: Bool?
  /// See ``FluentAlert/DialogTextField/clearButton``.
  public var clearButton: ClearButtonMode?
  /// See ``FluentAlert/DialogTextField/keyboardAppearance``.
  public var keyboardAppearance: KeyboardAppearance?
  /// See ``FluentAlert/DialogTextField/returnKey``.
  public var returnKey: ReturnKey?
  /// See ``FluentAlert/DialogTextField/maxLength``.
  public var maxLength: Int?
  /// See ``FluentAlert/DialogTextField/accessibilityIdentifier``.
  public var accessibilityIdentifier: String?
  /// See ``FluentAlert/DialogTextField/requirement``.
  public var requirement: TextRequirement<Key>?

  /// Copies every field of a text field.
  ///
  /// - Parameter field: The text field to copy.
  public init(_ field: DialogTextField<Key>) {
    placeholder = field.placeholder
    label = field.label
    text = field.text
    isSecure = field.isSecure
    keyboard = field.keyboard
    contentType = field.contentType
    capitalization = field.capitalization
    autocorrection = field.autocorrection
    clearButton = field.clearButton
    keyboardAppearance = field.keyboardAppearance
    returnKey = field.returnKey
    maxLength = field.maxLength
    accessibilityIdentifier = field.accessibilityIdentifier
    requirement = field.requirement
  }

  /// The text field with these fields.
  public var field: DialogTextField<Key> {
    var settings = TextFieldSettings(placeholder: placeholder)
    settings.label = label
    settings.text = text
    settings.isSecure = isSecure
    settings.keyboard = keyboard
    settings.contentType = contentType
    settings.capitalization = capitalization
    settings.autocorrection = autocorrection
    settings.clearButton = clearButton
    settings.keyboardAppearance = keyboardAppearance
    settings.returnKey = returnKey
    settings.maxLength = maxLength
    settings.accessibilityIdentifier = accessibilityIdentifier
    return DialogTextField(settings: settings, requirement: requirement)
  }
}
