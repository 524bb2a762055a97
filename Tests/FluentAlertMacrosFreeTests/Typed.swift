import FluentAlertMacrosFree
import FluentAlertTestSupport

/// The typed draft's spelling of the generated shapes.
///
/// Calls whose argument may be missing are made conditionally; calls that
/// change the state go through generic helpers, one per remaining decision.
enum Typed {
  typealias Key = GenKey

  static func alert(_ contents: DraftContents) -> Dialog<Key> {
    let cancel = contents.cancel
    var draft = FluentAlertMacrosFree.alert(
      contents.title, message: contents.message, keys: Key.self
    )
    .addCancel(cancel.title, key: cancel.key)
    .actionStyle { restyle($0, like: cancel) }
    for field in contents.fields {
      draft = (consume draft).addTextField(field.placeholder) { _ in field }
    }
    for action in contents.others {
      draft = (consume draft)
        .addAction(action.title, key: action.key, role: role(action))
        .actionStyle { restyle($0, like: action) }
    }
    guard let key = contents.preferredKey else { return settled(timed(draft, contents), contents) }
    return settled(timed(draft.preferred(key), contents), contents)
  }

  static func sheet(_ contents: DraftContents) -> Dialog<Key> {
    let start = actionSheet(contents.title, message: contents.message, keys: Key.self)
    let cancel = contents.cancel
    guard let first = contents.others.first else {
      return finishSheet(
        start.addCancel(cancel.title, key: cancel.key).actionStyle { restyle($0, like: cancel) },
        contents)
    }
    var draft = start.addAction(first.title, key: first.key, role: role(first))
      .actionStyle { restyle($0, like: first) }
    for action in contents.others.dropFirst() {
      draft = (consume draft)
        .addAction(action.title, key: action.key, role: role(action))
        .actionStyle { restyle($0, like: action) }
    }
    return finishSheet(
      draft.addCancel(cancel.title, key: cancel.key).actionStyle { restyle($0, like: cancel) },
      contents)
  }

  private static func finishSheet(
    _ draft: DialogDraft<
      Key, DraftState.ActionSheet, DraftState.Yes, DraftState.No, DraftState.Yes, DraftState.No,
      DraftState.No
    >,
    _ contents: DraftContents
  ) -> Dialog<Key> {
    let dialog =
      if let timer = contents.autoDismiss {
        draft.dismiss(after: timer.delay, reporting: timer.key).dialog
      } else {
        draft.dialog
      }
    guard let anchor = contents.anchor else { return dialog }
    return dialog.anchor(anchor)
  }

  private static func timed<HasPreferred>(
    _ draft: DialogDraft<
      Key, DraftState.Alert, DraftState.Yes, HasPreferred, DraftState.Yes, DraftState.No,
      DraftState.No
    >,
    _ contents: DraftContents
  ) -> Dialog<Key> {
    guard let timer = contents.autoDismiss else { return draft.actionTap { _, _ in }.dialog }
    return draft.dismiss(after: timer.delay, reporting: timer.key).actionTap { _ in }.dialog
  }

  /// The dialog's own settings, which go on the finished dialog: a draft
  /// refuses them.
  private static func settled(_ dialog: Dialog<Key>, _ contents: DraftContents) -> Dialog<Key> {
    var dialog = dialog
    if let style = contents.titleStyle { dialog = dialog.titleStyle(style) }
    if let style = contents.messageStyle { dialog = dialog.messageStyle(style) }
    if let identifier = contents.identifier { dialog = dialog.accessibilityIdentifier(identifier) }
    if let severity = contents.severity { dialog = dialog.severity(severity) }
    if let icon = contents.icon { dialog = dialog.icon(icon) }
    if let toggle = contents.suppressionToggle {
      dialog = dialog.addControl(
        .suppressionToggle(toggle.title, isSuppressed: toggle.isSuppressed))
    }
    if !contents.hasDefaultAction { dialog = dialog.withoutDefaultAction() }
    if let help = contents.help { dialog = dialog.help(help) }
    if let progress = contents.progress { dialog = dialog.progress(progress) }
    for accessory in contents.accessories { dialog = dialog.accessory(accessory) }
    if let anchor = contents.anchor { dialog = dialog.anchor(anchor) }
    return dialog
  }

  static func role(_ action: DialogAction<Key>) -> NonCancelRole {
    action.role == .destructive ? .destructive : .default
  }

  static func restyle(
    _ appearance: ActionAppearance<Key>, like action: DialogAction<Key>
  ) -> ActionAppearance<Key> {
    appearance.titleColor(action.titleColor).image(action.image)
      .accessibilityIdentifier(action.settings.accessibilityIdentifier)
  }
}
