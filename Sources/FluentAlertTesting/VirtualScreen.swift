import FluentAlert

/// A screen that exists only in memory: a `DialogPresenter` for tests,
/// with virtual time for auto-dismiss.
///
/// It shows and removes sessions at once and keeps the visible ones (topmost
/// last), so queue-driven flows can be tested without UIKit:
///
/// ```swift
/// let saved = Dialog<String>.alert("Saved")
///   .addAction("OK", key: "ok")
///   .dismiss(after: .seconds(5))
/// let screen = VirtualScreen()
/// let queue = DialogQueue(presenter: screen)
/// try queue.enqueue(saved)
/// try queue.enqueue(saved)
/// screen.visibleSessions.last?.tap(actionAt: 0)  // the user taps OK on the first
/// screen.advance(by: .seconds(5))  // the second dismisses itself
/// ```
@MainActor
public final class VirtualScreen: DialogPresenter {
  /// One call a session made on the screen.
  package enum Call: Hashable, Sendable, CustomStringConvertible {
    /// `show` for the session with this snapshot's first line.
    case show(String)
    /// `update` (a text changed) for that session.
    case update(String)
    /// `remove` for that session.
    case remove(String)

    /// `show <first snapshot line>` and so on.
    package var description: String {
      switch self {
      case .show(let name): "show \(name)"
      case .update(let name): "update \(name)"
      case .remove(let name): "remove \(name)"
      }
    }
  }

  /// The clock auto-dismiss timers run on, moved by ``advance(by:)``.
  package let testClock = TestClock()
  /// The sessions on screen, bottom first.
  public private(set) var visibleSessions: [AnyDialogSession] = []
  /// Every call made on this screen, in order.
  package private(set) var calls: [Call] = []
  /// How many sessions have been shown so far.
  package private(set) var shownCount = 0

  /// Creates an empty screen at virtual time zero.
  public init() {}

  /// The topmost visible session, if any.
  package var topSession: AnyDialogSession? { visibleSessions.last }

  /// A ``TestClock`` that only ``advance(by:)`` moves.
  public var clock: any Clock<Duration> { testClock }

  /// Moves virtual time forward, firing due auto-dismiss timers.
  ///
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) {
    testClock.advance(by: duration)
  }

  /// Shows `session` and reports it visible at once.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - completion: Called before this returns.
  public func show(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    calls.append(.show(Self.name(of: session)))
    visibleSessions.append(session)
    shownCount += 1
    completion()
  }

  /// Logs the update.
  ///
  /// - Parameter session: The session whose text changed.
  public func update(_ session: AnyDialogSession) {
    calls.append(.update(Self.name(of: session)))
  }

  /// Removes `session` and reports it gone at once.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - completion: Called before this returns.
  public func remove(
    _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    calls.append(.remove(Self.name(of: session)))
    visibleSessions.removeAll { $0 === session }
    completion()
  }

  /// Closes the screen: every visible session is torn down
  /// (`DismissReason.tornDown`), as when a window closes.
  public func close() {
    let sessions = visibleSessions
    visibleSessions = []
    for session in sessions { session.tearDown() }
  }

  private static func name(of session: AnyDialogSession) -> String {
    String(session.snapshot.prefix { $0 != "\n" })
  }
}
