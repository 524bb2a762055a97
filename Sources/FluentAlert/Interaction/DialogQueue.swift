/// Shows dialogs one at a time on one presenter, in order, losing none and
/// showing none twice.
///
/// A dialog enqueued while another is visible (also
/// from inside that dialog's tap handler) is shown after the first one is
/// gone. Among pending dialogs, higher ``Priority`` goes first and equal
/// priorities keep their arrival order; a visible dialog is never
/// interrupted by priority. Pending dialogs can be withdrawn with their
/// ``DialogTicket``, and a dialog given an `identity` can replace (or give way
/// to) a pending or visible one of the same identity instead of stacking a
/// duplicate.
///
/// ```swift
/// @MainActor
/// func showAlerts(on presenter: any DialogPresenter) async throws {
///   let saved = Dialog<String>.alert("Saved").dismiss(after: .seconds(2))
///   let offline = Dialog<String>.alert("Offline").addCancel("OK", key: "ok")
///   let confirm = Dialog<String>.alert("Delete?")
///     .addDestructive("Delete", key: "delete")
///     .addCancel("Cancel", key: "cancel")
///
///   let queue = DialogQueue(presenter: presenter)
///   let ticket = try queue.enqueue(saved)
///   try queue.enqueue(offline, identity: "offline")  // replaces any "offline"
///   if try await confirm.present(using: queue, priority: .high) == "delete" {
///     queue.withdraw(ticket)  // drops "Saved" if it is still waiting
///   }
/// }
/// ```
///
/// The queue keeps itself alive while it has pending or visible dialogs.
@MainActor
public final class DialogQueue {
  /// The order of pending dialogs: higher first.
  ///
  /// Equal priorities keep their arrival order. Cases are declared from
  /// lowest to highest, so `.low < .high`.
  public enum Priority: Hashable, Comparable, Sendable, CaseIterable {
    /// After every other pending dialog, such as a tip.
    case low
    /// The default.
    case normal
    /// Before normal ones, such as a confirmation the user is waiting for.
    case high
    /// Before everything else pending, such as a lost connection or an
    /// expired session.
    case urgent
  }

  /// What to do when a dialog is enqueued with the identity of one already
  /// pending or visible.
  public enum DuplicatePolicy: Hashable, Sendable {
    /// Queue both (the identity is ignored).
    case keepBoth
    /// Drop the new dialog and keep the existing one (the new one's async
    /// `present` throws ``DialogQueueError/duplicate``).
    case keepExisting
    /// Remove every pending dialog of that identity (they end with
    /// ``DialogQueueError/replaced``) and put the new one in the first one's
    /// place; if one is visible, dismiss it programmatically and show the
    /// new one next.
    case replaceExisting
  }

  /// Where a ticket's dialog is.
  public enum TicketStatus: Hashable, Sendable {
    /// Waiting; `position` 0 is shown next.
    case pending(position: Int)
    /// On screen (or being presented or removed).
    case showing
    /// Shown and dismissed, withdrawn, replaced, dropped, or unknown to this
    /// queue.
    case ended
  }

  /// The screen dialogs are shown on.
  package let presenter: any DialogPresenter

  private var pending: [QueueEntry] = []
  private var currentEntry: QueueEntry?
  private weak var currentSessionStorage: AnyDialogSession?
  private var isAdvancing = false
  private var nextSequence: UInt64 = 0
  private var keepAlive: DialogQueue?
  private static var nextTicketID: UInt64 = 0

  /// Creates a queue showing its dialogs on `presenter`.
  ///
  /// - Parameter presenter: The screen; the queue holds it strongly.
  public init(presenter: any DialogPresenter) {
    self.presenter = presenter
  }

  /// The number of dialogs waiting (not counting the visible one).
  package var pendingCount: Int { pending.count }

  /// The session currently shown (or being presented or removed), if any.
  package var currentSession: AnyDialogSession? {
    currentEntry == nil ? nil : currentSessionStorage
  }

