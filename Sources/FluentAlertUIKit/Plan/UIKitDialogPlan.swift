import FluentAlert

/// Everything `UIAlertController` needs to show a dialog, decided in plain
/// Swift so it can be tested without a screen.
///
/// The UIKit shell only carries a plan out: it creates the controller with
/// ``controllerStyle``, adds ``actions`` in order, configures
/// ``textFields``, sets ``preferredActionIndex`` and points the popover at
/// ``popover``. Nothing here imports UIKit.
package struct UIKitDialogPlan: Hashable, Sendable {
  /// `UIAlertController.Style`.
  package enum ControllerStyle: String, Hashable, Sendable {
    /// `.alert`.
    case alert
    /// `.actionSheet`.
    case actionSheet
  }

  /// `UIAlertAction.Style`.
  package enum ActionStyle: String, Hashable, Sendable {
    /// `.default`.
    case `default`
    /// `.cancel`.
    case cancel
    /// `.destructive`.
    case destructive
  }

  /// `UITextAutocorrectionType`.
  package enum Autocorrection: String, Hashable, Sendable {
    /// `.default`: the platform decides.
    case `default`
    /// `.yes`.
    case yes
    /// `.no`.
    case no
  }

  /// A title or message with the attributes it should be drawn with.
  package struct Text: Hashable, Sendable {
    /// The text, resolved by the shell when the controller is made.
    package let text: DialogText
    /// The typed attributes, or `nil` when the dialog gives none (or only
    /// an empty style): the plain `title`/`message` property is then enough.
    package let style: TextStyle?

    /// Whether drawing the text needs an attributed string, which UIKit
    /// only accepts through an undocumented key (see
    /// ``UIKitUndocumentedAttributes``).
    package var needsAttributedString: Bool { style != nil }
  }

  /// One `UIAlertAction`.
  package struct Action: Hashable, Sendable {
    /// The action's index in the dialog, which a tap reports to the session.
    package let index: Int
    /// The action's key, as `String(describing:)` writes it.
    package let keyDescription: String
    /// The button's title.
    package let title: DialogText
    /// The `UIAlertAction.Style`.
    package let style: ActionStyle
    /// `isEnabled` when the plan was made.
    ///
    /// The action's own flag and every text requirement that gates it must
    /// hold; the session re-evaluates it as the user types.
    package let isEnabled: Bool
    /// The title colour (undocumented key `titleTextColor`).
    package let titleColor: DialogColor?
    /// The image beside the title (undocumented key `image`).
    package let image: DialogImage?
    /// `accessibilityIdentifier`: the action's own, or one derived from its
    /// key.
    package let accessibilityIdentifier: String
  }

  /// One `UITextField` added with `addTextField(configurationHandler:)`.
  package struct TextField: Hashable, Sendable {
    /// `placeholder`.
    package let placeholder: DialogText?
    /// `text`.
    package let text: String
    /// `isSecureTextEntry`.
    package let isSecure: Bool
    /// `keyboardType`.
    package let keyboard: KeyboardKind
    /// `textContentType`, or `nil` to leave it unset.
    package let contentType: TextContentType?
    /// `autocapitalizationType`, or `nil` to leave UIKit's default.
    package let capitalization: TextCapitalization?
    /// `autocorrectionType`.
    package let autocorrection: Autocorrection
    /// `accessibilityIdentifier`: the field's own, or
    /// `"fluentalert.textField.<index>"`.
    package let accessibilityIdentifier: String
    /// The rule the text must meet, or `nil`.
    package let rule: TextRule?
  }

  /// `UIAlertController.preferredStyle`.
  package let controllerStyle: ControllerStyle
  /// The title, or `nil`.
  package let title: Text?
  /// The message, or `nil`.
  package let message: Text?
  /// The actions in the order they are added.
  ///
  /// UIKit itself moves the cancel action last (or hides it in an iPad
  /// popover).
  package let actions: [Action]
  /// The index in ``actions`` of `preferredAction`.
  ///
  /// Always `nil` for action sheets, where UIKit ignores it.
  package let preferredActionIndex: Int?
  /// The text fields, top to bottom (alerts only).
  package let textFields: [TextField]
  /// Where the action sheet's popover points, or `nil` for alerts.
  package let popover: UIKitPopoverPlan?
  /// Whether `severity` is `.critical` (shown with a caution icon under Mac
  /// Catalyst): the dialog has a destructive action.
  package let isCritical: Bool
  /// The controller view's `accessibilityIdentifier`, or `nil`.
  package let accessibilityIdentifier: String?
  /// Attributes of the description that `UIAlertController` cannot show at
  /// all, documented or not (for example a title's line limit), so the
  /// caller can tell what was dropped.
  package let unsupported: [String]

  /// Plans a dialog for UIKit.
  ///
  /// - Parameter dialog: The description; it must have no validation errors.
  /// - Throws: `DialogValidationError` when the dialog has errors (UIKit
  ///   would raise an exception or the user could not close it).
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
    let style = dialog.style
    controllerStyle = style == .alert ? .alert : .actionSheet
    title = dialog.title.map { Text(text: $0, style: Self.effective(dialog.titleStyle)) }
    message = dialog.message.map { Text(text: $0, style: Self.effective(dialog.messageStyle)) }
    textFields = session.textFields.map { field in
      TextField(
        placeholder: field.placeholder, text: field.text, isSecure: field.isSecure,
        keyboard: field.keyboard, contentType: field.contentType,
        capitalization: field.capitalization,
        autocorrection: field.autocorrection.map { $0 ? .yes : .no } ?? .default,
        accessibilityIdentifier: field.accessibilityIdentifier
          ?? "fluentalert.textField.\(field.index)",
        rule: field.rule)
    }
    let actions = session.actions
    self.actions = actions.map { action in
      Action(
        index: action.index, keyDescription: action.keyDescription, title: action.title,
        style: ActionStyle(action.role), isEnabled: action.isEnabled,
        titleColor: action.titleColor, image: action.image,
        accessibilityIdentifier: action.accessibilityIdentifier)
    }
    preferredActionIndex = style == .alert ? session.preferredActionIndex : nil
    popover = style == .actionSheet ? UIKitPopoverPlan(anchor: dialog.anchor) : nil
    isCritical = actions.contains { $0.role == .destructive }
    accessibilityIdentifier = dialog.accessibilityIdentifier
    var unsupported: [String] = []
    if dialog.titleStyle?.maxLines != nil { unsupported.append("title max lines") }
    if dialog.messageStyle?.maxLines != nil { unsupported.append("message max lines") }
    self.unsupported = unsupported
  }

  /// A style that changes nothing is no style: the plain property is enough.
  private static func effective(_ style: TextStyle?) -> TextStyle? {
    guard let style, !style.isEmpty else { return nil }
    return style
  }
}

extension UIKitDialogPlan.ActionStyle {
  init(_ role: ActionRole) {
    switch role {
    case .default: self = .default
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
