import FluentAlert
import FluentAlertTesting
import Testing

@MainActor
@Suite("async present", .timeLimit(.minutes(1)))
struct AsyncPresentTests {
  let presenter = FakePresenter()
  let log = HandlerLog()

  private func start(_ dialog: Dialog<Choice>) -> Task<Choice?, any Error> {
    Task { try await dialog.present(using: presenter) }
  }

  /// Presents the confirm dialog on a presenter that never completes a
  /// removal by itself; returns the awaiting task and the visible session.
  private func startHoldingRemoval() async throws
    -> (Task<Choice?, any Error>, DialogSession<Choice>)
  {
    presenter.completesRemoveAtOnce = false
    let task = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    return (task, try #require(presenter.top(Choice.self)))
  }

  @Test("present returns the tapped key after the handler has run")
  func returnsTappedKey() async throws {
    let task = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    #expect(presenter.top(Choice.self)?.tap(.delete).isAccepted == true)
    #expect(try await task.value == .delete)
    #expect(log.keys == [.delete])
  }

  @Test("present returns the cancel key for a keyless dismissal and the timeout's key")
  func keylessAndTimeout() async throws {
    let keyless = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.dismissWithoutAction()
    #expect(try await keyless.value == .cancel)

    let timed = start(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(3), reporting: .save)))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.testClock.advance(by: .seconds(3))
    #expect(try await timed.value == .save)
    #expect(log.keys == [.cancel, .save])
  }

  @Test("present returns nil when code dismisses the dialog or it times out without a key")
  func returnsNil() async throws {
    let dismissed = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.dismiss()
    #expect(try await dismissed.value == nil)

    let timed = start(Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(1))))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.testClock.advance(by: .seconds(1))
    #expect(try await timed.value == nil)
    #expect(log.calls.isEmpty)
  }

  @Test("cancelling the task dismisses the visible dialog programmatically and throws")
  func cancelWhileVisible() async throws {
    let task = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    let session = try #require(presenter.top(Choice.self))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(session.reason == .programmatic)
    #expect(presenter.visible.isEmpty)
    #expect(log.calls.isEmpty)
  }

  @Test("a task cancelled before it presents shows nothing and throws")
  func cancelBeforeShown() async throws {
    let task = start(Fixtures.confirm(log: log))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(presenter.calls.isEmpty)
  }

  @Test("a choice made before the cancellation is returned, not lost")
  func tapBeforeCancel() async throws {
    presenter.completesRemoveAtOnce = false
    let task = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.tap(.save)
    task.cancel()
    await Task.yield()
    presenter.completeRemoves()
    #expect(try await task.value == .save)
    #expect(log.keys == [.save])
  }

  @Test("an invalid dialog throws DialogValidationError before anything is shown")
  func invalidThrows() async {
    await #expect(throws: DialogValidationError.self) {
      try await Fixtures.invalid().present(using: presenter)
    }
    #expect(presenter.calls.isEmpty)
  }

  @Test("a presenter that goes away without a tap resolves the caller with nil")
  func presenterGoesAway() async throws {
    let task = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.dropEverything()
    #expect(try await task.value == nil)
    #expect(log.calls.isEmpty)
  }

  @Test("a presenter that never completes removal still resolves the caller once it lets go")
  func removalNeverCompletes() async throws {
    presenter.completesRemoveAtOnce = false
    let task = start(Fixtures.confirm(log: log))
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.tap(.delete)
    presenter.dropEverything()
    #expect(try await task.value == .delete)
    #expect(log.keys == [.delete])
  }

  @Test("a cancelled caller stops waiting a second later for a removal that never completes")
  func cancelWhileRemovalNeverCompletes() async throws {
    let (task, session) = try await startHoldingRemoval()
    task.cancel()
    await waitUntil { session.phase == .dismissing }
    presenter.testClock.advance(by: .milliseconds(999))
    #expect(session.phase == .dismissing)
    presenter.testClock.advance(by: .milliseconds(1))
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(session.phase == .dismissed && session.reason == .programmatic)
    presenter.completeRemoves()  // a late report changes nothing
    #expect(session.phase == .dismissed && log.calls.isEmpty)
  }

  @Test("a choice made before the cancellation is returned even if removal never completes")
  func tapThenCancelWhileRemovalNeverCompletes() async throws {
    let (task, session) = try await startHoldingRemoval()
    session.tap(.delete)
    task.cancel()
    await waitUntil { presenter.testClock.pendingCount == 1 }
    presenter.testClock.advance(by: .seconds(1))
    #expect(try await task.value == .delete)
    presenter.completeRemoves()
    #expect(log.keys == [.delete])
  }

  @Test("present can be called off the main actor")
  func offMainActor() async throws {
    let dialog = Fixtures.confirm()
    let presenter = presenter
    let task = Task.detached { try await dialog.present(using: presenter) }
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.tap(.save)
    #expect(try await task.value == .save)
  }

  // MARK: Through a queue

  @Test("queued presentations return their keys in queue order")
  func queueOrder() async throws {
    let queue = DialogQueue(presenter: presenter)
    let first = Task { try await Fixtures.confirm(log: log).present(using: queue) }
    await waitUntil { queue.currentSession != nil }
    let second = Task { try await queue.present(Fixtures.confirm(log: log), priority: .high) }
    await waitUntil { queue.pendingCount == 1 }
    presenter.top(Choice.self)?.tap(.save)
    await waitUntil { presenter.shown.count == 2 }
    presenter.top(Choice.self)?.tap(.cancel)
    #expect(try await first.value == .save)
    #expect(try await second.value == .cancel)
    #expect(log.keys == [.save, .cancel])
  }

  @Test("cancelling a pending queued presentation withdraws it: never shown")
  func queueCancelPending() async throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(Fixtures.confirm())
    let task = Task { try await queue.present(Fixtures.confirm(log: log)) }
    await waitUntil { queue.pendingCount == 1 }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(queue.pendingCount == 0)
    presenter.top(Choice.self)?.tap(.save)
    #expect(presenter.shown.count == 1)
    #expect(log.calls.isEmpty)
  }

  @Test("cancelling a visible queued presentation dismisses it and the queue moves on")
  func queueCancelVisible() async throws {
    let queue = DialogQueue(presenter: presenter)
    let task = Task { try await queue.present(Fixtures.confirm(log: log)) }
    await waitUntil { queue.currentSession != nil }
    try queue.enqueue(Fixtures.confirm())
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(presenter.shown.count == 2)
    #expect(log.calls.isEmpty)
  }

  @Test("a cancelled queued presentation whose removal never completes lets the queue move on")
  func queueCancelWhileRemovalNeverCompletes() async throws {
    presenter.completesRemoveAtOnce = false
    let queue = DialogQueue(presenter: presenter)
    let task = Task { try await queue.present(Fixtures.confirm(log: log)) }
    await waitUntil { queue.currentSession != nil }
    try queue.enqueue(Fixtures.confirm())
    task.cancel()
    await waitUntil { queue.currentSession?.phase == .dismissing }
    #expect(presenter.shown.count == 1)
    presenter.testClock.advance(by: .seconds(1))
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(presenter.shown.count == 2)
    #expect(log.calls.isEmpty)
  }

  @Test("a queued presentation that is withdrawn, replaced or dropped throws why")
  func queueErrors() async throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(Fixtures.confirm())
    let withdrawn = Task { try await queue.present(Fixtures.confirm()) }
    await waitUntil { queue.pendingCount == 1 }
    for ticket in queue.pendingTickets { queue.withdraw(ticket) }
    await #expect(throws: DialogQueueError.withdrawn) { try await withdrawn.value }

    let replaced = Task { try await queue.present(Fixtures.confirm(), identity: "x") }
    await waitUntil { queue.pendingCount == 1 }
    try queue.enqueue(Fixtures.confirm(), identity: "x")
    await #expect(throws: DialogQueueError.replaced) { try await replaced.value }

    let dropped = Task {
      try await queue.present(Fixtures.confirm(), identity: "x", onDuplicate: .keepExisting)
    }
    await #expect(throws: DialogQueueError.duplicate) { try await dropped.value }
    #expect(queue.pendingCount == 1)
  }

  @Test("an invalid dialog throws before it is queued")
  func queueInvalid() async {
    let queue = DialogQueue(presenter: presenter)
    await #expect(throws: DialogValidationError.self) {
      try await Fixtures.invalid().present(using: queue)
    }
    #expect(queue.isIdle)
  }
}
