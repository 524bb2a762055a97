import FluentAlert
import FluentAlertTesting
import Testing

@MainActor
@Suite("DialogSession state machine", .timeLimit(.minutes(1)))
struct DialogSessionTests {
  let presenter = FakePresenter()
  let log = HandlerLog()

  private func presented(_ dialog: Dialog<Choice>) throws -> DialogSession<Choice> {
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    return session
  }

  // MARK: Transitions

  @Test("a new session is pending, refuses taps and input, and has not reached the presenter")
  func pendingSession() throws {
    let session = try DialogSession(Fixtures.confirm(log: log))
    #expect(session.phase == .pending)
    #expect(session.tap(.save) == .refused(.notPresented))
    #expect(session.tap(actionAt: 0) == .refused(.notPresented))
    #expect(session.dismissWithoutAction() == false)
    #expect(session.setText("x", forField: 0) == false)
    #expect(session.reason == nil)
    #expect(presenter.calls.isEmpty)
    #expect(log.calls.isEmpty)
  }

  @Test("present sends willPresent, calls show, and becomes presented when show completes")
  func presentingToPresented() throws {
    presenter.completesShowAtOnce = false
    let session = try DialogSession(Fixtures.confirm())
    var events: [DialogEvent<Choice>] = []
    session.addObserver { events.append($0) }
    #expect(session.present(using: presenter))
    #expect(session.phase == .presenting)
    #expect(events == [.willPresent])
    #expect(presenter.calls == [.show(ObjectIdentifier(session))])
    #expect(session.tap(.save) == .refused(.notPresented))
    presenter.completeShows()
    #expect(session.phase == .presented)
    #expect(events == [.willPresent, .didPresent])
    #expect(session.presenter === presenter)
  }

  @Test("presenting twice is refused and shows nothing more")
  func presentTwice() throws {
    let session = try presented(Fixtures.confirm())
    let other = FakePresenter()
    #expect(session.present(using: other) == false)
    #expect(other.calls.isEmpty)
    #expect(presenter.calls.count == 1)
  }

  @Test("an accepted tap runs willDismiss, remove, didDismiss, then the handler, in that order")
  func tapOrder() throws {
    var order: [String] = []
    let dialog = Dialog<Choice>(
      style: .alert, title: "T",
      actions: [DialogAction(title: "Save", key: .save)],
      actionTap: { key, _ in order.append("handler \(key)") })
    presenter.completesRemoveAtOnce = false
    let session = try presented(dialog)
    session.addObserver { order.append("\($0)") }
    #expect(session.tap(.save) == .accepted(actionIndex: 0))
    #expect(session.phase == .dismissing)
    #expect(order == ["willDismiss(action(save))"])
    #expect(session.reason == .action(.save))
    #expect(presenter.calls.last == .remove(ObjectIdentifier(session)))
    presenter.completeRemoves()
    #expect(session.phase == .dismissed)
    #expect(order == ["willDismiss(action(save))", "didDismiss(action(save))", "handler save"])
  }

  @Test("every phase appears in order and only forward")
  func phasesInOrder() throws {
    presenter.completesShowAtOnce = false
    presenter.completesRemoveAtOnce = false
    let session = try DialogSession(Fixtures.confirm())
    var phases = [session.phase]
    session.present(using: presenter)
    phases.append(session.phase)
    presenter.completeShows()
    phases.append(session.phase)
    session.tap(.cancel)
    phases.append(session.phase)
    presenter.completeRemoves()
    phases.append(session.phase)
    #expect(phases == DialogPhase.allCases)
    #expect(phases.map(\.hasEnded) == [false, false, false, true, true])
  }

  // MARK: Refusals and exactly once

  @Test("the handler runs exactly once under a double tap and taps after the end are refused")
  func doubleTap() throws {
    let session = try presented(Fixtures.confirm(log: log))
    #expect(session.tap(.save).isAccepted)
    let taps = [session.tap(.save), session.tap(.cancel), session.tap(actionAt: 2)]
    #expect(taps == Array(repeating: .refused(.alreadyDismissed), count: 3))
    let ends = [session.dismissWithoutAction(), session.dismiss(), session.tearDown()]
    #expect(ends == [false, false, false])
    #expect(log.keys == [.save])
    #expect(session.reason == .action(.save))
  }

