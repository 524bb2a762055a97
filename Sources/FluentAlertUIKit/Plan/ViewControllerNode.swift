/// What the top-view-controller search needs to know about a view
/// controller; `UIViewController` conforms in the UIKit shell.
///
/// Keeping the search on this protocol lets it run, and be tested, without
/// UIKit: a test builds a tree of small classes that conform. The
/// requirements carry a `topSearch` prefix so that they cannot clash with a
/// property of your own view controller subclasses.
@MainActor
package protocol ViewControllerNode: AnyObject {
  /// The controller this one presents modally (`presentedViewController`).
  var topSearchPresented: (any ViewControllerNode)? { get }
  /// Whether this controller is on its way out (`isBeingDismissed`); the
  /// search never presents on top of one.
  var topSearchIsBeingDismissed: Bool { get }
  /// How this controller shows its children.
  var topSearchContainer: ViewControllerContainer { get }
}

/// How a view controller shows its children, as far as the top-view-controller
/// search cares.
@MainActor
package enum ViewControllerContainer {
  /// No children that matter (a plain controller).
  case none
  /// A `UINavigationController` and its `topViewController`.
  case navigation(top: (any ViewControllerNode)?)
  /// A `UITabBarController` and its `selectedViewController`.
  case tab(selected: (any ViewControllerNode)?)
  /// A `UISplitViewController`, its `viewControllers` and `isCollapsed`.
  case split(viewControllers: [any ViewControllerNode], isCollapsed: Bool)
}
