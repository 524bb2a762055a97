/// `UIViewController` (UIKit/UIViewController.h).
@MainActor
open class UIViewController: UIResponder {
  /// `title`.
  open var title: String?
  /// `view`.
  open var view: UIView! = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// `viewIfLoaded`: the shim's view always exists.
  open var viewIfLoaded: UIView? { view }
  /// `presentedViewController`.
  open internal(set) var presentedViewController: UIViewController?
  /// `presentingViewController`.
  open internal(set) weak var presentingViewController: UIViewController?
  /// `isBeingDismissed`.
  open var isBeingDismissed = false
  /// `navigationItem`.
  open var navigationItem = UINavigationItem()
  /// `toolbarItems`.
  open var toolbarItems: [UIBarButtonItem]?
  /// `transitionCoordinator`: set by a test to play an animation in flight.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// `popoverPresentationController`: non-nil only for controllers UIKit shows as popovers.
  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  /// `init()` (`init(nibName:bundle:)` with no nib).
  public override init() {}

  /// `present(_:animated:completion:)`.
  ///
  /// The shim presents at once and calls `completion` before returning; UIKit would finish
  /// an animation first.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    UIKitShimLog.record(
      "present \(type(of: viewControllerToPresent)) from \(shimName) animated: \(flag)")
    if let presentedViewController {
      UIKitShimLog.raise(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(shimName) which is "
          + "already presenting \(type(of: presentedViewController))")
      return
    }
    if let popover = viewControllerToPresent.popoverPresentationController {
      popover.presentingViewController = self
      popover.delegate?.prepareForPopoverPresentation(popover)
    }
    if let popover = viewControllerToPresent.popoverPresentationController,
      popover.sourceView == nil, popover.sourceItem == nil
    {
      UIKitShimLog.raise(
        "NSGenericException: UIPopoverPresentationController should have a non-nil "
          + "sourceView or sourceItem set before the presentation occurs.")
      return
    }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    if let window = view.window { window.addSubview(viewControllerToPresent.view) }
    completion?()
  }

  /// `dismiss(animated:completion:)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    UIKitShimLog.record("dismiss \(shimName) animated: \(flag)")
    if let presentedViewController {
      presentedViewController.presentingViewController = nil
      presentedViewController.view.removeFromSuperview()
      self.presentedViewController = nil
    } else if let presentingViewController {
      presentingViewController.presentedViewController = nil
      view.removeFromSuperview()
      self.presentingViewController = nil
    }
    completion?()
  }

  /// A name for the log: the title, or the type.
  public var shimName: String { title ?? "\(type(of: self))" }
}

/// `UIViewControllerTransitionCoordinatorContext`, reduced to what the shim passes.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext {}

/// `UIViewControllerTransitionCoordinator`, with the method the shell uses.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// `animate(alongsideTransition:completion:)`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// A transition a test finishes by hand.
@MainActor
public final class ShimTransition: UIViewControllerTransitionCoordinator {
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private let onFinish: @MainActor () -> Void

  /// Creates a transition in flight; `onFinish` runs when it ends, before the completions.
  public init(onFinish: @escaping @MainActor () -> Void = {}) {
    self.onFinish = onFinish
  }

  /// `animate(alongsideTransition:completion:)`: keeps the completion for `finish()`.
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    return true
  }

  /// Ends the animation: runs `onFinish`, then the completions.
  public func finish() {
    onFinish()
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}

/// `UINavigationController` (UIKit/UINavigationController.h).
@MainActor
open class UINavigationController: UIViewController {
  /// `viewControllers`; the top one's view is shown.
  open var viewControllers: [UIViewController] = [] {
    didSet { if let top = topViewController { view.addSubview(top.view) } }
  }
  /// `topViewController`.
  open var topViewController: UIViewController? { viewControllers.last }

  /// `init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init()
    viewControllers = [rootViewController]
    view.addSubview(rootViewController.view)  // observers do not run in an initializer
  }
}

/// `UITabBarController` (UIKit/UITabBarController.h).
@MainActor
open class UITabBarController: UIViewController {
  /// `viewControllers`; the selected one's view is shown.
  open var viewControllers: [UIViewController]? { didSet { showSelected() } }
  /// `selectedIndex`.
  open var selectedIndex = 0 { didSet { showSelected() } }

  private func showSelected() {
    if let selected = selectedViewController { view.addSubview(selected.view) }
  }
  /// `selectedViewController`.
  open var selectedViewController: UIViewController? {
    guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
    return viewControllers[selectedIndex]
  }
}

/// `UISplitViewController` (UIKit/UISplitViewController.h).
@MainActor
open class UISplitViewController: UIViewController {
  /// `viewControllers`; their views are shown side by side.
  open var viewControllers: [UIViewController] = [] {
    didSet { for child in viewControllers { view.addSubview(child.view) } }
  }
  /// `isCollapsed`.
  open var isCollapsed = false
}
