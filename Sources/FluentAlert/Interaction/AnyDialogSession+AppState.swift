// What the app changes on a dialog while it is up, from state only the app knows.
extension AnyDialogSession {
  /// Enables or disables the action at `index` from the app's side, as a
  /// text rule would: for a state only the app knows (a shortcut was
  /// recorded, a download finished).
  ///
  /// The description's ``DialogAction/isEnabled`` is where the action
  /// starts; this replaces it for the rest of the presentation. Requirements
  /// and text checks still gate the action on top of it. The presenter is
  /// asked to ``DialogPresenter/update(_:)``, so every built-in screen
  /// follows at once.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the action may be tapped.
  ///   - index: The action's index, ``PresentedAction/index``.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended or there is no such action.
  @discardableResult
  public func setEnabled(_ isEnabled: Bool, actionAt index: Int) -> Bool {
    guard !phase.hasEnded, actionsEnabled.indices.contains(index) else { return false }
    guard actionsEnabled[index] != isEnabled else { return true }
    actionsEnabled[index] = isEnabled
    if handedToPresenter { presenter?.update(self) }
    return true
  }

  /// Shows the work this far along, while the dialog is up: for a dialog
  /// made with ``Dialog/progress(_:)``.
  ///
  /// The presenter is asked to ``DialogPresenter/update(_:)``; AppKit moves
  /// its indicator, the terminal its bar, `DialogTester` reads the new
  /// value. A fraction is kept within 0...1 (a value that is not a number
  /// is refused).
  ///
  /// - Parameter progress: The indicator now.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended, the dialog shows no progress, or the fraction is not a number.
  @discardableResult
  public func setProgress(_ progress: DialogProgress) -> Bool {
    guard !phase.hasEnded, self.progress != nil else { return false }
    var progress = progress
    if case .fraction(let value) = progress {
      guard !value.isNaN else { return false }
      progress = .fraction(min(max(value, 0), 1))
    }
    self.progress = progress
    if handedToPresenter { presenter?.update(self) }
    return true
  }

  /// Replaces the title while the dialog is up: the stage the work has
  /// reached ("Verifying…" after "Downloading…").
  ///
  /// The text is looked up in the session's localization, as the dialog's
  /// own is, and the presenter is asked to ``DialogPresenter/update(_:)``:
  /// UIKit sets the controller's title, AppKit the alert's and lays it out
  /// again, the terminal redraws it (line mode prints it once),
  /// `DialogTester` reads it.
  ///
  /// ```swift
  /// @MainActor
  /// func verify(_ session: AnyDialogSession) {
  ///   session.setTitle("Verifying “Xcode 26”…")
  ///   session.setMessage(nil)
  /// }
  /// ```
  ///
  /// - Parameter title: The new title, or `nil` for none.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended.
  @discardableResult
  public func setTitle(_ title: DialogText?) -> Bool {
    replace(\.title, with: title)
  }

  /// Replaces the title while the dialog is up, shown exactly as written:
  /// a `String` or `Substring` value is never looked up.
  ///
  /// - Parameter title: The new title.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended.
  @_disfavoredOverload
  @discardableResult
  public func setTitle(_ title: some StringProtocol) -> Bool {
    setTitle(DialogText.verbatim(String(title)))
  }

  /// Replaces the message below the title while the dialog is up: what the
  /// work is doing now ("Importing photo 3 of 120…").
  ///
  /// The text is looked up in the session's localization, as the dialog's
  /// own is, and the presenter is asked to ``DialogPresenter/update(_:)``.
  ///
  /// - Parameter message: The new message, or `nil` for none.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended.
  @discardableResult
  public func setMessage(_ message: DialogText?) -> Bool {
    replace(\.message, with: message)
  }

  /// Replaces the message below the title while the dialog is up, shown
  /// exactly as written: a `String` or `Substring` value is never looked up.
  ///
  /// - Parameter message: The new message.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended.
  @_disfavoredOverload
  @discardableResult
  public func setMessage(_ message: some StringProtocol) -> Bool {
    setMessage(DialogText.verbatim(String(message)))
  }

  /// Shows `text`, looked up in the session's localization, as the title
  /// or the message while the dialog is up, and asks the presenter to
  /// update; `false` once the presentation has ended.
  private func replace(
    _ shown: ReferenceWritableKeyPath<AnyDialogSession, String?>, with text: DialogText?
  ) -> Bool {
    guard !phase.hasEnded else { return false }
    self[keyPath: shown] = text?.resolved(in: localization)
    if handedToPresenter { presenter?.update(self) }
    return true
  }
}
