#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  extension UIAlertController {
    /// Creates an alert controller that shows `dialog`; a tap calls the
    /// dialog's `actionTap` with the action's key.
    ///
    /// ```swift
    /// final class DraftViewController: UIViewController {
    ///   func deleteTapped() throws {
    ///     let dialog = Dialog<String>.alert("Delete draft?")
    ///       .addDestructive("Delete", key: "delete")
    ///       .addCancel("Keep", key: "keep")
    ///       .actionTap { key in print(key) }
    ///     let controller = try UIAlertController(dialog: dialog)
    ///     present(controller, animated: true)
    ///   }
    /// }
    /// ```
    ///
    /// The controller keeps its dialog's session alive while it exists, so
    /// nothing else needs to hold on to it. The session counts as presented
    /// from here on (an auto-dismiss timer starts now), so present the
    /// controller right away; or use `dialog.present(from:)`, which also
    /// waits for any dialog already on screen and finds the view controller
    /// to present from. If the controller goes away without a tap, the
    /// dismissal is still reported, once.
    ///
    /// On iPad an action sheet's popover points at the dialog's anchor, found
    /// in the presenting view controller when it is presented (or at the
    /// centre of its view), unless you set a source yourself.
    ///
    /// - Parameter dialog: The dialog to show.
    /// - Throws: `DialogValidationError` when the dialog has errors (UIKit
    ///   would raise an exception, or the user could not close it).
    public convenience init<Key>(dialog: Dialog<Key>) throws(DialogValidationError) {
      let session = try DialogSession(dialog)
      self.init(session: session, presenter: nil)
    }

    /// A controller that shows what `session` shows and reports every tap
    /// and keystroke to it: the one place a session becomes a
    /// `UIAlertController`, through its ``UIKitDialogPlan``.
    ///
    /// Without a `presenter` the controller stands alone: it presents the
    /// session itself, and closes when the session ends without a tap.
    /// When the controller goes away before the session ended, the session
    /// ends as torn down and `presenter` forgets it.
    ///
    /// - Parameters:
    ///   - session: The session to show.
    ///   - presenter: The presenter that shows it, or `nil`.
    convenience init(session: AnyDialogSession, presenter: UIKitDialogPresenter?) {
      let plan = UIKitDialogPlan(session: session)
      self.init(
        title: plan.title?.text, message: plan.message?.text,
        preferredStyle: UIAlertController.Style(plan.style))
      let link = SessionLink(
        session: session, controller: self, popover: plan.popover, presenter: presenter)
      for row in plan.actions {
        let index = row.index
        let style = UIAlertAction.Style(row.role)
        let alertAction = UIAlertAction(title: row.title, style: style) { _ in
          // UIKit has closed the alert: an action that keeps it open closes it too.
          _ = link.session.tap(actionAt: index, keepingOpen: false)
        }
        alertAction.isEnabled = row.isEnabled
        alertAction.accessibilityIdentifier = row.accessibilityIdentifier
        addAction(alertAction)
      }
      if let index = plan.preferredActionIndex, actions.indices.contains(index) {
        preferredAction = actions[index]
      }
      for row in plan.textFields {
        let index = row.index
        addTextField { textField in
          textField.show(row)
          if row.maxLength != nil { link.limit(textField, field: index) }
          textField.addAction(
            UIAction { [weak textField] _ in
              _ = link.session.setText(textField?.text ?? "", forField: index)
              // A maximum length refuses what does not fit: show what the session kept.
              let kept = link.session.texts[index]
              if let textField, textField.text != kept { textField.text = kept }
            }, for: .editingChanged)
        }
      }
      #if !os(tvOS)
        popoverPresentationController?.delegate = link
      #endif
      severity = plan.isCritical ? .critical : .default
      if let identifier = plan.accessibilityIdentifier {
        view.accessibilityIdentifier = identifier
      }
      UIKitUndocumentedAttributes.apply(plan, to: self)
      if presenter == nil { _ = session.present(using: link) }
    }

    /// Makes the enabled state of each button, the message and each
    /// field's text match the session's.
    func syncEnabled(with session: AnyDialogSession) {
      for (action, presented) in zip(actions, session.actions) {
        action.isEnabled = presented.isEnabled
      }
      // What the app changed while the alert is up: the title, the message, a
      // field's text.
      if title != session.title { title = session.title }
      if message != session.message { message = session.message }
      for (field, text) in zip(textFields ?? [], session.texts) where field.text != text {
        field.text = text
      }
    }

    /// Dismisses the controller unless UIKit already did (after a tap), then
    /// calls `completion` once it is gone: when UIKit is still animating it
    /// out, only after that animation, so the next dialog can be presented
    /// from the same controller.
    func dismissIfShown(animated: Bool, completion: @escaping @MainActor @Sendable () -> Void) {
      if isBeingDismissed, let coordinator = transitionCoordinator {
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
      } else if let presenting = presentingViewController, !isBeingDismissed {
        presenting.dismiss(animated: animated) { completion() }
      } else {
        completion()
      }
    }
  }

#endif
