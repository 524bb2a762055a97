#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  extension Dialog {
    /// Shows the dialog as an `NSAlert` sheet on `window`, after any dialog
    /// already shown there, and waits for the user's choice: the one way a
    /// Mac app presents.
    ///
    /// ```swift
    /// enum Choice: Hashable, Sendable { case quit, stay }
    ///
    /// @MainActor
    /// func confirmQuit(in window: NSWindow?) async throws -> Bool {
    ///   let dialog = Dialog<Choice>.alert("Quit with unsaved changes?")
    ///     .addDestructive("Quit", key: .quit)
    ///     .addCancel("Stay", key: .stay)
    ///   let choice = try await dialog.present(on: window)
    ///   return choice == .quit
    /// }
    /// ```
    ///
    /// Without an argument the sheet goes on the app's key window, else its
    /// main window; `nil`, or a window that is not visible, shows an
    /// app-modal alert. The `actionTap` handler still runs. To show a dialog
    /// without waiting for it, call this from a `Task`; for a priority or
    /// to replace a duplicate, see `AppKitDialogPresenter.queue(for:)`.
    ///
    /// - Parameter window: The window the sheet attaches to, or `nil` for
    ///   an app-modal alert; by default the key window, else the main
    ///   window.
    /// - Returns: The key the dismissal reported, or `nil` for none.
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors; `CancellationError` when the task was cancelled.
    @MainActor
    public func present(
      on window: NSWindow? = NSApplication.shared.keyWindow ?? NSApplication.shared.mainWindow
    ) async throws -> Key? {
      try await AppKitDialogPresenter.queue(for: window).present(self)
    }

    /// Runs the dialog as an app-modal `NSAlert` and returns when the user
    /// has chosen, like `NSAlert.runModal()`; `actionTap` runs first.
    ///
    /// This bypasses the queues: use it where blocking is what you want
    /// (for example before the first window exists).
    ///
    /// - Returns: The chosen action's key, or `nil` when the alert ended
    ///   without a button.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func runModal() throws(DialogValidationError) -> Key? {
      let session = try DialogSession(self)
      let runner = ModalRunPresenter()
      _ = session.present(using: runner)
      let alert = SessionAlert(session: session)
      runner.alert = alert
      alert.isRunningModal = true
      let response = alert.alert.runModal()
      alert.isRunningModal = false
      if !alert.hasEnded {
        alert.hasEnded = true
        alert.report(response)
      }
      return session.reason?.key
    }
  }

  /// The presenter behind `runModal()`: the run itself is synchronous, so
  /// `show` and `remove` only report.
  @MainActor
  private final class ModalRunPresenter: DialogPresenter {
    var alert: SessionAlert?
    private var session: AnyDialogSession?

    func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
      self.session = session
      completion()
    }

    func update(_ session: AnyDialogSession) { alert?.syncEnabled() }

    func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void)
    {
      self.session = nil
      if let alert, !alert.hasEnded {
        alert.hasEnded = true
        if alert.isRunningModal { NSApplication.shared.abortModal() }
      }
      completion()
    }
  }
#endif