  /// Whether nothing is visible and nothing waits.
  package var isIdle: Bool { currentEntry == nil && pending.isEmpty }

  /// The tickets of the pending dialogs, in the order they will be shown.
  public var pendingTickets: [DialogTicket] { pending.map(\.ticket) }

  /// Adds `dialog` to the queue; it is shown at once when nothing is
  /// visible.
  ///
  /// - Parameters:
  ///   - dialog: The dialog; its `actionTap` handler runs as usual.
  ///   - priority: Higher goes before lower among pending dialogs.
  ///   - identity: What makes two dialogs duplicates (e.g. a string, or the
  ///     dialog itself); `nil` (the default) never deduplicates.
  ///   - onDuplicate: What to do when a dialog of the same identity is
  ///     pending or visible.
  /// - Returns: The new dialog's ticket, or the existing dialog's ticket
  ///   when ``DuplicatePolicy/keepExisting`` dropped the new one.
  /// - Throws: ``DialogValidationError`` for a dialog with error-severity
  ///   problems; nothing is queued then.
  @discardableResult
  public func enqueue<Key>(
    _ dialog: Dialog<Key>,
    priority: Priority = .normal,
    identity: (any Hashable & Sendable)? = nil,
    onDuplicate: DuplicatePolicy = .replaceExisting
  ) throws(DialogValidationError) -> DialogTicket {
    try enqueue(
      dialog, priority: priority, identity: identity, onDuplicate: onDuplicate, drawnBy: nil)
  }

  /// ``enqueue(_:priority:identity:onDuplicate:)``, drawn by `presenter`
  /// instead of the queue's own (a popover pointed at an object given at
  /// presentation).
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - priority: Higher goes before lower among pending dialogs.
  ///   - identity: What makes two dialogs duplicates.
  ///   - onDuplicate: What to do with a duplicate.
  ///   - presenter: What draws it (and its follow-ups); `nil` for the
  ///     queue's presenter.
  /// - Returns: The dialog's ticket.
  /// - Throws: ``DialogValidationError`` for a dialog with errors.
  @discardableResult
  package func enqueue<Key>(
    _ dialog: Dialog<Key>,
    priority: Priority = .normal,
    identity: (any Hashable & Sendable)? = nil,
    onDuplicate: DuplicatePolicy = .replaceExisting,
    drawnBy presenter: (any DialogPresenter)?
  ) throws(DialogValidationError) -> DialogTicket {
    let dialog = try dialog.validated()
    return insert(
      dialog, priority: priority, identity: identity, onDuplicate: onDuplicate,
      presenter: presenter, resolve: { _ in })
  }

  /// Enqueues `dialog` and waits until it has been shown and dismissed:
  /// what `dialog.present(using: queue)` does (its documentation says how).
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - priority: Higher goes before lower among pending dialogs.
  ///   - identity: What makes two dialogs duplicates; `nil` never
  ///     deduplicates.
  ///   - onDuplicate: What to do when a dialog of the same identity is
  ///     pending or visible.
  /// - Returns: The key the dismissal reported (see ``DismissReason/key``),
  ///   or `nil` for none.
  /// - Throws: ``DialogValidationError`` before anything is queued, or for
  ///   a follow-up that could not be shown; ``DialogQueueError`` when the
  ///   dialog (or a follow-up) was withdrawn, replaced or dropped before it
  ///   was shown; `CancellationError` when the task was cancelled.
  package func present<Key>(
    _ dialog: Dialog<Key>,
    priority: Priority = .normal,
    identity: (any Hashable & Sendable)? = nil,
    onDuplicate: DuplicatePolicy = .replaceExisting
  ) async throws -> Key? {
    try await present(
      dialog, priority: priority, identity: identity, onDuplicate: onDuplicate, drawnBy: nil)
  }

