import FluentAlertMacrosFree
import Testing

/// The typed drafts take `String` and `Substring` values as verbatim text,
/// as `Dialog`'s own builder and chain do, and keep literals as keys.
@Suite("Drafts take String values as verbatim text")
struct DraftStringValueTests {
  let fileName = "Holiday.jpg"
  let account: Substring = "ana@example.com (work)".prefix(15)

  @Test("every text position of a keyed draft takes String and Substring values")
  func keyed() {
    let dialog = alert(fileName, message: "Keep both?", keys: String.self)
      .addTextField(account) { $0.text("draft") }
      .addAction(fileName, key: "open")
      .addActionKeepingOpen(account, key: "peek")
      .addDestructive(fileName, key: "delete")
      .addCancel(account, key: "cancel")
      .dialog
      .addControl(.suppressionToggle(fileName))
    let spelledOut = alert(
      .verbatim(fileName), message: "Keep both?", keys: String.self
    )
    .addTextField(.verbatim("ana@example.com")) { $0.text("draft") }
    .addAction(.verbatim(fileName), key: "open")
    .addActionKeepingOpen(.verbatim("ana@example.com"), key: "peek")
    .addDestructive(.verbatim(fileName), key: "delete")
    .addCancel(.verbatim("ana@example.com"), key: "cancel")
    .dialog
    .addControl(.suppressionToggle(.verbatim(fileName)))
    #expect(dialog == spelledOut)
    #expect(dialog.snapshot.hasPrefix("alert verbatim(\"Holiday.jpg\")"))
  }

  @Test("index-keyed drafts and action sheets take String values")
  func indexKeysAndSheets() {
    let sheet = actionSheet(account, keys: Int.self)
      .addAction(fileName)
      .addDestructive(account)
      .addCancel(fileName)
      .dialog
    #expect(sheet.title == .verbatim("ana@example.com"))
    #expect(
      sheet.actions.map(\.title) == [
        .verbatim("Holiday.jpg"), .verbatim("ana@example.com"), .verbatim("Holiday.jpg"),
      ])
    #expect(sheet.actions.map(\.key) == [0, 1, 2])
    let messageOnly = actionSheet(message: fileName, keys: Int.self).addCancel("Cancel").dialog
    #expect(messageOnly.title == nil)
    #expect(messageOnly.message == .verbatim("Holiday.jpg"))
    #expect(messageOnly.actions[0].title == "Cancel")
  }

  @Test("a literal beside a String value is still a key")
  func literalsStayKeys() {
    let dialog = alert(fileName, message: "Move to the Trash?", keys: Bool.self)
      .addDestructive("Move", key: true)
      .addCancel("Cancel", key: false)
      .dialog
    #expect(dialog.title == .verbatim("Holiday.jpg"))
    #expect(dialog.message == .localized(TextKey("Move to the Trash?")))
    #expect(dialog.actions.map(\.title) == ["Move", "Cancel"])
    let titled = alert("Rename", message: account, keys: Bool.self).addCancel("Cancel", key: false)
      .dialog
    #expect(titled.title == "Rename")
    #expect(titled.message == .verbatim("ana@example.com"))
  }
}
