#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  extension Dialog {
    /// Shows the dialog as an `NSAlert` sheet on `window` (app-modal when
    /// `window` is `nil` or not visible), after any dialog already shown
    /// there, and waits for the user's choice.
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
    /// - Parameter window: The window the sheet attaches to, or `nil`.
    /// - Returns: The key the dismissal reported, or `nil` for none.
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors; `CancellationError` when the task was cancelled.
    @MainActor
    public func present(on window: NSWindow?) async throws -> Key? {
      try await AppKitDialogPresenter.queue(for: window).present(self)
    }

    /// Shows the dialog as a sheet on the app's key window (else its main
    /// window, else app-modal), after any dialog already shown there, and
    /// waits for the user's choice.
    ///
    /// ```swift
    /// @MainActor
    /// func reportSyncFailure() async throws {
    ///   let dialog = Dialog<Bool>.alert("Sync failed")
    ///     .addAction("Retry", key: true)
    ///     .addCancel("Later", key: false)
    ///   if try await dialog.present() == true { print("retrying") }
    /// }
    /// ```
    ///
    /// - Returns: The key the dismissal reported, or `nil` for none.
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors; `CancellationError` when the task was cancelled.
    @MainActor
    public func present() async throws -> Key? {
      try await AppKitDialogPresenter.keyWindowQueue().present(self)
    }

    /// Queues the dialog on the app's key window (else its main window,
    /// else app-modal) without waiting.
    ///
    /// A model-driven app keeps the dialog as plain data and attaches its
    /// handler when it shows it:
    /// `try model.dialog?.actionTap { model.handle($0) }.enqueue()`.
    ///
    /// - Returns: The dialog's ticket.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func enqueue() throws(DialogValidationError) -> DialogTicket {
      try AppKitDialogPresenter.keyWindowQueue().enqueue(self)
    }

    /// Queues the dialog on `window` (or app-modal) without waiting: the
    /// fire-and-forget spelling for code that only needs `actionTap`.
    ///
    /// - Parameter window: The window the sheet attaches to, or `nil`.
    /// - Returns: The dialog's ticket, to ask its status or withdraw it.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func enqueue(on window: NSWindow?) throws(DialogValidationError) -> DialogTicket {
      try AppKitDialogPresenter.queue(for: window).enqueue(self)
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