  @Test("a second tap while the presenter is still removing the dialog is refused")
  func tapWhileDismissing() throws {
    presenter.completesRemoveAtOnce = false
    let session = try presented(Fixtures.confirm(log: log))
    session.tap(.save)
    #expect(session.tap(.delete) == .refused(.alreadyDismissed))
    #expect(log.calls.isEmpty)
    presenter.completeRemoves()
    presenter.completeRemoves()
    #expect(log.keys == [.save])
  }

  @Test("a tap from inside the handler or an observer is refused, not run twice")
  func reentrantTap() throws {
    var inner: [TapOutcome] = []
    var sessionRef: DialogSession<Choice>?
    let dialog = Dialog<Choice>(
      style: .alert, title: "T",
      actions: [DialogAction(title: "A", key: .save), DialogAction(title: "B", key: .delete)],
      actionTap: { key, _ in
        self.log.record(key, [])
        if let outcome = sessionRef?.tap(.delete) { inner.append(outcome) }
      })
    let session = try presented(dialog)
    sessionRef = session
    session.addObserver { event in
      if case .willDismiss = event { inner.append(session.tap(.delete)) }
    }
    session.tap(.save)
    #expect(inner == [.refused(.alreadyDismissed), .refused(.alreadyDismissed)])
    #expect(log.keys == [.save])
  }

  @Test("unknown keys and indices are refused as no such action")
  func unknownActions() throws {
    let dialog = Dialog<Choice>(
      style: .alert, title: "T", actions: [DialogAction(title: "Save", key: .save)])
    let session = try presented(dialog)
    #expect(session.tap(.later) == .refused(.noSuchAction))
    #expect(session.tap(actionAt: 1) == .refused(.noSuchAction))
    #expect(session.tap(actionAt: -1) == .refused(.noSuchAction))
    #expect(session.isEnabled(.later) == false)
    #expect(session.phase == .presented)
  }

  @Test("a disabled action is refused and stays refused")
  func disabledAction() throws {
    let session = try presented(Fixtures.confirm(log: log, deleteEnabled: false))
    #expect(session.tap(.delete) == .refused(.disabled))
    #expect(session.tap(.delete) == .refused(.disabled))
    #expect(session.isEnabled(.delete) == false)
    #expect(session.enabledKeys == [.save, .cancel])
    #expect(session.actions.map(\.refusal) == [nil, .disabled, nil])
    #expect(session.phase == .presented)
    #expect(log.calls.isEmpty)
  }

  // MARK: Text input

  @Test("typing re-evaluates requirements and enables exactly the actions they gate")
  func requirementsGate() throws {
    let session = try presented(Fixtures.form(log: log))
    let refusals = session.actions.map(\.refusal)
    #expect(refusals == [.unmetRequirement(fields: [0, 1]), .unmetRequirement(fields: [1]), nil])
    #expect(session.tap(.save) == .refused(.unmetRequirement(fields: [0, 1])))

    var enabled: [[Choice]] = [session.enabledKeys]
    let edits: [(String, Int)] = [
      ("Ana", 0), ("abc", 1), ("abcdef", 1), ("   ", 0), ("abcd", 1), ("Bo", 0),
    ]
    for (text, field) in edits {
      let accepted = session.setText(text, forField: field)
      enabled.append(accepted ? session.enabledKeys : [])
    }
    let expected: [[Choice]] = [
      [.cancel], [.cancel], [.save, .delete, .cancel], [.cancel], [.cancel], [.delete, .cancel],
      [.save, .delete, .cancel],
    ]
    #expect(enabled == expected)
  }

