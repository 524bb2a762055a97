import FluentAlert

/// Everything `UIAlertController` needs to show a dialog, decided in plain
/// Swift so it can be tested without a screen.
///
/// The UIKit shell only carries a plan out: it creates the controller with
/// ``style``, adds one action per row of ``actions`` in order, configures
/// one field per row of ``textFields``, sets ``preferredActionIndex`` and
/// points the popover at ``popover``. The rows come from the session; the
/// plan adds only what is UIKit's own. Nothing here imports UIKit.
package struct UIKitDialogPlan: Hashable, Sendable {
  /// A title or message with the attributes it should be drawn with.
  package struct Text: Hashable, Sendable {
    /// The text as the screen shows it (resolved by the session).
    package let text: String
    /// The typed attributes, or `nil` when the dialog gives none (or only
    /// an empty style): the plain `title`/`message` property is then enough.
    package let style: TextStyle?

    /// Whether drawing the text needs an attributed string, which UIKit
    /// only accepts through an undocumented key (see
    /// ``UIKitUndocumentedAttributes``).
    package var needsAttributedString: Bool { style != nil }
  }

  /// `UIAlertController.preferredStyle`: alert or action sheet.
  package let style: DialogStyle
  /// The title, or `nil`.
  package let title: Text?
  /// The message, or `nil`.
  package let message: Text?
  /// One `UIAlertAction` per row, in the order they are added.
  ///
  /// UIKit itself moves the cancel action last (or hides it in an iPad
  /// popover).
  package let actions: [PresentedAction]
  /// The index in ``actions`` of `preferredAction`.
  ///
  /// Always `nil` for action sheets, where UIKit ignores it.
  package let preferredActionIndex: Int?
  /// One `UITextField` per row, added with
  /// `addTextField(configurationHandler:)`, top to bottom (alerts only).
  package let textFields: [PresentedTextField]
  /// Where the action sheet's popover points, or `nil` for alerts.
  package let popover: UIKitPopoverPlan?
  /// Whether `severity` is `.critical` (shown with a caution icon under Mac
  /// Catalyst): the dialog says it is critical, or says nothing and has a
  /// destructive action.
  package let isCritical: Bool
  /// The controller view's `accessibilityIdentifier`, or `nil`.
  package let accessibilityIdentifier: String?

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
    style = session.style
    title = session.title.map { Text(text: $0, style: Self.effective(session.titleStyle)) }
    message = session.message.map { Text(text: $0, style: Self.effective(session.messageStyle)) }
    textFields = session.textFields
    actions = session.actions
    preferredActionIndex = style == .alert ? session.preferredActionIndex : nil
    popover = style == .actionSheet ? UIKitPopoverPlan(anchor: session.anchor) : nil
    isCritical = session.severity == .critical
    accessibilityIdentifier = session.accessibilityIdentifier
  }

  /// A style that changes nothing is no style: the plain property is enough.
  private static func effective(_ style: TextStyle?) -> TextStyle? {
    guard let style, !style.isEmpty else { return nil }
    return style
  }
}
