import FluentAlert
import Testing

/// The queue against a model of what it promises, step by step, over seeded
/// random runs: enqueues of every priority, identity and duplicate policy,
/// taps, withdrawals, and removals that the presenter completes late (so
/// replacements arrive while a visible duplicate is still on its way out, at
/// any depth).
@MainActor
@Suite("DialogQueue against its model", .timeLimit(.minutes(1)))
struct DialogQueueModelTests {
  @Test("every step of 400 random runs shows, orders and ends what the model says")
  func randomRuns() throws {
    var replacementsOfUrgent = 0
    for seed in UInt64(1)...400 {
      let run = QueueRun(seed: seed)
      try run.run(steps: 60)
      replacementsOfUrgent += run.model.replacementsOfUrgent
    }
    // The runs reach the family that once lost its place: a dialog replacing
    // one that is due next because it replaced a visible one being removed.
    #expect(replacementsOfUrgent >= 100, "\(replacementsOfUrgent)")
  }

  @Test("a replacement of a replacement during a removal is still shown next")
  func replacementChainDuringRemoval() throws {
    let presenter = FakePresenter()
    presenter.completesRemoveAtOnce = false
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(offline("offline v1"), identity: "offline")
    try queue.enqueue(offline("other"))
    for version in 2...5 {
      try queue.enqueue(offline("offline v\(version)"), identity: "offline")
    }
    presenter.completeRemoves()
    #expect(presenter.shownTitles == ["offline v1", "offline v5"])
    #expect(queue.pendingCount == 1)
  }

  private func offline(_ title: String) -> Dialog<Int> {
    Dialog(style: .alert, title: .verbatim(title), actions: [DialogAction(title: "OK", key: 0)])
  }
}

/// One seeded run: the same random operations applied to a real queue on a
/// ``FakePresenter`` and to ``QueueModel``, compared after every step.
@MainActor
private final class QueueRun {
  let seed: UInt64
  var random: SplitMix64
  let presenter = FakePresenter()
  let queue: DialogQueue
  var model = QueueModel()
  var tickets: [Int: DialogTicket] = [:]
  var handled: [Int] = []
  var log: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(state: seed)
    queue = DialogQueue(presenter: presenter)
    presenter.completesRemoveAtOnce = false
  }

  func run(steps: Int) throws {
    for _ in 0..<steps {
      try step()
      guard agrees() else { return }
    }
    // Drain: every dialog ends, and none is shown twice.
    presenter.completesRemoveAtOnce = true
    model.removesAtOnce = true
    presenter.completeRemoves()
    model.completeRemoval()
    guard agrees() else { return }
    while let top = presenter.visible.last {
      log.append("tap")
      top.tap(actionAt: 0)
      let accepted = model.tapVisible()
      #expect(accepted, "seed \(seed)")
      guard agrees() else { return }
    }
    #expect(queue.isIdle, "seed \(seed)")
    #expect(Set(presenter.shownTitles).count == presenter.shownTitles.count, "seed \(seed)")
  }

  private func step() throws {
    switch random.next() % 20 {
    case 0..<9:
      let number = model.nextNumber
      let rank = pick(DialogQueue.Priority.allCases.count)
      let priority = DialogQueue.Priority.allCases[rank]
      let identity = ["a", "a", "b", nil][pick(4)]
      let policy = [
        DialogQueue.DuplicatePolicy.replaceExisting, .replaceExisting, .keepExisting, .keepBoth,
      ][pick(4)]
      log.append("enqueue \(number) \(priority) \(identity ?? "-") \(policy)")
      let ticket = try queue.enqueue(
        dialog(number), priority: priority, identity: identity, onDuplicate: policy)
      let kept = model.enqueue(
        priority: rank, identity: identity, policy: policy)
      if let kept {
        #expect(ticket == tickets[kept], "seed \(seed): kept \(kept)\n\(trace)")
        log.append("  (dropped; kept \(kept))")
      } else {
        tickets[number] = ticket
      }
    case 9..<12:
      log.append("tap")
      let accepted = presenter.visible.last?.tap(actionAt: 0).isAccepted ?? false
      let expected = model.tapVisible()
      #expect(accepted == expected, "seed \(seed)\n\(trace)")
    case 12..<14:
      guard !model.pending.isEmpty else { return }
      let number = model.order[pick(model.pending.count)].number
      log.append("withdraw \(number)")
      #expect(queue.withdraw(tickets[number]!), "seed \(seed)\n\(trace)")
      model.withdraw(number)
    case 14:
      guard let current = model.current else { return }
      log.append("withdraw visible \(current.number)")
      #expect(
        queue.withdraw(tickets[current.number]!) == !model.currentIsEnding,
        "seed \(seed)\n\(trace)")
      model.withdraw(current.number)
    case 15:
      model.removesAtOnce.toggle()
      presenter.completesRemoveAtOnce = model.removesAtOnce
      log.append("removes at once: \(model.removesAtOnce)")
    default:
      log.append("complete removals")
      presenter.completeRemoves()
      model.completeRemoval()
    }
  }

  /// What the queue shows, holds and reports, or what the model says it
  /// should.
  private struct Observed: Equatable {
    var shown: [Int]
    var pending: [Int?]
    var handled: [Int]
    var statuses: [Int: DialogQueue.TicketStatus]
  }

  /// Whether the queue agrees with the model; records one failure, with the
  /// last steps, when it does not (the run stops there).
  private func agrees() -> Bool {
    let actual = Observed(
      shown: presenter.shownTitles.map { Int($0) ?? -1 },
      pending: queue.pendingTickets.map { ticket in tickets.first { $0.value == ticket }?.key },
      handled: handled, statuses: tickets.mapValues(queue.status(of:)))
    let expected = Observed(
      shown: model.shown, pending: model.order.map(\.number), handled: model.handled,
      statuses: Dictionary(uniqueKeysWithValues: tickets.keys.map { ($0, model.status(of: $0)) }))
    #expect(actual == expected, "seed \(seed), after:\n\(trace)")
    return actual == expected
  }

  private var trace: String { log.suffix(12).joined(separator: "\n") }

  private func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

  private func dialog(_ number: Int) -> Dialog<Int> {
    Dialog(
      style: .alert, title: .verbatim("\(number)"),
      actions: [DialogAction(title: "OK", key: number)],
      actionTap: { [weak self] key, _ in self?.handled.append(key) })
  }
}