  @Test("every read of a session with 20,000 gated actions is linear in its actions")
  func gatedReadsAreLinear() throws {
    // A search of the gates per action made each read quadratic: minutes here.
    let count = 20_000
    let actions =
      (0..<count).map { DialogAction<Int>(title: "Item \($0)", key: $0) }
      + [DialogAction(title: "Cancel", role: .cancel, key: -1)]
    let dialog = Dialog<Int>(
      style: .alert, title: "Pick", actions: actions,
      textFields: [
        DialogTextField("Filter"),
        DialogTextField().required(.nonEmpty, gates: Array(0..<count)),
      ])
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    #expect(session.enabledKeys == [-1])
    #expect(session.actions.filter(\.isEnabled).map(\.index) == [count])
    #expect(session.actions[7].refusal == .unmetRequirement(fields: [1]))
    #expect(actions.filter { session.isEnabled($0.key) }.count == 1)
    session.setText("x", forField: 1)
    #expect(session.enabledKeys.count == count + 1)
    #expect(session.actions.allSatisfy { $0.refusal == nil })
  }

  @Test("the handler receives the fields' texts as they were when the action was tapped")
  func handlerReceivesTexts() throws {
    let session = try presented(Fixtures.form(log: log))
    session.setText("Bo", forField: 0)
    session.setText("abcd", forField: 1)
    #expect(session.textFields.map(\.isSatisfied) == [true, true])
    #expect(session.tap(.save).isAccepted)
    #expect(log.calls.map(\.texts) == [["Bo", "abcd"]])
    #expect(log.keys == [.save])
  }

  @Test("text input tells the presenter to update, and is refused for a missing field")
  func textUpdates() throws {
    let session = try presented(Fixtures.form())
    session.setText("x", forField: 0)
    #expect(presenter.calls.last == .update(ObjectIdentifier(session)))
    let count = presenter.calls.count
    #expect(session.setText("x", forField: 2) == false)
    #expect(session.setText("x", forField: -1) == false)
    #expect(presenter.calls.count == count)
    #expect(session.texts == ["x", "ab"])
  }

  @Test("text cannot change once the presentation has ended; the handler saw the final texts")
  func textAfterEnd() throws {
    let session = try presented(Fixtures.form(log: log))
    session.setText("Ana", forField: 0)
    session.tap(.cancel)
    #expect(session.setText("Bob", forField: 0) == false)
    #expect(session.texts == ["Ana", "ab"])
    #expect(log.calls.map(\.texts) == [["Ana", "ab"]])
  }

  // MARK: Auto-dismiss

