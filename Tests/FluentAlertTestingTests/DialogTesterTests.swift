import FluentAlert
import FluentAlertTesting
import Testing

@MainActor
@Suite("DialogTester")
struct DialogTesterTests {
  let failures = FailureLog()

  private func tester(_ dialog: Dialog<Choice> = TestDialogs.rename()) throws -> DialogTester<
    Choice
  > {
    try DialogTester(dialog, reporter: failures.reporter)
  }

  @Test("the dialog is visible at once with its actions, fields and enabled keys")
  func visibleState() throws {
    let tester = try tester()
    let identifiers: [String] = tester.actions.map(\.action.accessibilityIdentifier)
    let expected: [String] = [
      "fluentalert.action.save", "fluentalert.action.delete", "fluentalert.action.cancel",
    ]
    #expect(identifiers == expected)
    let keys: [Choice] = tester.enabledKeys + tester.disabledKeys
    #expect(keys == [.cancel, .save, .delete])
    #expect(tester.texts == [""])
    #expect(tester.isVisible && tester.screen?.visibleSessions.count == 1)
  }

  @Test("a kept-open action reports its key and the dialog stays; a follow-up takes its place")
  func keptOpen() throws {
    let details = Dialog<Choice>.alert("Details").addAction("Save", key: .save)
    let dialog = Dialog<Choice>(.alert, title: "Export") {
      Action("Delete Cache", key: .delete).keepsDialogOpen()
      Action("Save", key: .save).keepsDialogOpen()
      Cancel("Cancel", key: .cancel)
    }
    .followUp { key in key == .save ? details : nil }
    let tester = try tester(dialog)
    #expect(tester.tap(.delete).isAccepted)
    #expect(tester.tap(.delete).isAccepted)
    #expect(tester.isVisible && tester.dialog.title == "Export")
    #expect(tester.handledKeys == [.delete, .delete])
    #expect(tester.tap(.save).isAccepted)
    #expect(tester.dialog == details)
    #expect(tester.handledKeys == [.delete, .delete, .save])
    #expect(tester.dismissals == [.action(.save)])
    #expect(failures.messages.isEmpty)
  }

