import FluentAlertMacrosFree
import FluentAlertTestSupport

/// `@DialogBuilder`, then `Dialog`'s chain for what the builder does not take.
enum Built {
  typealias Key = GenKey

  static func alert(_ contents: DraftContents) -> Dialog<Key> {
    let actions = contents.alertActions
    let cancel = actions[0]
    var dialog = Dialog<Key>(.alert, title: contents.title, message: contents.message) {
      Cancel(cancel.title, key: cancel.key).preferred(cancel.isPreferred)
        .titleColor(cancel.titleColor).image(cancel.image)
        .accessibilityIdentifier(cancel.settings.accessibilityIdentifier)
      for field in contents.fields {
        input(field)
      }
      for action in actions.dropFirst() {
        if action.role == .destructive {
          Destructive(action.title, key: action.key).preferred(action.isPreferred)
            .titleColor(action.titleColor).image(action.image)
            .accessibilityIdentifier(action.settings.accessibilityIdentifier)
        } else {
          Action(action.title, key: action.key).preferred(action.isPreferred)
            .titleColor(action.titleColor).image(action.image)
            .accessibilityIdentifier(action.settings.accessibilityIdentifier)
        }
      }
    }
    if let style = contents.titleStyle { dialog = (consume dialog).titleStyle(style) }
    if let style = contents.messageStyle { dialog = (consume dialog).messageStyle(style) }
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
    if let anchor = contents.anchor { dialog = (consume dialog).anchor(anchor) }
    if let timer = contents.autoDismiss {
      dialog = (consume dialog).dismiss(after: timer.delay, reporting: timer.key)
    }
    return dialog
  }

  static func sheet(_ contents: DraftContents) -> Dialog<Key> {
    let cancel = contents.cancel
    var dialog = Dialog<Key>(.actionSheet, title: contents.title, message: contents.message) {
      for action in contents.others {
        if action.role == .destructive {
          Destructive(action.title, key: action.key).titleColor(action.titleColor)
            .image(action.image).accessibilityIdentifier(action.settings.accessibilityIdentifier)
        } else {
          Action(action.title, key: action.key).titleColor(action.titleColor)
            .image(action.image).accessibilityIdentifier(action.settings.accessibilityIdentifier)
        }
      }
      Cancel(cancel.title, key: cancel.key).titleColor(cancel.titleColor).image(cancel.image)
        .accessibilityIdentifier(cancel.settings.accessibilityIdentifier)
    }
    if let anchor = contents.anchor { dialog = (consume dialog).anchor(anchor) }
    if let timer = contents.autoDismiss {
      dialog = (consume dialog).dismiss(after: timer.delay, reporting: timer.key)
    }
    return dialog
  }

  private static func input(_ field: DialogTextField<Key>) -> TextInput<Key> {
    var input = TextInput<Key>(field.placeholder).text(field.text).secure(field.isSecure)
      .keyboard(field.keyboard).contentType(field.contentType)
      .autocorrection(field.autocorrection).clearButton(field.clearButton)
      .keyboardAppearance(field.keyboardAppearance).returnKey(field.returnKey)
      .maxLength(field.maxLength).accessibilityIdentifier(field.accessibilityIdentifier)
      .label(field.label)
    if let capitalization = field.capitalization { input = input.capitalization(capitalization) }
    if let requirement = field.requirement {
      input = input.required(
        requirement.rule, gates: requirement.gatedKeys, message: requirement.message)
    }
    return input
  }
}
