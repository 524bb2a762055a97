extension Dialog {
  /// Shows the dialog on `presenter` and waits for the user's choice.
  ///
  /// ```swift
  /// enum Choice: Hashable, Sendable { case save, cancel }
  ///
  /// @MainActor
  /// func askToSave(on presenter: any DialogPresenter) async throws -> Choice? {
  ///   let dialog = Dialog<Choice>.alert("Save changes?")
  ///     .addAction("Save", key: .save)
  ///     .addCancel("Cancel", key: .cancel)
  ///   return try await dialog.present(using: presenter)
  /// }
  /// ```
  ///
  /// The `actionTap` handler still runs (before this returns). When the
  /// dialog has a `followUp`, this waits for the whole conversation, on the
  /// same presenter, and returns the last dialog's key. Cancelling
  /// the calling task dismisses the dialog programmatically and throws
  /// `CancellationError`, unless the user's choice came first; if the
  /// presenter has not reported the dialog removed a second after the
  /// cancellation, this stops waiting for it. If the presenter goes away
  /// without a tap, the dismissal is reported as ``DismissReason/tornDown``
  /// and this returns `nil`: it never hangs.
  ///
  /// - Parameter presenter: The screen to show the dialog on.
  /// - Returns: The key the dismissal reported (the tapped action's, the
  ///   auto-dismiss key, the cancel key for a keyless dismissal), or `nil`.
  /// - Throws: ``DialogValidationError`` before anything is shown when the
  ///   dialog has error-severity problems (or when a follow-up has them; it
  ///   is not shown); `CancellationError` when the task was cancelled.
  @MainActor
  public func present(using presenter: any DialogPresenter) async throws -> Key? {
    try await presentForEnding(using: presenter).key
  }

  /// Shows the dialog on `presenter` and waits for how it ended: why, with
  /// the key it reported, the text fields' final values and the
  /// suppression toggle's state.
  ///
  /// ```swift
  /// @MainActor
  /// func confirmQuit(on presenter: any DialogPresenter) async throws -> Bool {
  ///   let dialog = Dialog<Bool>.alert("Quit with downloads running?")
  ///     .addAction("Quit", key: true)
  ///     .addCancel("Cancel", key: false)
  ///     .addControl(.suppressionToggle())
  ///   let ending = try await dialog.presentForEnding(using: presenter)
  ///   if ending.values.isSuppressed { print("stop asking") }
  ///   return ending.key ?? false
  /// }
  /// ```
  ///
  /// Everything else is as ``present(using:)`` describes; with a
  /// `followUp`, the ending is the last dialog's, the same value
  /// ``onConversationEnd(_:)`` receives.
  ///
  /// - Parameter presenter: The screen to show the dialog on.
  /// - Returns: How the dialog (or its conversation's last dialog) ended;
  ///   its ``DialogEnding/key`` is `nil` when no key was reported.
  /// - Throws: ``DialogValidationError`` or `CancellationError`, as
  ///   ``present(using:)`` does.
  @MainActor
  public func presentForEnding(using presenter: any DialogPresenter) async throws
    -> DialogEnding<Key>
  {
    let end = try await conversationEnd(using: presenter)
    // The only index a reason holds is the one it reported, whose key `end` carries. Every
    // dialog of a conversation has this key type, so the fallback is never reached.
    let reason = end.reason.keyed(by: { _ in end.key }, as: Key.self) ?? .tornDown
    return DialogEnding(reason: reason, values: end.values as? DialogValues<Key> ?? [])
  }

  /// Presents the dialog and waits for the end of its conversation.
  ///
  /// - Parameter presenter: The screen to show the dialog on.
  /// - Returns: How the last dialog ended.
  /// - Throws: ``DialogValidationError`` or `CancellationError`, as
  ///   ``present(using:)`` does.
  @MainActor
  private func conversationEnd(using presenter: any DialogPresenter) async throws -> SessionEnd {
    let dialog = try validated()
    if Task.isCancelled {
      dialog.endUnshown()
      throw CancellationError()
    }
    let box = SessionBox()
    let end = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<SessionEnd?, Never>) in
        guard !box.isCancelled else {
          dialog.endUnshown()
          continuation.resume(returning: nil)
          return
        }
        // Only the presenter holds the session from here on, so a presenter
        // that drops it deallocates it, which reports `.tornDown`.
        let session = DialogSession(alreadyValidated: dialog, clock: nil)
        box.follow(session) { continuation.resume(returning: $0) }
        session.present(using: presenter)
      }
    } onCancel: {
      Task { @MainActor in box.cancel() }
    }
    guard let end, end.reason != .programmatic || !Task.isCancelled else {
      throw CancellationError()
    }
    if let error = end.error { throw error }
    return end
  }

  /// Enqueues the dialog on `queue` and waits until it has been shown and
  /// dismissed: for a dialog that needs a priority, or one that replaces
  /// (or gives way to) a duplicate of the same identity.
  ///
  /// ```swift
  /// @MainActor
  /// func syncFailed(queue: DialogQueue) async throws -> Bool {
  ///   let dialog = Dialog<Bool>.alert("Sync failed")
  ///     .addAction("Retry", key: true)
  ///     .addCancel("Later", key: false)
  ///   let retry = try await dialog.present(
  ///     using: queue, priority: .high, identity: "sync-failed")
  ///   return retry == true
  /// }
  /// ```
  ///
  /// The `actionTap` handler still runs. When the dialog has a
  /// `followUp`, this waits for the whole conversation and returns the last
  /// dialog's key. Cancelling the calling task withdraws the dialog if it
  /// is pending, or dismisses it programmatically if it is visible, and then
  /// throws `CancellationError` (unless the user's choice came first; it is
  /// returned then). A presenter that has not reported the dialog removed a
  /// second after the cancellation is not waited for any longer, and the
  /// queue moves on. To add a dialog without waiting, and keep a ticket to
  /// withdraw it, use ``DialogQueue/enqueue(_:priority:identity:onDuplicate:)``.
  ///
  /// - Parameters:
  ///   - queue: The queue.
  ///   - priority: Higher goes before lower among pending dialogs.
  ///   - identity: What makes two dialogs duplicates; `nil` never
  ///     deduplicates.
  ///   - onDuplicate: What to do when a dialog of the same identity is
  ///     pending or visible.
  /// - Returns: The key the dismissal reported, or `nil`.
  /// - Throws: ``DialogValidationError`` before anything is queued, or for
  ///   a follow-up that could not be shown; ``DialogQueueError`` when the
  ///   dialog (or a follow-up) was withdrawn, replaced or dropped before it
  ///   was shown; `CancellationError` when the task was cancelled.
  @MainActor
  public func present(
    using queue: DialogQueue,
    priority: DialogQueue.Priority = .normal,
    identity: (any Hashable & Sendable)? = nil,
    onDuplicate: DialogQueue.DuplicatePolicy = .replaceExisting
  ) async throws -> Key? {
    try await queue.present(self, priority: priority, identity: identity, onDuplicate: onDuplicate)
  }
}

/// The session of an async presentation (the latest of its conversation),
/// held weakly for the cancellation handler.
@MainActor
private final class SessionBox {
  weak var session: AnyDialogSession?
  var isCancelled = false

  /// Follows `session` and each follow-up it hands on; `done` gets the
  /// conversation's last end.
  func follow(
    _ session: AnyDialogSession, done: @escaping @MainActor @Sendable (SessionEnd) -> Void
  ) {
    self.session = session
    session.onEnd { [self] end in
      if let next = end.followUp {
        follow(next, done: done)
        // Cancelled before it showed: it ends without being shown.
        if isCancelled { next.endForCancellation() }
      } else {
        done(end)
      }
    }
  }

  func cancel() {
    isCancelled = true
    session?.endForCancellation()
  }
}
