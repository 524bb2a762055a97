import FluentAlert
import FluentAlertTestSupport
import Testing

/// One action or field of a generated dialog, in the order a body lists it.
private enum Item {
  case action(DialogAction<GenKey>)
  case field(DialogTextField<GenKey>)
  case control(DialogControl<GenKey>)
}

/// The builder component for a model action, every setting through a modifier.
@DialogBuilder<GenKey>
private func component(_ action: DialogAction<GenKey>) -> DialogContent<GenKey> {
  switch action.role {
  case .default:
    Action(action.title, key: action.key).preferred(action.isPreferred)
      .disabled(!action.isEnabled).titleColor(action.titleColor).image(action.image)
      .checked(action.isChecked).accessibilityIdentifier(action.settings.accessibilityIdentifier)
      .keyEquivalent(action.keyEquivalent)
      .keepsDialogOpen(action.keepsDialogOpen)
  case .destructive:
    Destructive(action.title, key: action.key).preferred(action.isPreferred)
      .disabled(!action.isEnabled).titleColor(action.titleColor).image(action.image)
      .checked(action.isChecked).accessibilityIdentifier(action.settings.accessibilityIdentifier)
      .keyEquivalent(action.keyEquivalent)
      .keepsDialogOpen(action.keepsDialogOpen)
  case .cancel:
    Cancel(action.title, key: action.key).preferred(action.isPreferred)
      .disabled(!action.isEnabled).titleColor(action.titleColor).image(action.image)
      .checked(action.isChecked).accessibilityIdentifier(action.settings.accessibilityIdentifier)
      .keyEquivalent(action.keyEquivalent)
      // `Cancel` refuses `keepsDialogOpen()` at compile time; the action itself can say it,
      // so an invalid value is still written the builder's way.
      ._adjusting { $0.keepsDialogOpen(action.keepsDialogOpen) }
  }
}

/// The builder component for a model text field, every setting through a modifier.
@DialogBuilder<GenKey>
private func component(_ field: DialogTextField<GenKey>) -> DialogContent<GenKey> {
  let input = textInput(field)
  if let requirement = field.requirement {
    input.required(
      requirement.rule, gates: requirement.gatedKeys, message: requirement.message)
  } else {
    input
  }
}

/// The component's settings; no capitalization modifier is the platform's
/// default.
private func textInput(_ field: DialogTextField<GenKey>) -> TextInput<GenKey> {
  let input = TextInput<GenKey>(field.placeholder).text(field.text).secure(field.isSecure)
    .keyboard(field.keyboard).contentType(field.contentType)
    .autocorrection(field.autocorrection).clearButton(field.clearButton)
    .keyboardAppearance(field.keyboardAppearance).returnKey(field.returnKey)
    .maxLength(field.maxLength).accessibilityIdentifier(field.accessibilityIdentifier)
    .label(field.label)
  guard let capitalization = field.capitalization else { return input }
  return input.capitalization(capitalization)
}

/// Applies the settings the builder entry does not take, through chain methods.
private func finish(_ start: consuming Dialog<GenKey>, like model: Dialog<GenKey>) -> Dialog<
  GenKey
> {
  var dialog = start
  if let style = model.titleStyle { dialog = (consume dialog).titleStyle(style) }
  if let style = model.messageStyle { dialog = (consume dialog).messageStyle(style) }
  if let anchor = model.anchor { dialog = (consume dialog).anchor(anchor) }
  if let autoDismiss = model.autoDismiss {
    if let key = autoDismiss.key {
      dialog = (consume dialog).dismiss(after: autoDismiss.delay, reporting: key)
    } else {
      dialog = (consume dialog).dismiss(after: autoDismiss.delay)
    }
  }
  if let identifier = model.accessibilityIdentifier {
    dialog = (consume dialog).accessibilityIdentifier(identifier)
  }
  if let severity = model.severity { dialog = (consume dialog).severity(severity) }
  if let icon = model.icon { dialog = (consume dialog).icon(icon) }
  if let toggle = model.suppressionToggle {
    dialog = (consume dialog).addControl(
      .suppressionToggle(toggle.title, isSuppressed: toggle.isSuppressed))
  }
  if !model.hasDefaultAction { dialog = (consume dialog).withoutDefaultAction() }
  if let help = model.help { dialog = (consume dialog).help(help) }
  if let progress = model.progress { dialog = (consume dialog).progress(progress) }
  for accessory in model.accessories { dialog = (consume dialog).accessory(accessory) }
  return dialog
}

