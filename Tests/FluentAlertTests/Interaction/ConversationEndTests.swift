import FluentAlert
import FluentAlertTesting
import Testing

/// "Send the report?" → "Sent" (or "Could not send" → retry), recording
/// every ending of the conversation in `log`.
@MainActor
private func sendConversation(log: StepLog, brokenFollowUp: Bool = false) -> Dialog<Step> {
  let sent = Dialog<Step>.alert("Sent")
    .addTextField("Note")
    .addCancel("OK", key: .ok)
    .addControl(.suppressionToggle())
    .onDismiss { log.record("sent ended: \($0)") }
  // No action at all: error-severity problems, so it is never shown.
  let broken = Dialog<Step>.alert("Broken")
  return Dialog<Step>.alert("Send the report?")
    .addAction("Send", key: .install)
    .addCancel("Cancel", key: .cancel)
    .followUp { key in key == .install ? (brokenFollowUp ? broken : sent) : nil }
    .onDismiss { log.record("first ended: \($0)") }
    .onConversationEnd { ending in
      log.record(
        "conversation ended: \(ending.reason) texts \(Array(ending.values)) suppressed \(ending.values.isSuppressed)"
      )
    }
}

@MainActor
@Suite("onConversationEnd runs once, when the last dialog has gone", .timeLimit(.minutes(1)))
struct ConversationEndTests {
  let presenter = FakePresenter()
  let log = StepLog()

