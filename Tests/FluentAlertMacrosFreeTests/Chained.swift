import FluentAlertMacrosFree
import FluentAlertTestSupport

/// `Dialog`'s own chain, with the same calls in the same order.
enum Chained {
  typealias Key = GenKey

  static func alert(_ contents: DraftContents) -> Dialog<Key> {
    let cancel = contents.cancel
    var dialog = Dialog<Key>.alert(contents.title, message: contents.message)
      .addCancel(cancel.title, key: cancel.key)
      .actionStyle { restyle($0, like: cancel) }
    if let style = contents.titleStyle { dialog = (consume dialog).titleStyle(style) }
    if let style = contents.messageStyle { dialog = (consume dialog).messageStyle(style) }
    for field in contents.fields {
      dialog = (consume dialog).addTextField(field.placeholder) { _ in field }
    }
    for action in contents.others {
      dialog = (consume dialog)
        .addAction(action.title, key: action.key, role: action.role)
        .actionStyle { restyle($0, like: action) }
    }
    if let identifier = contents.identifier {
      dialog = (consume dialog).accessibilityIdentifier(identifier)
    }
    if let severity = contents.severity { dialog = (consume dialog).severity(severity) }
    if let icon = contents.icon { dialog = (consume dialog).icon(icon) }
    if let toggle = contents.suppressionToggle {
      dialog = (consume dialog).addControl(
        .suppressionToggle(toggle.title, isSuppressed: toggle.isSuppressed))
    }
    if !contents.hasDefaultAction { dialog = (consume dialog).withoutDefaultAction() }
    if let help = contents.help { dialog = (consume dialog).help(help) }
    if let progress = contents.progress { dialog = (consume dialog).progress(progress) }
    for accessory in contents.accessories { dialog = (consume dialog).accessory(accessory) }
    if let key = contents.preferredKey { dialog = (consume dialog).preferred(key) }
    if let anchor = contents.anchor { dialog = (consume dialog).anchor(anchor) }
    if let timer = contents.autoDismiss {
      dialog = (consume dialog).dismiss(after: timer.delay, reporting: timer.key)
    }
    return dialog.actionTap { _ in }
  }

  static func sheet(_ contents: DraftContents) -> Dialog<Key> {
    var dialog = Dialog<Key>.actionSheet(contents.title, message: contents.message)
    for action in contents.others {
      dialog = (consume dialog)
        .addAction(action.title, key: action.key, role: action.role)
        .actionStyle { restyle($0, like: action) }
    }
    let cancel = contents.cancel
    dialog = (consume dialog).addCancel(cancel.title, key: cancel.key)
      .actionStyle { restyle($0, like: cancel) }
    if let anchor = contents.anchor { dialog = (consume dialog).anchor(anchor) }
    if let timer = contents.autoDismiss {
      dialog = (consume dialog).dismiss(after: timer.delay, reporting: timer.key)
    }
    return dialog
  }

  static func restyle(_ action: DialogAction<Key>, like model: DialogAction<Key>) -> DialogAction<
    Key
  > {
    action.titleColor(model.titleColor).image(model.image)
      .accessibilityIdentifier(model.settings.accessibilityIdentifier)
  }
}
