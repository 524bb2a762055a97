internal import FluentAlert

/// What the terminal draws of a dialog, without its key type: built from a
/// presented session (what ``TerminalDialogPresenter`` receives) or straight from
/// a `Dialog` (what the renderer's tests use).
struct ScreenContent: Hashable, Sendable {
  /// One action as drawn.
  struct Action: Hashable, Sendable {
    /// The button's title.
    var title: DialogText
    /// Default, cancel or destructive.
    var role: ActionRole
    /// Whether it is the preferred action.
    var isPreferred: Bool
    /// Whether the description enables it (requirements aside).
    var isEnabled: Bool
    /// The title's colour.
    var titleColor: DialogColor?
    /// `String(describing: key)`: line mode accepts it as an answer.
    var keyDescription: String
  }

  /// One text field as drawn.
  struct Field: Hashable, Sendable {
    /// The hint shown while the field is empty.
    var placeholder: DialogText?
    /// The initial text.
    var text: String
    /// Whether the text is masked.
    var isSecure: Bool
    /// The requirement's rule, if any.
    var rule: TextRule?
    /// What the requirement asks for in the developer's words, if given.
    var requirementMessage: DialogText?
  }

  /// Alert or action sheet.
  var style: DialogStyle
  /// The title.
  var title: DialogText?
  /// The message.
  var message: DialogText?
  /// Attributes of the title.
  var titleStyle: TextStyle?
  /// Attributes of the message.
  var messageStyle: TextStyle?
  /// The actions, in the dialog's order (indices are action indices).
  var actions: [Action]
  /// The text fields, top to bottom.
  var fields: [Field]
  /// How long until the dialog closes by itself, if it does.
  var autoDismissDelay: Duration?
  /// The action the auto-dismiss reports, if any.
  var autoDismissActionIndex: Int?
  /// Per field, the indices of the actions its requirement gates; `nil` when
  /// a session decides (the presenter then feeds its verdicts in).
  var gates: [[Int]]?

  /// The content of a dialog description.
  ///
  /// - Parameter dialog: Any dialog.
  init<Key>(_ dialog: Dialog<Key>) {
    style = dialog.style
    title = dialog.title
    message = dialog.message
    titleStyle = dialog.titleStyle
    messageStyle = dialog.messageStyle
    actions = dialog.actions.map { action in
      Action(
        title: action.title, role: action.role, isPreferred: action.isPreferred,
        isEnabled: action.isEnabled, titleColor: action.titleColor,
        keyDescription: String(describing: action.key))
    }
    fields = dialog.textFields.map { field in
      Field(
        placeholder: field.placeholder, text: field.text, isSecure: field.isSecure,
        rule: field.requirement?.rule, requirementMessage: field.requirement?.message)
    }
    autoDismissDelay = dialog.autoDismiss?.delay
    autoDismissActionIndex = dialog.autoDismiss?.key.flatMap { key in
      dialog.actions.firstIndex { $0.key == key }
    }
    gates = dialog.textFields.map { $0.requirement?.gatedIndices(in: dialog.actions) ?? [] }
  }

  /// The content of a presented session.
  ///
  /// - Parameter session: A session handed to a presenter.
  @MainActor
  init(_ session: AnyDialogSession) {
    let dialog = session.indexedDialog
    style = dialog.style
    title = dialog.title
    message = dialog.message
    titleStyle = dialog.titleStyle
    messageStyle = dialog.messageStyle
    actions = session.actions.map { action in
      Action(
        title: action.action.title, role: action.role, isPreferred: action.isPreferred,
        isEnabled: action.refusal != .disabled, titleColor: action.titleColor,
        keyDescription: action.keyDescription)
    }
    fields = session.textFields.map { field in
      Field(
        placeholder: field.field.placeholder, text: field.text, isSecure: field.isSecure,
        rule: field.rule, requirementMessage: field.requirement?.message)
    }
    autoDismissDelay = session.autoDismissDelay
    autoDismissActionIndex = session.autoDismissActionIndex
    gates = nil
  }

  /// Per action, whether the requirements allow it with these texts; `nil`
  /// when the content does not know its gates (a session decides).
  ///
  /// - Parameter texts: The fields' current texts.
  /// - Returns: One flag per action.
  func requirementsAllow(texts: [String]) -> [Bool]? {
    guard let gates else { return nil }
    var allowed = Array(repeating: true, count: actions.count)
    for (field, gated) in gates.enumerated() where field < texts.count {
      guard let rule = fields[field].rule, !rule.isSatisfied(by: texts[field]) else { continue }
      for index in gated { allowed[index] = false }
    }
    return allowed
  }

  /// Action indices in display order: every non-cancel action in the
  /// dialog's order, then the cancel action (as UIKit places it).
  var displayOrder: [Int] {
    actions.indices.filter { actions[$0].role != .cancel }
      + actions.indices.filter { actions[$0].role == .cancel }
  }

  /// The index of the cancel action, if any.
  var cancelActionIndex: Int? { actions.firstIndex { $0.role == .cancel } }
}
