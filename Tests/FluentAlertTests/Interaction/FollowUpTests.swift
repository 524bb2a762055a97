import FluentAlert
import FluentAlertTesting
import Testing

/// The steps of an install conversation: install, then maybe replace.
enum Step: String, Hashable, Sendable {
  case install, replace, keepBoth, cancel, ok
}

/// "Install?" then, for Install, "Replace?"; each records its key in `log`.
@MainActor
private func installConversation(log: StepLog) -> Dialog<Step> {
  let replace = Dialog<Step>.alert("Replace the installed version?")
    .addDestructive("Replace", key: .replace)
    .addAction("Keep Both", key: .keepBoth)
    .addCancel("Cancel", key: .cancel)
    .actionTap { log.record("replace: \($0)") }
    .onDismiss { log.record("replace ended: \($0)") }
  return Dialog<Step>.alert("Install Sketchbook?")
    .addAction("Install", key: .install)
    .addCancel("Cancel", key: .cancel)
    .actionTap { log.record("install: \($0)") }
    .followUp { step in
      log.record("follow up: \(step)")
      return step == .install ? replace : nil
    }
    .onDismiss { log.record("install ended: \($0)") }
}

/// What the callbacks of a conversation did, in order.
@MainActor
final class StepLog {
  private(set) var lines: [String] = []
  func record(_ line: String) { lines.append(line) }
}

@MainActor
@Suite("follow-up dialogs", .timeLimit(.minutes(1)))
struct FollowUpTests {
  let presenter = FakePresenter()
  let log = StepLog()

