/// A scheduled piece of work that can be cancelled (see
/// ``DialogScheduler``).
public struct DialogTimer: Sendable {
  private let onCancel: @MainActor @Sendable () -> Void

  /// Creates a timer that runs `cancel` when cancelled.
  ///
  /// - Parameter cancel: Prevents the scheduled work from running; called at
  ///   most once per ``cancel()`` call, and must tolerate being called after
  ///   the work ran.
  public init(cancel: @escaping @MainActor @Sendable () -> Void) {
    self.onCancel = cancel
  }

  /// Prevents the scheduled work from running, if it has not run yet.
  @MainActor
  public func cancel() {
    onCancel()
  }
}
