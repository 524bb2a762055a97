#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  extension AppKitDialogPresenter {
    /// The queue every dialog shown on `window` goes through.
    ///
    /// Dialogs appear one at a time, in order; `nil` is the app-modal
    /// queue. `present(on:)` uses it; use it yourself for a dialog that needs a priority, an
    /// identity that replaces a duplicate, or a ticket to withdraw it.
    ///
    /// ```swift
    /// @MainActor
    /// func reportSyncFailure(in window: NSWindow) async throws {
    ///   let dialog = Dialog<Bool>.alert("Sync failed")
    ///     .addAction("Retry", key: true)
    ///     .addCancel("Later", key: false)
    ///   let queue = AppKitDialogPresenter.queue(for: window)
    ///   _ = try await dialog.present(
    ///     using: queue, priority: .high, identity: "sync-failed")
    /// }
    /// ```
    ///
    /// - Parameter window: A window, or `nil` for app-modal alerts.
    /// - Returns: Its queue, created on first use and kept while the window
    ///   exists (the app-modal queue for the life of the app).
    public static func queue(for window: NSWindow?) -> DialogQueue {
      guard let window else { return AppModalQueue.queue }
      entries = entries.filter { $0.value.window != nil }
      let id = ObjectIdentifier(window)
      if let entry = entries[id], entry.window === window { return entry.queue }
      let queue = DialogQueue(presenter: AppKitDialogPresenter(window: window))
      entries[id] = Entry(window: window, queue: queue)
      return queue
    }

    private struct Entry {
      weak var window: NSWindow?
      let queue: DialogQueue
    }

    @MainActor private static var entries: [ObjectIdentifier: Entry] = [:]
  }

  @MainActor
  private enum AppModalQueue {
    static let queue = DialogQueue(presenter: AppKitDialogPresenter(window: nil))
  }
#endif
