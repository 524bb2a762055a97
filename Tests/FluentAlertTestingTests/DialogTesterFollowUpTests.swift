import FluentAlert
import FluentAlertTesting
import Testing

/// Keys of a delete-then-confirm conversation.
private enum Erase: Hashable, Sendable {
  case erase, confirm, cancel, ok
}

@MainActor
@Suite("DialogTester through follow-ups")
struct DialogTesterFollowUpTests {
  let failures = FailureLog()

  /// "Erase all?" → "Type ERASE to confirm" → "Erased" (chain spelling).
  private func chained() -> Dialog<Erase> {
    let erased = Dialog<Erase>.alert("Erased").addCancel("OK", key: .ok)
    let confirm = Dialog<Erase>.alert("Type ERASE to confirm")
      .addTextField("ERASE") { $0.required(.matches("ERASE"), gates: [.confirm]) }
      .addDestructive("Erase", key: .confirm)
      .addCancel("Cancel", key: .cancel)
      .followUp { key in key == .confirm ? erased : nil }
    return Dialog<Erase>.alert("Erase all content?")
      .addDestructive("Erase", key: .erase)
      .addCancel("Cancel", key: .cancel)
      .followUp { key in key == .erase ? confirm : nil }
  }

  /// The same conversation, each dialog written with the builder.
  private func built() -> Dialog<Erase> {
    let erased = Dialog<Erase>(.alert, title: "Erased") { Cancel("OK", key: .ok) }
    let confirm = Dialog<Erase>(.alert, title: "Type ERASE to confirm") {
      TextInput("ERASE").required(.matches("ERASE"), gates: [.confirm])
      Destructive("Erase", key: .confirm)
      Cancel("Cancel", key: .cancel)
    }
    .followUp { key in key == .confirm ? erased : nil }
    return Dialog<Erase>(.alert, title: "Erase all content?") {
      Destructive("Erase", key: .erase)
      Cancel("Cancel", key: .cancel)
    }
    .followUp { key in key == .erase ? confirm : nil }
  }

  @Test(
    "a test taps through a whole conversation, written by chain or by builder", arguments: [0, 1])
  func tapThrough(spelling: Int) throws {
    let dialog = spelling == 0 ? chained() : built()
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.tap(.erase)
    #expect(tester.isVisible && tester.dialog.title == "Type ERASE to confirm")
    #expect(tester.disabledKeys == [.confirm])
    tester.setText("ERASE", forField: 0)
    tester.tap(.confirm)
    #expect(tester.dialog.title == "Erased" && tester.reason == nil)
    #expect(tester.visibleState.hasPrefix("alert \"Erased\" presented"))
    tester.tap(.ok)
    #expect(!tester.isVisible && tester.reason == .action(.ok))
    #expect(tester.handledKeys == [.erase, .confirm, .ok])
    #expect(tester.handledValues == [])
    #expect(tester.dismissals == [.action(.erase), .action(.confirm), .action(.ok)])
    #expect(tester.events.filter { $0 == .didPresent }.count == 3)
    #expect(tester.screen?.shownCount == 3)
    #expect(failures.messages.isEmpty)
  }

  @Test("a key without a follow-up ends the conversation")
  func endsWithoutFollowUp() throws {
    let tester = try DialogTester(chained(), reporter: failures.reporter)
    tester.dismissWithoutAction()
    #expect(!tester.isVisible && tester.dismissals == [.outsideTap(.cancel)])
    #expect(tester.handledKeys == [.cancel])
  }

  @Test("a follow-up that cannot be shown fails the test at the tap that opened it")
  func invalidFollowUpFails() throws {
    let broken = Dialog<Erase>.alert("Broken")
    let dialog = Dialog<Erase>.alert("Go?").addAction("Go", key: .ok).followUp { _ in broken }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    let line = #line + 1
    tester.tap(.ok)
    #expect(failures.lines == [line])
    #expect(failures.messages.first?.hasPrefix("the follow-up dialog cannot be shown: ") == true)
    #expect(!tester.isVisible && tester.dialog.title == "Go?")
  }

  @Test("a follow-up a timeout opens is driven too, and a broken one fails at the advance")
  func timeoutFollowUps() throws {
    let retry = Dialog<Erase>.alert("Still there?").addCancel("OK", key: .ok)
    let reminder = Dialog<Erase>.alert("Erase all content?")
      .addDestructive("Erase", key: .erase)
      .addCancel("Cancel", key: .cancel)
      .dismiss(after: .seconds(10), reporting: .cancel)
    let tester = try DialogTester(
      reminder.followUp { _ in retry }, reporter: failures.reporter)
    tester.advance(by: .seconds(10))
    #expect(tester.isVisible && tester.dialog == retry)
    #expect(tester.dismissals == [.timeout(.cancel)])

    let broken = try DialogTester(
      reminder.followUp { _ in Dialog<Erase>.alert("Broken") }, reporter: failures.reporter)
    let line = #line + 1
    broken.advance(by: .seconds(10))
    #expect(failures.lines == [line])
    #expect(failures.messages.first?.hasPrefix("the follow-up dialog cannot be shown: ") == true)
  }

  @Test(
    "the conversation's completion runs once, after the last dialog, by chain or by builder",
    arguments: [0, 1])
  func conversationEnd(spelling: Int) throws {
    var endings: [DialogEnding<Erase>] = []
    let dialog = (spelling == 0 ? chained() : built()).onConversationEnd { endings.append($0) }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.tap(.erase)
    tester.setText("ERASE", forField: 0)
    tester.tap(.confirm)
    #expect(endings.isEmpty)
    tester.tap(.ok)
    #expect(endings == [DialogEnding(reason: .action(.ok))])
    #expect(failures.messages.isEmpty)
  }

  @Test("closing the dialog from code ends the conversation with the toggle's state, once")
  func dismissedFromCode() throws {
    var endings: [DialogEnding<Erase>] = []
    let dialog = chained().addControl(.suppressionToggle()).onConversationEnd { endings.append($0) }
    let tester = try DialogTester(dialog, reporter: failures.reporter)
    tester.setSuppressed(true)
    tester.dismiss()
    #expect(
      endings == [DialogEnding(reason: .programmatic, values: DialogValues(isSuppressed: true))])
    #expect(tester.reason == .programmatic && tester.handledKeys.isEmpty)
    #expect(failures.messages.isEmpty)
    let line = #line + 1
    tester.dismiss()
    #expect(failures.lines == [line])
    #expect(failures.messages == ["cannot dismiss: the dialog has already gone (dismissed)"])
    #expect(endings.count == 1)
  }
}