  @Test("a follow-up from a chained dialog's handler is shown after the first is gone")
  func chainFollowUpOnPresenter() throws {
    let session = try DialogSession(installConversation(log: log))
    session.present(using: presenter)
    #expect(session.tap(.install).isAccepted)
    let first = ObjectIdentifier(session)
    let second = try #require(presenter.top(Step.self))
    // Removed, then shown: never two at once.
    #expect(presenter.calls == [.show(first), .remove(first), .show(ObjectIdentifier(second))])
    #expect(presenter.maxVisible == 1)
    #expect(second.dialog.title == "Replace the installed version?")
    #expect(second.phase == .presented)
    #expect(
      log.lines == [
        "install: install", "follow up: install", "install ended: action(install)",
      ])
    #expect(second.tap(.keepBoth).isAccepted)
    #expect(log.lines.suffix(2) == ["replace: keepBoth", "replace ended: action(keepBoth)"])
    #expect(presenter.visible.isEmpty)
  }

  @Test("a builder dialog follows up the same way, and the callbacks take no part in equality")
  func builderFollowUp() throws {
    let built = Dialog<Step>(.alert, title: "Install Sketchbook?") {
      Action("Install", key: .install)
      Cancel("Cancel", key: .cancel)
    }
    .followUp { step in
      step == .install ? Dialog<Step>.alert("Installed").addCancel("OK", key: .ok) : nil
    }
    .onDismiss { _ in }
    let chained = Dialog<Step>.alert("Install Sketchbook?")
      .addAction("Install", key: .install)
      .addCancel("Cancel", key: .cancel)
    #expect(built == chained)
    #expect(built.snapshot == chained.snapshot)
    let initialized = Dialog<Step>(
      style: .alert, title: "Install Sketchbook?",
      actions: [
        DialogAction(title: "Install", key: .install),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      followUp: { _, _ in nil }, onDismiss: { _ in })
    #expect(initialized == chained)

    let session = try DialogSession(built)
    session.present(using: presenter)
    session.tap(.install)
    #expect(presenter.top(Step.self)?.dialog.title == "Installed")
  }

  @Test("a key with no follow-up ends the conversation")
  func noFollowUp() throws {
    let session = try DialogSession(installConversation(log: log))
    session.present(using: presenter)
    session.tap(.cancel)
    #expect(presenter.visible.isEmpty && presenter.shown.count == 1)
    #expect(
      log.lines == ["install: cancel", "follow up: cancel", "install ended: action(cancel)"])
  }

  @Test("the texts reach the follow-up, which can report a failure in the same conversation")
  func textsReachTheFollowUp() throws {
    let rename = Dialog<Step>.alert("Rename")
      .addTextField("Name") { $0.text("draft") }
      .addAction("Rename", key: .ok)
      .addCancel("Cancel", key: .cancel)
      .followUp { key, texts in
        guard key == .ok, texts[0].contains("/") else { return nil }
        return Dialog<Step>.alert(.verbatim("“\(texts[0])” is not a valid name"))
          .addCancel("OK", key: .ok)
      }
    let session = try DialogSession(rename)
    session.present(using: presenter)
    session.setText("a/b", forField: 0)
    session.tap(.ok)
    #expect(presenter.top(Step.self)?.dialog.title == .verbatim("“a/b” is not a valid name"))
  }

  @Test("an auto-dismiss that reports a key follows up too; one that reports none does not")
  func timeoutFollowsUp() throws {
    let next = Dialog<Step>.alert("Next").addCancel("OK", key: .ok)
    let reporting = Dialog<Step>.alert("Saved").addCancel("OK", key: .ok)
      .dismiss(after: .seconds(2), reporting: .ok)
      .followUp { _ in next }
    let session = try DialogSession(reporting)
    session.present(using: presenter)
    presenter.testClock.advance(by: .seconds(2))
    #expect(presenter.top(Step.self)?.dialog.title == "Next")

    let silent = Dialog<Step>.alert("Saved").dismiss(after: .seconds(2)).followUp { _ in next }
    let other = FakePresenter()
    let quiet = try DialogSession(silent)
    quiet.present(using: other)
    other.testClock.advance(by: .seconds(2))
    #expect(quiet.phase == .dismissed && other.shown.count == 1)
  }

  @Test("await present returns the last key of the conversation")
  func awaitFinalKey() async throws {
    let task = Task { try await installConversation(log: log).present(using: presenter) }
    await waitUntil { presenter.top(Step.self) != nil }
    presenter.top(Step.self)?.tap(.install)
    await waitUntil { presenter.top(Step.self)?.dialog.title == "Replace the installed version?" }
    presenter.top(Step.self)?.tap(.replace)
    #expect(try await task.value == .replace)
    #expect(log.lines.last == "replace ended: action(replace)")
  }

  @Test("a queue shows the follow-up before the dialogs already waiting, under the same ticket")
  func queueFollowUpGoesFirst() async throws {
    let queue = DialogQueue(presenter: presenter)
    let ticket = try queue.enqueue(installConversation(log: log))
    try queue.enqueue(Dialog<Step>.alert("Tip").addCancel("OK", key: .ok))
    presenter.top(Step.self)?.tap(.install)
    #expect(presenter.top(Step.self)?.dialog.title == "Replace the installed version?")
    #expect(queue.status(of: ticket) == .showing)
    #expect(queue.pendingTickets.count == 1)
    // The ticket names the conversation: withdrawing it ends the follow-up.
    #expect(queue.withdraw(ticket))
    #expect(log.lines.last == "replace ended: programmatic")
    #expect(
      presenter.shownTitles == ["Install Sketchbook?", "Replace the installed version?", "Tip"])
    #expect(presenter.maxVisible == 1)
  }

  @Test("a queue's present waits for the whole conversation")
  func queueAwaitFinalKey() async throws {
    let queue = DialogQueue(presenter: presenter)
    let task = Task { try await installConversation(log: log).present(using: queue) }
    await waitUntil { presenter.top(Step.self) != nil }
    presenter.top(Step.self)?.tap(.install)
    #expect(queue.currentSession != nil)
    presenter.top(Step.self)?.tap(.cancel)
    #expect(try await task.value == .cancel)
    #expect(queue.isIdle)
  }

  @Test("cancelling the awaiting task during a follow-up dismisses it and throws")
  func cancelDuringFollowUp() async throws {
    let task = Task { try await installConversation(log: log).present(using: presenter) }
    await waitUntil { presenter.top(Step.self) != nil }
    presenter.top(Step.self)?.tap(.install)
    await waitUntil { presenter.top(Step.self)?.dialog.title == "Replace the installed version?" }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(log.lines.last == "replace ended: programmatic")
    #expect(presenter.visible.isEmpty)
  }

  @Test("an invalid follow-up is not shown; await throws its error and a queue moves on")
  func invalidFollowUp() async throws {
    let broken = Dialog<Step>.alert("Broken")  // no action and no auto-dismiss
    let dialog = Dialog<Step>.alert("Go?").addAction("Go", key: .ok).followUp { _ in broken }
    let task = Task { try await dialog.present(using: presenter) }
    await waitUntil { presenter.top(Step.self) != nil }
    presenter.top(Step.self)?.tap(.ok)
    await #expect(throws: DialogValidationError.self) { try await task.value }
    #expect(presenter.shown.count == 1)

    let queue = DialogQueue(presenter: presenter)
    let queued = Task { try await queue.present(dialog) }
    await waitUntil { presenter.top(Step.self)?.dialog.title == "Go?" }
    try queue.enqueue(Dialog<Step>.alert("Next").addCancel("OK", key: .ok))
    presenter.top(Step.self)?.tap(.ok)
    await #expect(throws: DialogValidationError.self) { try await queued.value }
    #expect(presenter.top(Step.self)?.dialog.title == "Next")
  }

  @Test("an owner that asks after the end hears it whole: the follow-up, or why it was not shown")
  func lateOwnerHearsTheWholeEnd() async throws {
    let broken = Dialog<Step>.alert("Broken")
    let failing = try DialogSession(
      Dialog<Step>.alert("Go?").addAction("Go", key: .ok).followUp { _ in broken })
    failing.present(using: presenter)
    failing.tap(.ok)
    let failed = await withCheckedContinuation { done in
      failing.onEnd { done.resume(returning: $0) }
    }
    #expect(failed.key as? Step == .ok)
    #expect(failed.followUpError != nil)

    let installing = try DialogSession(installConversation(log: log))
    installing.present(using: presenter)
    installing.tap(.install)
    let handedOn = await withCheckedContinuation { done in
      installing.onEnd { done.resume(returning: $0) }
    }
    let next = try #require(handedOn.followUp as? DialogSession<Step>)
    #expect(next === presenter.top(Step.self))
    #expect(handedOn.followUpError == nil)
  }

  @Test("a follow-up whose presenter is gone ends as torn down, and its completion runs once")
  func presenterGoneBeforeFollowUp() async throws {
    var screen: FakePresenter? = FakePresenter()
    weak let weakScreen = screen
    let session = try DialogSession(installConversation(log: log))
    session.present(using: try #require(screen))
    screen?.completesRemoveAtOnce = false
    session.tap(.install)
    let complete = try #require(screen?.heldRemoveCompletions.first)
    screen = nil
    #expect(weakScreen == nil)
    complete()
    #expect(log.lines.last == "replace ended: tornDown")
    #expect(log.lines.filter { $0.hasPrefix("replace ended") }.count == 1)
  }

  @Test("1,000 chained follow-ups, some cancelled, some timing out: none lost, none twice")
  func thousandFollowUps() async throws {
    let count = 1_000
    let tally = ChainTally(count: count)
    let queue = DialogQueue(presenter: presenter)
    let first = tally.step(0)
    // Awaited from outside the main actor, as an app's background work would.
    let conversation = Task.detached { try await first.present(using: queue) }
    await waitUntil { presenter.top(Int.self) != nil }
    try queue.enqueue(Dialog<Int>.alert("Tip").addCancel("OK", key: 9))
    var random = SplitMix64(state: 30)
    var expectedReasons: [DismissReason<Int>] = []
    for step in 0..<count {
      let session = try #require(presenter.top(Int.self))
      #expect(session.dialog.title == .verbatim("Step \(step)"))
      switch random.next() % 3 {
      case 0:
        session.tap(0)
        expectedReasons.append(.action(0))
      case 1:
        session.dismissWithoutAction()  // cancelled: reports the cancel key
        expectedReasons.append(.outsideTap(1))
      default:
        presenter.testClock.advance(by: .seconds(1))  // times out, reporting Next
        expectedReasons.append(.timeout(0))
      }
      await waitUntil { session.phase == .dismissed && presenter.top(Int.self) !== session }
    }
    #expect(try await conversation.value == expectedReasons.last?.key)
    #expect(presenter.shownTitles == (0..<count).map { "Step \($0)" } + ["Tip"])
    #expect(Set(presenter.shown.map(ObjectIdentifier.init)).count == count + 1)
    #expect(presenter.maxVisible == 1)
    #expect(tally.taps == expectedReasons.map { [$0.key!] })
    #expect(tally.dismissals == expectedReasons.map { [$0] })
  }
}

/// What each dialog of a long conversation received, by step.
@MainActor
private final class ChainTally {
  var taps: [[Int]]
  var dismissals: [[DismissReason<Int>]]

  init(count: Int) {
    taps = Array(repeating: [], count: count)
    dismissals = Array(repeating: [], count: count)
  }

  /// Step `index`: Next, Cancel, and an auto-dismiss reporting Next; each
  /// answer follows up with the next step until the last.
  func step(_ index: Int) -> Dialog<Int> {
    Dialog<Int>.alert(.verbatim("Step \(index)"))
      .addAction("Next", key: 0)
      .addCancel("Cancel", key: 1)
      .dismiss(after: .seconds(1), reporting: 0)
      .actionTap { [self] key in taps[index].append(key) }
      .followUp { [self] _ in index + 1 < taps.count ? step(index + 1) : nil }
      .onDismiss { [self] reason in dismissals[index].append(reason) }
  }
}
