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
    completion?()
  }

  /// `dismiss(animated:completion:)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    UIKitShimLog.record("dismiss \(shimName) animated: \(flag)")
    if let presentedViewController {
      presentedViewController.presentingViewController = nil
      self.presentedViewController = nil
    } else if let presentingViewController {
      presentingViewController.presentedViewController = nil
      self.presentingViewController = nil
    }
    completion?()
  }

  /// A name for the log: the title, or the type.
  public var shimName: String { title ?? "\(type(of: self))" }
}

/// `UINavigationController` (UIKit/UINavigationController.h).
@MainActor
open class UINavigationController: UIViewController {
  /// `viewControllers`.
  open var viewControllers: [UIViewController] = []
  /// `topViewController`.
  open var topViewController: UIViewController? { viewControllers.last }

  /// `init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init()
  }
}

/// `UITabBarController` (UIKit/UITabBarController.h).
@MainActor
open class UITabBarController: UIViewController {
  /// `viewControllers`.
  open var viewControllers: [UIViewController]?
  /// `selectedIndex`.
  open var selectedIndex = 0
  /// `selectedViewController`.
  open var selectedViewController: UIViewController? {
    guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
    return viewControllers[selectedIndex]
  }
}

/// `UISplitViewController` (UIKit/UISplitViewController.h).
@MainActor
open class UISplitViewController: UIViewController {
  /// `viewControllers`.
  open var viewControllers: [UIViewController] = []
  /// `isCollapsed`.
  open var isCollapsed = false
}
