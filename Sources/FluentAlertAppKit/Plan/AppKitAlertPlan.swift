import FluentAlert

/// Everything `NSAlert` needs to show a ``Dialog``, decided in plain Swift so
/// it can be tested without a Mac.
///
/// `NSAlert` puts its first button on the right and gives it Return; the
/// plan orders ``buttons`` so the preferred action comes first, the cancel
/// action second (Escape), and the rest after them in the dialog's order, and
/// sets every button's key equivalent explicitly so a title that happens to
/// read "Cancel" in some language changes nothing.
///
/// ```swift
/// let plan = try AppKitAlertPlan(dialog)
/// print(plan.buttons.map(\.keyEquivalent))  // [.return, .escape, .none]
/// ```
public struct AppKitAlertPlan<Key: Hashable & Sendable>: Hashable, Sendable {
  /// `NSAlert.Style`.
  public enum AlertStyle: String, Hashable, Sendable {
    /// `.warning`, NSAlert's default.
    case warning
    /// `.informational`.
    case informational
    /// `.critical`: a caution badge; used when the dialog has a destructive
    /// action.
    case critical
  }

  /// A button's `keyEquivalent`.
  public enum KeyEquivalent: String, Hashable, Sendable {
    /// Return (`"\r"`): the default button.
    case `return` = "\r"
    /// Escape (`"\u{1B}"`): the cancel button.
    case escape = "\u{1B}"
    /// No key equivalent (`""`).
    case none = ""
  }

  /// How the alert is run.
  public enum Presentation: Hashable, Sendable {
    /// `beginSheetModal(for:completionHandler:)` on the given window.
    case sheet
    /// `runModal()`: app-modal, blocking the app's other windows.
    case appModal
  }

  /// One `NSButton` added with `addButton(withTitle:)`.
  public struct Button: Hashable, Sendable {
    /// The key the tap handler receives.
    public let key: Key
    /// The button's title.
    public let title: DialogText
    /// The action's role.
    public let role: ActionRole
    /// `keyEquivalent`.
    public let keyEquivalent: KeyEquivalent
    /// `hasDestructiveAction` (macOS 11 and later).
    public let hasDestructiveAction: Bool
    /// `isEnabled` before any text is typed.
    public let isInitiallyEnabled: Bool
    /// The action's own flag, which no text can override.
    public let isEnabled: Bool
    /// The indices of the text fields whose requirement gates this button.
    public let gatingFields: [Int]
    /// `contentTintColor`, or `nil`.
    public let titleColor: DialogColor?
    /// `image` (an SF Symbol or a named image), or `nil`.
    public let image: DialogImage?
    /// `identifier` and accessibility identifier for UI tests.
    public let accessibilityIdentifier: String
  }

  /// One `NSTextField` (or `NSSecureTextField`) in the accessory view.
  public struct TextField: Hashable, Sendable {
    /// `placeholderString`.
    public let placeholder: DialogText?
    /// `stringValue`.
    public let text: String
    /// Whether the field is an `NSSecureTextField`.
    public let isSecure: Bool
    /// `contentType` for AutoFill (macOS 11 and later), or `nil`.
    public let contentType: TextContentType?
    /// `isAutomaticTextCompletionEnabled`, or `nil` for the default.
    public let autocorrection: Bool?
    /// The identifier UI tests use.
    public let accessibilityIdentifier: String
    /// The rule the text must meet, or `nil`.
    public let rule: TextRule?
    /// The field's frame in the accessory view (AppKit coordinates: the
    /// origin is bottom left, so the first field has the largest `y`).
    public let frame: Frame
  }

  /// A rectangle in points.
  public struct Frame: Hashable, Sendable {
    /// The left edge.
    public let x: Double
    /// The bottom edge.
    public let y: Double
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The bottom edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The accessory view's width, in points.
  public static var accessoryWidth: Double { 240 }
  /// A text field's height, in points.
  public static var fieldHeight: Double { 24 }
  /// The gap between two text fields, in points.
  public static var fieldSpacing: Double { 8 }

  /// `messageText`: the title, or the message when there is no title
  /// (NSAlert always shows its message text in bold).
  public let messageText: DialogText
  /// `informativeText`: the message below the title, or `nil`.
  public let informativeText: DialogText?
  /// `alertStyle`.
  public let alertStyle: AlertStyle
  /// The buttons in the order they are added; the first is rightmost.
  public let buttons: [Button]
  /// The text fields, top to bottom, laid out in the accessory view.
  public let textFields: [TextField]
  /// The accessory view's frame, or `nil` when there are no text fields.
  public let accessoryFrame: Frame?
  /// The identifier of the alert's window for UI tests, or `nil`.
  public let accessibilityIdentifier: String?
  /// Attributes NSAlert cannot show (text styles; a popover anchor), so the
  /// caller can tell what was dropped.
  public let unsupported: [String]

