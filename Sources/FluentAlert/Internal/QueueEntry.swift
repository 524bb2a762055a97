/// How a queued dialog ended: shown and dismissed for a reason (by action
/// index), or removed from the queue before it was shown.
enum QueueResolution: Sendable {
  case finished(DismissReason<Int>)
  case removed(DialogQueueError)
}

/// One dialog waiting in a ``DialogQueue`` (or shown by it).
struct QueueEntry {
  let ticket: DialogTicket
  var priority: DialogQueue.Priority
  /// Shown before every other pending entry (it replaced the visible one).
  var isUrgent: Bool
  /// Order of arrival among entries of equal priority.
  var sequence: UInt64
  let identity: AnyHashable?
  let makeSession: @MainActor () -> AnyDialogSession
  let resolve: @MainActor (QueueResolution) -> Void

  /// Whether `self` is shown before `other`.
  func precedes(_ other: QueueEntry) -> Bool {
    if isUrgent != other.isUrgent { return isUrgent }
    if priority != other.priority { return priority > other.priority }
    return sequence < other.sequence
  }
}
