/// Work a session scheduled on a clock (an auto-dismiss, a removal
/// deadline) that can still be cancelled.
package struct DialogTimer: Sendable {
  private let onCancel: @MainActor @Sendable () -> Void

  /// A timer that runs `cancel` when cancelled; `cancel` must tolerate being
  /// called after the work ran.
  package init(cancel: @escaping @MainActor @Sendable () -> Void) {
    self.onCancel = cancel
  }

  /// Prevents the scheduled work from running, if it has not run yet.
  @MainActor
  package func cancel() {
    onCancel()
  }
}

/// A clock whose time moves only when a test moves it, and which then runs
/// the work due at once, in deadline order, instead of waking a sleeping task
/// on a later turn: so a test that advances it sees the auto-dismiss happen
/// before its next line.
package protocol VirtualTimeClock: Clock<Duration> {
  /// Records `action` to run when the clock reaches now + `delay`.
  @MainActor
  @discardableResult
  func schedule(after delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void)
    -> DialogTimer
}

/// The longest single sleep asked of a clock: one day, far inside what every
/// clock's instants can reach from now.
private let longestSleep: Duration = .seconds(86_400)

/// Runs `action` on the main actor `delay` from now on `clock`, unless the
/// returned timer is cancelled first.
///
/// Any delay is accepted: a zero or negative one runs the action on the next
/// turn of the main actor, and a long one is slept in steps of at most a
/// day, so no clock is asked for an instant it cannot hold.
@MainActor
@discardableResult
package func schedule(
  on clock: any Clock<Duration>, after delay: Duration,
  _ action: @escaping @MainActor @Sendable () -> Void
) -> DialogTimer {
  if let virtual = clock as? any VirtualTimeClock {
    return virtual.schedule(after: delay, action)
  }
  return sleep(on: clock, for: delay, action)
}

@MainActor
private func sleep<C: Clock<Duration>>(
  on clock: C, for delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void
) -> DialogTimer {
  let task = Task { @MainActor in
    var left = delay
    do {
      while left > .zero {
        let step = min(left, longestSleep)
        try await clock.sleep(for: step)
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
