/// Finds the view controller a dialog should be presented from: the
/// top-most one the user sees.
///
/// Starting at a window's root, the search follows, in this order at each
/// step:
/// 1. the modally presented controller, unless it is being dismissed;
/// 2. a navigation controller's top controller;
/// 3. a tab bar controller's selected controller;
/// 4. a split view controller's detail (last) controller, or its primary
///    (first) one when collapsed.
///
/// It stops at a controller that has none of these, and never loops, even on
/// a hierarchy that points back at itself.
@MainActor
package enum TopViewControllerSearch {
  /// Every controller the search passes through, from `root` to the top.
  ///
  /// - Parameter root: Where to start, usually a window's root controller.
  /// - Returns: The path; its last element is the top controller.
  /// - Complexity: O(*n*) in the number of controllers visited.
  package static func path(from root: any ViewControllerNode) -> [any ViewControllerNode] {
    var path: [any ViewControllerNode] = [root]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var node = root
    while let next = step(from: node), seen.insert(ObjectIdentifier(next)).inserted {
      path.append(next)
      node = next
    }
    return path
  }

  /// The controller to present from.
  ///
  /// - Parameter root: Where to start, usually a window's root controller.
  /// - Returns: The last controller of ``path(from:)``.
  package static func top(from root: any ViewControllerNode) -> any ViewControllerNode {
    path(from: root).last ?? root
  }

  private static func step(from node: any ViewControllerNode) -> (any ViewControllerNode)? {
    if let presented = node.topSearchPresented, !presented.topSearchIsBeingDismissed {
      return presented
    }
    switch node.topSearchContainer {
    case .none:
      return nil
    case .navigation(let top):
      return top
    case .tab(let selected):
      return selected
    case .split(let controllers, let isCollapsed):
      return isCollapsed ? controllers.first : controllers.last
    }
  }
}
