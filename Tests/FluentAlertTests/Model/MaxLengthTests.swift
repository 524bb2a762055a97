import FluentAlert
import FluentAlertTesting
import Testing

@MainActor
@Suite("a text field's maximum length")
struct MaxLengthTests {
  static let code = Dialog<String>(.alert, title: "Enter the code") {
    TextInput("Code").keyboard(.numberPad).maxLength(6)
    Action("Verify", key: "verify")
    Cancel("Cancel", key: "cancel")
  }

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let chained = Dialog<String>.alert("Enter the code")
      .addTextField("Code") { $0.keyboard(.numberPad).maxLength(6) }
      .addAction("Verify", key: "verify")
      .addCancel("Cancel", key: "cancel")
    let initialized = Dialog<String>(
      style: .alert, title: "Enter the code",
      actions: [
        DialogAction(title: "Verify", key: "verify"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ],
      textFields: [DialogTextField("Code").keyboard(.numberPad).maxLength(6)])
    #expect(Self.code == chained && Self.code == initialized)
    #expect(Self.code.textFields[0].maxLength == 6)
    #expect(Self.code.snapshot.hasSuffix(#"placeholder "Code" keyboard numberPad max length 6"#))
    #expect(Self.code != Self.codeWithout)
    for platform in DialogPlatform.allCases { #expect(Self.code.problems(for: platform).isEmpty) }
  }

  static let codeWithout = Dialog<String>(.alert, title: "Enter the code") {
    TextInput("Code").keyboard(.numberPad)
    Action("Verify", key: "verify")
    Cancel("Cancel", key: "cancel")
  }

  @Test(
    "an edit keeps only what fits, wherever it was made",
    arguments: [
      // (before, after, limit, kept)
      ("12345", "123456", 6, "123456"),  // fits
      ("123456", "1234567", 6, "123456"),  // typed at the end: refused
      ("123456", "1234x56", 6, "123456"),  // typed in the middle: refused, the tail stays
      ("12", "12abcdefgh", 6, "12abcd"),  // a paste keeps its beginning
      ("12", "ab12", 3, "a12"),  // pasted before the text
      ("123456", "12x", 6, "12x"),  // a replacement that shrinks
      ("", "👍🏽é👍🏽é", 3, "👍🏽é👍🏽"),  // characters as the user sees them
      ("aaaa", "aaaaa", 4, "aaaa"),  // repeated characters
    ])
  func fitting(before: String, after: String, limit: Int, kept: String) {
    #expect(DialogTextField<String>.fitting(after, replacing: before, limit: limit) == kept)
  }

  @Test(
    "what a platform field keeps of an edit, and its caret in UTF-16 units after the kept part",
    arguments: [
      ("123", "12", 4, nil, nil),  // fits: the platform takes the edit itself
      ("12345", "1234", 4, "1234", 4),  // a fifth digit at the end: refused
      ("12x34", "1234", 4, "1234", 2),  // in the middle: refused, the caret stays
      ("1abcd4", "14", 4, "1ab4", 3),  // a paste keeps its beginning
      ("👍👍👍", "👍👍", 2, "👍👍", 4),  // an emoji is one character, two UTF-16 units
    ] as [(String, String, Int, String?, Int?)])
  func keepingAnEdit(new: String, old: String, limit: Int, text: String?, cursor: Int?) {
    let kept = DialogTextField<Int>.keeping(new, replacing: old, limit: limit)
    #expect(kept?.text == text && kept?.cursor == cursor)
    #expect(DialogTextField<Int>.keeping(new, replacing: old, limit: nil) == nil)
  }

  @Test("the session and DialogTester refuse what does not fit, and the rules see what was kept")
  func session() throws {
    let dialog = Dialog<String>(.alert, title: "Enter the code") {
      TextInput("Code").maxLength(6).required(.length(6...6))
      Action("Verify", key: "verify")
      Cancel("Cancel", key: "cancel")
    }
    let tester = try DialogTester(dialog)
    tester.setText("1234567890", forField: 0)
    #expect(tester.texts == ["123456"])
    #expect(tester.enabledKeys == ["verify", "cancel"])
    tester.tap("verify")
    #expect(tester.handledValues == ["123456"])
  }
}
