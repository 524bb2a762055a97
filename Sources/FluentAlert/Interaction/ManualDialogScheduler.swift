/// A ``DialogScheduler`` driven by virtual time, for tests: nothing runs
/// until ``advance(by:)`` moves the clock past a deadline.
///
/// ```swift
/// let toast = Dialog<String>.alert("Saved").dismiss(after: .seconds(5))
/// let scheduler = ManualDialogScheduler()
/// let session = try DialogSession(toast, scheduler: scheduler)
/// // … present it …
/// scheduler.advance(by: .seconds(5))  // the auto-dismiss fires here
/// ```
@MainActor
public final class ManualDialogScheduler: DialogScheduler {
  private struct Entry {
    let id: UInt64
    let deadline: Duration
    let action: @MainActor @Sendable () -> Void
  }

  /// The virtual time elapsed since the scheduler was created.
  ///
  /// It stops at `Int64.max` seconds (about 292 billion years) instead of
  /// overflowing; deadlines saturate there too.
  public private(set) var now: Duration = .zero

  /// The latest virtual time, where ``now`` and deadlines saturate.
  private static var endOfTime: Duration { .seconds(Int64.max) }
  private var entries: [Entry] = []
  private var nextID: UInt64 = 0

  /// Creates a scheduler at virtual time zero.
  public init() {}

  /// The number of scheduled actions that have neither run nor been
  /// cancelled.
  public var pendingCount: Int { entries.count }

  /// The earliest deadline still pending, if any.
  public var nextDeadline: Duration? { entries.map(\.deadline).min() }

  /// Records `action` to run when virtual time reaches now + `delay`.
  ///
  /// - Parameters:
  ///   - delay: How long to wait in virtual time.
  ///   - action: The work to run.
  /// - Returns: A timer that removes the action.
  @discardableResult
  public func schedule(
    after delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> DialogTimer {
    nextID += 1
    let id = nextID
    entries.append(Entry(id: id, deadline: later(by: delay), action: action))
    return DialogTimer { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  /// Moves virtual time forward by `duration`, running every action due.
  ///
  /// Actions run earliest deadline first (ties in scheduling order); actions
  /// scheduled while advancing run too if their deadline falls in the window.
  ///
  /// - Parameter duration: How far to move; negative values are treated as
  ///   zero, and time stops at `Int64.max` seconds.
  public func advance(by duration: Duration) {
    let target = later(by: duration)
    while let next = entries.enumerated().filter({ $0.element.deadline <= target })
      .min(by: { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) })
    {
      entries.remove(at: next.offset)
      now = max(now, next.element.deadline)
      next.element.action()
    }
    now = target
  }

  /// ``now`` plus `duration`, clamped to `now...endOfTime`.
  ///
  /// Both terms are at most `Int64.max` seconds, far inside `Duration`'s 128-bit range, so
  /// the sum cannot overflow.
  private func later(by duration: Duration) -> Duration {
    min(now + min(max(duration, .zero), Self.endOfTime), Self.endOfTime)
  }

  /// Runs every pending action (and those they schedule) by advancing to the
  /// last deadline.
  public func runAll() {
    while let deadline = entries.map(\.deadline).max() {
      advance(by: deadline - now)
    }
  }
}
