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
    package static func queue(for window: UIWindow) -> DialogQueue {
      QueueRegistry.queue(for: window) { UIKitDialogPresenter(window: window) }
    }

    /// The queue of `viewController`'s window, which `dialog.present(from:)`
    /// uses: for a dialog that needs a priority, an identity that replaces
    /// a duplicate, or a ticket to withdraw it; a controller not in a
    /// window gets a queue of its own, kept while it exists.
    ///
    /// ```swift
    /// final class SyncViewController: UIViewController {
    ///   func syncFailed() async throws {
    ///     let dialog = Dialog<Bool>.alert("Sync failed")
    ///       .addAction("Retry", key: true)
    ///       .addCancel("Later", key: false)
    ///     let queue = UIKitDialogPresenter.queue(for: self)
    ///     _ = try await dialog.present(
    ///       using: queue, priority: .high, identity: "sync-failed")
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter viewController: A view controller.
    /// - Returns: The queue to show dialogs over it.
    public static func queue(for viewController: UIViewController) -> DialogQueue {
      if let window = viewController.viewIfLoaded?.window { return queue(for: window) }
      return QueueRegistry.queue(for: viewController) {
        UIKitDialogPresenter(viewController: viewController)
      }
    }
  }

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
