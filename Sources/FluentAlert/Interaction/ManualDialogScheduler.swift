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
  public private(set) var now: Duration = .zero
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
    entries.append(Entry(id: id, deadline: now + max(delay, .zero), action: action))
    return DialogTimer { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  /// Moves virtual time forward by `duration`, running every action due.
  ///
  /// Actions run earliest deadline first (ties in scheduling order); actions
  /// scheduled while advancing run too if their deadline falls in the window.
  ///
  /// - Parameter duration: How far to move; negative values are treated as
  ///   zero.
  public func advance(by duration: Duration) {
    let target = now + max(duration, .zero)
    while let next = entries.enumerated().filter({ $0.element.deadline <= target })
      .min(by: { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) })
    {
      entries.remove(at: next.offset)
      now = max(now, next.element.deadline)
      next.element.action()
    }
    now = target
  }

  /// Runs every pending action (and those they schedule) by advancing to the
  /// last deadline.
  public func runAll() {
    while let deadline = entries.map(\.deadline).max() {
      advance(by: deadline - now)
    }
  }
}
