/// What a shell implements to put sessions on a screen: show one, keep it in
/// sync, remove it.
///
/// The session drives everything else. A shell forwards the user's events to
/// the session it was given: ``AnyDialogSession/tap(actionAt:keepingOpen:)``,
/// ``AnyDialogSession/setText(_:forField:)``, and
/// ``AnyDialogSession/dismissWithoutAction()`` for a tap outside an iPad
/// popover or Escape. When the session ends for any reason, it calls
/// ``remove(_:completion:)``.
///
/// The presenter must keep a strong reference to each session it shows until
/// it removes it; the session holds its presenter weakly. If the presenter
/// goes away (or its window closes) without a tap, the session ends as
/// ``DismissReason/tornDown``, so a caller awaiting
/// `Dialog.present(using:)` never hangs; a shell that knows its screen is gone
/// calls ``AnyDialogSession/tearDown()``. (Code that creates and keeps a
/// ``DialogSession`` itself keeps it alive too: it must call `tearDown()` when
/// its presenter goes away, or ``DialogSession/dismissal()`` waits for good.)
///
/// ```swift
/// @MainActor final class RecordingPresenter: DialogPresenter {
///   var visible: [AnyDialogSession] = []
///   func show(
///     _ session: AnyDialogSession,
///     completion: @escaping @MainActor @Sendable () -> Void
///   ) {
///     visible.append(session)
///     completion()
///   }
///   func remove(
///     _ session: AnyDialogSession,
///     completion: @escaping @MainActor @Sendable () -> Void
///   ) {
///     visible.removeAll { $0 === session }
///     completion()
///   }
/// }
/// ```
@MainActor
public protocol DialogPresenter: AnyObject {
  /// The clock for auto-dismiss timers of sessions shown here.
  ///
  /// The default is `ContinuousClock()`, which keeps counting while the
  /// device sleeps, as a user expects of "close after 5 seconds"; a test
  /// screen returns a clock it advances by hand.
  var clock: any Clock<Duration> { get }

  /// Puts `session` on screen and calls `completion` once it is visible.
  ///
  /// Read what to draw from the session: ``AnyDialogSession/title``,
  /// ``AnyDialogSession/message``, the rows ``AnyDialogSession/actions`` and
  /// ``AnyDialogSession/textFields``, and the dialog's own settings by name
  /// (`session.style`, `session.anchor`). Taps are refused until `completion`
  /// has been called; call it exactly once (later calls are ignored), from
  /// inside this method or later (after an animation).
  ///
  /// - Parameters:
  ///   - session: The session to show.
  ///   - completion: Reports the dialog visible.
  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void)

  /// Redraws what changed in a visible session: called after text input
  /// changed which actions are enabled. The default does nothing.
  ///
  /// - Parameter session: A session this presenter shows.
  func update(_ session: AnyDialogSession)

  /// Takes `session` off screen and calls `completion` once it is gone.
  ///
  /// Called exactly once per shown session, whatever ended it (also while it
  /// is still presenting). The tap handler runs and awaiting callers resume
  /// after `completion`, so a dialog opened from a handler appears after
  /// this one is gone. Call `completion` exactly once (later calls are
  /// ignored). If the platform already takes the dialog off screen by
  /// itself (UIKit dismisses an alert controller when one of its buttons is
  /// tapped), call `completion` when that dismissal has finished.
  ///
  /// - Parameters:
  ///   - session: The session to remove.
  ///   - completion: Reports the dialog gone.
  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void)
}

extension DialogPresenter {
  /// `ContinuousClock()`.
  public var clock: any Clock<Duration> { ContinuousClock() }

  /// Does nothing.
  ///
  /// - Parameter session: A session this presenter shows.
  public func update(_ session: AnyDialogSession) {}
}
