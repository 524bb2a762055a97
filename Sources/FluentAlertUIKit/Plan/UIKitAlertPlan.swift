import FluentAlert

/// Everything `UIAlertController` needs to show a ``Dialog``, decided in plain
/// Swift so it can be tested without a screen.
///
/// The UIKit shell only carries a plan out: it creates the controller with
/// ``controllerStyle``, adds ``actions`` in order, configures
/// ``textFields``, sets ``preferredActionIndex`` and points the popover at
/// ``popover``. Nothing here imports UIKit.
///
/// ```swift
/// let plan = try UIKitAlertPlan(dialog)
/// print(plan.actions.map(\.style))  // [.default, .destructive, .cancel]
/// ```
public struct UIKitAlertPlan<Key: Hashable & Sendable>: Hashable, Sendable {
  /// `UIAlertController.Style`.
  public enum ControllerStyle: String, Hashable, Sendable {
    /// `.alert`.
    case alert
    /// `.actionSheet`.
    case actionSheet
  }

  /// `UIAlertAction.Style`.
  public enum ActionStyle: String, Hashable, Sendable {
    /// `.default`.
    case `default`
    /// `.cancel`.
    case cancel
    /// `.destructive`.
    case destructive
  }

  /// `UITextAutocorrectionType`.
  public enum Autocorrection: String, Hashable, Sendable {
    /// `.default`: the platform decides.
    case `default`
    /// `.yes`.
    case yes
    /// `.no`.
    case no
  }

  /// A title or message with the attributes it should be drawn with.
  public struct Text: Hashable, Sendable {
    /// The text, resolved by the shell when the controller is made.
    public let text: DialogText
    /// The typed attributes, or `nil` when the dialog gives none (or only
    /// an empty style): the plain `title`/`message` property is then enough.
    public let style: TextStyle?

    /// Whether drawing the text needs an attributed string, which UIKit
    /// only accepts through an undocumented key (see
    /// ``UIKitUndocumentedAttributes``).
    public var needsAttributedString: Bool { style != nil }
  }

  /// One `UIAlertAction`.
  public struct Action: Hashable, Sendable {
    /// The key the tap handler receives.
    public let key: Key
    /// The button's title.
    public let title: DialogText
    /// The `UIAlertAction.Style`.
    public let style: ActionStyle
    /// `isEnabled` before any text is typed: the action's own flag and every
    /// gating requirement met by the fields' initial text.
    public let isInitiallyEnabled: Bool
    /// The action's own flag, which no text can override.
    public let isEnabled: Bool
    /// The indices of the text fields whose requirement gates this action.
    public let gatingFields: [Int]
    /// The title colour (undocumented key `titleTextColor`).
    public let titleColor: DialogColor?
    /// The image beside the title (undocumented key `image`).
    public let image: DialogImage?
    /// The identifier UI tests use to find the button.
    public let accessibilityIdentifier: String
  }

  /// One `UITextField` added with `addTextField(configurationHandler:)`.
  public struct TextField: Hashable, Sendable {
    /// `placeholder`.
    public let placeholder: DialogText?
    /// `text`.
    public let text: String
    /// `isSecureTextEntry`.
    public let isSecureTextEntry: Bool
    /// `keyboardType`.
    public let keyboard: KeyboardKind
    /// `textContentType`, or `nil` to leave it unset.
    public let contentType: TextContentType?
    /// `autocapitalizationType`, or `nil` to leave UIKit's default.
    public let capitalization: TextCapitalization?
    /// `autocorrectionType`.
    public let autocorrection: Autocorrection
    /// `accessibilityIdentifier`: the field's own, or
    /// `"fluentalert.textField.<index>"`.
    public let accessibilityIdentifier: String
    /// The rule the text must meet, or `nil`.
    public let rule: TextRule?
  }

