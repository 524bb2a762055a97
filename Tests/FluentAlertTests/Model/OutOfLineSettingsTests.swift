import FluentAlert
import Testing

/// Settings few dialogs use live in a shared box: values must still behave
/// as values (a change to a copy leaves the original alone), a setting
/// given its default must equal one never given, and a plain dialog must
/// stay small.
@Suite("settings kept out of line")
struct OutOfLineSettingsTests {
  @Test("changing a copy of an action leaves the original as it was")
  func actionCopyOnWrite() {
    let original = DialogAction(title: "Save", key: 1).image(.system("tray"))
    let changed = original.titleColor(.system(.red)).disabled()
    #expect(original.titleColor == nil)
    #expect(original.isEnabled)
    #expect(original.image == .system("tray"))
    #expect(changed.image == .system("tray"))
    #expect(changed.titleColor == .system(.red))
    #expect(!changed.isEnabled)
    #expect(original != changed)
  }

  @Test("a setting given its default equals, and hashes as, one never given")
  func defaultsEqualAbsence() {
    let plain = DialogAction(title: "Save", key: 1)
    let spelledOut = plain.disabled(false).checked(false)
    #expect(plain == spelledOut)
    #expect(plain.hashValue == spelledOut.hashValue)

    let alert = Dialog<Int>.alert("Title").addAction("OK", key: 1)
    let reset = alert.severity(.critical).severity(nil)
    #expect(alert == reset)
    #expect(alert.hashValue == reset.hashValue)
    #expect(alert.snapshot == reset.snapshot)
  }

  @Test("changing a copy of a dialog leaves the original as it was")
  func dialogCopyOnWrite() {
    let original = Dialog<Int>.alert("Title").addAction("OK", key: 1).icon(.system("trash"))
    let changed = original.severity(.critical).accessibilityIdentifier("delete")
    #expect(original.severity == nil)
    #expect(original.accessibilityIdentifier == nil)
    #expect(original.icon == .system("trash"))
    #expect(changed.icon == .system("trash"))
    #expect(changed.severity == .critical)
    #expect(changed.accessibilityIdentifier == "delete")
    #expect(original.snapshot != changed.snapshot)
  }

  @Test("the initializer keeps every rare setting it is given")
  func initializerKeepsSettings() {
    let dialog = Dialog<Int>(
      style: .actionSheet, title: "Photos",
      actions: [DialogAction(title: "Delete", role: .destructive, key: 1)],
      anchor: .center, autoDismiss: AutoDismiss(after: .seconds(5), reporting: 1),
      accessibilityIdentifier: "photos", severity: .warning)
    #expect(dialog.anchor == .center)
    #expect(dialog.autoDismiss == AutoDismiss(after: .seconds(5), reporting: 1))
    #expect(dialog.accessibilityIdentifier == "photos")
    #expect(dialog.severity == .warning)
    #expect(dialog.titleStyle == nil)
    #expect(dialog.icon == nil)
  }

  @Test("a key spelled with its default settings equals, and hashes as, the plain literal")
  func textDefaultsEqualAbsence() {
    let literal: DialogText = "Delete"
    let spelledOut = DialogText.localized(
      "Delete", table: nil, bundle: .main, comment: nil, defaultValue: nil)
    #expect(literal == spelledOut)
    #expect(literal.hashValue == spelledOut.hashValue)
    #expect(literal == .localized(TextKey("Delete", arguments: [])))

    let inTable = DialogText.localized("Delete", table: "Alerts")
    #expect(inTable != literal)
    #expect(inTable == .localized("Delete", table: "Alerts"))
    #expect(DialogText.localized("Delete", comment: "Asks first") != literal)
    #expect(DialogText.localized("Delete", defaultValue: "Delete?") != literal)
    #expect(DialogText.localized("Delete", bundle: .identifier("com.example")) != literal)
    #expect(DialogText.verbatim("Delete") != literal)
    #expect(DialogText.localized("Delete", defaultValue: "Delete?").fallback == "Delete?")
  }

  @Test("a plain dialog, action and text carry only what they use")
  func sizes() {
    #expect(MemoryLayout<Dialog<Int>>.size <= 320)
    #expect(MemoryLayout<DialogAction<Int>>.size <= 160)
    #expect(MemoryLayout<DialogText>.size <= 32)
  }
}
