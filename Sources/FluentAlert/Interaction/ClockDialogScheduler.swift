/// A ``DialogScheduler`` that waits with `Task.sleep` on a real clock.
///
/// ```swift
/// let scheduler: any DialogScheduler = .continuous
/// ```
@MainActor
public final class ClockDialogScheduler<C: Clock>: DialogScheduler where C.Duration == Duration {
  /// The clock slept on.
  public let clock: C

  /// The longest single sleep asked of the clock: one day, far inside what
  /// every clock's instants can reach from now.
  private static var longestSleep: Duration { .seconds(86_400) }

  /// Creates a scheduler on `clock`.
  ///
  /// - Parameter clock: The clock to sleep on, e.g. `ContinuousClock()`.
  public init(clock: C) {
    self.clock = clock
  }

  /// Runs `action` on the main actor after `delay` on ``clock``, unless
  /// cancelled first.
  ///
  /// Any delay is accepted: a zero or negative one runs the action on the
  /// next turn of the main actor, and a long one is slept in steps of at
  /// most a day, so no clock is asked for an instant it cannot
  /// hold.
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
      var left = delay
      do {
        while left > .zero {
          let step = min(left, Self.longestSleep)
          try await Task.sleep(for: step, tolerance: nil, clock: clock)
          left -= step
        }
      } catch {
        return
      }
      guard !Task.isCancelled else { return }
      action()
    }
    return DialogTimer { task.cancel() }
  }
}
