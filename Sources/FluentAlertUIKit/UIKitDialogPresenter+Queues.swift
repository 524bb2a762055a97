#if canImport(UIKit) && !os(watchOS)
  import UIKit
#elseif FLUENTALERT_UIKIT_SHIM
  import UIKitShim
#endif

#if (canImport(UIKit) && !os(watchOS)) || FLUENTALERT_UIKIT_SHIM
  import FluentAlert

  extension UIKitDialogPresenter {
    /// The queue every dialog shown in `window` goes through, so they appear
    /// one at a time, in order; created on first use and kept while the
    /// window exists.
    ///
    /// - Parameter window: A window.
    /// - Returns: Its queue, whose presenter searches from the window's root.
    public static func queue(for window: UIWindow) -> DialogQueue {
      QueueRegistry.queue(for: window) { UIKitDialogPresenter(window: window) }
    }

    /// The queue of `viewController`'s window; a controller not in a window
    /// gets a queue of its own, kept while it exists.
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: The queue to show dialogs over it.
    public static func queue(for viewController: UIViewController) -> DialogQueue {
      if let window = viewController.viewIfLoaded?.window { return queue(for: window) }
      return QueueRegistry.queue(for: viewController) {
        UIKitDialogPresenter(viewController: viewController)
      }
    }

    /// The queue of `scene`'s key window (or first window); a scene without
    /// windows gets a queue of its own whose dialogs end as torn down.
    ///
    /// - Parameter scene: A window scene.
    /// - Returns: The queue to show dialogs in the scene.
    public static func queue(for scene: UIWindowScene) -> DialogQueue {
      if let window = scene.keyWindow ?? scene.windows.first { return queue(for: window) }
      return QueueRegistry.queue(for: scene) {
        UIKitDialogPresenter { [weak scene] in
          (scene?.keyWindow ?? scene?.windows.first)?.rootViewController
        }
      }
    }
  }

  /// One queue per window (or lone view controller, or empty scene), held
  /// while that object lives.
  @MainActor
  private enum QueueRegistry {
    private struct Entry {
      weak var owner: AnyObject?
      let queue: DialogQueue
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func queue(for owner: AnyObject, make: () -> UIKitDialogPresenter) -> DialogQueue {
      entries = entries.filter { $0.value.owner != nil }
      let id = ObjectIdentifier(owner)
      if let entry = entries[id], entry.owner === owner { return entry.queue }
      let queue = DialogQueue(presenter: make())
      entries[id] = Entry(owner: owner, queue: queue)
      return queue
    }
  }
#endif
