/// A ``DialogScheduler`` that waits with `Task.sleep` on a real clock.
///
/// ```swift
/// let scheduler: any DialogScheduler = .continuous
/// ```
@MainActor
public final class ClockDialogScheduler<C: Clock>: DialogScheduler where C.Duration == Duration {
  /// The clock slept on.
  public let clock: C

  /// Creates a scheduler on `clock`.
  ///
  /// - Parameter clock: The clock to sleep on, e.g. `ContinuousClock()`.
  public init(clock: C) {
    self.clock = clock
  }

  /// Runs `action` on the main actor after `delay` on ``clock``, unless
  /// cancelled first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - action: The work to run.
  /// - Returns: A timer that cancels the sleeping task.
  @discardableResult
  public func schedule(
    after delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> DialogTimer {
    let clock = clock
    let task = Task { @MainActor in
      do {
        try await Task.sleep(for: delay, tolerance: nil, clock: clock)
      } catch {
        return
      }
      action()
    }
    return DialogTimer { task.cancel() }
  }
}
