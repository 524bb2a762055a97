#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  import FluentAlert

  /// Finds what a popover points at, and points it there.
  @MainActor
  package enum PopoverPointing {
    /// What a popover points at: an object, or the centre of the
    /// presenting view with no arrow.
    enum Target {
      case anchor(UIKitAnchor)
      case center
    }

    /// Points `popover` at what `plan` names in its presenting view
    /// controller, unless it already has a source: what an action sheet's
    /// popover delegate does just before the popover appears.
    ///
    /// A controller presented by hand cannot be refused any more, so an
    /// identifier that matches nothing points at the centre.
    ///
    /// - Parameters:
    ///   - popover: The action sheet's popover, its presenting view
    ///     controller known.
    ///   - plan: Where the dialog asks its popover to point.
    package static func prepare(
      _ popover: UIPopoverPresentationController, as plan: UIKitPopoverPlan
    ) {
      guard popover.sourceView == nil, popover.sourceItem == nil else { return }
      let presenting: UIViewController = popover.presentingViewController
      point(popover, at: target(of: plan, in: presenting) ?? .center, in: presenting.view)
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
