import FluentAlert
import FluentAlertTestSupport
import Testing

/// Dialogs from real apps whose chain spelling showed a literal verbatim
/// when the other text was a `DialogText` value: the same dialog written
/// with the builder and with the chain is one value, its literal a key.
@Suite("A literal beside a DialogText value is a key")
struct LiteralBesideTextTests {
  enum Reset: Hashable, Sendable { case erase, keep }

  static func makeMessage() -> DialogText {
    .localized("reset.message", table: "Settings", defaultValue: "This cannot be undone.")
  }

  @Test("the title literal beside a DialogText variable")
  func titleBesideVariable() {
    let body: DialogText = Self.makeMessage()
    let chained = Dialog<Reset>.alert("Delete everything?", message: body)
      .addDestructive("Erase", key: .erase)
      .addCancel("Keep", key: .keep)
    let built = Dialog<Reset>(.alert, title: "Delete everything?", message: body) {
      Destructive("Erase", key: .erase)
      Cancel("Keep", key: .keep)
    }
    #expect(chained == built)
    #expect(chained.title == .localized("Delete everything?"))
    #expect(chained.snapshot.hasPrefix(#"alert "Delete everything?""#), "\(chained.snapshot)")
  }

  @Test("the title literal beside a call that returns DialogText")
  func titleBesideCall() {
    let chained = Dialog<Reset>.alert("Delete everything?", message: Self.makeMessage())
      .addCancel("Keep", key: .keep)
    let built = Dialog<Reset>(
      .alert, title: "Delete everything?", message: Self.makeMessage()
    ) {
      Cancel("Keep", key: .keep)
    }
    #expect(chained == built)
    #expect(chained.title == .localized("Delete everything?"))
  }

  @Test("an action sheet's title literal beside a call")
  func sheetTitle() {
    let chained = Dialog<Int>.actionSheet("Sort by", message: Self.makeMessage())
      .addAction("Name", key: 0)
      .addCancel("Cancel", key: 1)
    let built = Dialog<Int>(.actionSheet, title: "Sort by", message: Self.makeMessage()) {
      Action("Name", key: 0)
      Cancel("Cancel", key: 1)
    }
    #expect(chained == built)
    #expect(chained.title == .localized("Sort by"))
  }

  @Test("the message literal beside a DialogText title, and beside an optional one")
  func messageBesideTitle() {
    let heading: DialogText = .localized("reset.title", table: "Settings")
    let chained = Dialog<Int>.alert(heading, message: "Body").addCancel("OK", key: 0)
    #expect(chained.message == .localized("Body"))
    let maybe: DialogText? = nil
    let untitled = Dialog<Int>.alert(maybe, message: "Body").addCancel("OK", key: 0)
    #expect(untitled.title == nil && untitled.message == .localized("Body"))
    #expect(
      chained == Dialog<Int>(.alert, title: heading, message: "Body") { Cancel("OK", key: 0) })
  }

  @Test("a suppression toggle's literal beside a variable")
  func suppressionToggle() {
    let ticked = true
    let dialog = Dialog<Int>.alert("Quit?").addCancel("OK", key: 0)
      .addControl(.suppressionToggle("Don't ask again", isSuppressed: ticked))
    #expect(dialog.suppressionToggle?.title == .localized("Don't ask again"))
    #expect(
      SuppressionToggle(title: "Don't ask again", isSuppressed: ticked).title
        == .localized("Don't ask again"))
  }
}

/// A message set while the dialog is up follows the same rule: read back in
/// French, a literal is looked up and a `String` value is not.
@MainActor
@Suite("A session's new message is a key when it is a literal")
struct SessionMessageTextTests {
  @Test("setMessage with a literal, an interpolation, a String and a DialogText")
  func setMessage() throws {
    let session = try DialogSession(Dialog<Int>.alert("Delete").addCancel("Cancel", key: 0))
    session.localization = TestStrings.localization("fr")
    #expect(session.present(using: FakePresenter()))
    #expect(session.setMessage("Delete"))
    #expect(session.message == "Supprimer")
    let count = 3
    #expect(session.setMessage("Delete \(count) items?"))
    #expect(session.message == "Supprimer 3 éléments ?")
    let fileName = "Holiday.jpg"
    #expect(session.setMessage(fileName))
    #expect(session.message == "Holiday.jpg")
    #expect(session.setMessage(fileName.dropLast(4)))
    #expect(session.message == "Holiday")
    let text: DialogText = .verbatim("Delete")
    #expect(session.setMessage(text))
    #expect(session.message == "Delete")
    let none: DialogText? = nil
    #expect(session.setMessage(none) && session.message == nil)
  }

  @Test("setTitle with a literal, an interpolation, a String and a DialogText")
  func setTitle() throws {
    let session = try DialogSession(Dialog<Int>.alert("Delete").addCancel("Cancel", key: 0))
    session.localization = TestStrings.localization("fr")
    #expect(session.present(using: FakePresenter()))
    let count = 3
    #expect(session.setTitle("Delete \(count) items?"))
    #expect(session.title == "Supprimer 3 éléments ?")
    let fileName = "Holiday.jpg"
    #expect(session.setTitle(fileName))
    #expect(session.title == "Holiday.jpg")
    #expect(session.setTitle(fileName.dropLast(4)))
    #expect(session.title == "Holiday")
    #expect(session.setTitle("Delete"))
    #expect(session.title == "Supprimer")
    let none: DialogText? = nil
    #expect(session.setTitle(none) && session.title == nil)
    session.dismissWithoutAction()
    #expect(!session.setTitle("Late") && session.title == nil)
  }
}
