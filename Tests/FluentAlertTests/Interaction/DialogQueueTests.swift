import FluentAlert
import Testing

@MainActor
@Suite("DialogQueue", .timeLimit(.minutes(1)))
struct DialogQueueTests {
  let presenter = FakePresenter()

  private func titled(_ title: String, _ log: HandlerLog? = nil) -> Dialog<Choice> {
    Dialog(
      style: .alert, title: .verbatim(title),
      actions: [
        DialogAction(title: "OK", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      actionTap: { [log] key, texts in log?.record(key, Array(texts)) })
  }

  private func tapTop(_ key: Choice = .save) {
    #expect(presenter.top(Choice.self)?.tap(key).isAccepted == true)
  }

  @Test("dialogs are shown one at a time, first in first out")
  func fifo() throws {
    let queue = DialogQueue(presenter: presenter)
    for title in ["A", "B", "C"] { try queue.enqueue(titled(title)) }
    #expect(presenter.shownTitles == ["A"])
    tapTop()
    #expect(presenter.shownTitles == ["A", "B"])
    tapTop()
    tapTop()
    #expect(presenter.shownTitles == ["A", "B", "C"])
    #expect(presenter.maxVisible == 1)
    #expect(queue.isIdle && queue.currentSession == nil)
  }

  @Test("a ticket's status follows its dialog from pending to showing to ended")
  func ticketStatus() throws {
    let queue = DialogQueue(presenter: presenter)
    let a = try queue.enqueue(titled("A"))
    let b = try queue.enqueue(titled("B"))
    let c = try queue.enqueue(titled("C"))
    let statuses = [a, b, c].map(queue.status(of:))
    #expect(statuses == [.showing, .pending(position: 0), .pending(position: 1)])
    #expect(queue.pendingTickets == [b, c])
    tapTop()
    let after = [a, b, c].map(queue.status(of:))
    #expect(after == [.ended, .showing, .pending(position: 0)])
  }

  @Test("a dialog enqueued from a handler is shown after the first is gone ")
  func nestedFromHandler() throws {
    let queue = DialogQueue(presenter: presenter)
    var statusInsideHandler: DialogQueue.TicketStatus?
    var visibleInsideHandler = -1
    let first = Dialog<Choice>(
      style: .alert, title: "First",
      actions: [DialogAction(title: "OK", key: .save)],
      actionTap: { _, _ in
        visibleInsideHandler = self.presenter.visible.count
        let ticket = try? queue.enqueue(self.titled("Nested"))
        statusInsideHandler = ticket.map(queue.status(of:))
      })
    try queue.enqueue(first)
    try queue.enqueue(titled("Second"))
    tapTop()
    #expect(visibleInsideHandler == 0)
    #expect(statusInsideHandler == .pending(position: 1))
    #expect(presenter.shownTitles == ["First", "Second"])
    tapTop()
    #expect(presenter.shownTitles == ["First", "Second", "Nested"])
    let firstID = ObjectIdentifier(presenter.shown[0])
    let nestedID = ObjectIdentifier(presenter.shown[2])
    let removeFirst = try #require(presenter.calls.firstIndex(of: .remove(firstID)))
    let showNested = try #require(presenter.calls.firstIndex(of: .show(nestedID)))
    #expect(removeFirst < showNested)
    #expect(presenter.maxVisible == 1)
  }

  @Test("a nested dialog waits for a slow removal to complete before it is shown")
  func nestedWaitsForRemoval() throws {
    presenter.completesRemoveAtOnce = false
    let queue = DialogQueue(presenter: presenter)
    let first = Dialog<Choice>(
      style: .alert, title: "First",
      actions: [DialogAction(title: "OK", key: .save)],
      actionTap: { _, _ in _ = try? queue.enqueue(self.titled("Nested")) })
    try queue.enqueue(first)
    tapTop()
    #expect(presenter.shownTitles == ["First"])
    presenter.completeRemoves()
    #expect(presenter.shownTitles == ["First", "Nested"])
  }

  @Test("higher priority goes first among pending dialogs; equal priorities keep their order")
  func priority() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("visible"))
    try queue.enqueue(titled("low 1"), priority: .low)
    try queue.enqueue(titled("normal 1"))
    try queue.enqueue(titled("high 1"), priority: .high)
    try queue.enqueue(titled("low 2"), priority: .low)
    try queue.enqueue(titled("high 2"), priority: .high)
    try queue.enqueue(titled("urgent"), priority: .urgent)
    #expect(presenter.shownTitles == ["visible"])  // never interrupted
    for _ in 0..<6 { tapTop() }
    #expect(
      presenter.shownTitles == [
        "visible", "urgent", "high 1", "high 2", "normal 1", "low 1", "low 2",
      ])
    #expect(DialogQueue.Priority.allCases.sorted() == [.low, .normal, .high, .urgent])
  }

  @Test("a withdrawn dialog is never shown; withdrawing twice or an ended one reports false")
  func withdrawPending() throws {
    let queue = DialogQueue(presenter: presenter)
    let log = HandlerLog()
    let a = try queue.enqueue(titled("A"))
    let b = try queue.enqueue(titled("B", log))
    let c = try queue.enqueue(titled("C"))
    #expect(queue.withdraw(b))
    #expect(queue.withdraw(b) == false)
    #expect(queue.status(of: b) == .ended)
    #expect(queue.status(of: c) == .pending(position: 0))
    tapTop()
    tapTop()
    #expect(presenter.shownTitles == ["A", "C"])
    #expect(queue.withdraw(a) == false)
    #expect(log.calls.isEmpty)
  }

  @Test("withdrawing the visible dialog dismisses it programmatically and shows the next")
  func withdrawVisible() throws {
    let queue = DialogQueue(presenter: presenter)
    let log = HandlerLog()
    let a = try queue.enqueue(titled("A", log))
    try queue.enqueue(titled("B"))
    let session = try #require(presenter.top(Choice.self))
    #expect(queue.withdraw(a))
    #expect(session.reason == .programmatic)
    #expect(log.calls.isEmpty)
    #expect(presenter.shownTitles == ["A", "B"])
  }

  @Test("withdrawing every pending ticket leaves the visible dialog")
  func withdrawAll() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("A"))
    try queue.enqueue(titled("B"))
    try queue.enqueue(titled("C"))
    #expect(queue.pendingTickets.map { queue.withdraw($0) } == [true, true])
    #expect(queue.pendingCount == 0)
    #expect(queue.currentSession != nil)
    tapTop()
    #expect(presenter.shownTitles == ["A"])
    #expect(queue.isIdle)
  }

  @Test("keepExisting drops a duplicate of a pending or visible dialog and returns its ticket")
  func keepExisting() throws {
    let queue = DialogQueue(presenter: presenter)
    let visible = try queue.enqueue(
      titled("Offline"), identity: "offline", onDuplicate: .keepExisting)
    let again = try queue.enqueue(
      titled("Offline 2"), identity: "offline", onDuplicate: .keepExisting)
    #expect(again == visible)
    let pending = try queue.enqueue(titled("Sync"), identity: "sync", onDuplicate: .keepExisting)
    let dup = try queue.enqueue(titled("Sync 2"), identity: "sync", onDuplicate: .keepExisting)
    #expect(dup == pending)
    #expect(queue.pendingCount == 1)
    tapTop()
    tapTop()
    #expect(presenter.shownTitles == ["Offline", "Sync"])
  }

  @Test("replaceExisting puts the new dialog in the pending duplicate's place")
  func replacePending() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("visible"))
    let old = try queue.enqueue(titled("Sync v1"), identity: "sync")
    try queue.enqueue(titled("other"))
    let new = try queue.enqueue(titled("Sync v2"), identity: "sync")
    #expect(queue.status(of: old) == .ended)
    #expect(queue.status(of: new) == .pending(position: 0))
    for _ in 0..<3 { tapTop() }
    #expect(presenter.shownTitles == ["visible", "Sync v2", "other"])
  }

  @Test("replaceExisting dismisses a visible duplicate and shows the new one next")
  func replaceVisible() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("Sync v1"), identity: "sync")
    try queue.enqueue(titled("urgent"), priority: .high)
    let old = try #require(presenter.top(Choice.self))
    try queue.enqueue(titled("Sync v2"), identity: "sync")
    #expect(old.reason == .programmatic)
    #expect(presenter.shownTitles == ["Sync v1", "Sync v2"])
    tapTop()
    #expect(presenter.shownTitles == ["Sync v1", "Sync v2", "urgent"])
  }

  @Test("a dialog already on its way out is not a duplicate: the new one is queued after it")
  func endingIsNotDuplicate() throws {
    presenter.completesRemoveAtOnce = false
    let queue = DialogQueue(presenter: presenter)
    let old = try queue.enqueue(titled("Offline"), identity: "offline", onDuplicate: .keepExisting)
    tapTop()
    let new = try queue.enqueue(
      titled("Offline again"), identity: "offline", onDuplicate: .keepExisting)
    #expect(new != old)
    presenter.completeRemoves()
    #expect(presenter.shownTitles == ["Offline", "Offline again"])
  }

  @Test("keepBoth and a nil identity never deduplicate")
  func noDedup() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("A"), identity: "x", onDuplicate: .keepBoth)
    try queue.enqueue(titled("A"), identity: "x", onDuplicate: .keepBoth)
    try queue.enqueue(titled("A"))
    try queue.enqueue(titled("A"))
    for _ in 0..<4 { tapTop() }
    #expect(presenter.shownTitles == ["A", "A", "A", "A"])
  }

  @Test("a dialog can be its own identity: an equal dialog is a duplicate")
  func dialogAsIdentity() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("busy"))
    let dialog = titled("Same")
    let first = try queue.enqueue(dialog, identity: dialog, onDuplicate: .keepExisting)
    let second = try queue.enqueue(
      titled("Same"), identity: titled("Same"), onDuplicate: .keepExisting)
    #expect(first == second)
    #expect(queue.pendingCount == 1)
  }

  @Test("an invalid dialog throws and queues nothing")
  func invalid() {
    let queue = DialogQueue(presenter: presenter)
    #expect(throws: DialogValidationError.self) { try queue.enqueue(Fixtures.invalid()) }
    #expect(queue.isIdle)
    #expect(presenter.calls.isEmpty)
  }

  @Test("the queue keeps itself alive while it has dialogs")
  func keepsItselfAlive() throws {
    weak var weakQueue: DialogQueue?
    do {
      let queue = DialogQueue(presenter: presenter)
      try queue.enqueue(titled("A"))
      try queue.enqueue(titled("B"))
      weakQueue = queue
    }
    #expect(weakQueue != nil)
    tapTop()
    #expect(presenter.shownTitles == ["A", "B"])
    tapTop()
    #expect(weakQueue == nil)
  }

  @Test("a session its presenter drops is reported torn down and the queue moves on")
  func presenterDropsSession() async throws {
    let queue = DialogQueue(presenter: presenter)
    let log = HandlerLog()
    try queue.enqueue(titled("A", log))
    try queue.enqueue(titled("B"))
    presenter.dropEverything()
    await waitUntil { presenter.shown.count == 1 }
    #expect(presenter.shownTitles == ["B"])
    #expect(log.calls.isEmpty)
  }

  @Test("1,000 dialogs through a fake presenter: none lost, none repeated, one at a time")
  func thousandDialogs() throws {
    let run = try ThousandDialogs(presenter: presenter).run()
    #expect(run.handled.count == Set(run.handled).count)
    #expect(Set(run.handled).isDisjoint(with: run.withdrawn))
    #expect(Set(run.handled).union(run.withdrawn) == Set(0..<1_000))
    #expect(presenter.shown.count == run.handled.count)
    #expect(presenter.maxVisible == 1 && !run.withdrawn.isEmpty && run.refusedTaps == 0)
  }
}

