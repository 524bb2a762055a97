import FluentAlertMacrosFree
import FluentAlertTestSupport

/// The typed draft's spelling of the generated shapes. Calls whose argument
/// may be missing are made conditionally; calls that change the state go
/// through generic helpers, one per remaining decision.
enum Typed {
  typealias Key = GenKey

  static func alert(_ contents: DraftContents) -> Dialog<Key> {
    let cancel = contents.cancel
    var draft = FluentAlertMacrosFree.alert(
      contents.title, message: contents.message, keys: Key.self
    )
    .addCancel(cancel.title, key: cancel.key)
    .actionStyle { restyle($0, like: cancel) }
    if let style = contents.titleStyle { draft = (consume draft).titleStyle(style) }
    if let style = contents.messageStyle { draft = (consume draft).messageStyle(style) }
    for field in contents.fields {
      draft = (consume draft).addTextField(
        field.placeholder, text: field.text, isSecure: field.isSecure, keyboard: field.keyboard,
        contentType: field.contentType, capitalization: field.capitalization,
        autocorrection: field.autocorrection,
        accessibilityIdentifier: field.accessibilityIdentifier, requirement: field.requirement)
    }
    for action in contents.others {
      draft = (consume draft)
        .addAction(action.title, key: action.key, role: role(action))
        .actionStyle { restyle($0, like: action) }
    }
    if let identifier = contents.identifier {
      draft = (consume draft).accessibilityIdentifier(identifier)
    }
    guard let key = contents.preferredKey else { return timed(draft, contents) }
    return timed(draft.preferred(key), contents)
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

  private static func finishSheet<Closing>(
    _ draft: DialogDraft<
      Key, DraftState.ActionSheet, DraftState.HasCancel, DraftState.NoPreferred, Closing,
      DraftState.NoTap
    >,
    _ contents: DraftContents
  ) -> Dialog<Key> where Closing: DraftState.WithoutTimer & DraftState.Closable {
    var draft = draft
    if let anchor = contents.anchor { draft = (consume draft).anchor(anchor) }
    guard let timer = contents.autoDismiss else { return draft.dialog }
    return draft.dismiss(after: timer.delay, reporting: timer.key).dialog
  }

  private static func timed<Preferred, Closing>(
    _ draft: DialogDraft<
      Key, DraftState.Alert, DraftState.HasCancel, Preferred, Closing, DraftState.NoTap
    >,
    _ contents: DraftContents
  ) -> Dialog<Key> where Closing: DraftState.WithoutTimer & DraftState.Closable {
    var draft = draft
    if let anchor = contents.anchor { draft = (consume draft).anchor(anchor) }
    guard let timer = contents.autoDismiss else { return draft.actionTap { _, _ in }.dialog }
    return draft.dismiss(after: timer.delay, reporting: timer.key).actionTap { _ in }.dialog
  }

  static func role(_ action: DialogAction<Key>) -> NonCancelRole {
    action.role == .destructive ? .destructive : .default
  }

  static func restyle(
    _ appearance: ActionAppearance<Key>, like action: DialogAction<Key>
  ) -> ActionAppearance<Key> {
    appearance.titleColor(action.titleColor).image(action.image)
      .accessibilityIdentifier(action.accessibilityIdentifier)
  }
}

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
      dialog = (consume dialog).addTextField(
        field.placeholder, text: field.text, isSecure: field.isSecure, keyboard: field.keyboard,
        contentType: field.contentType, capitalization: field.capitalization,
        autocorrection: field.autocorrection,
        accessibilityIdentifier: field.accessibilityIdentifier, requirement: field.requirement)
    }
    for action in contents.others {
      dialog = (consume dialog)
        .addAction(action.title, key: action.key, role: action.role)
        .actionStyle { restyle($0, like: action) }
    }
    if let identifier = contents.identifier {
      dialog = (consume dialog).accessibilityIdentifier(identifier)
    }
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
      .accessibilityIdentifier(model.accessibilityIdentifier)
  }
}

/// `@DialogBuilder`, then `Dialog`'s chain for what the builder does not take.
enum Built {
  typealias Key = GenKey

  static func alert(_ contents: DraftContents) -> Dialog<Key> {
    let actions = contents.alertActions
    let cancel = actions[0]
    var dialog = Dialog<Key>(.alert, title: contents.title, message: contents.message) {
      Cancel(cancel.title, key: cancel.key).preferred(cancel.isPreferred)
        .titleColor(cancel.titleColor).image(cancel.image)
        .accessibilityIdentifier(cancel.accessibilityIdentifier)
      for field in contents.fields {
        input(field)
      }
      for action in actions.dropFirst() {
        if action.role == .destructive {
          Destructive(action.title, key: action.key).preferred(action.isPreferred)
            .titleColor(action.titleColor).image(action.image)
            .accessibilityIdentifier(action.accessibilityIdentifier)
        } else {
          Action(action.title, key: action.key).preferred(action.isPreferred)
            .titleColor(action.titleColor).image(action.image)
            .accessibilityIdentifier(action.accessibilityIdentifier)
        }
      }
    }
    if let style = contents.titleStyle { dialog = (consume dialog).titleStyle(style) }
    if let style = contents.messageStyle { dialog = (consume dialog).messageStyle(style) }
    if let identifier = contents.identifier {
      dialog = (consume dialog).accessibilityIdentifier(identifier)
    }
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
            .image(action.image).accessibilityIdentifier(action.accessibilityIdentifier)
        } else {
          Action(action.title, key: action.key).titleColor(action.titleColor)
            .image(action.image).accessibilityIdentifier(action.accessibilityIdentifier)
        }
      }
      Cancel(cancel.title, key: cancel.key).titleColor(cancel.titleColor).image(cancel.image)
        .accessibilityIdentifier(cancel.accessibilityIdentifier)
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
      .capitalization(field.capitalization).autocorrection(field.autocorrection)
      .accessibilityIdentifier(field.accessibilityIdentifier)
    if let requirement = field.requirement {
      input = input.required(requirement.rule, gates: requirement.gatedKeys)
    }
    return input
  }
}
