#if canImport(UIKit) && !os(watchOS)
  import UIKit
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

  extension UIKitDialogPresenter {
    /// The queue of the app's key window: the key window of the scene the
    /// user is using, found when this is called.
    ///
    /// Among the connected window scenes, a foreground active one is
    /// preferred, then a foreground inactive one, then any; within them, a
    /// key window, else a first window. Dialogs are presented from that
    /// window's top view controller, so nobody has to find it.
    ///
    /// - Returns: That window's queue (see `queue(for:)`); when no
    ///   scene has a window, a queue whose dialogs end as torn down.
    public static func keyWindowQueue() -> DialogQueue {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let described = scenes.map { scene in
        KeyWindowSearch.Scene(
          activation: KeyWindowSearch.Activation(scene.activationState),
          windows: scene.windows.map { ($0, $0.isKeyWindow) })
      }
      guard let window = KeyWindowSearch.window(among: described) else { return NoWindow.queue }
      return queue(for: window)
    }
  }

  extension KeyWindowSearch.Activation {
    /// The search's activation for UIKit's.
    ///
    /// - Parameter state: A scene's activation state.
    init(_ state: UIScene.ActivationState) {
      switch state {
      case .foregroundActive: self = .foregroundActive
      case .foregroundInactive: self = .foregroundInactive
      case .background: self = .background
      default: self = .unattached
      }
    }
  }

  /// The queue for an app with no window to show dialogs in.
  @MainActor
  private enum NoWindow {
    static let queue = DialogQueue(presenter: UIKitDialogPresenter { nil })
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
