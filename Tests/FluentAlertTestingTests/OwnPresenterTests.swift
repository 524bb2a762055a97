import FluentAlert
import FluentAlertTesting
import Testing

/// An app's own presenter, written against the public presenter contract
/// only: it draws each session as a card of lines and redraws on update.
@MainActor
private final class CardDeck: DialogPresenter {
  /// Every card drawn, oldest first.
  private(set) var cards: [[String]] = []
  private(set) var visible: [AnyDialogSession] = []
  let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = TestClock()) {
    self.clock = clock
  }

  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    visible.append(session)
    draw(session)
    completion()
  }

  func update(_ session: AnyDialogSession) { draw(session) }

  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    visible.removeAll { $0 === session }
    completion()
  }

  /// What the card's own button does.
  func press(_ title: String) -> TapOutcome? {
    guard let session = visible.last, let row = session.actions.first(where: { $0.title == title })
    else { return nil }
    return session.tap(actionAt: row.index)
  }

  private func draw(_ session: AnyDialogSession) {
    var card = ["\(session.style): \(session.title ?? "")"]
    for field in session.textFields {
      let mark = field.isSatisfied ? "" : " (needed)"
      card.append("[\(field.isSecure ? "•••" : field.text)] \(field.placeholder ?? "")\(mark)")
    }
    for action in session.actions {
      let role = action.role == .destructive ? " destructive" : ""
      let state = action.isEnabled ? "" : " disabled"
      let cancel = action.index == session.cancelActionIndex ? " cancel" : ""
      card.append("<\(action.title)>\(role)\(cancel)\(state)")
    }
    cards.append(card)
  }
}

private enum Step: Hashable, Sendable { case preview, save, cancel, replace, keepBoth }

@MainActor
@Suite("An app's own presenter, driven by DialogTester")
struct OwnPresenterTests {
  let failures = FailureLog()

  private static let replace = Dialog<Step>.alert("Replace “Notes”?")
    .addDestructive("Replace", key: .replace)
    .addCancel("Keep Both", key: .keepBoth)

  private static let saveAs = Dialog<Step>(.alert, title: "Save as") {
    TextInput("Name").required(.nonEmpty, gates: [.save])
    Action("Preview", key: .preview).keepsDialogOpen()
    Action("Save", key: .save).preferred()
    Cancel("Cancel", key: .cancel)
  }
  .followUp { key, texts in key == .save && texts == ["Notes"] ? replace : nil }

  @Test("a gated field, a kept-open action and a follow-up, drawn from the rows at each step")
  func wholeConversation() throws {
    let deck = CardDeck()
    let tester = try DialogTester(Self.saveAs, on: deck, reporter: failures.reporter)
    #expect(
      deck.cards.last == [
        "alert: Save as", "[] Name (needed)", "<Preview>", "<Save> disabled", "<Cancel> cancel",
      ])
    #expect(deck.press("Save") == .refused(.unmetRequirement(fields: [0])))

    tester.setText("Notes", forField: 0)
    #expect(
      deck.cards.last == [
        "alert: Save as", "[Notes] Name", "<Preview>", "<Save>", "<Cancel> cancel",
      ])

    #expect(deck.press("Preview") == .accepted(actionIndex: 0))
    #expect(tester.isVisible && deck.visible.count == 1)
    #expect(tester.handledKeys == [.preview])

    #expect(deck.press("Save") == .accepted(actionIndex: 1))
    #expect(
      deck.cards.last == ["alert: Replace “Notes”?", "<Replace> destructive", "<Keep Both> cancel"])
    #expect(deck.visible.count == 1)
    tester.tap(.keepBoth)
    #expect(tester.handledKeys == [.preview, .save, .keepBoth])
    #expect(deck.visible.isEmpty && !tester.isVisible)
    #expect(failures.messages.isEmpty)
  }

  /// A toast that closes itself after two seconds.
  private static let toast = Dialog<Step>.alert("Saved").addAction("OK", key: .save)
    .dismiss(after: .seconds(2))

  @Test("time moves on the presenter's own test clock")
  func ownClock() throws {
    let deck = CardDeck()
    let tester = try DialogTester(Self.toast, on: deck, reporter: failures.reporter)
    tester.advance(by: .seconds(1))
    #expect(tester.isVisible)
    tester.advance(by: .seconds(1))
    #expect(!tester.isVisible && deck.visible.isEmpty)
    #expect(failures.messages.isEmpty)
  }

  @Test("advancing time on a presenter without a test clock fails clearly and changes nothing")
  func realClock() throws {
    let deck = CardDeck(clock: ContinuousClock())
    let tester = try DialogTester(Self.toast, on: deck, reporter: failures.reporter)
    tester.advance(by: .seconds(5))
    #expect(tester.isVisible && deck.visible.count == 1)
    #expect(
      failures.messages == [
        "cannot advance time: the presenter's clock is not a TestClock; give the presenter one"
      ])
    #expect(deck.press("OK") == .accepted(actionIndex: 0))
    #expect(!tester.isVisible)
  }
}
