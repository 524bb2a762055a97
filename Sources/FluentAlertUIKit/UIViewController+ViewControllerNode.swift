#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIViewController: ViewControllerNode {
    /// `presentedViewController`.
    package var topSearchPresented: (any ViewControllerNode)? { presentedViewController }

    /// `isBeingDismissed`.
    package var topSearchIsBeingDismissed: Bool { isBeingDismissed }

    /// Navigation, tab bar and split view controllers show their visible
    /// child; other controllers have none that matters.
    package var topSearchContainer: ViewControllerContainer {
      switch self {
      case let navigation as UINavigationController:
        .navigation(top: navigation.topViewController)
      case let tab as UITabBarController:
        .tab(selected: tab.selectedViewController)
      case let split as UISplitViewController:
        .split(viewControllers: split.viewControllers, isCollapsed: split.isCollapsed)
      default:
        .none
      }
    }
  }
#endif