  /// Plans a dialog for AppKit.
  ///
  /// - Parameter dialog: The description; it must have no validation errors.
  /// - Throws: `DialogValidationError` when the dialog has errors.
  public init(_ dialog: Dialog<Key>) throws(DialogValidationError) {
    let dialog = try dialog.validated()
    if let title = dialog.title {
      messageText = title
      informativeText = dialog.message
    } else {
      messageText = dialog.message ?? .verbatim("")
      informativeText = nil
    }
    alertStyle = dialog.actions.contains { $0.role == .destructive } ? .critical : .warning
    let fields = dialog.textFields
    let order = Self.buttonOrder(dialog.actions)
    buttons = order.enumerated().map { position, index in
      let action = dialog.actions[index]
      let gating = fields.indices.filter { fields[$0].requirement?.gates(action) == true }
      let met = gating.allSatisfy { fields[$0].requirement!.rule.isSatisfied(by: fields[$0].text) }
      let keyEquivalent: KeyEquivalent =
        action.role == .cancel ? .escape : position == 0 ? .return : .none
      return Button(
        key: action.key, title: action.title, role: action.role, keyEquivalent: keyEquivalent,
        hasDestructiveAction: action.role == .destructive,
        isInitiallyEnabled: action.isEnabled && met, isEnabled: action.isEnabled,
        gatingFields: gating, titleColor: action.titleColor, image: action.image,
        accessibilityIdentifier: action.automationIdentifier)
    }
    let step = Self.fieldHeight + Self.fieldSpacing
    let count = Double(fields.count)
    textFields = fields.enumerated().map { index, field in
      TextField(
        placeholder: field.placeholder, text: field.text, isSecure: field.isSecure,
        contentType: field.contentType, autocorrection: field.autocorrection,
        accessibilityIdentifier: field.accessibilityIdentifier
          ?? "fluentalert.textField.\(index)",
        rule: field.requirement?.rule,
        frame: Frame(
          x: 0, y: (count - 1 - Double(index)) * step, width: Self.accessoryWidth,
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

  /// NSAlert's order for the actions, as indices into `actions`: the
  /// preferred action (or else the first default-role action, or else the
  /// cancel action) first, then the cancel action, then the rest in order.
  ///
  /// - Parameter actions: The dialog's actions.
  /// - Returns: A permutation of `actions.indices`.
  public static func buttonOrder(_ actions: [DialogAction<Key>]) -> [Int] {
    let first =
      actions.firstIndex { $0.isPreferred }
      ?? actions.firstIndex { $0.role == .default }
      ?? actions.firstIndex { $0.role == .cancel }
    let cancel = actions.firstIndex { $0.role == .cancel }
    var order: [Int] = []
    for index in [first, cancel].compactMap({ $0 }) where !order.contains(index) {
      order.append(index)
    }
    order += actions.indices.filter { !order.contains($0) }
    return order
  }

  /// The key for the response `NSAlert` returned: the first button is
  /// `alertFirstButtonReturn` (1000), the second 1001, and so on.
  ///
  /// - Parameter response: The `NSApplication.ModalResponse` raw value.
  /// - Returns: The button's key, or `nil` when the alert ended without a
  ///   button (it was closed by code, or the response is unknown).
  public func key(forResponse response: Int) -> Key? {
    let index = response - 1000
    return buttons.indices.contains(index) ? buttons[index].key : nil
  }

  /// How to run the alert.
  ///
  /// - Parameter hasWindow: Whether a window to attach a sheet to was given
  ///   and is visible.
  /// - Returns: ``Presentation/sheet`` with a window, otherwise
  ///   ``Presentation/appModal``.
  public static func presentation(hasWindow: Bool) -> Presentation {
    hasWindow ? .sheet : .appModal
  }

  /// Which buttons are enabled for the fields' current text.
  ///
  /// - Parameter texts: The fields' current text, top to bottom; missing
  ///   entries count as the field's initial text.
  /// - Returns: One flag per button, in ``buttons`` order.
  public func enabledStates(texts: [String]) -> [Bool] {
    buttons.map { button in
      button.isEnabled
        && button.gatingFields.allSatisfy { index in
          let text = index < texts.count ? texts[index] : textFields[index].text
          return textFields[index].rule?.isSatisfied(by: text) ?? true
        }
    }
  }
}