  /// `UIAlertController.preferredStyle`.
  public let controllerStyle: ControllerStyle
  /// The title, or `nil`.
  public let title: Text?
  /// The message, or `nil`.
  public let message: Text?
  /// The actions in the order they are added. UIKit itself moves the cancel
  /// action last (or hides it in an iPad popover).
  public let actions: [Action]
  /// The index in ``actions`` of `preferredAction`. Always `nil` for action
  /// sheets, where UIKit ignores it.
  public let preferredActionIndex: Int?
  /// The text fields, top to bottom (alerts only).
  public let textFields: [TextField]
  /// Where the action sheet's popover points, or `nil` for alerts.
  public let popover: UIKitPopoverPlan?
  /// Whether `severity` is `.critical` (shown with a caution icon under Mac
  /// Catalyst): the dialog has a destructive action.
  public let isCritical: Bool
  /// The controller view's `accessibilityIdentifier`, or `nil`.
  public let accessibilityIdentifier: String?
  /// Attributes of the description that `UIAlertController` cannot show at
  /// all, documented or not (for example a title's line limit), so the
  /// caller can tell what was dropped.
  public let unsupported: [String]

  /// Plans a dialog for UIKit.
  ///
  /// - Parameter dialog: The description; it must have no validation errors.
  /// - Throws: `DialogValidationError` when the dialog has errors (UIKit
  ///   would raise an exception or the user could not close it).
  public init(_ dialog: Dialog<Key>) throws(DialogValidationError) {
    let dialog = try dialog.validated()
    controllerStyle = dialog.style == .alert ? .alert : .actionSheet
    title = dialog.title.map { Text(text: $0, style: Self.effective(dialog.titleStyle)) }
    message = dialog.message.map { Text(text: $0, style: Self.effective(dialog.messageStyle)) }
    let fields = dialog.textFields
    textFields = fields.enumerated().map { index, field in
      TextField(
        placeholder: field.placeholder, text: field.text, isSecureTextEntry: field.isSecure,
        keyboard: field.keyboard, contentType: field.contentType,
        capitalization: field.capitalization,
        autocorrection: field.autocorrection.map { $0 ? .yes : .no } ?? .default,
        accessibilityIdentifier: field.accessibilityIdentifier
          ?? "fluentalert.textField.\(index)",
        rule: field.requirement?.rule)
    }
    actions = dialog.actions.map { action in
      let gating = fields.indices.filter { fields[$0].requirement?.gates(action) == true }
      let met = gating.allSatisfy { fields[$0].requirement!.rule.isSatisfied(by: fields[$0].text) }
      return Action(
        key: action.key, title: action.title, style: ActionStyle(action.role),
        isInitiallyEnabled: action.isEnabled && met, isEnabled: action.isEnabled,
        gatingFields: gating, titleColor: action.titleColor, image: action.image,
        accessibilityIdentifier: action.automationIdentifier)
    }
    preferredActionIndex =
      dialog.style == .alert ? dialog.actions.firstIndex { $0.isPreferred } : nil
    popover = dialog.style == .actionSheet ? UIKitPopoverPlan(anchor: dialog.anchor) : nil
    isCritical = dialog.actions.contains { $0.role == .destructive }
    accessibilityIdentifier = dialog.accessibilityIdentifier
    var unsupported: [String] = []
    if dialog.titleStyle?.maxLines != nil { unsupported.append("title max lines") }
    if dialog.messageStyle?.maxLines != nil { unsupported.append("message max lines") }
    self.unsupported = unsupported
  }

  /// Which actions are enabled for the fields' current text: an action is
  /// enabled when its own flag is set and every requirement that gates it
  /// is met.
  ///
  /// - Parameter texts: The fields' current text, top to bottom; missing
  ///   entries count as the field's initial text.
  /// - Returns: One flag per action, in ``actions`` order.
  public func enabledStates(texts: [String]) -> [Bool] {
    actions.map { action in
      action.isEnabled
        && action.gatingFields.allSatisfy { index in
          let text = index < texts.count ? texts[index] : textFields[index].text
          return textFields[index].rule?.isSatisfied(by: text) ?? true
        }
    }
  }

  /// A style that changes nothing is no style: the plain property is enough.
  private static func effective(_ style: TextStyle?) -> TextStyle? {
    guard let style, !style.isEmpty else { return nil }
    return style
  }
}

extension UIKitAlertPlan.ActionStyle {
  init(_ role: ActionRole) {
    switch role {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