  @Test("press finds the action by its key, Return and Escape by the defaults")
  func press() throws {
    let close = Dialog<Choice>(.alert, title: "Save?") {
      Action("Save", key: .save).preferred()
      Destructive("Delete", key: .delete).keyEquivalent(.character("d"))
      Cancel("Cancel", key: .cancel)
    }
    var tester = try tester(close)
    #expect(tester.press(.character("d")) == .accepted(actionIndex: 1))
    tester = try self.tester(close)
    tester.press(.return)
    #expect(tester.handledKey == .save)
    tester = try self.tester(close)
    tester.press(.escape)
    #expect(tester.handledKey == .cancel)
    #expect(failures.messages.isEmpty)
    tester = try self.tester(close)
    tester.press(.character("x"))
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("cannot press x: no action answers to it") == true)
  }

  @Test("Return taps the default action, never a destructive one nobody made the default")
  func returnFollowsTheDefaultRule() throws {
    let delete = Dialog<Choice>.alert("Delete “Notes”?")
      .addDestructive("Delete", key: .delete)
      .addCancel("Cancel", key: .cancel)
    var tester = try tester(delete)
    tester.press(.return)
    #expect(tester.handledKeys == [.cancel])
    tester = try self.tester(delete.preferred(.delete))
    tester.press(.return)
    #expect(tester.handledKeys == [.delete])
    // Without a preferred action: the first action neither destructive nor cancel.
    tester = try self.tester(
      Dialog<Choice>.alert("Close?").addDestructive("Delete", key: .delete)
        .addAction("Save", key: .save).addCancel("Cancel", key: .cancel))
    tester.press(.return)
    #expect(tester.handledKeys == [.save])
    #expect(failures.messages.isEmpty)
    // Only a destructive action: Return is nobody's, and the test says so.
    tester = try self.tester(Dialog<Choice>.alert("Erase?").addDestructive("Erase", key: .delete))
    #expect(tester.press(.return) == .refused(.noSuchAction))
    #expect(tester.handledKeys.isEmpty && tester.isVisible)
    #expect(failures.messages.count == 1)
  }

  @Test("Escape does nothing on an alert without a cancel action, and closes such a sheet")
  func escapeWithoutCancel() throws {
    let alert = Dialog<Choice>.alert("Saved").addAction("OK", key: .save)
    var tester = try tester(alert)
    #expect(tester.press(.escape) == .refused(.noSuchAction))
    #expect(tester.isVisible && tester.dismissals.isEmpty)
    let sheet = Dialog<Choice>.actionSheet("Share").addAction("Copy", key: .save)
      .anchor(.center)
    tester = try self.tester(sheet)
    #expect(tester.press(.escape) == .refused(.noSuchAction))
    #expect(!tester.isVisible)
    #expect(failures.messages.isEmpty)
  }

  @Test("visibleState marks the checked action, as the platforms that show one do")
  func visibleCheckmark() throws {
    let sheet = Dialog<Choice>.actionSheet("Sort")
      .addAction("Save", key: .save)
      .actionStyle { $0.checked() }
      .addCancel("Cancel", key: .cancel)
    #expect(
      try tester(sheet).visibleState == """
        actionSheet "Sort" presented
          action 0 "Save" checked enabled
          action 1 "Cancel" enabled
        """)
  }

  @Test("visibleState lists phase, field texts and why each action can or cannot be tapped")
  func visibleStateText() throws {
    let tester = try tester()
    tester.setText("Ana", forField: 0)
    #expect(
      tester.visibleState == """
        alert "Rename" presented
          message "Pick a new name"
          field 0 "Ana" (requirement met)
          action 0 "Save" enabled
          action 1 "Delete" disabled: the action is disabled
          action 2 "Cancel" enabled
        """)
    tester.setText("", forField: 0)
    tester.tap(title: "Cancel")
    #expect(
      tester.visibleState == """
        alert "Rename" dismissed: action(cancel)
          message "Pick a new name"
          field 0 "" (requirement not met)
          action 0 "Save" disabled: the action is disabled until the requirement of text field 0 is met
          action 1 "Delete" disabled: the action is disabled
          action 2 "Cancel" enabled
        """)
  }

  @Test("the tester records lifecycle events as they happen")
  func recordsEvents() throws {
    let tester = try tester()
    #expect(tester.events == [.willPresent, .didPresent])
    tester.dismissWithoutAction()
    let expected: [DialogEvent<Choice>] = [
      .willPresent, .didPresent, .willDismiss(.outsideTap(.cancel)),
      .didDismiss(.outsideTap(.cancel)),
    ]
    #expect(tester.events == expected)
  }

  @Test("typing on at the end of the text enables the gated action")
  func typeEnables() throws {
    let tester = try tester()
    tester.setText("An", forField: 0)
    tester.setText(tester.texts[0] + "a", forField: 0)
    #expect(tester.texts == ["Ana"])
    #expect(tester.enabledKeys == [.save, .cancel])
    #expect(failures.messages.isEmpty)
  }

  @Test("a tap records one handler call with the texts and ends the presentation")
  func tapRecords() throws {
    let tester = try tester()
    tester.setText("Ana", forField: 0)
    #expect(tester.tap(.save) == .accepted(actionIndex: 0))
    #expect(tester.handledKey == .save && tester.handledValues == ["Ana"])
    #expect(tester.handlerCallCount == 1)
    #expect(tester.reason == .action(.save) && !tester.isVisible)
    #expect(tester.events.suffix(2) == [.willDismiss(.action(.save)), .didDismiss(.action(.save))])
    #expect(tester.screen?.visibleSessions.isEmpty == true && failures.messages.isEmpty)
  }

  @Test("the dialog's own handler still runs")
  func ownHandlerRuns() throws {
    var received: [Choice] = []
    let dialog = Dialog<Choice>(
      style: .alert, title: "T", actions: [DialogAction(title: "OK", key: .save)],
      actionTap: { key, _ in received.append(key) })
    let tester = try tester(dialog)
    tester.tap(title: "OK")
    #expect(received == [.save])
    #expect(tester.handledKey == .save && tester.handlerCallCount == 1)
  }

  @Test("setText sets the whole text; clearing it disables the gated action again")
  func setText() throws {
    let tester = try tester()
    tester.setText("Bo", forField: 0)
    #expect(tester.enabledKeys == [.save, .cancel])
    tester.setText("", forField: 0)
    #expect(tester.enabledKeys == [.cancel])
    let updates = (tester.screen?.calls ?? []).filter {
      if case .update = $0 { true } else { false }
    }
    #expect(updates.count == 2)
  }

  @Test("tapping a disabled action fails with the reason and what is enabled, at the caller's line")
  func tapDisabled() throws {
    let tester = try tester()
    let line = #line + 1
    let outcome = tester.tap(.delete)
    #expect(outcome == .refused(.disabled))
    #expect(
      failures.messages == [
        "cannot tap \"Delete\" (key delete): the action is disabled; "
          + "enabled actions: \"Cancel\" (key cancel)"
      ])
    #expect(failures.lines == [line])
    #expect(tester.isVisible)
    #expect(tester.handledKey == nil && tester.handledValues == nil)
  }

  @Test("tapping an action gated by an unmet requirement names the field")
  func tapGated() throws {
    let tester = try tester()
    tester.tap(.save)
    #expect(
      failures.messages == [
        "cannot tap \"Save\" (key save): the action is disabled until the requirement of "
          + "text field 0 is met; enabled actions: \"Cancel\" (key cancel)"
      ])
  }

  @Test("tapping a title no action has fails and says so")
  func tapMissingTitle() throws {
    let tester = try tester()
    #expect(tester.tap(title: "Archive") == .refused(.noSuchAction))
    #expect(
      failures.messages == [
        "cannot tap \"Archive\": no action has that title; enabled actions: \"Cancel\" (key cancel)"
      ])
  }

  @Test("acting after the dialog is gone fails for taps, typing and dismissal")
  func afterDismissal() throws {
    let tester = try tester()
    tester.tap(.cancel)
    tester.tap(.cancel)
    tester.setText("x", forField: 0)
    tester.dismissWithoutAction()
    #expect(
      failures.messages == [
        "cannot tap \"Cancel\" (key cancel): the dialog has already been dismissed",
        "cannot set the text of text field 0: the dialog is not visible (dismissed)",
        "cannot dismiss: the dialog is not visible (dismissed)",
      ])
    #expect(tester.handlerCallCount == 1)
  }

  @Test("setting the text of a field that does not exist fails with the field count")
  func missingField() throws {
    let tester = try tester()
    tester.setText("x", forField: 3)
    tester.setText("x", forField: -1)
    #expect(
      failures.messages == [
        "cannot set the text of text field 3: the dialog has 1 text field",
        "cannot set the text of text field -1: the dialog has 1 text field",
      ])
    #expect(tester.texts == [""])
  }

  @Test("dismiss reports the cancel key and runs the handler with it")
  func dismissReportsCancel() throws {
    let tester = try tester()
    tester.dismissWithoutAction()
    #expect(tester.reason == .outsideTap(.cancel))
    #expect(tester.handledKey == .cancel && tester.handlerCallCount == 1)
    #expect(failures.messages.isEmpty)
  }

  @Test("advance fires the auto-dismiss exactly at its deadline")
  func advanceFiresTimeout() throws {
    let tester = try tester()
    tester.advance(by: .seconds(9))
    #expect(tester.isVisible)
    tester.advance(by: .seconds(1))
    #expect(tester.reason == .timeout(.cancel))
    #expect(tester.elapsed == .seconds(10))
    #expect(tester.handledKey == .cancel && tester.handlerCallCount == 1)
  }

  @Test("an invalid dialog throws and nothing is presented")
  func invalidDialog() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "T",
      actions: [
        DialogAction(title: "A", role: .cancel, key: .save),
        DialogAction(title: "B", role: .cancel, key: .cancel),
      ])
    #expect(throws: DialogValidationError.self) { try DialogTester(dialog) }
  }

  @Test("the default reporter records a Swift Testing issue at the caller's line")
  func automaticReporterRecordsIssue() throws {
    let tester = try DialogTester(TestDialogs.rename())
    let line = #line + 2
    withKnownIssue {
      tester.tap(.delete)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.hasPrefix("cannot tap \"Delete\" (key delete)") }
    }
  }

  @Test("the virtual screen drives a queue: one dialog at a time, virtual time for timers")
  func screenWithQueue() throws {
    let screen = VirtualScreen()
    let queue = DialogQueue(presenter: screen)
    try queue.enqueue(TestDialogs.rename())
    try queue.enqueue(
      Dialog<Choice>(
        style: .alert, title: "Next",
        actions: [
          DialogAction(title: "OK", key: .save)
        ]))
    #expect(screen.visibleSessions.count == 1)
    screen.advance(by: .seconds(10))
    #expect(screen.topSession?.indexedDialog.title == "Next")
    screen.close()
    #expect(screen.visibleSessions.isEmpty)
    #expect(queue.isIdle)
    #expect(screen.shownCount == 2)
    #expect(
      screen.calls.map(\.description) == [
        "show alert \"Rename\"", "remove alert \"Rename\"", "show alert \"Next\"",
      ])
  }
}

