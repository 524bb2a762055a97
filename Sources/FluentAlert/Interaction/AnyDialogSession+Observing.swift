// Observing a session and hearing its end (the erased forms; `DialogSession` has the typed
// ones), and ending it when the task awaiting it is cancelled.
extension AnyDialogSession {
  func addErasedObserver(_ body: @escaping @MainActor @Sendable (DialogEvent<Int>) -> Void)
    -> DialogObservation
  {
    nextObserverID += 1
    // A finished session has nothing more to tell, so it keeps no observer.
    if phase != .dismissed {
      observers.append(SessionObserver(id: nextObserverID, body: body))
    }
    return DialogObservation(id: nextObserverID)
  }

  /// Stops an observer added to this session.
  ///
  /// Observers are released when the session finishes, so removing one is
  /// only needed to stop listening earlier.
  ///
  /// - Parameter observation: The value `addObserver` returned.
  /// - Returns: `false` when it was already removed (or released at the
  ///   end) or belongs elsewhere.
  @discardableResult
  public func removeObserver(_ observation: DialogObservation) -> Bool {
    let count = observers.count
    observers.removeAll { $0.id == observation.id }
    return observers.count != count
  }

  /// Runs `body` once when the session has finished.
  ///
  /// That is after `didDismiss` and the dialog's callbacks, or soon after
  /// the session is deallocated unfinished; on the next main-actor turn when
  /// it has already finished. A follow-up it hands on is still pending when
  /// `body` runs: whoever presents it first (a queue) shows it; otherwise
  /// the session shows it on its own presenter right after.
  package func onEnd(_ body: @escaping @MainActor @Sendable (SessionEnd) -> Void) {
    if phase == .dismissed {
      // By the next turn the callbacks have run (also when `body` was added
      // by one of them) and `end` holds what they decided.
      Task { @MainActor in if let end = self.end { body(end) } }
    } else {
      endHandlers.append(body)
    }
  }

  /// The reason fixed when the presentation ended, by action index.
  var erasedReason: DismissReason<Int>? { endReason }

  /// How long a cancelled caller waits for the presenter to report the
  /// dialog removed before the presentation finishes without it.
  package static let removalGracePeriod: Duration = .seconds(1)

  /// Ends the presentation because the task awaiting it was cancelled.
  ///
  /// Dismisses it programmatically unless it has already ended; then, if
  /// the presenter has not reported the dialog removed within
  /// ``removalGracePeriod``, finishes without that report (the handler and
  /// end handlers run then, and a late report changes nothing), so a
  /// cancelled caller never waits for a presenter that never completes.
  func endForCancellation() {
    dismiss()
    guard phase == .dismissing, removalDeadline == nil else { return }
    removalDeadline = schedule(on: clock, after: Self.removalGracePeriod) { [weak self] in
      self?.finish()
    }
  }
}