  @Test("auto-dismiss fires once after the delay, reports its key and runs the handler")
  func autoDismissFires() throws {
    let session = try presented(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel)))
    var events: [DialogEvent<Choice>] = []
    session.addObserver { events.append($0) }
    #expect(session.autoDismissActionIndex == 2)
    presenter.testClock.advance(by: .milliseconds(4999))
    #expect(session.phase == .presented)
    presenter.testClock.advance(by: .milliseconds(1))
    #expect(session.reason == .timeout(.cancel))
    #expect(events == [.willDismiss(.timeout(.cancel)), .didDismiss(.timeout(.cancel))])
    presenter.testClock.advance(by: .seconds(60))
    #expect(log.keys == [.cancel])
    #expect(presenter.testClock.pendingCount == 0)
  }

  @Test("auto-dismiss without a key ends the dialog and does not call the handler")
  func autoDismissWithoutKey() throws {
    let session = try presented(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(2))))
    presenter.testClock.advance(by: .seconds(2))
    #expect(session.reason == .timeout(nil))
    #expect(session.phase == .dismissed)
    #expect(log.calls.isEmpty)
  }

  @Test("a tap before the deadline cancels the timer: only the tap is reported")
  func tapBeatsTimeout() throws {
    let session = try presented(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel)))
    presenter.testClock.advance(by: .seconds(4))
    #expect(session.tap(.save).isAccepted)
    #expect(presenter.testClock.pendingCount == 0)
    presenter.testClock.advance(by: .seconds(10))
    #expect(session.reason == .action(.save))
    #expect(log.keys == [.save])
  }

  @Test("a timeout before the tap wins: the late tap is refused")
  func timeoutBeatsTap() throws {
    let session = try presented(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(5), reporting: .cancel)))
    presenter.testClock.advance(by: .seconds(5))
    #expect(session.tap(.save) == .refused(.alreadyDismissed))
    #expect(log.keys == [.cancel])
  }

  @Test("a timer that fires while the presenter is still removing the dialog does nothing")
  func timerDuringDismissing() throws {
    presenter.completesRemoveAtOnce = false
    let scheduler = TestClock()
    let session = try DialogSession(
      Fixtures.confirm(log: log, autoDismiss: AutoDismiss(after: .seconds(1))),
      clock: scheduler)
    session.present(using: presenter)
    #expect(scheduler.pendingCount == 1)
    #expect(presenter.testClock.pendingCount == 0)
    session.tap(.save)
    scheduler.advance(by: .seconds(1))
    presenter.completeRemoves()
    #expect(session.reason == .action(.save))
    #expect(log.keys == [.save])
  }

  @Test("the timer starts when the dialog is visible, not when it is handed over")
  func timerStartsOnDidPresent() throws {
    presenter.completesShowAtOnce = false
    let session = try presented(
      Fixtures.confirm(autoDismiss: AutoDismiss(after: .seconds(1))))
    presenter.testClock.advance(by: .seconds(3))
    #expect(session.phase == .presenting)
    presenter.completeShows()
    presenter.testClock.advance(by: .milliseconds(999))
    #expect(session.phase == .presented)
    presenter.testClock.advance(by: .milliseconds(1))
    #expect(session.reason == .timeout(nil))
  }

  // MARK: Keyless, programmatic and torn-down dismissals

  @Test("a keyless dismissal reports the cancel action's key and runs its handler")
  func keylessWithCancel() throws {
    let session = try presented(Fixtures.confirm(log: log))
    #expect(session.dismissWithoutAction())
    #expect(session.reason == .outsideTap(.cancel))
    #expect(session.reason?.key == .cancel)
    #expect(log.keys == [.cancel])
  }

  @Test("a keyless dismissal without a cancel action reports no key and calls no handler")
  func keylessWithoutCancel() throws {
    let dialog = Fixtures.sheetWithoutCancel()
    let session = try DialogSession(dialog)
    var events: [DialogEvent<Choice>] = []
    session.addObserver { events.append($0) }
    session.present(using: presenter)
    #expect(session.dismissWithoutAction())
    #expect(session.reason == .outsideTap(nil))
    #expect(events.suffix(2) == [.willDismiss(.outsideTap(nil)), .didDismiss(.outsideTap(nil))])
  }

  @Test("a keyless dismissal never reports a cancel action the user could not tap")
  func keylessWithUntappableCancel() throws {
    let cancel = DialogAction<Choice>(title: "Cancel", role: .cancel, key: .cancel)
    let disabledCancel = DialogAction<Choice>(title: "Cancel", role: .cancel, key: .cancel)
      .disabled()
    let disabled = Dialog<Choice>(
      style: .alert, title: "Disabled",
      actions: [DialogAction(title: "Save", key: .save), disabledCancel],
      actionTap: { [log] key, texts in log.record(key, Array(texts)) })
    let gated = Dialog<Choice>(
      style: .alert, title: "Gated",
      actions: [DialogAction(title: "Save", key: .save), cancel],
      textFields: [
        DialogTextField().required(.nonEmpty, gates: [.save, .cancel])
      ],
      actionTap: { [log] key, texts in log.record(key, Array(texts)) })
    for dialog in [disabled, gated] {
      let session = try presented(dialog)
      #expect(session.dismissWithoutAction())
      #expect(session.reason == .outsideTap(nil), "\(dialog.title?.fallback ?? "")")
    }
    #expect(log.calls.isEmpty)
    // Once the requirement is met, the same dismissal reports the cancel key.
    let met = try presented(gated)
    met.setText("x", forField: 0)
    met.dismissWithoutAction()
    #expect(met.reason == .outsideTap(.cancel))
    #expect(log.keys == [.cancel])
  }

  @Test("a timeout never reports an action the user could not tap when it fired")
  func timeoutWithUntappableKey() throws {
    let dismiss = AutoDismiss<Choice>(after: .seconds(3), reporting: .save)
    let disabled = Dialog<Choice>(
      style: .alert, title: "Disabled",
      actions: [
        DialogAction(title: "Save", key: .save).disabled(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      autoDismiss: dismiss, actionTap: { [log] key, texts in log.record(key, Array(texts)) })
    let gated = Dialog<Choice>(
      style: .alert, title: "Gated",
      actions: [
        DialogAction(title: "Save", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [DialogTextField().required(.nonEmpty)],
      autoDismiss: dismiss, actionTap: { [log] key, texts in log.record(key, Array(texts)) })
    for dialog in [disabled, gated] {
      let session = try presented(dialog)
      presenter.testClock.advance(by: .seconds(3))
      #expect(session.reason == .timeout(nil), "\(dialog.title?.fallback ?? "")")
    }
    #expect(log.calls.isEmpty)
    let met = try presented(gated)
    met.setText("typed", forField: 0)
    presenter.testClock.advance(by: .seconds(3))
    #expect(met.reason == .timeout(.save))
    #expect(log.keys == [.save])
    #expect(log.calls.first?.texts == ["typed"])
  }

  @Test("a programmatic dismissal reports no key, removes the dialog and calls no handler")
  func programmatic() throws {
    let session = try presented(Fixtures.confirm(log: log))
    #expect(session.dismiss())
    #expect(session.reason == .programmatic)
    #expect(presenter.visible.isEmpty)
    #expect(log.calls.isEmpty)
  }

  @Test("dismissing a pending session ends it without ever reaching the presenter")
  func dismissPending() throws {
    let session = try DialogSession(Fixtures.confirm(log: log))
    var events: [DialogEvent<Choice>] = []
    session.addObserver { events.append($0) }
    #expect(session.dismiss())
    #expect(session.phase == .dismissed)
    #expect(events == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(session.present(using: presenter) == false)
    #expect(presenter.calls.isEmpty)
  }

  @Test("dismissing while the presenter is still showing removes it once show completes late")
  func dismissWhilePresenting() throws {
    presenter.completesShowAtOnce = false
    let session = try presented(Fixtures.confirm(log: log))
    #expect(session.dismiss())
    #expect(
      presenter.calls == [.show(ObjectIdentifier(session)), .remove(ObjectIdentifier(session))])
    presenter.completeShows()
    #expect(session.phase == .dismissed)
  }

  @Test("an observer that dismisses in willPresent keeps the dialog from being shown")
  func observerEndsBeforeShow() throws {
    let session = try DialogSession(Fixtures.confirm())
    session.addObserver { event in if event == .willPresent { session.dismiss() } }
    #expect(session.present(using: presenter))
    #expect(session.phase == .dismissed)
    #expect(presenter.calls.isEmpty)
  }

  @Test("tearDown reports tornDown once without asking the presenter to remove anything")
  func tearDown() throws {
    let session = try presented(Fixtures.confirm(log: log))
    var events: [DialogEvent<Choice>] = []
    session.addObserver { events.append($0) }
    #expect(session.tearDown())
    #expect(session.tearDown() == false)
    #expect(session.reason == .tornDown)
    #expect(events == [.willDismiss(.tornDown), .didDismiss(.tornDown)])
    #expect(presenter.calls == [.show(ObjectIdentifier(session))])
    #expect(log.calls.isEmpty)
  }

  @Test("a session its presenter drops reports tornDown once to its observers")
  func deallocatedWhileShown() async throws {
    var events: [DialogEvent<Choice>] = []
    weak var weakSession: DialogSession<Choice>?
    do {
      let session = try DialogSession(Fixtures.confirm(log: log))
      session.addObserver { events.append($0) }
      session.present(using: presenter)
      weakSession = session
    }
    #expect(weakSession != nil)
    presenter.dropEverything()
    #expect(weakSession == nil)
    for _ in 0..<5 { await Task.yield() }
    #expect(events == [.willPresent, .didPresent, .willDismiss(.tornDown), .didDismiss(.tornDown)])
    #expect(log.calls.isEmpty)
  }

  @Test("a session deallocated after an accepted tap but before removal still runs its handler")
  func deallocatedWhileDismissing() async throws {
    presenter.completesRemoveAtOnce = false
    var events: [DialogEvent<Choice>] = []
    do {
      let session = try DialogSession(Fixtures.confirm(log: log))
      session.addObserver { events.append($0) }
      session.present(using: presenter)
      session.tap(.delete)
    }
    presenter.dropEverything()
    for _ in 0..<5 { await Task.yield() }
    #expect(log.keys == [.delete])
    #expect(events.suffix(2) == [.willDismiss(.action(.delete)), .didDismiss(.action(.delete))])
  }

  // MARK: Observers

  @Test("a removed observer hears nothing more; removing twice reports false")
  func removeObserver() throws {
    let session = try DialogSession(Fixtures.confirm())
    var heard: [DialogEvent<Choice>] = []
    let token = session.addObserver { heard.append($0) }
    session.present(using: presenter)
    #expect(session.removeObserver(token))
    #expect(session.removeObserver(token) == false)
    session.tap(.save)
    #expect(heard == [.willPresent, .didPresent])
  }

  @Test("observers are released when the session finishes, even one holding the session")
  func observersReleasedAtTheEnd() async throws {
    weak var weakSession: DialogSession<Choice>?
    var phases: [DialogPhase] = []
    do {
      let session = try DialogSession(Fixtures.confirm(log: log))
      session.addObserver { _ in phases.append(session.phase) }
      session.present(using: presenter)
      weakSession = session
      session.tap(.save)
    }
    presenter.dropEverything()
    #expect(weakSession == nil)
    #expect(phases == [.presenting, .presented, .dismissing, .dismissed])
    #expect(log.keys == [.save])
  }

  @Test("an observer added to a finished session is not kept")
  func observerAfterTheEnd() throws {
    let session = try presented(Fixtures.confirm())
    session.tap(.save)
    weak var weakBox: HandlerLog?
    let token: DialogObservation
    do {
      let box = HandlerLog()
      weakBox = box
      token = session.addObserver { [box] event in box.record(.later, ["\(event)"]) }
    }
    #expect(weakBox == nil)
    #expect(session.removeObserver(token) == false)
  }

  @Test("every observer hears every event in registration order")
  func severalObservers() throws {
    let session = try DialogSession(Fixtures.confirm())
    var heard: [String] = []
    session.addObserver { heard.append("a \($0)") }
    session.addObserver { heard.append("b \($0)") }
    session.present(using: presenter)
    session.tap(.cancel)
    #expect(
      heard == [
        "a willPresent", "b willPresent", "a didPresent", "b didPresent",
        "a willDismiss(action(cancel))", "b willDismiss(action(cancel))",
        "a didDismiss(action(cancel))", "b didDismiss(action(cancel))",
      ])
  }

  @Test("dismissal() returns the reason, immediately once finished")
  func dismissalAwaits() async throws {
    let session = try presented(Fixtures.confirm())
    let waiter = Task { await session.dismissal() }
    await Task.yield()
    session.tap(.delete)
    #expect(await waiter.value == .action(.delete))
    #expect(await session.dismissal() == .action(.delete))
  }

  // MARK: Validation and what shells see

  @Test("a dialog with validation errors throws before anything is shown")
  func invalidThrows() {
    #expect(throws: DialogValidationError.self) { try DialogSession(Fixtures.invalid()) }
    do {
      _ = try DialogSession(Fixtures.invalid())
    } catch {
      #expect(error.errors.map(\.kind) == [.multipleCancelActions])
    }
    #expect(presenter.calls.isEmpty)
  }

  @Test("shells see titles, roles, indices and stable automation identifiers")
  func presentedView() throws {
    let dialog = Dialog<Choice>(
      style: .alert, title: "T", message: "M",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Delete", role: .destructive, key: .delete).accessibilityIdentifier(
          "del"),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ])
    let erased: AnyDialogSession = try presented(dialog)
    let identifiers = erased.actions.map(\.action.accessibilityIdentifier)
    #expect(identifiers == ["fluentalert.action.save", "del", "fluentalert.action.cancel"])
    #expect(identifiers == dialog.actions.map(\.accessibilityIdentifier))
    let rows = erased.actions.map { "\($0.index) \($0.action.role) \($0.keyDescription)" }
    #expect(rows == ["0 default save", "1 destructive delete", "2 cancel cancel"])
    #expect([erased.cancelActionIndex, erased.preferredActionIndex] == [2, 0])
    #expect([erased.indexedDialog.title, erased.indexedDialog.message] == ["T", "M"])
    #expect(erased.snapshot == dialog.snapshot)
  }

  @Test("presenters see the dialog keyed by index, with identifiers, timer and gates kept")
  func indexedDialog() throws {
    let dialog = Dialog<Choice>(
      style: .alert, title: "T", message: "M", titleStyle: TextStyle(maxLines: 2),
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Delete", role: .destructive, key: .delete).accessibilityIdentifier(
          "del"),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Name").text("Ana").secure().capitalization(.words).required(
          .nonEmpty, gates: [.delete], message: "A name"),
        DialogTextField().required(.nonEmpty),
      ],
      anchor: .center, autoDismiss: AutoDismiss(after: .seconds(3), reporting: .cancel),
      accessibilityIdentifier: "rename")
    let session = try presented(dialog)
    let expected = Dialog<Int>(
      style: .alert, title: "T", message: "M", titleStyle: TextStyle(maxLines: 2),
      actions: [
        DialogAction(title: "Save", key: 0).preferred().accessibilityIdentifier(
          "fluentalert.action.save"),
        DialogAction(title: "Delete", role: .destructive, key: 1).accessibilityIdentifier("del"),
        DialogAction(title: "Cancel", role: .cancel, key: 2).accessibilityIdentifier(
          "fluentalert.action.cancel"),
      ],
      textFields: [
        DialogTextField("Name").text("Ana").secure().capitalization(.words).required(
          .nonEmpty, gates: [1], message: "A name"),
        DialogTextField().required(.nonEmpty),
      ],
      anchor: .center, autoDismiss: AutoDismiss(after: .seconds(3), reporting: 2),
      accessibilityIdentifier: "rename")
    #expect(session.indexedDialog == expected)
    #expect(
      session.indexedDialog.actions.map(\.accessibilityIdentifier)
        == dialog.actions.map(\.accessibilityIdentifier))
    // What changes while shown is read from the session, by the same indices.
    #expect([0, 1, 2].map(session.isEnabled(actionAt:)) == [false, false, true])
    session.setText("x", forField: 1)
    #expect([0, 1, 2].map(session.isEnabled(actionAt:)) == [true, true, true])
    #expect(session.isEnabled(actionAt: 3) == false)
  }

  @Test("a row carries its action's identifier, so a presenter finds the action a UI test names")
  func tapByIdentifier() throws {
    let dialog = Dialog<Choice>(
      style: .alert, title: "T",
      actions: [
        DialogAction(title: "Save", key: .save),
        DialogAction(title: "Delete", key: .delete).accessibilityIdentifier("del"),
      ])
    let session = try presented(dialog)
    let index = try #require(
      session.actions.first { $0.action.accessibilityIdentifier == "del" }?.index)
    #expect(index == 1)
    #expect(session.tap(actionAt: index) == .accepted(actionIndex: 1))
    #expect(session.reason == .action(.delete))
  }

  @Test("automation identifiers are derived from keys the same way in every run")
  func accessibilityIdentifierStable() throws {
    struct Item: Hashable, Sendable, CustomStringConvertible {
      let id: Int
      var description: String { "item-\(id)" }
    }
    let dialog = Dialog<Item>(
      style: .alert, title: "T",
      actions: [DialogAction(title: "Open", key: Item(id: 7))])
    let first = try DialogSession(dialog).actions[0].action.accessibilityIdentifier
    let second = try DialogSession(dialog).actions[0].action.accessibilityIdentifier
    #expect(first == "fluentalert.action.item-7")
    #expect(first == second)
  }

  @Test("the erased view forwards taps by index into the typed handler")
  func erasedForwarding() throws {
    let session = try presented(Fixtures.confirm(log: log))
    let erased: AnyDialogSession = session
    #expect(erased.refusal(forActionAt: 1) == nil)
    #expect(erased.tap(actionAt: 1) == .accepted(actionIndex: 1))
    #expect(log.keys == [.delete])
    #expect(erased.refusal(forActionAt: 1) == .alreadyDismissed)
  }
}