/// The code of the FluentAlertTesting doc comments, compiled and run.
@MainActor
@Suite("FluentAlertTesting documentation examples")
struct TestingDocumentationExamples {
  @Test("DialogTester's example")
  func testerExample() throws {
    let dialog = TestDialogs.rename()
    let tester = try DialogTester(dialog)
    tester.setText("Ana", forField: 0)
    #expect(tester.enabledKeys == [.save, .cancel])
    tester.tap(.save)
    #expect(tester.handledKey == .save && tester.handledValues == ["Ana"])
    #expect(tester.handlerCallCount == 1)
  }

  @Test("VirtualScreen's example")
  func screenExample() throws {
    let dialog = TestDialogs.rename()
    let screen = VirtualScreen()
    let queue = DialogQueue(presenter: screen)
    try queue.enqueue(dialog)
    screen.topSession?.tap(actionAt: 0)
    screen.advance(by: .seconds(5))
    #expect(screen.visibleSessions.count == 1)  // Save is gated, so the tap was refused
  }

  @Test("assertSnapshot's and FailureReporter's examples")
  func snapshotExample() {
    let reporter = FailureReporter { message, location in
      print("\(location): expected failure: \(message)")
    }
    let dialog = Dialog<String>(
      style: .alert, title: "Delete?",
      actions: [
        DialogAction(title: "Delete", role: .destructive, key: "delete"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ])
    assertSnapshot(of: dialog, named: "delete")  // the documented call, default reporter
    let failures = FailureLog()
    assertSnapshot(of: dialog, named: "delete", reporter: failures.reporter)
    #expect(failures.messages.isEmpty)
    reporter.fail(
      "printed, not failed",
      at: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
  }
}

/// Help, as a test of the app's dialogs checks it.
@MainActor
@Suite("DialogTester and help")
struct DialogTesterHelpTests {
  let failures = FailureLog()

  private enum Access: Hashable, Sendable { case allow, deny }

  private func contacts() -> Dialog<Access> {
    Dialog<Access>.alert("Allow access to your contacts?")
      .addAction("Allow", key: .allow)
      .addCancel("Don't Allow", key: .deny)
  }

  @Test("openHelp returns where Help leads, the dialog stays, and visibleState names it")
  func opens() throws {
    let tester = try DialogTester(
      contacts().help(.link("https://example.com/help")), reporter: failures.reporter)
    #expect(tester.openHelp() == .link("https://example.com/help"))
    #expect(tester.isVisible)
    #expect(tester.visibleState.hasSuffix("\n  help link \"https://example.com/help\""))
    tester.tap(.allow)
    #expect(failures.messages.isEmpty)
  }

  @Test("a dialog without help, or one already gone, fails the test at the call")
  func failsWithoutHelp() throws {
    let tester = try DialogTester(contacts(), reporter: failures.reporter)
    let line = #line + 1
    #expect(tester.openHelp() == nil)
    tester.tap(.deny)
    tester.openHelp()
    #expect(failures.lines.first == line)
    #expect(
      failures.messages == [
        "cannot open help: the dialog has no Help button; enabled actions: \"Allow\" (key allow), \"Don't Allow\" (key deny)",
        "cannot open help: the dialog is not visible (dismissed)",
      ])
  }
}
