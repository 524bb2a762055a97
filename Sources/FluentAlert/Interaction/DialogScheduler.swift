/// Runs work after a delay on the main actor: the clock behind auto-dismiss.
///
/// Production code uses ``ClockDialogScheduler`` (`Task.sleep` on a
/// `ContinuousClock`); tests use ``ManualDialogScheduler`` and advance
/// virtual time, so no test ever sleeps.
@MainActor
public protocol DialogScheduler: AnyObject {
  /// Runs `action` once, `delay` from now, unless the returned timer is
  /// cancelled first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait; zero or negative means "as soon as possible".
  ///   - action: The work to run on the main actor.
  /// - Returns: A timer whose ``DialogTimer/cancel()`` prevents `action`.
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void)
    -> DialogTimer
}

extension DialogScheduler where Self == ClockDialogScheduler<ContinuousClock> {
  /// A scheduler that sleeps on `ContinuousClock` (keeps counting while the
  /// device sleeps, as a user expects of "close after 5 seconds").
  public static var continuous: ClockDialogScheduler<ContinuousClock> {
    ClockDialogScheduler(clock: ContinuousClock())
  }
}
