import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Testing

private enum Pick: Hashable, Sendable {
  case follow, mute, cancel
  case user(id: Int)
}

@Suite("snapshot text")
struct DialogSnapshotTests {
  @Test("a dialog using every field has exactly this text")
  func pinnedEveryField() {
    let dialog = Dialog<Pick>(
      style: .alert,
      title: "Delete \"Photos\"?",
      message: .localized(
        "delete.message", table: "Alerts", bundle: .identifier("com.example.app"),
        comment: "Under the title", defaultValue: "This can't be undone.\nReally?"),
      titleStyle: TextStyle(
        font: .system(size: 17, weight: .semibold),
        color: .rgba(red: 1, green: 59.0 / 255, blue: 48.0 / 255), maxLines: 2,
        lineBreakMode: .byTruncatingTail, alignment: .center),
      messageStyle: TextStyle(
        font: .custom(name: "Avenir Next", size: 13.5), color: .asset("Brand/Ink"),
        lineBreakMode: .byWordWrapping),
      actions: [
        DialogAction(title: "Delete", role: .destructive, key: .mute).preferred().titleColor(
          .system(.red)
        ).image(.system("trash")).accessibilityIdentifier("delete-button"),
        DialogAction(
          title: .localized("later", bundle: .path("/tmp/Extra.bundle")), key: .user(id: 3)
        ).disabled().titleColor(.rgba(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)).image(
          .asset("Icons/Clock")),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel).titleColor(
          .rgba(red: 0.5, green: 0.25, blue: 0.125, alpha: 0.3)),
      ],
      textFields: [
        DialogTextField("Type \"DELETE\"").text("DEL").keyboard(.asciiCapable).contentType(
          .oneTimeCode
        ).capitalization(.allCharacters).autocorrection(false).accessibilityIdentifier(
          "confirm-field"
        ).required(
          .all([.nonEmpty, .length(6...6), .matches("DELETE")]), gates: [.mute, .user(id: 3)]),
        DialogTextField().secure().required(.nonEmpty, message: "Choose a password"),
      ],
      anchor: .view(identifier: "delete-cell"),
      autoDismiss: AutoDismiss(after: .milliseconds(30_500), reporting: .cancel),
      accessibilityIdentifier: "delete-dialog")
    // Written by hand from the grammar in Dialog+Snapshot.swift.
    let expected = #"""
      alert "Delete \"Photos\"?"
        message "delete.message" table "Alerts" bundle id "com.example.app" comment "Under the title" default "This can't be undone.\nReally?"
        title style: font system 17 semibold, color #FF3B30, max lines 2, line break byTruncatingTail, alignment center
        message style: font custom "Avenir Next" 13.5, color asset "Brand/Ink", line break byWordWrapping
        action 0 destructive "Delete" key mute preferred color system red image system "trash" id "delete-button"
        action 1 default "later" bundle path "/tmp/Extra.bundle" key "user(id: 3)" disabled color #00000080 image asset "Icons/Clock"
        action 2 cancel "Cancel" key cancel color rgba(0.5, 0.25, 0.125, 0.3)
        text field 0 placeholder "Type \"DELETE\"" text "DEL" keyboard asciiCapable content "oneTimeCode" capitalization allCharacters autocorrection off id "confirm-field"
        text field 0 requires all(nonEmpty, length 6...6, matches "DELETE") gating [mute, "user(id: 3)"]
        text field 1 secure
        text field 1 requires nonEmpty gating non-cancel message "Choose a password"
        anchor view "delete-cell"
        auto-dismiss after 30.5s reporting cancel
        id "delete-dialog"
      """#
    #expect(dialog.snapshot == expected)
    #expect(dialog.description == expected)
  }

  @Test("the other kinds of font, anchor, style and delay have exactly this text")
  func pinnedOtherKinds() {
    let dialog = Dialog<Int>(
      style: .actionSheet, message: .verbatim("Share 👩‍👩‍👧 with مرحبا?"), titleStyle: TextStyle(),
      messageStyle: TextStyle(font: .textStyle(.headline), maxLines: 0, alignment: .natural),
      actions: [
        DialogAction(title: "Copy", key: 0),
        DialogAction(title: "Delete \(2) of \("Ana")’s \(1.5) GB", role: .cancel, key: 1),
      ],
      anchor: .rect(x: 10, y: 20.5, width: 44, height: 0),
      autoDismiss: AutoDismiss(after: .nanoseconds(1)))
    let expected = """
      actionSheet
        message verbatim("Share 👩‍👩‍👧 with مرحبا?")
        title style: default
        message style: font textStyle headline, max lines 0, alignment natural
        action 0 default "Copy" key 0
        action 1 cancel "Delete %lld of %@’s %lf GB" arguments(2, "Ana", 1.5) key 1
        anchor rect(x: 10, y: 20.5, width: 44, height: 0)
        auto-dismiss after 0.000000001s
      """
    #expect(dialog.snapshot == expected)
    let bar = Dialog<Int>(style: .actionSheet, anchor: .barButtonItem(identifier: "share"))
    #expect(bar.snapshot == "actionSheet\n  anchor barButtonItem \"share\"")
    let centre = Dialog<Int>(style: .alert, anchor: .center)
    #expect(centre.snapshot == "alert\n  anchor center")
  }

  @Test("durations are written exactly, whatever their size or sign")
  func durations() {
    let cases: [(Duration, String)] = [
      (.seconds(5), "5s"),
      (.milliseconds(1_500), "1.5s"),
      (.milliseconds(-1_500), "-1.5s"),
      (.zero, "0s"),
      (Duration(secondsComponent: 0, attosecondsComponent: 1), "0.000000000000000001s"),
      (Duration(secondsComponent: -1, attosecondsComponent: 5), "-0.999999999999999995s"),
      (.seconds(Int64.max), "9223372036854775807s"),
      (.seconds(Int64.max) + .seconds(Int64.max) + .milliseconds(250), "18446744073709551614.25s"),
      (.seconds(Int64.min) + .seconds(Int64.min), "-18446744073709551616s"),
    ]
    for (delay, text) in cases {
      let dialog = Dialog<Int>(style: .alert, autoDismiss: AutoDismiss(after: delay))
      #expect(dialog.snapshot == "alert\n  auto-dismiss after \(text)")
      _ = dialog.problems  // must not trap either
    }
  }

  @Test("hostile strings are escaped; combining marks, emoji and RTL text are kept")
  func escaping() {
    let hostile =
      "a\"b\\c\nd\te\r\0\u{1B}[31m\u{07}\u{7F}\u{85}\u{9B}\u{202E}\u{2066}\u{2028}\u{2029}\u{200E}\u{FEFF}"
    let kept = "e\u{301} 👩‍👩‍👧‍👦 🇯🇵 עברית مرحبا \u{200D}"
    let dialog = Dialog<String>(style: .alert, title: .verbatim(hostile), message: .verbatim(kept))
    let expectedTitle =
      #""a\"b\\c\nd\te\r\0\u{1B}[31m\u{7}\u{7F}\u{85}\u{9B}\u{202E}\u{2066}\u{2028}\u{2029}\u{200E}\u{FEFF}""#
    #expect(dialog.snapshot == "alert verbatim(\(expectedTitle))\n  message verbatim(\"\(kept)\")")
    #expect(TextEscaping.quoted(hostile) == expectedTitle)
    #expect(TextEscaping.escaped("say \"hi\"\n") == #"say "hi"\n"#)
  }

  @Test("every C0 and C1 control, DEL and every bidi control is escaped")
  func everyControlEscaped() {
    let controls =
      Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F]
      + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x2028, 0x2029, 0xFEFF]
    for value in controls {
      let scalar = Unicode.Scalar(UInt32(value))!
      #expect(TextEscaping.mustEscape(scalar))
      let quoted = TextEscaping.quoted(String(Character(scalar)))
      #expect(quoted.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }, "\(value)")
    }
    for kept in ["\u{301}", "\u{200D}", "\u{5D0}", "\u{627}", "\u{1F469}", "\u{FE0F}", " ", "~"] {
      #expect(TextEscaping.quoted(kept) == "\"\(kept)\"")
    }
  }

  @Test("an escaped-looking string stays distinct from the character it names")
  func escapeLookalikes() {
    let real = Dialog<Int>(style: .alert, title: "\u{1B}")
    let lookalike = Dialog<Int>(style: .alert, title: #"\u{1B}"#)
    #expect(real.snapshot == #"alert "\u{1B}""#)
    #expect(lookalike.snapshot == #"alert "\\u{1B}""#)
  }

  @Test("keys are bare when they look like identifiers, quoted otherwise")
  func keyQuoting() {
    let cases: [(GenKey, String)] = [
      ("follow", "follow"), ("a.b-c_1", "a.b-c_1"), ("42", "42"),
      ("two words", #""two words""#), (#"say "x""#, #""say \"x\"""#), ("", #""""#),
      ("ü", #""ü""#), ("a\nb", #""a\nb""#), ("x,y", #""x,y""#), ("[k]", #""[k]""#),
    ]
    for (key, text) in cases {
      let dialog = Dialog<GenKey>(style: .alert, actions: [DialogAction(title: "T", key: key)])
      #expect(dialog.snapshot == "alert\n  action 0 default \"T\" key \(text)")
    }
    let pick = Dialog<Pick>(
      style: .alert, autoDismiss: AutoDismiss(after: .seconds(1), reporting: .user(id: 3)))
    #expect(pick.snapshot == #"alert"# + "\n" + #"  auto-dismiss after 1s reporting "user(id: 3)""#)
  }

  @Test("one fact per line: no string can break or reorder a line")
  func oneFactPerLine() {
    var rng = SeededGenerator(seed: 21)
    for _ in 0..<500 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      let lines = dialog.snapshot.split(separator: "\n", omittingEmptySubsequences: false)
      var expected = 1 + dialog.actions.count + dialog.textFields.count
      expected += dialog.textFields.filter { $0.requirement != nil }.count
      let optionals: [Bool] = [
        dialog.message != nil, dialog.titleStyle != nil, dialog.messageStyle != nil,
        dialog.anchor != nil, dialog.autoDismiss != nil, dialog.accessibilityIdentifier != nil,
        dialog.severity != nil, dialog.icon != nil, dialog.suppressionToggle != nil,
        !dialog.hasDefaultAction, dialog.help != nil, dialog.progress != nil,
      ]
      expected +=
        optionals.filter { $0 }.count + dialog.accessories.count + dialog.keyedControls.count
      #expect(lines.count == expected, "\(dialog.snapshot)")
      let unsafe = dialog.snapshot.unicodeScalars.filter {
        $0 != "\n" && TextEscaping.mustEscape($0)
      }
      #expect(unsafe.isEmpty, "\(unsafe.map(\.value))")
      #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    }
  }

  @Test("injective: thousands of one-field changes each change the text")
  func injectiveOverMutations() {
    var rng = SeededGenerator(seed: 22)
    var pairs = 0
    var fields: Set<String> = []
    for index in 0..<60 {
      let validity: DialogGenerator.Validity = index.isMultiple(of: 2) ? .valid : .arbitrary
      let dialog = Dialog<GenKey>.random(using: &rng, validity: validity)
      let text = dialog.snapshot
      for mutation in DialogGenerator.mutations(of: dialog) {
        pairs += 1
        fields.insert(mutation.field.replacing(/\[\d+\]/, with: "[]"))
        #expect(
          mutation.dialog.snapshot != text, "\(mutation.field) left the text unchanged:\n\(text)")
      }
    }
    #expect(pairs >= 3_000)
    #expect(fields.count >= 60)
  }

  @Test("equal dialogs have equal text, and equal text means equal dialogs")
  func equalExactlyWhenTextEqual() {
    let pool = DialogEqualityTests.pool(seed: 23, count: 40)
    let texts = pool.map(\.snapshot)
    var equalPairs = 0
    for i in pool.indices {
      for j in pool.indices where j > i {
        let equal = pool[i] == pool[j]
        if equal { equalPairs += 1 }
        #expect(equal == (texts[i] == texts[j]), "\(texts[i])\n---\n\(texts[j])")
      }
    }
    #expect(equalPairs >= 40)
    var first = SeededGenerator(seed: 24)
    var second = SeededGenerator(seed: 24)
    for _ in 0..<200 {
      let a = Dialog<GenKey>.random(using: &first, validity: .arbitrary)
      let b = Dialog<GenKey>.random(using: &second, validity: .arbitrary)
      #expect(a == b && a.snapshot == b.snapshot)
    }
  }
}
