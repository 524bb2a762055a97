#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  /// Shows dialog sessions as `NSAlert`s: a sheet on a window, or app-modal.
  ///
  /// Each session is drawn with buttons in NSAlert's
  /// order with explicit Return and Escape key equivalents, the critical
  /// style for a dialog whose severity says so, and the text fields in an
  /// accessory view.
  /// A click and typing go to the session; when the session ends without a
  /// click (auto-dismiss, `dismiss()`), the presenter ends the sheet or the
  /// modal run. Use it through a `DialogQueue` so dialogs wait for each
  /// other; `dialog.present(on:)` does that with one queue per window.
  @MainActor
  public final class AppKitDialogPresenter: DialogPresenter {
    /// The window sheets attach to; `nil` (or a window that is not visible)
    /// runs alerts app-modal.
    public private(set) weak var window: NSWindow?
    /// The clock for auto-dismiss timers: `ContinuousClock()`, or a
    /// `TestClock` from `FluentAlertTesting` that a test advances by hand.
    public var clock: any Clock<Duration> = ContinuousClock()
    private var shown: [ObjectIdentifier: Shown] = [:]

    /// Creates a presenter for a window, or for app-modal alerts.
    ///
    /// - Parameter window: The window sheets attach to, held weakly; `nil`
    ///   for app-modal alerts.
    public init(window: NSWindow?) {
      self.window = window
    }

    /// The alert showing `session`, if it is on screen.
    ///
    /// - Parameter session: A session this presenter shows.
    /// - Returns: The alert, or `nil`.
    package func alert(for session: AnyDialogSession) -> NSAlert? {
      shown[ObjectIdentifier(session)]?.alert.alert
    }

    /// Shows an alert for `session`, as a sheet on ``window`` when it is
    /// visible, app-modal otherwise.
    ///
    /// - Parameters:
    ///   - session: The session to show.
    ///   - completion: Called once the alert is on screen.
    public func show(
      _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
    ) {
      let alert = SessionAlert(session: session)
      let id = ObjectIdentifier(session)
      let sheetWindow = window.flatMap { $0.isVisible ? $0 : nil }
      shown[id] = Shown(session: session, alert: alert, sheetWindow: sheetWindow)
      completion()
      switch AppKitDialogPlan.presentation(hasWindow: sheetWindow != nil) {
      case .sheet:
        guard let sheetWindow else { return }
        alert.alert.beginSheetModal(for: sheetWindow) { [weak self] response in
          self?.ended(id, response: response)
        }
      case .appModal:
        // Leave `show` (and whoever called it) before the modal loop starts.
        Task { @MainActor [weak self] in
          guard self?.shown[id] != nil else { return }
          alert.isRunningModal = true
          let response = alert.alert.runModal()
          alert.isRunningModal = false
          self?.ended(id, response: response)
        }
      }
    }

    /// Enables and disables buttons as the session's text requirements
    /// change.
    ///
    /// - Parameter session: A session this presenter shows.
    public func update(_ session: AnyDialogSession) {
      shown[ObjectIdentifier(session)]?.alert.syncEnabled()
    }

    /// Ends the sheet or modal run of `session` unless a click already did.
    ///
    /// - Parameters:
    ///   - session: The session to remove.
    ///   - completion: Called once the alert is gone.
    public func remove(
      _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
    ) {
      guard let entry = shown.removeValue(forKey: ObjectIdentifier(session)) else {
        return completion()
      }
      if !entry.alert.hasEnded {
        entry.alert.hasEnded = true
        if let sheetWindow = entry.sheetWindow {
          sheetWindow.endSheet(entry.alert.alert.window, returnCode: .abort)
        } else if entry.alert.isRunningModal {
          NSApplication.shared.abortModal()
        }
      }
      completion()
    }

    /// NSAlert closed itself: a click becomes a tap; anything else (the run
    /// was aborted from outside) ends the session as torn down.
    private func ended(_ id: ObjectIdentifier, response: NSApplication.ModalResponse) {
      guard let entry = shown[id], !entry.alert.hasEnded else { return }
      entry.alert.hasEnded = true
      entry.alert.report(response)
    }

    private struct Shown {
      let session: AnyDialogSession
      let alert: SessionAlert
      let sheetWindow: NSWindow?
    }
  }
#endif