/// What a queue promises, kept as plainly as possible: pending dialogs in
/// no particular order (the next one is the least by urgency, priority and
/// arrival), at most one visible, which may be on its way out.
private struct QueueModel {
  struct Entry {
    let number: Int
    let priority: Int
    var isUrgent: Bool
    var sequence: Int
    let identity: String?
  }

  var pending: [Entry] = []
  var current: Entry?
  /// The visible dialog was tapped or dismissed and awaits its removal.
  var currentIsEnding = false
  /// The visible dialog was tapped (its handler runs when it is removed).
  var currentWasTapped = false
  var removesAtOnce = false
  var shown: [Int] = []
  var handled: [Int] = []
  var nextNumber = 0
  var nextSequence = 0
  /// How many replacements took the place of a dialog due next.
  var replacementsOfUrgent = 0

  /// Pending entries in the order they will be shown.
  var order: [Entry] {
    pending.sorted { a, b in
      if a.isUrgent != b.isUrgent { return a.isUrgent }
      if a.priority != b.priority { return a.priority > b.priority }
      return a.sequence < b.sequence
    }
  }

  func status(of number: Int) -> DialogQueue.TicketStatus {
    if current?.number == number { return .showing }
    if let position = order.firstIndex(where: { $0.number == number }) {
      return .pending(position: position)
    }
    return .ended
  }

  /// Adds the next numbered dialog; returns the number of the existing
  /// dialog whose ticket the queue hands back when the new one is dropped.
  mutating func enqueue(
    priority: Int, identity: String?, policy: DialogQueue.DuplicatePolicy
  ) -> Int? {
    let number = nextNumber
    nextNumber += 1
    nextSequence += 1
    var entry = Entry(
      number: number, priority: priority, isUrgent: false, sequence: nextSequence,
      identity: identity)
    var replacesVisible = false
    if let identity, policy != .keepBoth {
      let visibleIsDuplicate = current?.identity == identity && !currentIsEnding
      let duplicates = order.filter { $0.identity == identity }
      if policy == .keepExisting {
        if visibleIsDuplicate { return current?.number }
        if let first = duplicates.first { return first.number }
      } else {
        // The new dialog takes the first duplicate's place.
        if let first = duplicates.first {
          entry.sequence = first.sequence
          entry.isUrgent = first.isUrgent
          if first.isUrgent { replacementsOfUrgent += 1 }
        }
        pending.removeAll { $0.identity == identity }
        if visibleIsDuplicate {
          entry.isUrgent = true
          replacesVisible = true
        }
      }
    }
    pending.append(entry)
    if replacesVisible {
      endVisible(tapped: false)
    } else {
      advance()
    }
    return nil
  }

  /// A tap on the visible dialog; whether it was accepted.
  mutating func tapVisible() -> Bool {
    guard current != nil, !currentIsEnding else { return false }
    endVisible(tapped: true)
    return true
  }

  mutating func withdraw(_ number: Int) {
    if current?.number == number {
      if !currentIsEnding { endVisible(tapped: false) }
    } else {
      pending.removeAll { $0.number == number }
    }
  }

  mutating func completeRemoval() {
    if currentIsEnding { finishVisible() }
  }

  private mutating func endVisible(tapped: Bool) {
    currentIsEnding = true
    currentWasTapped = tapped
    if removesAtOnce { finishVisible() }
  }

  private mutating func finishVisible() {
    if currentWasTapped, let current { handled.append(current.number) }
    current = nil
    currentIsEnding = false
    currentWasTapped = false
    advance()
  }

  private mutating func advance() {
    guard current == nil, let next = order.first else { return }
    pending.removeAll { $0.number == next.number }
    current = next
    shown.append(next.number)
  }
}
