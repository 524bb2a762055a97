import FluentAlert
import FluentAlertTestSupport
import Testing

/// A `String` or `Substring` value is user data, shown as written wherever
/// text goes; a literal stays a localization key and an interpolation a
/// format key, as SwiftUI's `Text` and `Button` treat them.
@Suite("String values are verbatim text")
struct StringValueTextTests {
  let fileName = "Holiday.jpg"
  let account: Substring = "ana@example.com (work)".prefix(15)
  let hint = "Name of the copy"

  @Test("the builder takes String and Substring values in every text position")
  func builder() {
    let dialog = Dialog<Int>(.alert, title: fileName, message: "Keep both?") {
      TextInput(hint).required(.nonEmpty, message: account)
      TextInput(account)
      Action(fileName, key: 1)
      Destructive(account, key: 2)
      Cancel(fileName, key: 3)
    }
    #expect(dialog.title == .verbatim("Holiday.jpg"))
    #expect(dialog.message == "Keep both?")
    #expect(
      dialog.actions.map(\.title) == [
        .verbatim("Holiday.jpg"), .verbatim("ana@example.com"), .verbatim("Holiday.jpg"),
      ])
    #expect(
      dialog.textFields.map(\.placeholder) == [
        .verbatim("Name of the copy"), .verbatim("ana@example.com"),
      ])
    #expect(dialog.textFields[0].requirement?.message == .verbatim("ana@example.com"))
    #expect(
      dialog.snapshot == """
        alert verbatim("Holiday.jpg")
          message "Keep both?"
          action 0 default verbatim("Holiday.jpg") key 1
          action 1 destructive verbatim("ana@example.com") key 2
          action 2 cancel verbatim("Holiday.jpg") key 3
          text field 0 placeholder verbatim("Name of the copy")
          text field 0 requires nonEmpty gating non-cancel message verbatim("ana@example.com")
          text field 1 placeholder verbatim("ana@example.com")
        """)
  }

  @Test("keyless components of a Dialog<Int> take String values")
  func keylessBuilder() {
    let sizes = ["Small", "Medium"]
    let dialog = Dialog<Int>(.actionSheet, title: "Size") {
      for size in sizes { Action(size) }
      Destructive(sizes[0].dropFirst())
      Cancel(sizes[1])
    }
    #expect(dialog.actions.map(\.key) == [0, 1, 2, 3])
    #expect(
      dialog.actions.map(\.title) == [
        .verbatim("Small"), .verbatim("Medium"), .verbatim("mall"), .verbatim("Medium"),
      ])
    #expect(dialog.title == "Size")
  }

  @Test("the chain takes String and Substring values in every text position")
  func chain() {
    let dialog = Dialog<Int>.alert(fileName, message: "Keep both?")
      .addTextField(hint) { $0.required(.nonEmpty, message: account) }
      .addTextField(account)
      .addAction(fileName, key: 1)
      .addDestructive(account, key: 2)
      .addCancel(fileName, key: 3)
      .addControl(.suppressionToggle(account))
    #expect(dialog.title == .verbatim("Holiday.jpg"))
    #expect(dialog.message == "Keep both?")
    #expect(dialog.suppressionToggle?.title == .verbatim("ana@example.com"))
    #expect(dialog.textFields[0].requirement?.message == .verbatim("ana@example.com"))
    #expect(
      dialog.snapshot == """
        alert verbatim("Holiday.jpg")
          message "Keep both?"
          action 0 default verbatim("Holiday.jpg") key 1
          action 1 destructive verbatim("ana@example.com") key 2
          action 2 cancel verbatim("Holiday.jpg") key 3
          text field 0 placeholder verbatim("Name of the copy")
          text field 0 requires nonEmpty gating non-cancel message verbatim("ana@example.com")
          text field 1 placeholder verbatim("ana@example.com")
          suppression toggle verbatim("ana@example.com")
        """)
    let keyless = Dialog<Int>.actionSheet(account)
      .addAction(fileName)
      .addDestructive(account)
      .addCancel(fileName)
    #expect(keyless.title == .verbatim("ana@example.com"))
    #expect(
      keyless.actions.map(\.title) == [
        .verbatim("Holiday.jpg"), .verbatim("ana@example.com"), .verbatim("Holiday.jpg"),
      ])
    #expect(keyless.actions.map(\.key) == [0, 1, 2])
  }

  @Test("builder, chain and the initializer make equal dialogs from the same values")
  func equalValues() {
    let builder = Dialog<Int>(.alert, title: "Copy", message: account) {
      TextInput(hint)
      Action(fileName, key: 1)
      Cancel("Cancel", key: 0)
    }
    let chain = Dialog<Int>.alert("Copy", message: account)
      .addTextField(hint)
      .addAction(fileName, key: 1)
      .addCancel("Cancel", key: 0)
    let initializer = Dialog<Int>(
      style: .alert, title: "Copy", message: account,
      actions: [
        DialogAction(title: fileName, key: 1),
        DialogAction(title: "Cancel", role: .cancel, key: 0),
      ],
      textFields: [DialogTextField(hint)])
    let spelledOut = Dialog<Int>(
      style: .alert, title: "Copy", message: .verbatim(String(account)),
      actions: [
        DialogAction(title: .verbatim(fileName), key: 1),
        DialogAction(title: "Cancel", role: .cancel, key: 0),
      ],
      textFields: [DialogTextField(.verbatim(hint))])
    #expect(builder == spelledOut)
    #expect(chain == spelledOut)
    #expect(initializer == spelledOut)
    #expect(builder.snapshot == spelledOut.snapshot)
  }

  @Test("a value and a literal side by side keep their own meaning")
  func mixedTitleAndMessage() {
    let valueTitle = Dialog<Bool>.alert(fileName, message: "Move to the Trash?")
    #expect(valueTitle.title == .verbatim("Holiday.jpg"))
    #expect(valueTitle.message == "Move to the Trash?")
    let valueMessage = Dialog<Bool>.actionSheet("Share", message: fileName)
    #expect(valueMessage.title == "Share")
    #expect(valueMessage.message == .verbatim("Holiday.jpg"))
    let onlyMessage = Dialog<Bool>.alert(message: fileName)
    #expect(onlyMessage.title == nil)
    #expect(onlyMessage.message == .verbatim("Holiday.jpg"))
    let built = Dialog<Bool>(.alert, title: "Share", message: account) {
      Action("OK", key: true)
    }
    #expect(built.title == "Share")
    #expect(built.message == .verbatim("ana@example.com"))
    let builtMessageOnly = Dialog<Bool>(.alert, message: fileName) { Action("OK", key: true) }
    #expect(builtMessageOnly.message == .verbatim("Holiday.jpg"))
    let initialized = Dialog<Bool>(style: .alert, title: "Share", message: fileName)
    #expect(initialized.title == "Share")
    #expect(initialized.message == .verbatim("Holiday.jpg"))
    let spelled = Dialog<Bool>(style: .alert, title: fileName, message: .verbatim(String(account)))
    #expect(spelled.title == .verbatim("Holiday.jpg"))
    #expect(spelled.message == .verbatim("ana@example.com"))
  }

  @Test("literals stay keys and interpolations format keys, beside String values")
  func literalsUnchanged() {
    let count = 3
    let built = Dialog<Int>(.alert, title: "Delete", message: "Delete \(count) items?") {
      TextInput("Name").required(.nonEmpty, message: "Enter a name")
      Action("Delete", key: 1)
      Action("Rename \(fileName)", key: 2)
      Action(fileName, key: 3)
      Cancel("Cancel", key: 0)
    }
    let chained = Dialog<Int>.alert("Delete", message: "Delete \(count) items?")
      .addTextField("Name") { $0.required(.nonEmpty, message: "Enter a name") }
      .addAction("Delete", key: 1)
      .addAction("Rename \(fileName)", key: 2)
      .addAction(fileName, key: 3)
      .addCancel("Cancel", key: 0)
      .addControl(.suppressionToggle("Do not ask again"))
    for dialog in [built, chained] {
      #expect(dialog.title == .localized(TextKey("Delete")))
      #expect(
        dialog.message
          == .localized(TextKey("Delete %lld items?", arguments: [.integer(3)])))
      #expect(dialog.textFields[0].placeholder == .localized(TextKey("Name")))
      #expect(dialog.textFields[0].requirement?.message == .localized(TextKey("Enter a name")))
      #expect(dialog.actions[0].title == .localized(TextKey("Delete")))
      #expect(
        dialog.actions[1].title
          == .localized(TextKey("Rename %@", arguments: [.string("Holiday.jpg")])))
      #expect(dialog.actions[2].title == .verbatim("Holiday.jpg"))
      #expect(dialog.actions[3].title == .localized(TextKey("Cancel")))
    }
    #expect(chained.suppressionToggle?.title == .localized(TextKey("Do not ask again")))
    #expect(built.snapshot.contains("action 0 default \"Delete\" key 1"))
    #expect(built.snapshot.contains("action 2 default verbatim(\"Holiday.jpg\") key 3"))
  }

  @Test("the model's initializers take String values")
  func modelInitializers() {
    let action = DialogAction(title: account, role: .destructive, key: "mute").disabled()
    #expect(action.title == .verbatim("ana@example.com"))
    #expect(action.role == .destructive)
    #expect(!action.isEnabled)
    #expect(DialogAction(title: "Mute", key: "mute").title == "Mute")
    let field = DialogTextField<Int>(hint).text("draft").secure()
    #expect(field.placeholder == .verbatim("Name of the copy"))
    #expect(field.text == "draft" && field.isSecure)
    #expect(DialogTextField<Int>(hint).placeholder == .verbatim("Name of the copy"))
    #expect(DialogTextField<Int>("Name").placeholder == "Name")
    #expect(DialogTextField<Int>(nil).placeholder == nil)
    let requirement = TextRequirement<Int>(.nonEmpty, gates: [1], message: hint)
    #expect(requirement.message == .verbatim("Name of the copy"))
    #expect(requirement.gatedKeys == [1])
    #expect(TextRequirement<Int>(.nonEmpty, message: "Enter it").message == "Enter it")
    #expect(
      DialogControl<Int>.suppressionToggle(account, isSuppressed: true)
        == .suppressionToggle(.verbatim("ana@example.com"), isSuppressed: true))
    #expect(DialogControl<Int>.suppressionToggle("Never again").title == "Never again")
  }

  @Test("a String value is shown as written even when a table has it as a key")
  func valueIsNeverLookedUp() {
    let word = "Cancel"
    let french = TestStrings.localization("fr")
    let value = Dialog<Bool>.alert().addCancel(word, key: false)
    let literal = Dialog<Bool>.alert().addCancel("Cancel", key: false)
    #expect(value.actions[0].title.resolved(in: french) == "Cancel")
    #expect(literal.actions[0].title.resolved(in: french) == "Annuler")
  }
}
