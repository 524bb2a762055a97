#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Finds a popover anchor by accessibility identifier.
  @MainActor
  enum ViewSearch {
    /// The first view, depth first, whose accessibility identifier matches.
    static func view(identifier: String, in root: UIView) -> UIView? {
      var stack = [root]
      while let view = stack.popLast() {
        if view.accessibilityIdentifier == identifier { return view }
        stack.append(contentsOf: view.subviews.reversed())
      }
      return nil
    }

    /// The first bar button item of the controller's navigation item (left,
    /// then right) or toolbar whose accessibility identifier matches.
    static func barButtonItem(identifier: String, of controller: UIViewController)
      -> UIBarButtonItem?
    {
      let items =
        (controller.navigationItem.leftBarButtonItems ?? [])
        + (controller.navigationItem.rightBarButtonItems ?? []) + (controller.toolbarItems ?? [])
      return items.first { $0.accessibilityIdentifier == identifier }
    }
  }
#endif
