import FluentAlert
import FluentAlertTesting
import Foundation
import Testing

/// The keys of "Empty the Trash?": empty it, or keep it.
enum TrashKey: String, Hashable, Sendable {
  case empty, keep, reveal, shred
}

@MainActor
@Suite("the suppression toggle (\"Do not show this message again\")", .timeLimit(.minutes(1)))
struct SuppressionToggleTests {
  let presenter = FakePresenter()
  let log = StepLog()

  static let trash = Dialog<TrashKey>(.alert, title: "Empty the Trash?") {
    Destructive("Empty Trash", key: .empty)
    Cancel("Cancel", key: .keep)
  }
  .addControl(.suppressionToggle("Do not ask me again", isSuppressed: true))

  /// The trash alert whose handler writes the values to the log.
  private func loggedTrash(_ dialog: Dialog<TrashKey> = Self.trash) -> Dialog<TrashKey> {
    let log = log
    return dialog.actionTap { key, values in
      log.record("tap \(key) \(Array(values)) suppressed \(values.isSuppressed)")
    }
  }

  @Test("the builder with the chained toggle, the chain and the initializer make one value")
  func spellings() {
    let chained = Dialog<TrashKey>.alert("Empty the Trash?")
      .addControl(.suppressionToggle("Do not ask me again", isSuppressed: true))
      .addDestructive("Empty Trash", key: .empty)
      .addCancel("Cancel", key: .keep)
    let initialized = Dialog<TrashKey>(
      style: .alert, title: "Empty the Trash?",
      actions: [
        DialogAction(title: "Empty Trash", role: .destructive, key: .empty),
        DialogAction(title: "Cancel", role: .cancel, key: .keep),
      ],
      controls: [.suppressionToggle("Do not ask me again", isSuppressed: true)])
    let added = Dialog<TrashKey>.alert("Empty the Trash?")
      .addControl(.suppressionToggle("Do not ask me again", isSuppressed: true))
      .addDestructive("Empty Trash", key: .empty)
      .addCancel("Cancel", key: .keep)
    #expect(Self.trash == chained)
    #expect(Self.trash == initialized)
    #expect(Self.trash == added)
    #expect(
      Self.trash.controls == [.suppressionToggle("Do not ask me again", isSuppressed: true)])
    #expect(
      Self.trash.snapshot == """
        alert "Empty the Trash?"
          action 0 destructive "Empty Trash" key empty
          action 1 cancel "Cancel" key keep
          suppression toggle "Do not ask me again" on
        """)
    let plain = Dialog<TrashKey>.alert("Empty the Trash?").addControl(.suppressionToggle())
    #expect(plain.snapshot == "alert \"Empty the Trash?\"\n  suppression toggle")
  }

  @Test("the toggle, its title and its state take part in equality and hashing")
  func equality() {
    let plain = Dialog<TrashKey>.alert("Hi").addAction("OK", key: .empty)
    let variants = [
      plain, plain.addControl(.suppressionToggle()),
      plain.addControl(.suppressionToggle(isSuppressed: true)),
      plain.addControl(.suppressionToggle("Never again")),
      plain.addControl(.suppressionToggle(.verbatim("Never again"))),
    ]
    for (index, dialog) in variants.enumerated() {
      for (other, compared) in variants.enumerated() {
        #expect((dialog == compared) == (index == other), "\(dialog) vs \(compared)")
        #expect((dialog.snapshot == compared.snapshot) == (index == other))
      }
    }
    #expect(
      plain.addControl(.suppressionToggle()).hashValue
        == plain.addControl(.suppressionToggle()).hashValue)
  }

  @Test(
    "the toggle warns for UIKit and SwiftUI only, where it is dropped",
    arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let kinds = Self.trash.problems(for: platform).map(\.kind)
    let expected: [DialogProblem.Kind] =
      switch platform {
      case .uiKit, .swiftUI: [.suppressionToggleUnsupported]
      case .appKit, .terminal: []
      }
    #expect(kinds == expected)
  }

  @Test("the handler hears the toggle's state when the dialog closes")
  func handlerHearsFinalState() throws {
    let session = try DialogSession(loggedTrash())
    session.present(using: presenter)
    #expect(session.isSuppressed)
    #expect(session.setSuppressed(false))
    #expect(!session.isSuppressed)
    #expect(presenter.calls.last == .update(ObjectIdentifier(session)))
    #expect(session.setSuppressed(true))
    session.tap(.empty)
    #expect(log.lines == ["tap empty [] suppressed true"])
  }

  @Test("a keyless dismissal and the timeout report the state with the cancel or timeout key")
  func keylessAndTimeout() throws {
    let keyless = try DialogSession(loggedTrash())
    keyless.present(using: presenter)
    keyless.setSuppressed(false)
    keyless.dismissWithoutAction()
    let timed = try DialogSession(
      loggedTrash(Self.trash.dismiss(after: .seconds(2), reporting: .keep)))
    timed.present(using: presenter)
    presenter.testClock.advance(by: .seconds(2))
    #expect(log.lines == ["tap keep [] suppressed false", "tap keep [] suppressed true"])
  }

  @Test("an action that keeps the dialog open reports the state at each tap")
  func keptOpen() throws {
    let dialog = Dialog<TrashKey>.alert("Empty the Trash?")
      .addAction("Show Items", key: .reveal)
      .actionStyle { $0.keepsDialogOpen() }
      .addDestructive("Empty Trash", key: .empty)
      .addControl(.suppressionToggle())
    let session = try DialogSession(loggedTrash(dialog))
    session.present(using: presenter)
    session.tap(.reveal)
    session.setSuppressed(true)
    session.tap(.reveal)
    session.tap(.empty)
    #expect(
      log.lines == [
        "tap reveal [] suppressed false", "tap reveal [] suppressed true",
        "tap empty [] suppressed true",
      ])
  }

  @Test("a presenter of its own sees the toggle as the last control, and sets it like one")
  func lastControl() throws {
    let dialog = Self.trash.addControl(.toggle("Shred the files", key: .shred))
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    #expect(
      session.controls == [
        .toggle("Shred the files", isOn: false), .toggle("Do not ask me again", isOn: true),
      ])
    #expect(session.setOn(false, forControl: 1))
    #expect(session.controls.last == .toggle("Do not ask me again", isOn: false))
    #expect(session.setOn(true, forControl: 0) && session.values.isOn(.shred))
    #expect(!session.select(option: 0, forControl: 1) && !session.setOn(true, forControl: 2))
    session.tap(.empty)
    #expect(session.values.isOn(.shred) && !session.values.isSuppressed)
  }

  @Test("without a toggle, or when not shown, setSuppressed changes nothing and says so")
  func refusals() throws {
    let without = try DialogSession(Dialog<TrashKey>.alert("Hi").addAction("OK", key: .empty))
    without.present(using: presenter)
    #expect(!without.setSuppressed(true))
    #expect(!without.isSuppressed)
    let pending = try DialogSession(Self.trash)
    #expect(!pending.setSuppressed(false))
    #expect(pending.isSuppressed)
    pending.present(using: presenter)
    pending.tap(.keep)
    #expect(!pending.setSuppressed(false))
    #expect(pending.isSuppressed)
  }

  @Test("the two-parameter handler still runs; the last actionTap attached wins")
  func lastHandlerWins() throws {
    let log = log
    let twoThenThree = Self.trash
      .actionTap { key, _ in log.record("two \(key)") }
      .actionTap { key, values in log.record("three \(key) \(values.isSuppressed)") }
    let threeThenOne = Self.trash
      .actionTap { key, values in log.record("three \(key) \(values.isSuppressed)") }
      .actionTap { key in log.record("one \(key)") }
    for dialog in [twoThenThree, threeThenOne] {
      let session = try DialogSession(dialog)
      session.present(using: presenter)
      session.tap(.empty)
    }
    #expect(log.lines == ["three empty true", "one empty"])
  }

  @Test("presentForEnding returns the reason with its key, the texts and the toggle's state")
  func presentForEnding() async throws {
    let dialog = Dialog<TrashKey>.alert("Rename the Trash?")
      .addTextField("Name") { $0.text("Trash") }
      .addAction("Rename", key: .empty)
      .addCancel("Cancel", key: .keep)
      .addControl(.suppressionToggle())
    let task = Task { try await dialog.presentForEnding(using: presenter) }
    await waitUntil { presenter.top(TrashKey.self) != nil }
    let session = try #require(presenter.top(TrashKey.self))
    session.setText("Bin", forField: 0)
    session.setSuppressed(true)
    session.tap(.empty)
    #expect(
      try await task.value
        == DialogEnding(
          reason: .action(.empty), values: DialogValues(texts: ["Bin"], isSuppressed: true)))

    // Dismissed by code, it still says why, with the texts and the toggle as they were.
    let dismissed = Task { try await dialog.presentForEnding(using: presenter) }
    await waitUntil { presenter.top(TrashKey.self) != nil }
    presenter.top(TrashKey.self)?.dismiss()
    #expect(
      try await dismissed.value
        == DialogEnding(
          reason: .programmatic, values: DialogValues(texts: ["Trash"], isSuppressed: false)))
  }

  @Test("presentForEnding refuses an invalid dialog before showing it")
  func presentForEndingInvalid() async {
    let invalid = Dialog<TrashKey>.alert("Hi")
      .addCancel("Cancel", key: .keep)
      .addCancel("Close", key: .empty)
    await #expect(throws: DialogValidationError.self) {
      try await invalid.presentForEnding(using: presenter)
    }
    #expect(presenter.shown.isEmpty)
  }

  @Test("DialogTester sets the toggle, shows it and records what the handler heard")
  func tester() throws {
    let tester = try DialogTester(Self.trash)
    #expect(tester.isSuppressed)
    #expect(tester.handledValues?.isSuppressed == nil)
    tester.setSuppressed(false)
    #expect(
      tester.visibleState == """
        alert "Empty the Trash?" presented
          action 0 "Empty Trash" enabled
          action 1 "Cancel" enabled
          suppression toggle "Do not ask me again" off
        """)
    tester.tap(.empty)
    #expect(tester.handledValues?.isSuppressed == false)
    #expect(tester.handledKey == .empty)
  }

  @Test("without a title the terminal and DialogTester use macOS's words, by the choice offered")
  func defaultTitles() throws {
    let one = try DialogTester(
      Dialog<TrashKey>.alert("Trash emptied").addAction("OK", key: .empty).addControl(
        .suppressionToggle()))
    #expect(one.visibleState.hasSuffix(#"suppression toggle "Do not show this message again" off"#))
    let two = try DialogTester(
      Dialog<TrashKey>.alert("Empty the Trash?")
        .addDestructive("Empty", key: .empty)
        .addCancel("Cancel", key: .keep)
        .addControl(.suppressionToggle()))
    #expect(two.visibleState.hasSuffix(#"suppression toggle "Do not ask again" off"#))
    let french = DialogLocalization(bundle: .main, locale: Locale(identifier: "fr"))
    let translated = try DialogTester(two.dialog, localization: french)
    #expect(translated.visibleState.hasSuffix(#"suppression toggle "Ne plus demander" off"#))
  }
}
