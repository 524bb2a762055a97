import FluentAlert
import Testing

/// A stable key with the English format as its default value, as
/// `String(localized:defaultValue:)` writes it.
private let moveToTrash = DialogText.localized(
  TextKey("MoveToTrashConfirmation.title", arguments: [.string("Notes")]),
  defaultValue: "Do you want to move “%@” to the Trash?")

private func problems(_ text: DialogText) -> [DialogProblem] {
  Dialog<Int>.alert(text).addCancel("OK", key: 0).problems
}

@Suite("Formats are checked against the text shown")
struct ShownFormatTests {
  @Test("a fixed key whose default value holds the format fits, and shows its argument")
  func fixedKeyWithFormatInDefault() {
    #expect(problems(moveToTrash).isEmpty)
    #expect(moveToTrash.resolved() == "Do you want to move “Notes” to the Trash?")
  }

  @Test(
    "a specifier without an argument is an error, in the default value or in the key",
    arguments: [
      (
        DialogText.localized("config.failed", defaultValue: "Cannot create config file!\n%@"),
        #"title default "Cannot create config file!\n%@": “%@” takes an argument, but there is none"#
      ),
      (.localized(TextKey("Cannot open %lld files")), #"title key "Cannot open %lld files""#),
      (
        .localized(TextKey("Rename %@ to %@", arguments: [.string("a")]), defaultValue: "To %2$@"),
        "“%2$@” takes argument 2, but there is 1"
      ),
    ])
  func missingArgument(_ text: DialogText, _ says: String) {
    let found = problems(text)
    #expect(found.map(\.kind) == [.invalidTextFormat])
    #expect(found.first?.message.contains(says) == true, "\(found)")
  }

  @Test("an argument neither the default value nor the key takes is an error")
  func unusedArgument() {
    let extra = DialogText.localized(
      TextKey("trash.confirm", arguments: [.string("Notes")]), defaultValue: "Move to the Trash?")
    let found = problems(extra)
    #expect(found.map(\.kind) == [.invalidTextFormat])
    #expect(found.first?.message.contains("argument 1 is not used") == true, "\(found)")
  }

  @Test("text without arguments and without a specifier is shown as written: 100% is fine")
  func percentSignsWithoutArguments() {
    let texts: [DialogText] = [
      "100% done", "50% off", "Save 100%", .localized("k", defaultValue: "%"),
    ]
    for text in texts {
      #expect(problems(text).isEmpty, "\(text)")
    }
  }

  @Test("an interpolated key that is a name with a value in it is a warning, not an error")
  func interpolatedName() {
    let kind = "photos"
    let found = problems("alert.\(kind).title")
    #expect(found.map(\.kind) == [.interpolatedKey])
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.contains(#"title key "alert.%@.title""#) == true, "\(found)")
    // Built from a String, the key is a name, and it is looked up as one.
    #expect(problems(.localized(TextKey("alert." + kind + ".title"))).isEmpty)
    // Prose around a value is what interpolation is for.
    #expect(problems("Delete \(kind)?").isEmpty)
    #expect(problems("\(kind):").isEmpty)
  }

  @Test("an interpolated key whose default value has no specifier is a warning")
  func interpolatedKeyWithPlainDefault() {
    let name = "Notes"
    let plain = DialogText.localized("Move \(name) to the Trash?", defaultValue: "Move it?")
    #expect(problems(plain).map(\.kind) == [.interpolatedKey])
    // A default that leaves out one argument of several, as a translation may, is fine.
    let partial = DialogText.localized(
      "Delete \(3) items of \(name)?", defaultValue: "Delete %lld items?")
    #expect(problems(partial).isEmpty)
  }
}
