import FluentAlert
import FluentAlertTestSupport
import Testing

@Suite("bad input never traps")
struct BadInputTests {
  private let okAction = DialogAction<Int>(title: "OK", key: 0)

  private func kinds(_ dialog: Dialog<Int>) -> [DialogProblem.Kind] {
    dialog.problems.map(\.kind)
  }

  @Test("negative and extreme line limits: negative ones are an error, all are kept")
  func maxLines() {
    for (lines, invalid) in [(-1, true), (Int.min, true), (0, false), (Int.max, false)] {
      let dialog = Dialog<Int>(
        style: .alert, title: "T", titleStyle: TextStyle(maxLines: lines), actions: [okAction])
      // Every line limit is also dropped where alerts draw plain text or take none.
      let dropped: [DialogProblem.Kind] =
        lines > 0 ? [.textStyleUnsupported, .lineLimitUnsupported] : [.textStyleUnsupported]
      #expect(kinds(dialog) == (invalid ? [.invalidMaxLines] : []) + dropped)
      #expect(dialog.titleStyle?.maxLines == lines)
      #expect(
        dialog.snapshot.hasSuffix(
          "title style: max lines \(lines)\n  action 0 default \"OK\" key 0"))
    }
  }

  @Test("NaN, infinite, zero and negative font sizes are an error, and kept")
  func fontSizes() {
    let sizes: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, -12, -.leastNonzeroMagnitude]
    for size in sizes {
      for font in [DialogFont.system(size: size), .custom(name: "Menlo", size: size)] {
        let dialog = Dialog<Int>(
          style: .alert, title: "T", messageStyle: TextStyle(font: font), actions: [okAction])
        #expect(kinds(dialog) == [.invalidFontSize, .textStyleUnsupported], "\(size)")
        #expect(dialog.messageStyle?.font == font)
        #expect(dialog == dialog)
      }
    }
    let huge = Dialog<Int>(
      style: .alert, title: "T", titleStyle: TextStyle(font: .system(size: 1e300)),
      actions: [okAction])
    #expect(kinds(huge) == [.textStyleUnsupported])
    #expect(huge.snapshot.contains("font system 1e+300 regular"))
  }

  @Test("non-finite or negative anchors are an error, and kept")
  func anchors() {
    let rects: [PopoverAnchor] = [
      .rect(x: .nan, y: 0, width: 1, height: 1), .rect(x: 0, y: .infinity, width: 1, height: 1),
      .rect(x: 0, y: 0, width: -1, height: 1), .rect(x: 0, y: 0, width: 1, height: -.infinity),
    ]
    for anchor in rects {
      let dialog = Dialog<Int>(style: .alert, title: "T", actions: [okAction], anchor: anchor)
      #expect(kinds(dialog) == [.invalidAnchor])
      #expect(dialog.anchor == anchor)
    }
    let negativeOrigin = Dialog<Int>(
      style: .alert, title: "T", actions: [okAction],
      anchor: .rect(x: -5, y: -5, width: 0, height: 0))
    #expect(kinds(negativeOrigin) == [], "a negative origin is a valid position")
  }

  @Test("empty titles are reported, not trapped")
  func emptyTitles() {
    let empty = Dialog<Int>(style: .alert, title: "", message: "", actions: [okAction])
    #expect(kinds(empty) == [.alertWithoutText])
    #expect(empty.snapshot == "alert \"\"\n  message \"\"\n  action 0 default \"OK\" key 0")
    let emptyAction = Dialog<Int>(
      style: .alert, title: "T", actions: [DialogAction(title: "", key: 0)])
    #expect(kinds(emptyAction) == [.emptyActionTitle])
    let emptySheet = Dialog<Int>(
      style: .actionSheet, title: "",
      actions: [okAction, DialogAction(title: "Cancel", role: .cancel, key: 1)], anchor: .center)
    #expect(kinds(emptySheet) == [], "an action sheet may have no title")
  }

  @Test("10,000 actions: valid ones validate and snapshot in full")
  func manyActions() throws {
    let actions = (0..<10_000).map { DialogAction(title: .verbatim("Item \($0)"), key: $0) }
    let dialog = Dialog<Int>(style: .alert, title: "Pick", actions: actions)
    #expect(dialog.problems == [])
    #expect(try dialog.validated() == dialog)
    let lines = dialog.snapshot.split(separator: "\n")
    #expect(lines.count == 10_001)
    #expect(lines.last == "  action 9999 default verbatim(\"Item 9999\") key 9999")
  }

  @Test("10,000 actions sharing keys: one problem per key, found in linear time")
  func manyDuplicates() {
    let pairs = (0..<10_000).map { DialogAction(title: .verbatim("Item \($0)"), key: $0 / 2) }
    let problems = Dialog<Int>(style: .alert, title: "Pick", actions: pairs).problems
    #expect(problems.count == 5_000)
    #expect(problems.allSatisfy { $0.kind == .duplicateKey })
    #expect(problems.last?.message.hasPrefix("2 actions share key 4999") == true)
    let same = (0..<10_000).map { DialogAction(title: .verbatim("Item \($0)"), key: 7) }
    let one = Dialog<Int>(style: .alert, title: "Pick", actions: same).problems
    #expect(one.map(\.kind) == [.duplicateKey])
    #expect(one[0].message.hasPrefix("10000 actions share key 7"))
  }

  @Test("10,000 actions sharing key equivalents: one problem per key press, found in one pass")
  func manyDuplicateKeyEquivalents() {
    let actions = (0..<10_000).map { index in
      DialogAction(title: .verbatim("Item \(index)"), key: index).keyEquivalent(
        .character(Character(UnicodeScalar(0x4E00 + index / 2)!)))
    }
    let problems = Dialog<Int>(style: .alert, title: "Pick", actions: actions).problems
      .filter { $0.kind == .duplicateKeyEquivalent }
    #expect(problems.count == 5_000)
    #expect(problems.last?.message.hasPrefix("2 actions answer to key command+") == true)
  }

  @Test("a field gating 10,000 keys is checked without trapping")
  func manyGatedKeys() {
    let actions = (0..<10_000).map { DialogAction(title: .verbatim("Item \($0)"), key: $0) }
    let gates = Array(0..<10_000) + [-1]
    let dialog = Dialog<Int>(
      style: .alert, title: "Pick",
      actions: actions + [DialogAction(title: "Cancel", role: .cancel, key: 10_000)],
      textFields: [DialogTextField().required(.nonEmpty, gates: gates)])
    #expect(dialog.problems.map(\.kind) == [.requirementNamesUnknownKey])
  }

  @Test("a 1 MB title is kept exactly and written exactly")
  func hugeTitle() {
    let megabyte = String(repeating: "ab\u{E9}👩‍👩‍👧", count: 1 << 20 / 22)
    let dialog = Dialog<Int>(style: .alert, title: .verbatim(megabyte), actions: [okAction])
    #expect(dialog.title == .verbatim(megabyte))
    #expect(dialog.problems == [])
    #expect(dialog.snapshot == "alert verbatim(\"\(megabyte)\")\n  action 0 default \"OK\" key 0")
    let hostile = String(repeating: "\"\n\u{1B}", count: 350_000)
    let escaped = Dialog<Int>(style: .alert, title: .verbatim(hostile)).snapshot
    #expect(
      escaped == "alert verbatim(\"" + String(repeating: #"\"\n\u{1B}"#, count: 350_000) + "\")")
  }

  @Test("extreme length ranges and huge delays are reported without trapping")
  func extremes() {
    let dialog = Dialog<Int>(
      style: .alert, title: "T",
      actions: [okAction, DialogAction(title: "C", role: .cancel, key: 1)],
      textFields: [
        DialogTextField().required(.length(0...Int.max)),
        DialogTextField().required(.length(Int.min...Int.min)),
      ],
      autoDismiss: AutoDismiss(after: .seconds(Int64.max) * 4, reporting: 1))
    #expect(kinds(dialog) == [.invalidLengthRange, .autoDismissDelayTooLong])
    #expect(dialog.snapshot.contains("length \(Int.min)...\(Int.min)"))
    #expect(dialog.snapshot.hasSuffix("auto-dismiss after 36893488147419103228s reporting 1"))
  }

  @Test("arbitrary generated dialogs validate and snapshot without trapping")
  func arbitraryDialogs() {
    var rng = SeededGenerator(seed: 41)
    for _ in 0..<2_000 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      let problems = dialog.problems
      #expect(!dialog.snapshot.isEmpty)
      let hasErrors = problems.contains { $0.severity == .error }
      #expect((try? dialog.validated()) == (hasErrors ? nil : dialog))
    }
  }
}
