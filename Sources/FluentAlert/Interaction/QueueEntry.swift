/// How a queued conversation ended: its last dialog shown and dismissed,
/// removed from the queue before it was shown, or stopped by a follow-up
/// that could not be shown.
enum QueueResolution: Sendable {
  case finished(SessionEnd)
  case removed(DialogQueueError)
  case invalidFollowUp(DialogValidationError)
}

/// One dialog waiting in a ``DialogQueue`` (or shown by it); a follow-up
/// takes its dialog's entry over, with the same ticket.
struct QueueEntry {
  let ticket: DialogTicket
  var priority: DialogQueue.Priority
  /// Shown before every other pending entry (it replaced the visible one,
  /// or follows up the one just dismissed).
  var isUrgent: Bool
  /// Order of arrival among entries of equal priority.
  var sequence: UInt64
  let identity: AnyHashable?
  /// The presenter that draws it, when not the queue's own.
  let presenter: (any DialogPresenter)?
  var makeSession: @MainActor () -> AnyDialogSession
  /// Ends it without showing it, so its `onDismiss` still runs once.
  var drop: @MainActor () -> Void
  let resolve: @MainActor (QueueResolution) -> Void

  /// Whether `self` is shown before `other`.
  func precedes(_ other: QueueEntry) -> Bool {
    if isUrgent != other.isUrgent { return isUrgent }
    if priority != other.priority { return priority > other.priority }
    return sequence < other.sequence
  }

  /// Takes it out of the queue unshown: `onDismiss` runs, then an awaiting
  /// `present` throws `error`.
  @MainActor
  func remove(_ error: DialogQueueError) {
    drop()
    resolve(.removed(error))
  }
}
