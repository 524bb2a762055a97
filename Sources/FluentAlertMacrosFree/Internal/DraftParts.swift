/// What a draft has collected so far: every field of the ``Dialog`` it will
/// become.
///
/// Drafts move this value from state to state (`consuming`), so its arrays
/// stay uniquely referenced and a chain of *n* calls runs in O(*n*).
@usableFromInline
struct DraftParts<Key: Hashable & Sendable>: Sendable {
  @usableFromInline var style: DialogStyle
  @usableFromInline var title: DialogText?
  @usableFromInline var message: DialogText?
  @usableFromInline var titleStyle: TextStyle? = nil
  @usableFromInline var messageStyle: TextStyle? = nil
  @usableFromInline var actions: [DialogAction<Key>] = []
  @usableFromInline var textFields: [DialogTextField<Key>] = []
  @usableFromInline var anchor: PopoverAnchor? = nil
  @usableFromInline var autoDismiss: AutoDismiss<Key>? = nil
  @usableFromInline var accessibilityIdentifier: String? = nil
  @usableFromInline var actionTap: (@MainActor @Sendable (Key, [String]) -> Void)? = nil

  @inlinable
  init(style: DialogStyle, title: DialogText?, message: DialogText?) {
    self.style = style
    self.title = title
    self.message = message
  }

  /// The finished value, through FluentAlert's public initializer.
  @inlinable
  var dialog: Dialog<Key> {
    Dialog(
      style: style, title: title, message: message, titleStyle: titleStyle,
      messageStyle: messageStyle, actions: actions, textFields: textFields, anchor: anchor,
      autoDismiss: autoDismiss, accessibilityIdentifier: accessibilityIdentifier,
      actionTap: actionTap)
  }
}
