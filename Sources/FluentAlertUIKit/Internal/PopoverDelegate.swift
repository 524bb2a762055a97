#if canImport(UIKit) && !os(watchOS)
  import UIKit

#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
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
      // A controller presented by hand cannot be refused any more: an
      // identifier that matches nothing points at the centre.
      let presenting: UIViewController = popover.presentingViewController
      let target = PopoverPointing.target(of: plan, in: presenting) ?? .center
      PopoverPointing.point(popover, at: target, in: presenting.view)
    }

    /// The user tapped outside the popover.
    ///
    /// With a cancel action UIKit has already run its handler and the
    /// session has ended; without one this ends it with no key.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      if let session, session.phase == .presented { _ = session.dismissWithoutAction() }
    }
  }

  /// Finds what a popover points at, and points it there.
  @MainActor
  enum PopoverPointing {
    /// What a popover points at: an object, or the centre of the
    /// presenting view with no arrow.
    enum Target {
      case anchor(UIKitAnchor)
      case center
    }

    /// The object the plan's source names in `presenting`, or `nil` when
    /// its identifier matches nothing there.
    static func target(of plan: UIKitPopoverPlan, in presenting: UIViewController) -> Target? {
      let view: UIView = presenting.view
      switch plan.requested {
      case .rect(let x, let y, let width, let height):
        return .anchor(.rect(CGRect(x: x, y: y, width: width, height: height), in: view))
      case .view(let identifier):
        return ViewSearch.view(identifier: identifier, in: view).map { .anchor(.view($0)) }
      case .barButtonItem(let identifier):
        return ViewSearch.barButtonItem(identifier: identifier, of: presenting).map {
          .anchor(.barButtonItem($0))
        }
      case .center:
        return .center
      }
    }

    /// Points a popover at `target`, the centre being that of `view`.
    static func point(
      _ popover: UIPopoverPresentationController, at target: Target, in view: UIView
    ) {
      popover.permittedArrowDirections = .any
      switch target {
      case .anchor(.view(let anchor)):
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
      case .anchor(.barButtonItem(let item)):
        popover.sourceItem = item
      case .anchor(.rect(let rect, let anchor)):
        popover.sourceView = anchor
        popover.sourceRect = rect
      case .center:
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
      }
    }
  }
#endif
