/// Why a queued dialog was never shown; thrown by the queue's async
/// `present` so nothing enqueued ends silently.
public enum DialogQueueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``DialogQueue/withdraw(_:)`` removed it before it was shown.
  case withdrawn
  /// A dialog of the same identity replaced it before it was shown
  /// (``DialogQueue/DuplicatePolicy/replaceExisting``).
  case replaced
  /// A dialog of the same identity was already queued or visible, so this
  /// one was dropped (``DialogQueue/DuplicatePolicy/keepExisting``).
  case duplicate

  /// One sentence explaining why the dialog was not shown.
  public var description: String {
    switch self {
    case .withdrawn: "the dialog was withdrawn from the queue before it was shown"
    case .replaced: "a dialog of the same identity replaced it before it was shown"
    case .duplicate: "a dialog of the same identity was already queued or visible"
    }
  }
}
