import FluentAlert

/// Which SwiftUI modifier shows a dialog and how each part maps, decided
/// in plain Swift so it can be tested without SwiftUI.
///
/// Alerts use `.alert(_:isPresented:presenting:actions:message:)`, action
/// sheets `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
/// Roles become `Button(role:)`, disabled actions `.disabled(true)`, the
/// preferred action `.keyboardShortcut(.defaultAction)` where the system has
/// keyboard shortcuts, and text fields `TextField` or `SecureField` where
/// the OS version allows them in alerts.
package struct SwiftUIDialogPlan: Hashable, Sendable {
  /// The modifier that shows the dialog.
  package enum Presentation: String, Hashable, Sendable {
    /// `.alert(_:isPresented:presenting:actions:message:)`.
    case alert
    /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
    case confirmationDialog
  }

  /// SwiftUI's `Visibility` for a confirmation dialog's title.
  package enum TitleVisibility: String, Hashable, Sendable {
    /// `.visible`.
    case visible
    /// `.hidden`.
    case hidden
  }

  /// SwiftUI's `ButtonRole`.
  package enum ButtonRole: String, Hashable, Sendable {
    /// `.cancel`.
    case cancel
    /// `.destructive`.
    case destructive
  }

  /// One `Button` in the dialog's actions.
  package struct Action: Hashable, Sendable {
    /// The action's index in the dialog, which a tap reports to the session.
    package let index: Int
    /// The action's key, as `String(describing:)` writes it.
    package let keyDescription: String
    /// The title.
    package let title: DialogText
    /// `Button(role:)`, or `nil` for an ordinary button.
    package let role: ButtonRole?
    /// Whether it could be tapped when the plan was made (else
    /// `.disabled(true)`); the session re-evaluates it as the user types.
    package let isEnabled: Bool
    /// Whether the button gets `.keyboardShortcut(.defaultAction)`.
    package let isDefaultAction: Bool
    /// `.accessibilityIdentifier(_:)`.
    package let accessibilityIdentifier: String
  }

  /// One `TextField` or `SecureField` in an alert's actions.
  package struct TextField: Hashable, Sendable {
    /// The placeholder (SwiftUI's field title), or `nil` for an empty one.
    package let placeholder: DialogText?
    /// The initial text.
    package let text: String
    /// Whether it is a `SecureField`.
    package let isSecure: Bool
    /// `.keyboardType(_:)` (iOS, tvOS and visionOS).
    package let keyboard: KeyboardKind
    /// `.textContentType(_:)`, or `nil`.
    package let contentType: TextContentType?
    /// `.textInputAutocapitalization(_:)`, or `nil` for the default.
    package let capitalization: TextCapitalization?
    /// `.autocorrectionDisabled(_:)` gets the negation, or nothing when `nil`.
    package let autocorrection: Bool?
    /// `.accessibilityIdentifier(_:)`.
    package let accessibilityIdentifier: String
    /// The rule the text must meet, or `nil`.
    package let rule: TextRule?
  }

  /// The modifier that shows the dialog.
  package let presentation: Presentation
  /// The title SwiftUI requires; empty text when the dialog has none.
  package let title: DialogText
  /// The message, or `nil`.
  package let message: DialogText?
  /// A confirmation dialog's `titleVisibility`.
  ///
  /// `.visible` when the dialog has a title, `.hidden` when not. Alerts
  /// always show their title.
  package let titleVisibility: TitleVisibility
  /// The buttons, in the dialog's order.
  package let actions: [Action]
  /// The text fields, top to bottom, placed before the buttons.
  package let textFields: [TextField]
  /// Whether to apply `.dialogSeverity(.critical)`: the dialog has a
  /// destructive action and the platform has the modifier.
  package let isCritical: Bool
  /// Whether the system adds a Cancel button of its own, whose tap dismisses
  /// the dialog without any key.
  package let systemAddsCancel: Bool
  /// Parts of the description this SwiftUI API cannot show on this platform
  /// (text styles, title colours, images, a popover anchor, text fields on
  /// an OS version without them), so the caller can tell what was dropped.
  package let unsupported: [String]

  /// Plans a dialog for SwiftUI on a platform.
  ///
  /// - Parameters:
  ///   - dialog: The description; it must have no validation errors.
  ///   - platform: The OS and version the dialog will be shown on.
  /// - Throws: `DialogValidationError` when the dialog has errors.
  @MainActor
  package init<Key>(_ dialog: Dialog<Key>, platform: SwiftUIPlatform)
    throws(DialogValidationError)
  {
    self.init(session: try DialogSession(dialog), platform: platform)
  }

  /// Plans what a session shows on a platform, as the view modifier does.
  ///
  /// - Parameters:
  ///   - session: The session the modifier shows.
  ///   - platform: The OS and version the dialog will be shown on.
  @MainActor
  package init(session: AnyDialogSession, platform: SwiftUIPlatform) {
    let dialog = session.indexedDialog
    presentation = dialog.style == .alert ? .alert : .confirmationDialog
    title = dialog.title ?? .verbatim("")
    message = dialog.message
    titleVisibility = dialog.title == nil ? .hidden : .visible
    let fieldsShown = platform.supportsTextFieldsInAlerts && presentation == .alert
    let shortcuts = platform.supportsKeyboardShortcuts
    let presented = session.actions
    actions = presented.map { action in
      let role: ButtonRole? =
        switch action.role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
      return Action(
        index: action.index, keyDescription: action.keyDescription, title: action.title,
        role: role, isEnabled: action.isEnabled,
        isDefaultAction: shortcuts && action.isPreferred,
        accessibilityIdentifier: action.accessibilityIdentifier)
    }
    let fields = session.textFields
    textFields =
      fieldsShown
      ? fields.map { field in
        TextField(
          placeholder: field.placeholder, text: field.text, isSecure: field.isSecure,
          keyboard: field.keyboard, contentType: field.contentType,
          capitalization: field.capitalization, autocorrection: field.autocorrection,
          accessibilityIdentifier: field.accessibilityIdentifier
            ?? "fluentalert.textField.\(field.index)",
          rule: field.rule)
      } : []
    isCritical = platform.supportsDialogSeverity && presented.contains { $0.role == .destructive }
    systemAddsCancel =
      presentation == .confirmationDialog && platform.confirmationDialogAddsCancel
      && !presented.contains { $0.role == .cancel }
    var unsupported: [String] = []
    if !(dialog.titleStyle?.isEmpty ?? true) { unsupported.append("title style") }
    if !(dialog.messageStyle?.isEmpty ?? true) { unsupported.append("message style") }
    if presented.contains(where: { $0.titleColor != nil }) {
      unsupported.append("action title colour")
    }
    if presented.contains(where: { $0.image != nil }) { unsupported.append("action image") }
    if !fields.isEmpty && !fieldsShown { unsupported.append("text fields") }
    if presented.contains(where: \.isPreferred) && !shortcuts {
      unsupported.append("preferred action")
    }
    if let anchor = dialog.anchor, anchor != .center { unsupported.append("popover anchor") }
    self.unsupported = unsupported
  }
}
