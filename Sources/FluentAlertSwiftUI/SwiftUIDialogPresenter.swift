import FluentAlert

/// Everything the SwiftUI view modifier does besides drawing.
///
/// It knows which dialog is up, what SwiftUI's `isPresented` bindings read
/// and write, and where taps and typing go. Plain Swift, tested on Linux;
/// the modifier only reads it and calls it.
///
/// It is a `DialogPresenter`: the modifier hands it to
/// `dialog.present(using:)`, the session shows itself here, and
/// ``onChange`` tells SwiftUI to redraw.
///
/// SwiftUI closes an alert by itself after a button tap, and also for its
/// own Cancel, Escape or a tap outside; it then sets `isPresented` to
/// `false`. ``setPresented(_:)`` waits one main-actor turn before treating
/// that as a dismissal without an action, so a button's tap (which may be
/// reported before or after the binding changes) always wins.
@MainActor
package final class SwiftUIDialogPresenter: DialogPresenter {
  /// The platform plans are made for.
  package let platform: SwiftUIPlatform
  /// Called whenever what should be drawn changed.
  package var onChange: (@MainActor () -> Void)?
  /// The session on screen, if any.
  package private(set) var session: AnyDialogSession?
  /// The plan of the session on screen, if any; re-made as text changes.
  package private(set) var plan: SwiftUIDialogPlan?

  /// Creates a presenter.
  ///
  /// - Parameter platform: The OS and version the dialogs are shown on.
  package init(platform: SwiftUIPlatform) {
    self.platform = platform
  }

  /// What `.alert(isPresented:)` reads.
  package var isAlertPresented: Bool { plan?.presentation == .alert }

  /// What `.confirmationDialog(isPresented:)` reads.
  package var isConfirmationDialogPresented: Bool { plan?.presentation == .confirmationDialog }

  /// What SwiftUI writes to either `isPresented` binding.
  ///
  /// `false` while a session is still up means SwiftUI closed the dialog by
  /// itself; unless a button's tap arrives in the same main-actor turn, the
  /// session then ends without an action (reporting its cancel key, if any).
  ///
  /// - Parameter presented: The value SwiftUI set.
  package func setPresented(_ presented: Bool) {
    guard !presented, let session else { return }
    Task { @MainActor in
      if session.phase == .presented { _ = session.dismissWithoutAction() }
    }
  }

  /// A button was tapped.
  ///
  /// - Parameter index: The button's action index.
  /// - Returns: What the session made of it.
  @discardableResult
  package func tap(actionAt index: Int) -> TapOutcome {
    guard let session else { return .refused(.notPresented) }
    // SwiftUI closes the alert on any button: an action that keeps it open closes it too.
    return session.tap(actionAt: index, keepingOpen: false)
  }

  /// The fields' current texts, for their `Binding`s' getters; empty when
  /// nothing is shown.
  package var texts: [String] { session?.texts ?? [] }

  /// New text in a field, from its `Binding`'s setter.
  ///
  /// - Parameters:
  ///   - text: The field's new text.
  ///   - index: The field's index.
  package func setText(_ text: String, forField index: Int) {
    _ = session?.setText(text, forField: index)
  }

  /// Whether the suppression toggle is on, for its `Binding`'s getter.
  package var isSuppressed: Bool { session?.isSuppressed ?? false }

  /// The suppression toggle changed, from its `Binding`'s setter.
  ///
  /// - Parameter isSuppressed: The toggle's new state.
  package func setSuppressed(_ isSuppressed: Bool) {
    _ = session?.setSuppressed(isSuppressed)
  }

  /// Shows `session`: makes its plan and asks SwiftUI to redraw.
  ///
  /// - Parameters:
  ///   - session: The session to show.
  ///   - completion: Called at once; SwiftUI offers no "did appear" for
  ///     alerts.
  package func show(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    if let current = self.session, current !== session { _ = current.tearDown() }
    self.session = session
    plan = SwiftUIDialogPlan(session: session, platform: platform)
    onChange?()
    completion()
  }

  /// Re-makes the plan after the text changed which buttons are disabled.
  ///
  /// - Parameter session: The session on screen.
  package func update(_ session: AnyDialogSession) {
    guard session === self.session else { return }
    plan = SwiftUIDialogPlan(session: session, platform: platform)
    onChange?()
  }

  /// Takes the session off screen.
  ///
  /// - Parameters:
  ///   - session: The session to remove.
  ///   - completion: Called at once.
  package func remove(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    if session === self.session {
      self.session = nil
      plan = nil
      onChange?()
    }
    completion()
  }
}