/// Drives 1,000 numbered dialogs through one queue with a seeded mix of
/// enqueues (some from inside handlers), withdrawals and taps.
@MainActor
private final class ThousandDialogs {
  let presenter: FakePresenter
  let queue: DialogQueue
  var random = SplitMix64(state: 2026)
  var handled: [Int] = []
  var withdrawn: Set<Int> = []
  var refusedTaps = 0
  var tickets: [DialogTicket: Int] = [:]
  var nextNumber = 0

  init(presenter: FakePresenter) {
    self.presenter = presenter
    queue = DialogQueue(presenter: presenter)
  }

  func run() throws -> ThousandDialogs {
    while nextNumber < 1_000 || !queue.isIdle {
      let action = random.next() % 10
      if nextNumber < 1_000 && action < 5 {
        try enqueueNext(nested: false)
      } else if action == 5, let ticket = queue.pendingTickets.last, let number = tickets[ticket] {
        if queue.withdraw(ticket) { withdrawn.insert(number) }
      } else if let top = presenter.visible.last {
        if !top.tap(actionAt: 0).isAccepted { refusedTaps += 1 }
      }
    }
    return self
  }

  private func enqueueNext(nested: Bool) throws {
    let number = nextNumber
    nextNumber += 1
    let dialog = Dialog<Int>(
      style: .alert, title: .verbatim("\(number)"),
      actions: [DialogAction(title: "OK", key: number)],
      actionTap: { [weak self] key, _ in self?.handled(key, nested: nested) })
    let priorities: [DialogQueue.Priority] = [.low, .normal, .high]
    let ticket = try queue.enqueue(dialog, priority: priorities[Int(random.next() % 3)])
    tickets[ticket] = number
  }

  private func handled(_ key: Int, nested: Bool) {
    handled.append(key)
    // Some handlers open a dialog of their own.
    if !nested, key % 7 == 0, nextNumber < 1_000 { try? enqueueNext(nested: true) }
  }
}
