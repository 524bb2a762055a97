#if canImport(UIKit) && !os(watchOS)
  import UIKit
#elseif FLUENTALERT_UIKIT_SHIM
  import UIKitShim
#endif

#if ((canImport(UIKit) && !os(watchOS)) || FLUENTALERT_UIKIT_SHIM) && !os(tvOS)
  import FluentAlert

  /// The popover delegate of an action sheet: points the popover at the
  /// plan's anchor when nobody gave it a source (so an iPad never raises,
  /// even for a controller made with `UIAlertController(dialog:)` and
  /// presented by hand), and reports a tap outside the popover to the
  /// session.
  @MainActor
  final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    private let plan: UIKitPopoverPlan
    private weak var session: AnyDialogSession?

    init(plan: UIKitPopoverPlan, session: AnyDialogSession) {
      self.plan = plan
      self.session = session
    }

    /// Called just before the popover appears, when the presenting view
    /// controller is known.
    func prepareForPopoverPresentation(
      _ popoverPresentationController: UIPopoverPresentationController
    ) {
      let popover = popoverPresentationController
      guard popover.sourceView == nil, popover.sourceItem == nil else { return }
      PopoverPointing.point(popover, at: plan, from: popover.presentingViewController)
    }

    /// The user tapped outside the popover.
    ///
    /// With a cancel action UIKit has already run its handler and the
    /// session has ended; without one this ends it with no key.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      if let session, session.phase == .presented { _ = session.dismissWithoutAction() }
    }
  }

  /// Points a popover at a plan's source, or at the centre of the presenting
  /// view when the source cannot be found.
  @MainActor
  enum PopoverPointing {
    static func point(
      _ popover: UIPopoverPresentationController, at plan: UIKitPopoverPlan,
      from presenting: UIViewController
    ) {
      let view: UIView = presenting.view
      let source = plan.resolved(
        viewExists: { ViewSearch.view(identifier: $0, in: view) != nil },
        barButtonItemExists: { ViewSearch.barButtonItem(identifier: $0, of: presenting) != nil })
      switch source {
      case .rect(let x, let y, let width, let height):
        popover.sourceView = view
        popover.sourceRect = CGRect(x: x, y: y, width: width, height: height)
      case .view(let identifier):
        let target = ViewSearch.view(identifier: identifier, in: view) ?? view
        popover.sourceView = target
        popover.sourceRect = target.bounds
      case .barButtonItem(let identifier):
        popover.sourceItem = ViewSearch.barButtonItem(identifier: identifier, of: presenting)
      case .center:
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
      }
      popover.permittedArrowDirections = UIKitPopoverPlan.showsArrow(for: source) ? .any : []
    }

    /// Points a popover at an anchor given as an object.
    static func point(_ popover: UIPopoverPresentationController, at anchor: UIKitAnchor) {
      switch anchor {
      case .view(let view):
        popover.sourceView = view
        popover.sourceRect = view.bounds
      case .barButtonItem(let item):
        popover.sourceItem = item
      case .rect(let rect, let view):
        popover.sourceView = view
        popover.sourceRect = rect
      }
      popover.permittedArrowDirections = .any
    }
  }
#endif
