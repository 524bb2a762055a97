#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  extension AppKitDialogPresenter {
    /// The queue every dialog shown on `window` goes through, so they appear
    /// one at a time, in order; `nil` is the app-modal queue.
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

    /// The queue of the app's key window, else its main window, else the
    /// app-modal queue: for code that has no window at hand.
    ///
    /// - Returns: The queue of the window found when this is called.
    public static func keyWindowQueue() -> DialogQueue {
      queue(for: NSApplication.shared.keyWindow ?? NSApplication.shared.mainWindow)
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
