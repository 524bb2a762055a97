#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  /// What ties a `UIAlertController` to the session it shows, held by the
  /// controller's action and text-field handlers, so it lives exactly as
  /// long as the controller.
  ///
  /// It carries the controller's side of the session: when the controller
  /// goes away before the session ended (someone else dismissed the alert,
  /// its window closed), the session ends as torn down, so nobody awaiting
  /// it hangs. It is the popover's delegate (pointing an action sheet at its
  /// anchor, reporting a tap outside it), and the presenter of a controller
  /// made with `UIAlertController(dialog:)`, which the caller presents:
  /// `show` only reports it visible, `update` syncs its buttons, `remove`
  /// closes it.
  @MainActor
  final class SessionLink: NSObject, DialogPresenter {
    let session: AnyDialogSession
    private weak var controller: UIAlertController?
    /// Where an action sheet's popover points, or `nil` for an alert.
    private let popover: UIKitPopoverPlan?
    /// Ends the session when the controller went away before it ended.
    private let onGone: @MainActor @Sendable () -> Void
    /// The index of each text field with a maximum length, whose delegate
    /// the link is.
    private var limitedFields: [ObjectIdentifier: Int] = [:]

    init(
      session: AnyDialogSession, controller: UIAlertController, popover: UIKitPopoverPlan?,
      presenter: UIKitDialogPresenter?
    ) {
      self.session = session
      self.controller = controller
      self.popover = popover
      onGone = { [weak session, weak presenter] in
        guard let session, !session.phase.hasEnded else { return }
        presenter?.forget(session)
        _ = session.tearDown()
      }
    }

    deinit {
      // Only Sendable values leave deinit: the closure, run on the main actor.
      let onGone = onGone
      Task { @MainActor in onGone() }
    }

    func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
      completion()
    }

    func update(_ session: AnyDialogSession) {
      controller?.syncEnabled(with: session)
    }

    func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void)
    {
      guard let controller else { return completion() }
      controller.dismissIfShown(animated: true, completion: completion)
    }
  }

  #if !os(tvOS)
    extension SessionLink: UIPopoverPresentationControllerDelegate {
      /// Called just before the popover appears, when the presenting view
      /// controller is known: points it at the plan's anchor when nobody
      /// gave it a source, so an iPad never raises, even for a controller
      /// made with `UIAlertController(dialog:)` and presented by hand.
      func prepareForPopoverPresentation(
        _ popoverPresentationController: UIPopoverPresentationController
      ) {
        guard let plan = popover else { return }
        PopoverPointing.prepare(popoverPresentationController, as: plan)
      }

      /// The user tapped outside the popover.
      ///
      /// With a cancel action UIKit has already run its handler and the
      /// session has ended; without one this ends it with no key.
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if session.phase == .presented { _ = session.dismissWithoutAction() }
      }
    }
  #endif

  extension SessionLink: UITextFieldDelegate {
    /// Makes the link the delegate of `textField`, the field at `index`,
    /// which has a maximum length.
    func limit(_ textField: UITextField, field index: Int) {
      limitedFields[ObjectIdentifier(textField)] = index
      textField.delegate = self
    }

    /// Refuses a keystroke that does not fit the field's maximum length,
    /// leaving the caret where it was, and keeps what fits of a paste,
    /// the caret after it.
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      guard let index = limitedFields[ObjectIdentifier(textField)] else { return true }
      let old = textField.text ?? ""
      let new = (old as NSString).replacingCharacters(in: range, with: string)
      let limit = session.textFields[index].maxLength
      guard let kept = DialogTextField<Int>.keeping(new, replacing: old, limit: limit) else {
        return true
      }
      if kept.text != old {
        textField.text = kept.text
        if let caret = textField.position(from: textField.beginningOfDocument, offset: kept.cursor)
        {
          textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        _ = session.setText(kept.text, forField: index)
      }
      return false
    }
  }
#endif