  /// ``present(_:priority:identity:onDuplicate:)``, drawn by `presenter`
  /// instead of the queue's own: for a queue shared by views that each
  /// draw their own dialogs (SwiftUI's modifiers in one scene).
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - priority: Higher goes before lower among pending dialogs.
  ///   - identity: What makes two dialogs duplicates.
  ///   - onDuplicate: What to do with a duplicate.
  ///   - presenter: What draws it (and its follow-ups); `nil` for the
  ///     queue's presenter.
  /// - Returns: The key the conversation's last dismissal reported.
  /// - Throws: What ``present(_:priority:identity:onDuplicate:)`` throws.
  package func present<Key>(
    _ dialog: Dialog<Key>,
    priority: Priority = .normal,
    identity: (any Hashable & Sendable)? = nil,
    onDuplicate: DuplicatePolicy = .replaceExisting,
    drawnBy presenter: (any DialogPresenter)?
  ) async throws -> Key? {
    let dialog = try dialog.validated()
    if Task.isCancelled {
      dialog.endUnshown()
      throw CancellationError()
    }
    let box = TicketBox()
    let resolution = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<QueueResolution, Never>) in
        let ticket = insert(
          dialog, priority: priority, identity: identity, onDuplicate: onDuplicate,
          presenter: presenter,
          resolve: {
            box.isResolved = true
            continuation.resume(returning: $0)
          })
        // Resolved at once (`.keepExisting` dropped it as a duplicate): the
        // ticket returned is the existing dialog's, which a later
        // cancellation of this task must not withdraw.
        guard !box.isResolved else { return }
        box.ticket = ticket
        if box.isCancelled { cancel(ticket) }
      }
    } onCancel: {
      Task { @MainActor in
        box.isCancelled = true
        if let ticket = box.ticket { self.cancel(ticket) }
      }
    }
    switch resolution {
    case .finished(let end) where end.reason == .programmatic && Task.isCancelled:
      throw CancellationError()
    case .removed(.withdrawn) where Task.isCancelled:
      throw CancellationError()
    case .finished(let end):
      return end.key as? Key
    case .removed(let error):
      throw error
    case .invalidFollowUp(let error):
      throw error
    }
  }

  /// Where the dialog with `ticket` is.
  ///
  /// - Parameter ticket: A ticket from this queue.
  /// - Returns: Its status; ``TicketStatus/ended`` for tickets this queue no
  ///   longer (or never) held.
  public func status(of ticket: DialogTicket) -> TicketStatus {
    if currentEntry?.ticket == ticket { return .showing }
    if let position = pending.firstIndex(where: { $0.ticket == ticket }) {
      return .pending(position: position)
    }
    return .ended
  }

  /// Withdraws the dialog with `ticket`: a pending one is removed without
  /// being shown (its async `present` throws
  /// ``DialogQueueError/withdrawn``); a visible one is dismissed
  /// programmatically.
  ///
  /// To drop everything still waiting (at sign-out, say) and keep the
  /// visible dialog, withdraw each pending ticket:
  ///
  /// ```swift
  /// @MainActor func signOut(_ queue: DialogQueue) {
  ///   for ticket in queue.pendingTickets { queue.withdraw(ticket) }
  /// }
  /// ```
  ///
  /// - Parameter ticket: A ticket from this queue.
  /// - Returns: `false` when the dialog had already ended.
  @discardableResult
  public func withdraw(_ ticket: DialogTicket) -> Bool {
    if currentEntry?.ticket == ticket {
      return currentSessionStorage?.dismiss() ?? false
    }
    guard let index = pending.firstIndex(where: { $0.ticket == ticket }) else { return false }
    pending.remove(at: index).remove(.withdrawn)
    updateKeepAlive()
    return true
  }

  // MARK: Machinery

  /// Withdraws a pending dialog whose awaiting task was cancelled, or ends
  /// the visible one without waiting long for its removal.
  private func cancel(_ ticket: DialogTicket) {
    if currentEntry?.ticket == ticket {
      currentSessionStorage?.endForCancellation()
    } else {
      withdraw(ticket)
    }
  }

  private func insert<Key>(
    _ dialog: Dialog<Key>,
    priority: Priority,
    identity: (any Hashable & Sendable)?,
    onDuplicate: DuplicatePolicy,
    presenter: (any DialogPresenter)?,
    resolve: @escaping @MainActor (QueueResolution) -> Void
  ) -> DialogTicket {
    Self.nextTicketID += 1
    let ticket = DialogTicket(id: Self.nextTicketID)
    nextSequence += 1
    var entry = QueueEntry(
      ticket: ticket, priority: priority, isUrgent: false, sequence: nextSequence,
      identity: identity.map { AnyHashable($0) }, presenter: presenter,
      makeSession: { DialogSession(alreadyValidated: dialog, clock: nil) },
      drop: { dialog.endUnshown() },
      resolve: resolve)
    if let identity = entry.identity, onDuplicate != .keepBoth {
      // A visible dialog that is already ending is not a duplicate any more.
      let isLive = currentSessionStorage.map { !$0.phase.hasEnded } ?? false
      let visible = currentEntry?.identity == identity && isLive ? currentEntry : nil
      let duplicates = pending.indices.filter { pending[$0].identity == identity }
      switch onDuplicate {
      case .keepBoth:
        break
      case .keepExisting:
        if let existing = visible ?? duplicates.first.map({ pending[$0] }) {
          entry.remove(.duplicate)
          return existing.ticket
        }
      case .replaceExisting:
        let replaced = duplicates.map { pending[$0] }
        // The new dialog takes the first duplicate's place: its arrival
        // order, and its urgency when that one was to be shown next (it
        // had replaced a visible duplicate that is still being removed).
        if let first = replaced.first {
          entry.sequence = first.sequence
          entry.isUrgent = first.isUrgent
        }
        pending.removeAll { $0.identity == identity }
        for old in replaced { old.remove(.replaced) }
        if visible != nil {
          entry.isUrgent = true
          place(entry)
          currentSessionStorage?.dismiss()
          return ticket
        }
      }
    }
    place(entry)
    return ticket
  }

  private func place(_ entry: QueueEntry) {
    var low = 0
    var high = pending.count
    while low < high {
      let middle = (low + high) / 2
      if pending[middle].precedes(entry) { low = middle + 1 } else { high = middle }
    }
    pending.insert(entry, at: low)
    updateKeepAlive()
    advance()
  }

  private func advance() {
    guard !isAdvancing else { return }
    isAdvancing = true
    defer {
      isAdvancing = false
      updateKeepAlive()
    }
    while currentEntry == nil, !pending.isEmpty {
      let entry = pending.removeFirst()
      currentEntry = entry
      let session = entry.makeSession()
      currentSessionStorage = session
      session.onEnd { [weak self] end in
        if let next = end.followUp, let self {
          self.handOn(entry, to: next)
        } else if let error = end.error {
          entry.resolve(.invalidFollowUp(error))
        } else {
          entry.resolve(.finished(end))
        }
        self?.entryEnded(entry.ticket)
      }
      session.present(using: entry.presenter ?? presenter)
    }
  }

  /// Puts `next`, the follow-up of `entry`'s dialog, first in line under
  /// the same ticket, so the conversation goes on before anything else.
  private func handOn(_ entry: QueueEntry, to next: AnyDialogSession) {
    var followUp = entry
    followUp.isUrgent = true
    followUp.makeSession = { next }
    followUp.drop = { next.dismiss() }
    place(followUp)
  }

  private func entryEnded(_ ticket: DialogTicket) {
    guard currentEntry?.ticket == ticket else { return }
    currentEntry = nil
    currentSessionStorage = nil
    advance()
  }

  private func updateKeepAlive() {
    keepAlive = isIdle ? nil : self
  }
}

/// The ticket of a dialog being presented through the queue's async API,
/// shared with the cancellation handler.
@MainActor
private final class TicketBox {
  var ticket: DialogTicket?
  var isCancelled = false
  var isResolved = false
}
