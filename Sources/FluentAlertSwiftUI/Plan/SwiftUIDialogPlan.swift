import FluentAlert

/// Which SwiftUI modifier shows a dialog and how each part maps, decided
/// in plain Swift so it can be tested without SwiftUI.
///
/// Alerts use `.alert(_:isPresented:presenting:actions:message:)`, action
/// sheets `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
/// Roles become `Button(role:)`, disabled actions `.disabled(true)`, the
/// preferred action `.keyboardShortcut(.defaultAction)` where the system has
/// keyboard shortcuts, and text fields `TextField` or `SecureField` where
/// the OS version allows them in alerts. The buttons and fields are the
/// session's rows; the plan adds only what is SwiftUI's own.
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

  /// The modifier that shows the dialog.
  package let presentation: Presentation
  /// The title SwiftUI requires; empty text when the dialog has none.
  package let title: String
  /// The message, or `nil`.
  package let message: String?
  /// A confirmation dialog's `titleVisibility`.
  ///
  /// `.visible` when the dialog has a title that is not empty as shown,
  /// `.hidden` when not (an empty row would show), as SwiftUI's automatic
  /// visibility decides. Alerts always show their title.
  package let titleVisibility: TitleVisibility
  /// One `Button` per row, in the dialog's order: `Button(role:)` from the
  /// row's role, `.disabled(true)` while it cannot be tapped.
  package let actions: [PresentedAction]
  /// The index of the action that gets `.keyboardShortcut(.defaultAction)`:
  /// the preferred one, where the system has keyboard shortcuts and the
  /// dialog has a default action.
  package let defaultActionIndex: Int?
  /// Each action's own key, for `.keyboardShortcut(_:)` where the system
  /// has keyboard shortcuts, by the action's index.
  package let ownKeys: [DialogKeyEquivalent?]
  /// One `TextField` or `SecureField` per row, top to bottom, placed before
  /// the buttons; empty where the system shows no text fields in alerts.
  package let textFields: [PresentedTextField]
  /// Whether to apply `.dialogSeverity(.critical)`: the dialog says it
  /// is critical and the platform has the modifier.
  package let isCritical: Bool
  /// The image for `.dialogIcon(_:)`, where the platform shows it; `nil`
  /// for the app's icon.
  package let icon: DialogImage?
  /// Whether to apply `.dialogSuppressionToggle`: the dialog has a
  /// suppression toggle and the platform shows it.
  package let showsSuppressionToggle: Bool
  /// The toggle's title, or `nil` for the system's words.
  package let suppressionTitle: String?
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
    presentation = session.style == .alert ? .alert : .confirmationDialog
    title = session.title ?? ""
    message = session.message
    titleVisibility = title.isEmpty ? .hidden : .visible
    let fieldsShown = platform.supportsTextFieldsInAlerts && presentation == .alert
    let shortcuts = platform.supportsKeyboardShortcuts
    let actions = session.actions
    self.actions = actions
    defaultActionIndex =
      shortcuts && session.hasDefaultAction ? session.preferredActionIndex : nil
    let ownKeys = session.keyboard.ownKeys
    self.ownKeys = shortcuts ? ownKeys : ownKeys.map { _ in nil }
    let fields = session.textFields
    textFields = fieldsShown ? fields : []
    isCritical = platform.supportsDialogSeverity && session.severity == .critical
    icon = platform.supportsDialogIcon ? session.icon : nil
    showsSuppressionToggle =
      session.suppressionToggleTitle != nil && platform.supportsSuppressionToggle
    suppressionTitle = session.givenSuppressionToggleTitle
    systemAddsCancel =
      presentation == .confirmationDialog && platform.confirmationDialogAddsCancel
      && !actions.contains { $0.role == .cancel }
    var unsupported: [String] = []
    if !(session.titleStyle?.isEmpty ?? true) { unsupported.append("title style") }
    if !(session.messageStyle?.isEmpty ?? true) { unsupported.append("message style") }
    if actions.contains(where: { $0.titleColor != nil }) {
      unsupported.append("action title colour")
    }
    if actions.contains(where: { $0.image != nil }) { unsupported.append("action image") }
    if actions.contains(where: \.isChecked) { unsupported.append("checkmark") }
    if session.actions.contains(where: \.keepsDialogOpen) {
      unsupported.append("action that keeps the dialog open")
    }
    if !fields.isEmpty && !fieldsShown { unsupported.append("text fields") }
    if fieldsShown && fields.contains(where: \.asksForClearButton) {
      unsupported.append("clear button")
    }
    if fieldsShown && fields.contains(where: \.asksForKeyboardAppearance) {
      unsupported.append("keyboard appearance")
    }
    if actions.contains(where: \.isPreferred) && !shortcuts {
      unsupported.append("preferred action")
    }
    if ownKeys.contains(where: { $0 != nil }) && !shortcuts {
      unsupported.append("key equivalent")
    }
    if !session.hasDefaultAction && shortcuts {
      // No button gets `.defaultAction`, but the system may choose one of its own.
      unsupported.append("no default action")
    }
    if let anchor = session.anchor, anchor != .center { unsupported.append("popover anchor") }
    if session.severity == .critical && !platform.supportsDialogSeverity {
      unsupported.append("critical severity")
    }
    if session.icon != nil && !platform.supportsDialogIcon { unsupported.append("icon") }
    if session.suppressionToggleTitle != nil && !platform.supportsSuppressionToggle {
      unsupported.append("suppression toggle")
    }
    if session.help != nil { unsupported.append("help") }
    if session.progress != nil { unsupported.append("progress") }
    if !session.accessories.isEmpty { unsupported.append("accessories") }
    if session.accessoryView != nil { unsupported.append("accessory view") }
    self.unsupported = unsupported
  }
}
