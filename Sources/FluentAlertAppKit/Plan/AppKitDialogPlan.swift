import FluentAlert

/// Everything `NSAlert` needs to show a dialog, decided in plain Swift so
/// it can be tested without a Mac.
///
/// `NSAlert` puts its first button on the right and gives it Return; the
/// plan orders ``actions`` so the preferred action comes first, the cancel
/// action second (Escape), and the rest after them in the dialog's order, and
/// sets every button's key equivalent explicitly so a title that happens to
/// read "Cancel" in some language changes nothing.
package struct AppKitDialogPlan: Hashable, Sendable {
  /// `NSAlert.Style`.
  package enum AlertStyle: String, Hashable, Sendable {
    /// `.warning`, NSAlert's default.
    case warning
    /// `.informational`.
    case informational
    /// `.critical`: a caution badge; used when the dialog has a destructive
    /// action.
    case critical
  }

  /// A button's `keyEquivalent`.
  package enum KeyEquivalent: String, Hashable, Sendable {
    /// Return (`"\r"`): the default button.
    case `return` = "\r"
    /// Escape (`"\u{1B}"`): the cancel button.
    case escape = "\u{1B}"
    /// No key equivalent (`""`).
    case none = ""
  }

  /// How the alert is run.
  package enum Presentation: Hashable, Sendable {
    /// `beginSheetModal(for:completionHandler:)` on the given window.
    case sheet
    /// `runModal()`: app-modal, blocking the app's other windows.
    case appModal
  }

  /// One `NSButton` added with `addButton(withTitle:)`.
  package struct Action: Hashable, Sendable {
    /// The action's index in the dialog, which a click reports to the session.
    package let index: Int
    /// The action's key, as `String(describing:)` writes it.
    package let keyDescription: String
    /// The button's title.
    package let title: DialogText
    /// The action's role.
    package let role: ActionRole
    /// `keyEquivalent`.
    package let keyEquivalent: KeyEquivalent
    /// `hasDestructiveAction` (macOS 11 and later).
    package let hasDestructiveAction: Bool
    /// `isEnabled` when the plan was made; the session re-evaluates it as
    /// the user types.
    package let isEnabled: Bool
    /// `contentTintColor`, or `nil`.
    package let titleColor: DialogColor?
    /// `image` (an SF Symbol or a named image), or `nil`.
    package let image: DialogImage?
    /// `identifier` and accessibility identifier for UI tests.
    package let accessibilityIdentifier: String
  }

  /// One `NSTextField` (or `NSSecureTextField`) in the accessory view.
  package struct TextField: Hashable, Sendable {
    /// `placeholderString`.
    package let placeholder: DialogText?
    /// `stringValue`.
    package let text: String
    /// Whether the field is an `NSSecureTextField`.
    package let isSecure: Bool
    /// `contentType` for AutoFill (macOS 11 and later), or `nil`.
    package let contentType: TextContentType?
    /// `isAutomaticTextCompletionEnabled`, or `nil` for the default.
    package let autocorrection: Bool?
    /// The identifier UI tests use.
    package let accessibilityIdentifier: String
    /// The rule the text must meet, or `nil`.
    package let rule: TextRule?
    /// The field's frame in the accessory view (AppKit coordinates: the
    /// origin is bottom left, so the first field has the largest `y`).
    package let frame: Frame
  }

  /// A rectangle in points.
  package struct Frame: Hashable, Sendable {
    /// The left edge.
    package let x: Double
    /// The bottom edge.
    package let y: Double
    /// The width.
    package let width: Double
    /// The height.
    package let height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The bottom edge.
    ///   - width: The width.
    ///   - height: The height.
    package init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The accessory view's width, in points.
  package static var accessoryWidth: Double { 240 }
  /// A text field's height, in points.
  package static var fieldHeight: Double { 24 }
  /// The gap between two text fields, in points.
  package static var fieldSpacing: Double { 8 }

  /// `messageText`: the title, or the message when there is no title
  /// (NSAlert always shows its message text in bold).
  package let messageText: DialogText
  /// `informativeText`: the message below the title, or `nil`.
  package let informativeText: DialogText?
  /// `alertStyle`.
  package let alertStyle: AlertStyle
  /// The buttons in the order they are added; the first is rightmost.
  package let actions: [Action]
  /// The text fields, top to bottom, laid out in the accessory view.
  package let textFields: [TextField]
  /// The accessory view's frame, or `nil` when there are no text fields.
  package let accessoryFrame: Frame?
  /// The identifier of the alert's window for UI tests, or `nil`.
  package let accessibilityIdentifier: String?
  /// Attributes NSAlert cannot show (text styles; a popover anchor), so the
  /// caller can tell what was dropped.
  package let unsupported: [String]

  /// Plans a dialog for AppKit.
  ///
  /// - Parameter dialog: The description; it must have no validation errors.
  /// - Throws: `DialogValidationError` when the dialog has errors.
  @MainActor
  package init<Key>(_ dialog: Dialog<Key>) throws(DialogValidationError) {
    self.init(session: try DialogSession(dialog))
  }

  /// Plans what a session shows, as a presenter does.
  ///
  /// - Parameter session: The session handed to the presenter.
  @MainActor
  package init(session: AnyDialogSession) {
    let dialog = session.indexedDialog
    if let title = dialog.title {
      messageText = title
      informativeText = dialog.message
    } else {
      messageText = dialog.message ?? .verbatim("")
      informativeText = nil
    }
    let actions = session.actions
    alertStyle = actions.contains { $0.role == .destructive } ? .critical : .warning
    let order = Self.buttonOrder(
      roles: actions.map(\.role), preferredIndex: session.preferredActionIndex)
    self.actions = order.enumerated().map { position, index in
      let action = actions[index]
      let keyEquivalent: KeyEquivalent =
        action.role == .cancel ? .escape : position == 0 ? .return : .none
      return Action(
        index: index, keyDescription: action.keyDescription, title: action.title,
        role: action.role, keyEquivalent: keyEquivalent,
        hasDestructiveAction: action.role == .destructive, isEnabled: action.isEnabled,
        titleColor: action.titleColor, image: action.image,
        accessibilityIdentifier: action.accessibilityIdentifier)
    }
    let fields = session.textFields
    let step = Self.fieldHeight + Self.fieldSpacing
    let count = Double(fields.count)
    textFields = fields.map { field in
      TextField(
        placeholder: field.placeholder, text: field.text, isSecure: field.isSecure,
        contentType: field.contentType, autocorrection: field.autocorrection,
        accessibilityIdentifier: field.accessibilityIdentifier
          ?? "fluentalert.textField.\(field.index)",
        rule: field.rule,
        frame: Frame(
          x: 0, y: (count - 1 - Double(field.index)) * step, width: Self.accessoryWidth,
          height: Self.fieldHeight))
    }
    accessoryFrame =
      fields.isEmpty
      ? nil
      : Frame(
        x: 0, y: 0, width: Self.accessoryWidth,
        height: count * Self.fieldHeight + (count - 1) * Self.fieldSpacing)
    accessibilityIdentifier = dialog.accessibilityIdentifier
    var unsupported: [String] = []
    if !(dialog.titleStyle?.isEmpty ?? true) { unsupported.append("title style") }
    if !(dialog.messageStyle?.isEmpty ?? true) { unsupported.append("message style") }
    if let anchor = dialog.anchor, anchor != .center { unsupported.append("popover anchor") }
    self.unsupported = unsupported
  }

  /// NSAlert's order for the actions, as action indices: the preferred
  /// action (or else the first default-role action, or else the cancel
  /// action) first, then the cancel action, then the rest in order.
  ///
  /// - Parameters:
  ///   - roles: The actions' roles, in display order.
  ///   - preferredIndex: The index of the preferred action, if any.
  /// - Returns: A permutation of `roles.indices`.
  package static func buttonOrder(roles: [ActionRole], preferredIndex: Int?) -> [Int] {
    let first =
      preferredIndex.flatMap { roles.indices.contains($0) ? $0 : nil }
      ?? roles.firstIndex(of: .default)
      ?? roles.firstIndex(of: .cancel)
    let cancel = roles.firstIndex(of: .cancel)
    var order: [Int] = []
    for index in [first, cancel].compactMap({ $0 }) where !order.contains(index) {
      order.append(index)
    }
    order += roles.indices.filter { !order.contains($0) }
    return order
  }

  /// The action for the response `NSAlert` returned: the first button is
  /// `alertFirstButtonReturn` (1000), the second 1001, and so on.
  ///
  /// - Parameter response: The `NSApplication.ModalResponse` raw value.
  /// - Returns: The button's action index, or `nil` when the alert ended
  ///   without a button (it was closed by code, or the response is unknown).
  package func actionIndex(forResponse response: Int) -> Int? {
    let position = response - 1000
    return actions.indices.contains(position) ? actions[position].index : nil
  }

  /// How to run the alert.
  ///
  /// - Parameter hasWindow: Whether a window to attach a sheet to was given
  ///   and is visible.
  /// - Returns: ``Presentation/sheet`` with a window, otherwise
  ///   ``Presentation/appModal``.
  package static func presentation(hasWindow: Bool) -> Presentation {
    hasWindow ? .sheet : .appModal
  }
}
