import FluentAlertMacrosFree
import FluentAlertTestSupport

/// The contents of a seeded generated dialog, sorted into what each spelling
/// (typed draft, `Dialog` chain, builder, initializer) takes.
struct DraftContents {
  let title: DialogText?
  let message: DialogText?
  let titleStyle: TextStyle?
  let messageStyle: TextStyle?
  /// Every generated action that is not a cancel action, made enabled and
  /// not preferred (the draft's `actionStyle` cannot change either).
  let others: [DialogAction<GenKey>]
  /// The generated cancel action (or a made-up one), enabled, not preferred.
  let cancel: DialogAction<GenKey>
  let fields: [DialogTextField<GenKey>]
  let anchor: PopoverAnchor?
  let autoDismiss: AutoDismiss<GenKey>?
  let identifier: String?
  let severity: AlertSeverity?
  let icon: DialogImage?
  let suppressionToggle: SuppressionToggle?
  let hasDefaultAction: Bool
  let help: DialogHelp?
  let progress: DialogProgress?
  let accessories: [DialogAccessory]
  /// A key to mark preferred: one of the others', when there are any.
  let preferredKey: GenKey?

  init(seed: UInt64, validity: DialogGenerator.Validity) {
    var rng = SeededGenerator(seed: seed)
    let generated = DialogGenerator(validity: validity, maxActions: 5, maxTextFields: 3)
      .dialog(using: &rng)
    title = generated.title
    message = generated.message
    titleStyle = generated.titleStyle
    messageStyle = generated.messageStyle
    others = generated.actions.filter { $0.role != .cancel }.map(Self.plain)
    cancel = Self.plain(
      generated.cancelAction ?? DialogAction(title: "Cancel", role: .cancel, key: "cancel"))
    fields = generated.textFields
    anchor = generated.anchor
    autoDismiss = generated.autoDismiss
    identifier = generated.accessibilityIdentifier
    severity = generated.severity
    icon = generated.icon
    suppressionToggle = generated.suppressionToggle
    hasDefaultAction = generated.hasDefaultAction
    help = generated.help
    progress = generated.progress
    accessories = generated.accessories
    preferredKey = others.isEmpty ? nil : others[Int(seed % UInt64(others.count))].key
  }

  private static func plain(_ action: DialogAction<GenKey>) -> DialogAction<GenKey> {
    DialogAction(title: action.title, role: action.role, key: action.key).titleColor(
      action.titleColor
    ).image(action.image).accessibilityIdentifier(action.settings.accessibilityIdentifier)
  }

  /// The alert's actions, cancel first, with the preferred one marked.
  ///
  /// The first action that has `preferredKey` is marked, written out by hand
  /// for the spellings that set the flag per action. Keys may repeat in
  /// arbitrary contents, so the marked action may be the cancel action.
  var alertActions: [DialogAction<GenKey>] {
    var marked = false
    return ([cancel] + others).map { action in
      guard !marked, action.key == preferredKey else { return action }
      marked = true
      return DialogAction(title: action.title, role: action.role, key: action.key).preferred()
        .titleColor(action.titleColor).image(action.image).accessibilityIdentifier(
          action.settings.accessibilityIdentifier)
    }
  }
}