  @Test("through a follow-up: after the last dialog's onDismiss, with its texts and toggle")
  func throughFollowUp() throws {
    let session = try DialogSession(sendConversation(log: log))
    session.present(using: presenter)
    session.tap(.install)
    #expect(log.lines == ["first ended: action(install)"])
    let sent = try #require(presenter.top(Step.self))
    sent.setText("thanks", forField: 0)
    sent.setSuppressed(true)
    sent.tap(.ok)
    #expect(
      log.lines == [
        "first ended: action(install)", "sent ended: action(ok)",
        "conversation ended: action(ok) texts [\"thanks\"] suppressed true",
      ])
  }

  @Test("a dialog closed from code still reports its toggle's state, with no key")
  func closedFromCode() throws {
    var received: [DialogEnding<Choice>] = []
    let dialog = Fixtures.confirm()
      .addControl(.suppressionToggle())
      .onConversationEnd { received.append($0) }
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    session.setSuppressed(true)
    session.dismiss()
    session.dismiss()
    #expect(
      received == [
        DialogEnding(reason: .programmatic, values: DialogValues(texts: [], isSuppressed: true))
      ])
    #expect(received.first?.key == nil)
  }

  @Test("each ending of a single dialog ends its conversation once", arguments: 0..<5)
  func everyEnding(way: Int) throws {
    var reasons: [DismissReason<Choice>] = []
    let dialog = Fixtures.confirm(autoDismiss: AutoDismiss(after: .seconds(3)))
      .onConversationEnd { reasons.append($0.reason) }
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    switch way {
    case 0: session.tap(.save)
    case 1: presenter.testClock.advance(by: .seconds(3))
    case 2: session.dismissWithoutAction()
    case 3: session.dismiss()
    default: session.tearDown()
    }
    session.dismiss()
    let expected: [DismissReason<Choice>] = [
      .action(.save), .timeout(nil), .outsideTap(.cancel), .programmatic, .tornDown,
    ]
    #expect(reasons == [expected[way]])
  }

  @Test("the ending of the last dialog carries its key and texts, as presentForEnding returns it")
  func response() throws {
    var ending: DialogEnding<Step>?
    let dialog = Dialog<Step>.alert("Name")
      .addTextField("Name")
      .addAction("OK", key: .ok)
      .onConversationEnd { ending = $0 }
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    session.setText("Ana", forField: 0)
    session.tap(.ok)
    #expect(
      ending
        == DialogEnding(
          reason: .action(.ok), values: DialogValues(texts: ["Ana"], isSuppressed: false)))
  }

  @Test("a follow-up that cannot be shown ends the conversation with the dialog that asked")
  func brokenFollowUp() throws {
    let session = try DialogSession(sendConversation(log: log, brokenFollowUp: true))
    session.present(using: presenter)
    session.tap(.install)
    #expect(
      log.lines == [
        "first ended: action(install)",
        "conversation ended: action(install) texts [] suppressed false",
      ])
  }

  @Test("a follow-up's own completion runs first, then the first dialog's")
  func nested() throws {
    let last = Dialog<Step>.alert("Done")
      .addCancel("OK", key: .ok)
      .onConversationEnd { log.record("own: \($0.reason)") }
    let dialog = Dialog<Step>.alert("Go?")
      .addAction("Go", key: .install)
      .followUp { _ in last }
      .onConversationEnd { log.record("first: \($0.reason)") }
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    session.tap(.install)
    #expect(log.lines.isEmpty)
    presenter.top(Step.self)?.tap(.ok)
    #expect(log.lines == ["own: action(ok)", "first: action(ok)"])
  }

  @Test("a conversation whose follow-up is dropped with its screen still ends once, as torn down")
  func followUpDropped() async throws {
    var reasons: [DismissReason<Step>] = []
    do {
      let screen = FakePresenter()
      let dialog = Dialog<Step>.alert("Go?")
        .addAction("Go", key: .install)
        .followUp { _ in Dialog<Step>.alert("Next").addCancel("OK", key: .ok) }
        .onConversationEnd { reasons.append($0.reason) }
      let session = try DialogSession(dialog)
      session.present(using: screen)
      session.tap(.install)
      #expect(reasons.isEmpty)
    }
    await waitUntil { !reasons.isEmpty }
    #expect(reasons == [.tornDown])
  }

  @Test("a queue's dialog ends its conversation once, shown or withdrawn")
  func queued() throws {
    var reasons: [DismissReason<Choice>] = []
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(Fixtures.confirm().onConversationEnd { reasons.append($0.reason) })
    let withdrawn = try queue.enqueue(
      Fixtures.confirm().onConversationEnd { reasons.append($0.reason) })
    queue.withdraw(withdrawn)
    presenter.top(Choice.self)?.tap(.save)
    #expect(reasons == [.programmatic, .action(.save)])
  }

  @Test(
    "a presenting task cancelled before it starts still ends the conversation once",
    arguments: [false, true])
  func cancelledBeforeStart(throughQueue: Bool) async throws {
    var dismissals: [DismissReason<Choice>] = []
    var endings: [DismissReason<Choice>] = []
    let dialog = Fixtures.confirm()
      .onDismiss { dismissals.append($0) }
      .onConversationEnd { endings.append($0.reason) }
    let queue = DialogQueue(presenter: presenter)
    let presenter = self.presenter
    let task = Task { @MainActor in
      throughQueue
        ? try await dialog.present(using: queue) : try await dialog.present(using: presenter)
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(dismissals == [.programmatic])
    #expect(endings == [.programmatic])
    #expect(presenter.top(Choice.self) == nil)
  }

  @Test("of many presentations on one queue, every third cancelled, each ends exactly once")
  func manyCancelled() async throws {
    var endings = 0
    let queue = DialogQueue(presenter: presenter)
    let dialog = Fixtures.confirm().onConversationEnd { _ in endings += 1 }
    var tasks: [Task<Choice?, any Error>] = []
    for index in 0..<300 {
      let task = Task { @MainActor in try await dialog.present(using: queue) }
      if index % 3 == 0 { task.cancel() }
      tasks.append(task)
    }
    for _ in 0..<200 {
      await waitUntil { presenter.top(Choice.self) != nil }
      presenter.top(Choice.self)?.tap(.save)
    }
    var cancelled = 0
    for task in tasks {
      do { _ = try await task.value } catch is CancellationError { cancelled += 1 }
    }
    #expect(cancelled == 100)
    #expect(endings == 300)
  }

  @Test("a sign-in that asks again after each wrong password ends its conversation once")
  func retryLoop() throws {
    var endings: [DialogEnding<Choice>] = []
    var tries = 0
    func attempt() -> Dialog<Choice> {
      tries += 1
      return Dialog<Choice>.alert("Sign in")
        .addTextField("Password") { $0.secure() }
        .addAction("Sign In", key: .save)
        .addCancel("Cancel", key: .cancel)
        .followUp { key, texts in key == .save && texts != ["hunter2"] ? attempt() : nil }
    }
    let session = try DialogSession(attempt().onConversationEnd { endings.append($0) })
    session.present(using: presenter)
    for password in ["a", "b", "c", "hunter2"] {
      let shown = try #require(presenter.top(Choice.self))
      shown.setText(password, forField: 0)
      shown.tap(.save)
    }
    #expect(tries == 4)
    #expect(
      endings == [
        DialogEnding(
          reason: .action(.save), values: DialogValues(texts: ["hunter2"], isSuppressed: false))
      ])
    #expect(presenter.top(Choice.self) == nil)
  }

  @Test("an awaiting present returns after the completion ran")
  func awaited() async throws {
    var ran = false
    let dialog = Fixtures.confirm().onConversationEnd { _ in ran = true }
    let task = Task { try await dialog.present(using: presenter) }
    await waitUntil { presenter.top(Choice.self) != nil }
    presenter.top(Choice.self)?.tap(.cancel)
    let key = try await task.value
    #expect(ran && key == .cancel)
  }
}
