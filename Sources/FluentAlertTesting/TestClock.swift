import FluentAlert
internal import Foundation

/// A clock whose time moves only when a test moves it: the clock behind
/// auto-dismiss in tests, so no test ever sleeps.
///
/// Give it to a session or a presenter, then ``advance(by:)``: an
/// auto-dismiss that falls due has happened when `advance` returns.
///
/// ```swift
/// let toast = Dialog<String>.alert("Saved")
///   .addAction("OK", key: "ok")
///   .dismiss(after: .seconds(5))
/// let clock = TestClock()
/// let session = try DialogSession(toast, clock: clock)
/// // … present it …
/// clock.advance(by: .seconds(5))  // the auto-dismiss fires here
/// ```
///
/// It is a `Clock` like any other: code of your own that sleeps on it
/// (`try await clock.sleep(for: .seconds(1))`) wakes when the test advances
/// past its deadline.
public final class TestClock: Clock, @unchecked Sendable {
  /// A point in the clock's time: how far it is from the clock's start.
  public struct Instant: InstantProtocol {
    /// The time since the clock was created.
    public let offset: Duration

    /// The instant `duration` later, kept within `-endOfTime...endOfTime`.
    ///
    /// - Parameter duration: How far to move; may be negative.
    /// - Returns: The moved instant.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: TestClock.clamped(offset + TestClock.clamped(duration)))
    }

    /// The time from this instant to `other`.
    ///
    /// - Parameter other: The later (or earlier) instant.
    /// - Returns: `other` minus this instant; negative when `other` is earlier.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` when `lhs` is earlier.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private enum Work {
    case action(@MainActor @Sendable () -> Void)
    case sleeper(CheckedContinuation<Void, any Error>)
  }

  private struct Entry {
    let id: UInt64
    let deadline: Duration
    let work: Work
  }

  /// The latest time, where the clock and its deadlines saturate: `Int64.max`
  /// seconds (about 292 billion years), far inside `Duration`'s range.
  private static var endOfTime: Duration { .seconds(Int64.max) }

  private let lock = NSLock()
  private var current: Duration = .zero
  private var entries: [Entry] = []
  private var nextID: UInt64 = 0
  /// Sleeps cancelled before they were recorded.
  private var cancelledSleeps: Set<UInt64> = []

  /// Creates a clock at its start, with nothing scheduled.
  public init() {}

  /// The current instant; it moves only in ``advance(by:)``.
  public var now: Instant {
    lock.withLock { Instant(offset: current) }
  }

  /// Zero: the clock is exact.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock has been advanced to `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at; one already reached returns at once.
  ///   - tolerance: Ignored: the clock is exact.
  /// - Throws: `CancellationError` when the sleeping task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    // A cancellation that arrives after the sleep ended leaves a mark nobody reads: drop it.
    defer { lock.withLock { _ = cancelledSleeps.remove(id) } }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          if cancelledSleeps.remove(id) != nil { return .failure(CancellationError()) }
          if deadline.offset <= current { return .success(()) }
          entries.append(Entry(id: id, deadline: deadline.offset, work: .sleeper(continuation)))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper: CheckedContinuation<Void, any Error>? = lock.withLock {
        guard let index = entries.firstIndex(where: { $0.id == id }) else {
          cancelledSleeps.insert(id)
          return nil
        }
        guard case .sleeper(let continuation) = entries.remove(at: index).work else { return nil }
        return continuation
      }
      sleeper?.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, running every action that falls
  /// due and waking every sleep whose deadline it reaches.
  ///
  /// Auto-dismisses and other work scheduled by FluentAlert run before this
  /// returns, earliest deadline first (ties in scheduling order), each with
  /// the clock at its deadline; work scheduled while advancing runs too if
  /// its deadline falls in the window. Tasks sleeping on the clock resume on
  /// their next turn.
  ///
  /// - Parameter duration: How far to move; negative values are treated as
  ///   zero, and time stops at `Int64.max` seconds.
  @MainActor
  public func advance(by duration: Duration) {
    let target = lock.withLock { later(by: duration) }
    while let entry = takeNext(dueBy: target) {
      switch entry.work {
      case .action(let action): action()
      case .sleeper(let continuation): continuation.resume()
      }
    }
    lock.withLock { current = max(current, target) }
  }

  /// Advances to the last deadline, running every pending action (and those
  /// they schedule).
  @MainActor
  package func runAll() {
    while let deadline = lock.withLock({ entries.map(\.deadline).max().map { $0 - current } }) {
      advance(by: deadline)
    }
  }

  /// The scheduled actions and sleeps that have neither run nor been
  /// cancelled.
  package var pendingCount: Int {
    lock.withLock { entries.count }
  }

  /// Marks of cancellations that found no recorded sleep and were not read
  /// yet; zero whenever no sleep is starting.
  package var cancellationMarkCount: Int {
    lock.withLock { cancelledSleeps.count }
  }

  /// The earliest deadline still pending, as time since the clock's start.
  package var nextDeadline: Duration? {
    lock.withLock { entries.map(\.deadline).min() }
  }

  /// Removes and returns the earliest entry due by `target`, moving the
  /// clock to its deadline.
  private func takeNext(dueBy target: Duration) -> Entry? {
    lock.withLock {
      let due = entries.indices.filter { entries[$0].deadline <= target }
      guard
        let index = due.min(by: {
          (entries[$0].deadline, entries[$0].id) < (entries[$1].deadline, entries[$1].id)
        })
      else { return nil }
      let entry = entries.remove(at: index)
      current = max(current, entry.deadline)
      return entry
    }
  }

  /// The current time plus `duration`, clamped to `current...endOfTime`.
  ///
  /// Call with the lock held.
  private func later(by duration: Duration) -> Duration {
    min(current + min(max(duration, .zero), Self.endOfTime), Self.endOfTime)
  }

  /// `duration` clamped to `-endOfTime...endOfTime`.
  private static func clamped(_ duration: Duration) -> Duration {
    min(max(duration, .zero - endOfTime), endOfTime)
  }
}

extension TestClock: VirtualTimeClock {
  /// Records `action` to run when the clock reaches now + `delay`.
  @MainActor
  @discardableResult
  package func schedule(
    after delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void
  ) -> DialogTimer {
    let id = lock.withLock {
      nextID += 1
      entries.append(Entry(id: nextID, deadline: later(by: delay), work: .action(action)))
      return nextID
    }
    return DialogTimer { [weak self] in
      guard let self else { return }
      lock.withLock { entries.removeAll { $0.id == id } }
    }
  }
}
