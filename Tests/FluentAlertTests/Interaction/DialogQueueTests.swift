import FluentAlert
import Testing

@MainActor
@Suite("DialogQueue")
struct DialogQueueTests {
  let presenter = FakePresenter()

  private func titled(_ title: String, _ log: HandlerLog? = nil) -> Dialog<Choice> {
    Dialog(
      style: .alert, title: .verbatim(title),
      actions: [
        DialogAction(title: "OK", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      actionTap: { [log] key, texts in log?.record(key, texts) })
  }

  private func tapTop(_ key: Choice = .save) {
    #expect(presenter.top(Choice.self)?.tap(key).isAccepted == true)
  }

  @Test("dialogs are shown one at a time, first in first out")
  func fifo() throws {
    let queue = DialogQueue(presenter: presenter)
    let a = try queue.enqueue(titled("A"))
    let b = try queue.enqueue(titled("B"))
    let c = try queue.enqueue(titled("C"))
    #expect(presenter.shownTitles == ["A"])
    #expect(queue.status(of: a) == .showing)
    #expect(queue.status(of: b) == .pending(position: 0))
    #expect(queue.status(of: c) == .pending(position: 1))
    #expect(queue.pendingTickets == [b, c])
    tapTop()
    #expect(presenter.shownTitles == ["A", "B"])
    #expect(queue.status(of: a) == .ended)
    tapTop()
    tapTop()
    #expect(presenter.shownTitles == ["A", "B", "C"])
    #expect(presenter.maxVisible == 1)
    #expect(queue.isIdle)
    #expect(queue.currentSession == nil)
  }

  @Test("a dialog enqueued from a handler is shown after the first is gone (seed 000)")
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
    try queue.enqueue(titled("custom 50"), priority: DialogQueue.Priority(50))
    #expect(presenter.shownTitles == ["visible"])  // never interrupted
    for _ in 0..<6 { tapTop() }
    #expect(
      presenter.shownTitles == [
        "visible", "high 1", "high 2", "custom 50", "normal 1", "low 1", "low 2",
      ])
    #expect(DialogQueue.Priority.low < .normal && DialogQueue.Priority.normal < .high)
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

  @Test("withdrawAllPending leaves the visible dialog and counts what it removed")
  func withdrawAll() throws {
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(titled("A"))
    try queue.enqueue(titled("B"))
    try queue.enqueue(titled("C"))
    #expect(queue.withdrawAllPending() == 2)
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
    var random = SplitMix64(state: 2026)
    let queue = DialogQueue(presenter: presenter)
    var handled: [Int] = []
    var withdrawn: Set<Int> = []
    var tickets: [Int: DialogTicket] = [:]
    var nextNumber = 0
    let priorities: [DialogQueue.Priority] = [.low, .normal, .high]

    func enqueue(_ number: Int, nested: Bool) throws {
      let dialog = Dialog<Int>(
        style: .alert, title: .verbatim("\(number)"),
        actions: [DialogAction(title: "OK", key: number)],
        actionTap: { key, _ in
          handled.append(key)
          // Some handlers open a dialog of their own (seed 000).
          if !nested, key % 7 == 0, nextNumber < 1_000 {
            nextNumber += 1
            _ = try? enqueue(nextNumber - 1, nested: true)
          }
        })
      tickets[number] = try queue.enqueue(
        dialog, priority: priorities[Int(random.next() % 3)])
    }

    while nextNumber < 1_000 || !queue.isIdle {
      let action = random.next() % 10
      if nextNumber < 1_000 && action < 5 {
        nextNumber += 1
        try enqueue(nextNumber - 1, nested: false)
      } else if action == 5, let ticket = queue.pendingTickets.last {
        let number = try #require(tickets.first { $0.value == ticket }?.key)
        #expect(queue.withdraw(ticket))
        withdrawn.insert(number)
      } else if let top = presenter.visible.last {
        #expect(top.tap(actionAt: 0).isAccepted)
      }
    }

    #expect(nextNumber == 1_000)
    #expect(handled.count == Set(handled).count)
    #expect(Set(handled).isDisjoint(with: withdrawn))
    #expect(Set(handled).union(withdrawn) == Set(0..<1_000))
    #expect(presenter.shown.count == handled.count)
    #expect(presenter.maxVisible == 1)
    #expect(!withdrawn.isEmpty)
  }
}
