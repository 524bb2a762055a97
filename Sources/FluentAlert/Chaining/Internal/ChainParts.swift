/// A dialog taken apart into variables, so a consuming chain method can
/// change one field and rebuild the value without copying the arrays.
///
/// `init(_:)` consumes the dialog: it copies each field into a variable and
/// then ends the dialog's lifetime, so the actions and text-field buffers are
/// referenced only from here and appending to them does not copy.
@usableFromInline
struct ChainParts<Key: Hashable & Sendable> {
  @usableFromInline var style: DialogStyle
  @usableFromInline var title: DialogText?
  @usableFromInline var message: DialogText?
  @usableFromInline var titleStyle: TextStyle?
  @usableFromInline var messageStyle: TextStyle?
  @usableFromInline var actions: [DialogAction<Key>]
  @usableFromInline var textFields: [DialogTextField<Key>]
  @usableFromInline var anchor: PopoverAnchor?
  @usableFromInline var autoDismiss: AutoDismiss<Key>?
  @usableFromInline var accessibilityIdentifier: String?
  @usableFromInline var severity: AlertSeverity?
  @usableFromInline var icon: DialogImage?
  @usableFromInline var callbacks: DialogCallbacks<Key>

  /// The capacity reserved by the first appended action or field, so that a
  /// typical dialog is built with one allocation per array.
  @usableFromInline static var initialCapacity: Int { 8 }

  @inlinable
  init(_ dialog: consuming Dialog<Key>) {
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
    callbacks = dialog.callbacks
    _ = consume dialog
  }

  @inlinable
  mutating func append(_ action: consuming DialogAction<Key>) {
    if actions.capacity == 0 { actions.reserveCapacity(Self.initialCapacity) }
    actions.append(action)
  }

  @inlinable
  mutating func append(_ field: consuming DialogTextField<Key>) {
    if textFields.capacity == 0 { textFields.reserveCapacity(Self.initialCapacity) }
    textFields.append(field)
  }

  @inlinable
  consuming func build() -> Dialog<Key> {
    Dialog(
      style: style, title: title, message: message, titleStyle: titleStyle,
      messageStyle: messageStyle, actions: actions, textFields: textFields, anchor: anchor,
      autoDismiss: autoDismiss, accessibilityIdentifier: accessibilityIdentifier,
      severity: severity, icon: icon, callbacks: callbacks)
  }
}