/// The dialog written as a `@DialogBuilder` body, actions and fields interleaved at random.
private func built(_ model: Dialog<GenKey>, using rng: inout SeededGenerator) -> Dialog<GenKey> {
  var actions = model.actions[...]
  var fields = model.textFields[...]
  var controls = model.controls[...]
  var items: [Item] = []
  while !actions.isEmpty || !fields.isEmpty || !controls.isEmpty {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0 where !actions.isEmpty: items.append(.action(actions.removeFirst()))
    case 1 where !fields.isEmpty: items.append(.field(fields.removeFirst()))
    case 2 where !controls.isEmpty: items.append(.control(controls.removeFirst()))
    default: continue
    }
  }
  let dialog = Dialog<GenKey>(model.style, title: model.title, message: model.message) {
    for item in items {
      switch item {
      case .action(let action): component(action)
      case .field(let field): component(field)
      case .control(let control): control
      }
    }
  }
  return finish(dialog, like: model)
}

/// The dialog written as a chain, choosing among equivalent spellings at random.
private func chained(_ model: Dialog<GenKey>, using rng: inout SeededGenerator) -> Dialog<GenKey> {
  var dialog =
    model.style == .alert
    ? Dialog<GenKey>.alert(model.title, message: model.message)
    : Dialog<GenKey>.actionSheet(model.title, message: model.message)
  for action in model.actions {
    let plain = Bool.random(using: &rng)
    switch action.role {
    case .default where plain: dialog = (consume dialog).addAction(action.title, key: action.key)
    case .destructive where plain:
      dialog = (consume dialog).addDestructive(action.title, key: action.key)
    case .cancel where plain: dialog = (consume dialog).addCancel(action.title, key: action.key)
    default: dialog = (consume dialog).addAction(action.title, key: action.key, role: action.role)
    }
    dialog = (consume dialog).actionStyle {
      $0.disabled(!action.isEnabled).titleColor(action.titleColor).image(action.image)
        .checked(action.isChecked).accessibilityIdentifier(action.settings.accessibilityIdentifier)
        .keyEquivalent(action.keyEquivalent)
        .keepsDialogOpen(action.keepsDialogOpen)
    }
    if action.isPreferred {
      dialog = (consume dialog).actionStyle { $0.preferred() }
    }
  }
  for field in model.textFields {
    dialog = (consume dialog).addTextField(field.placeholder) { _ in field }
  }
  for control in model.controls { dialog = (consume dialog).addControl(control) }
  return finish(dialog, like: model)
}

/// The dialog rebuilt field by field with the public initializer.
private func initialized(_ model: Dialog<GenKey>) -> Dialog<GenKey> {
  Dialog(
    style: model.style, title: model.title, message: model.message,
    titleStyle: model.titleStyle, messageStyle: model.messageStyle, actions: model.actions,
    textFields: model.textFields, controls: model.controls, anchor: model.anchor,
    autoDismiss: model.autoDismiss,
    accessibilityIdentifier: model.accessibilityIdentifier, severity: model.severity,
    icon: model.icon,
    hasDefaultAction: model.hasDefaultAction, help: model.help,
    progress: model.progress, accessories: model.accessories)
}

@Test(
  "builder, chain and public initializer give equal dialogs with equal snapshots",
  arguments: [DialogGenerator.Validity.valid, .arbitrary])
func spellingsAgree(validity: DialogGenerator.Validity) {
  let generator = DialogGenerator(validity: validity, maxActions: 6, maxTextFields: 3)
  var rng = SeededGenerator(seed: validity == .valid ? 3 : 4)
  for _ in 0..<300 {
    let model = generator.dialog(using: &rng)
    let fromBuilder = built(model, using: &rng)
    let fromChain = chained(model, using: &rng)
    let fromInit = initialized(model)
    // A NaN (arbitrary dialogs may hold one) is unequal to itself, so such a
    // dialog is compared by its snapshot only.
    if model == model {
      #expect(fromBuilder == model)
      #expect(fromChain == model)
      #expect(fromInit == model)
    }
    #expect(fromBuilder.snapshot == fromInit.snapshot)
    #expect(fromChain.snapshot == fromInit.snapshot)
    #expect(fromBuilder.problems == fromInit.problems)
  }
}

@Test("keyless Dialog<Int> builder and chain give each generated action its index as key")
func keylessSpellingsAgree() {
  let generator = DialogGenerator(validity: .arbitrary, maxActions: 8, maxTextFields: 0)
  var rng = SeededGenerator(seed: 11)
  for _ in 0..<200 {
    let model = generator.dialog(using: &rng)
    let expected = Dialog<Int>(
      style: model.style, title: model.title,
      actions: model.actions.enumerated().map { index, action in
        DialogAction(title: action.title, role: action.role, key: index)
      })
    let fromBuilder = Dialog<Int>(model.style, title: model.title) {
      for action in model.actions {
        switch action.role {
        case .default: Action(action.title)
        case .destructive: Destructive(action.title)
        case .cancel: Cancel(action.title)
        }
      }
    }
    var fromChain = Dialog<Int>.alert(model.title)
    if model.style == .actionSheet { fromChain = .actionSheet(model.title) }
    for action in model.actions {
      fromChain = (consume fromChain).addAction(action.title, role: action.role)
    }
    #expect(fromBuilder == expected)
    #expect(fromChain == expected)
    #expect(fromBuilder.snapshot == expected.snapshot)
  }
}
