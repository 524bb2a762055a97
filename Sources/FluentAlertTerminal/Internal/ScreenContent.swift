internal import FluentAlert

/// What the terminal draws of a dialog, without its key type: built from a
/// presented session (what ``TerminalDialogPresenter`` receives) or straight from
/// a `Dialog` (what the renderer's tests use).
struct ScreenContent: Hashable, Sendable {
  /// Alert or action sheet.
  var style: DialogStyle
  /// The title, resolved.
  var title: String?
  /// The message, resolved.
  var message: String?
  /// Attributes of the title.
  var titleStyle: TextStyle?
  /// Attributes of the message.
  var messageStyle: TextStyle?
  /// The severity the dialog shows (given, else critical for a destructive
  /// action), drawn as a badge above the title.
  var severity: AlertSeverity?
  /// The session's action rows, in the dialog's order (indices are action
  /// indices).
  ///
  /// The screen reads whether the description enables an action
  /// (`row.action.isEnabled`) and evaluates the requirements itself
  /// (``gates``) or is told the session's verdicts.
  var actions: [PresentedAction]
  /// The session's field rows, top to bottom, with their initial texts.
  var fields: [PresentedTextField]
  /// The controls (checkboxes and choices), resolved, with the values they
  /// start with.
  var controls: [PresentedControl] = []
  /// The suppression toggle's title, resolved, or `nil` when the dialog has
  /// no toggle.
  var suppressionTitle: String?
  /// Whether the suppression toggle starts on.
  var isSuppressed = false
  /// How long until the dialog closes by itself, if it does.
  var autoDismissDelay: Duration?
  /// The action the auto-dismiss reports, if any.
  var autoDismissActionIndex: Int?
  /// Which actions the fields' requirements gate; `nil` when a session
  /// decides (the presenter then feeds its verdicts in).
  var gates: RequirementGates?
  /// Whether Enter performs the default action; `false` when the dialog
  /// was made `withoutDefaultAction()`, and then no action starts selected.
  var hasDefaultAction = true
  /// Which keys press which action, and the order they are listed in.
  var keyboard: DialogKeyboard
  /// The progress shown now, or `nil` for none.
  var progress: DialogProgress?
  /// The lists, links and footnotes under the message, resolved.
  var accessories: [PresentedAccessory] = []
  /// The address the dialog's help links to, shown on `?`; `nil` without
  /// help, or for a Help Book anchor, which a terminal cannot open.
  var helpLink: String?
  /// Where and in which language the texts the terminal adds (requirement
  /// wording) are looked up: the session's.
  var localization: DialogLocalization {
    didSet { wording = TerminalWording(localization) }
  }
  /// The words the terminal adds, in the localization's language, looked
  /// up once for this content.
  private(set) var wording: TerminalWording

  /// The content of a dialog description.
  ///
  /// - Parameters:
  ///   - dialog: Any dialog.
  ///   - localization: Where and in which language its texts are looked up.
  init<Key>(_ dialog: Dialog<Key>, in localization: DialogLocalization = .current) {
    style = dialog.style
    title = dialog.title?.resolved(in: localization)
    message = dialog.message?.resolved(in: localization)
    titleStyle = dialog.titleStyle
    messageStyle = dialog.messageStyle
    severity = dialog.severity
    (actions, fields) = dialog.presentedRows(in: localization)
    controls = dialog.presentedControls(in: localization)
    suppressionTitle = dialog.suppressionToggleTitle?.resolved(in: localization)
    isSuppressed = dialog.suppressionToggle?.isSuppressed ?? false
    autoDismissDelay = dialog.autoDismiss?.delay
    autoDismissActionIndex = dialog.autoDismiss?.key.flatMap { key in
      dialog.actions.firstIndex { $0.key == key }
    }
    gates = RequirementGates(dialog, locale: localization.locale)
    hasDefaultAction = dialog.hasDefaultAction
    keyboard = dialog.keyboard
    helpLink = Self.link(of: dialog.help)
    progress = dialog.progress
    accessories = dialog.accessories.map { PresentedAccessory($0, in: localization) }
    self.localization = localization
    wording = TerminalWording(localization)
  }

  /// The content of a presented session.
  ///
  /// - Parameter session: A session handed to a presenter.
  @MainActor
  init(_ session: AnyDialogSession) {
    style = session.style
    title = session.title
    message = session.message
    titleStyle = session.titleStyle
    messageStyle = session.messageStyle
    severity = session.severity
    actions = session.actions
    fields = session.textFields
    controls = session.keyedPresentedControls
    suppressionTitle = session.suppressionToggleTitle
    isSuppressed = session.isSuppressed
    autoDismissDelay = session.autoDismiss?.delay
    autoDismissActionIndex = session.autoDismissActionIndex
    gates = nil
    hasDefaultAction = session.hasDefaultAction
    keyboard = session.keyboard
    helpLink = Self.link(of: session.help)
    progress = session.progress
    accessories = session.accessories
    localization = session.localization
    wording = TerminalWording(session.localization)
  }

  /// The address of a help link; `nil` for an anchor or no help.
  private static func link(of help: DialogHelp?) -> String? {
    if case .link(let address)? = help { address } else { nil }
  }

  /// Per action, whether the requirements and the controls allow it with
  /// these texts and control values; `nil` when the content does not know
  /// its gates (a session decides).
  ///
  /// - Parameters:
  ///   - texts: The fields' current texts.
  ///   - controls: The controls with their current values; the content's
  ///     own when `nil`.
  /// - Returns: One flag per action.
  func requirementsAllow(texts: [String], controls: [PresentedControl]? = nil) -> [Bool]? {
    gates?.allow(texts, controlsMet: (controls ?? self.controls).map(\.isMet))
  }

  /// What the requirement sentences call each text field: its placeholder,
  /// or its number.
  var fieldNames: [String] { RequirementWording.fieldNames(fields) }

  /// Action indices in display order: every non-cancel action in the
  /// dialog's order, then the cancel action (as UIKit places it).
  var displayOrder: [Int] { keyboard.listOrder }

  /// The badge for the severity, or `nil` without one.
  ///
  /// `(i)`, `(!)` or `(!!)`: the same in every locale and character set.
  var severityBadge: String? {
    switch severity {
    case .informational?: "(i)"
    case .warning?: "(!)"
    case .critical?: "(!!)"
    case nil: nil
    }
  }

  /// The index of the cancel action, if any.
  var cancelActionIndex: Int? { actions.firstIndex { $0.role == .cancel } }
}
