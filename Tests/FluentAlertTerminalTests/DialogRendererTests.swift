import FluentAlert
import FluentAlertText
import Foundation
import Testing

@testable import FluentAlertTerminal

/// The renderer pinned by snapshot: every expected screen below was looked at
/// by eye before it was written down.
@Suite("Renderer snapshots")
struct DialogRendererTests {
  enum Choice: Hashable, Sendable { case follow, mute, cancel, save }

  static let unicodePlain = TerminalCapabilities(
    colorLevel: .none, unicode: true, canAddressCursor: true)
  static let basic = TerminalCapabilities(colorLevel: .basic, unicode: true, canAddressCursor: true)
  static let noColor = TerminalCapabilities(
    colorLevel: .monochrome, unicode: false, canAddressCursor: true)
  static let trueColor = TerminalCapabilities(
    colorLevel: .trueColor, unicode: true, canAddressCursor: true)

  static let sheet = Dialog<Choice>(
    style: .actionSheet, title: "Ana", message: "What now?",
    actions: [
      DialogAction(title: "Follow", key: .follow),
      DialogAction(title: "Mute", role: .destructive, key: .mute),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])

  static let form = Dialog<Choice>(
    style: .alert, title: "Rename", message: "Pick a name.",
    actions: [
      DialogAction(title: "Save", key: .save).preferred(),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ],
    textFields: [
      DialogTextField("Name").required(.length(1...20)),
      DialogTextField("Password").text("hunter2").secure(),
    ])

  private func frame(
    _ dialog: Dialog<Choice>, width: Int, height: Int,
    _ capabilities: TerminalCapabilities = .plain,
    keys: [TerminalKey] = []
  ) -> ScreenFrame {
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    if let delay = dialog.autoDismiss?.delay {
      state.secondsLeft = LineConversation.wholeSeconds(delay)
    }
    for key in keys { _ = state.handle(key) }
    return DialogRenderer(width: width, height: height, capabilities: capabilities).render(state)
  }

  private func painted(_ frame: ScreenFrame, _ capabilities: TerminalCapabilities) -> [String] {
    frame.lines.filter { !$0.isEmpty }.map { capabilities.paint($0) }
  }

  @Test("field labels stand in a column before the boxes, the cursor after the label")
  func fieldLabels() {
    let export = Dialog<Choice>.alert("Export")
      .addTextField("Untitled") { $0.label("Save As:") }
      .addTextField("Documents") { $0.label("Where:") }
      .addAction("Export", key: .save)
    let drawn = frame(export, width: 40, height: 14)
    let rows = drawn.plainLines.filter { $0.contains("[") }
    #expect(rows.count == 2, "\(drawn.plainLines)")
    #expect(rows[0].contains("> Save As: [Untitled"), "\(rows)")
    #expect(rows[1].contains("  Where:   [Documents"), "\(rows)")
    // Both boxes start in one column.
    #expect(Set(rows.map { $0.firstIndex(of: "[")! }).count == 1)
  }

  @Test("an action sheet is a list along the bottom, cancel set apart below a rule")
  func sheetPlain() {
    let frame = frame(Self.sheet, width: 30, height: 10)
    #expect(
      frame.plainLines == [
        "",
        "------------------------------",
        "             Ana",
        "",
        "          What now?",
        "------------------------------",
        " > 1. Follow",
        "   2. Mute (destructive)",
        "------------------------------",
        "   3. Cancel",
      ])
    #expect(frame.cursor == nil)
  }

  @Test(
    "an alert is a centred box: fields with requirement state, secure text masked, gated action unavailable"
  )
  func alertWithFields() {
    let frame = frame(Self.form, width: 44, height: 16)
    #expect(
      frame.plainLines == [
        "",
        "  +--------------------------------------+",
        "  |                Rename                |",
        "  |                                      |",
        "  |             Pick a name.             |",
        "  |                                      |",
        "  | > [Name                            ] |",
        "  |     [ ] must be 1-20 characters      |",
        "  |   [*******                         ] |",
        "  |                                      |",
        "  |   1. Save (unavailable)              |",
        "  +--------------------------------------+",
        "  |   2. Cancel                          |",
        "  +--------------------------------------+",
        "",
        "",
      ])
    #expect(frame.cursor == ScreenFrame.Position(row: 6, column: 7))
  }

  @Test("a checked action carries the mark before its title, in Unicode and in ASCII")
  func checkedAction() {
    let sheet = Dialog<Choice>.actionSheet("Sort by")
      .addAction("Name", key: .follow)
      .actionStyle { $0.checked() }
      .addAction("Date", key: .mute)
      .addCancel("Cancel", key: .cancel)
    let unicode = frame(sheet, width: 24, height: 8, Self.unicodePlain).plainLines
    #expect(unicode.filter { $0.contains(". ") } == [" ❯ 1. ✓ Name", "   2. Date", "   3. Cancel"])
    let ascii = frame(sheet, width: 24, height: 8).plainLines
    #expect(ascii.filter { $0.contains(". ") } == [" > 1. [x] Name", "   2. Date", "   3. Cancel"])
  }

  @Test("a suppression toggle is a checkbox row above the actions, selected like an action")
  func suppressionToggle() {
    let trash = Dialog<Choice>.alert("Empty the Trash?")
      .addDestructive("Empty Trash", key: .mute)
      .addCancel("Cancel", key: .cancel)
      .addControl(.suppressionToggle())
    #expect(
      frame(trash, width: 40, height: 11).plainLines == [
        "",
        "   +--------------------------------+",
        "   |        Empty the Trash?        |",
        "   |                                |",
        "   |   [ ] Do not ask again         |",
        "   |                                |",
        "   |   1. Empty Trash (destructive) |",
        "   +--------------------------------+",
        "   | > 2. Cancel                    |",
        "   +--------------------------------+",
        "",
      ])
    // Enter starts on Cancel, not on the destructive action; up twice
    // selects the toggle; Space ticks it.
    let keys: [TerminalKey] = [.up, .up, .character(" ")]
    let ticked = frame(trash, width: 40, height: 11, keys: keys).plainLines
    #expect(ticked[4] == "   | > [x] Do not ask again         |")
    #expect(ticked[6] == "   |   1. Empty Trash (destructive) |")
  }

  @Test("a severity is a badge above the title, where NSAlert draws its icon, in its colour")
  func severityBadge() {
    let erase = Dialog<Choice>.alert("Erase?")
      .addDestructive("Erase", key: .mute)
      .addCancel("Cancel", key: .cancel)
      .severity(.critical)
    let frame = frame(erase, width: 30, height: 10)
    #expect(
      frame.plainLines == [
        "",
        "+----------------------------+",
        "|            (!!)            |",
        "|           Erase?           |",
        "|                            |",
        "|   1. Erase (destructive)   |",
        "+----------------------------+",
        "| > 2. Cancel                |",
        "+----------------------------+",
        "",
      ])
    let colored = painted(frame, Self.basic)
    #expect(colored.contains { $0.contains("\u{1B}[1;31m") && $0.contains("(!!)") })
  }

  @Test("a field's clear button shows as Control-U inside its box, by mode and focus")
  func clearButton() {
    let dialog = Dialog<Choice>(.alert, title: "Find") {
      TextInput("Query").text("cats").clearButton(.whileEditing)
      TextInput("Scope").text("all").clearButton(.unlessEditing)
      TextInput("Empty").clearButton(.always)
      Action("Find", key: .save)
    }
    let frame = frame(dialog, width: 30, height: 12, Self.unicodePlain)
    #expect(
      frame.plainLines.filter { $0.contains("[") } == [
        "│ ❯ [cats                ⌃U] │",
        "│   [all                 ⌃U] │",
        "│   [Empty                 ] │",
      ])
  }

  @Test(
    "typing wide text meets the requirement and enables the action; a bad number shows a notice")
  func alertAfterTyping() {
    let frame = frame(
      Self.form, width: 44, height: 16,
      keys: [.character("a"), .character("日"), .tab, .tab, .character("9")])
    #expect(
      frame.plainLines == [
        "  +--------------------------------------+",
        "  |                Rename                |",
        "  |                                      |",
        "  |             Pick a name.             |",
        "  |                                      |",
        "  |   [a日                             ] |",
        "  |     [x] must be 1-20 characters      |",
        "  |   [*******                         ] |",
        "  |                                      |",
        "  | > 1. Save                            |",
        "  +--------------------------------------+",
        "  |   2. Cancel                          |",
        "  |                                      |",
        "  | There is no action 9.                |",
        "  +--------------------------------------+",
        "",
      ])
    #expect(frame.cursor == nil)
  }

  @Test("wide characters and emoji keep the box border straight")
  func wideCharacters() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "ファイルを削除しますか？ 🗑️",
      message: "「報告書.txt」は完全に削除されます。この操作は取り消せません。",
      actions: [
        DialogAction(title: "削除", role: .destructive, key: .mute),
        DialogAction(title: "キャンセル", role: .cancel, key: .cancel),
      ])
    let frame = frame(dialog, width: 40, height: 14, Self.unicodePlain)
    #expect(
      frame.plainLines == [
        "",
        "",
        "╭──────────────────────────────────────╮",
        "│     ファイルを削除しますか？ 🗑️      │",
        "│                                      │",
        "│ 「報告書.txt」は完全に削除されます。 │",
        "│      この操作は取り消せません。      │",
        "│                                      │",
        "│   1. 削除 (destructive)              │",
        "├──────────────────────────────────────┤",
        "│ ❯ 2. キャンセル                      │",
        "╰──────────────────────────────────────╯",
        "",
        "",
      ])
    let box = frame.plainLines.filter { !$0.isEmpty }
    #expect(Set(box.map(DisplayWidth.of)) == [40])
  }

  @Test("a long action title in Japanese and emoji wraps by display width inside the box")
  func wideActionTitleWraps() {
    let title = String(repeating: "写真をすべて削除する🗑️", count: 4)
    let dialog = Dialog<Choice>(
      style: .alert, title: "削除",
      actions: [
        DialogAction(title: .verbatim(title), role: .destructive, key: .mute),
        DialogAction(title: "キャンセル", role: .cancel, key: .cancel),
      ])
    let lines = frame(dialog, width: 30, height: 14, Self.unicodePlain).plainLines
      .filter { !$0.isEmpty }
    #expect(Set(lines.map(DisplayWidth.of)) == [30], "\(lines)")
    let inside = lines.map { String($0.dropFirst(2).dropLast(2)) }
    let shown = inside.filter { $0.contains("写") || $0.contains("除") }
    #expect(shown.count >= 4, "\(lines)")
    // Nothing was cut: every character of the title is on screen, in order.
    #expect(shown.joined().filter { !$0.isWhitespace }.contains(title), "\(lines)")
  }

  @Test(
    "hostile titles, messages, actions and field text are shown escaped and cannot break the box")
  func hostileText() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "\u{1B}]0;pwned\u{7}Title\u{1B}[2J",
      message: "line1\nline2 \u{202E}gnp.exe\u{9B}31m",
      actions: [
        DialogAction(title: "OK\u{1B}[31m", key: .save),
        DialogAction(title: "Mute", role: .destructive, key: .mute).disabled(),
      ],
      textFields: [DialogTextField("\u{1B}[5mblink").text("a\u{1B}b")])
    let frame = frame(dialog, width: 50, height: 16)
    #expect(
      frame.plainLines == [
        "",
        "",
        "    +---------------------------------------+",
        "    |   \\u{1B}]0;pwned\\u{7}Title\\u{1B}[2J   |",
        "    |                                       |",
        "    |                 line1                 |",
        "    |    line2 \\u{202E}gnp.exe\\u{9B}31m     |",
        "    |                                       |",
        "    | > [a�b                              ] |",
        "    |                                       |",
        "    |   1. OK\\u{1B}[31m                     |",
        "    |   2. Mute (destructive) (unavailable) |",
        "    +---------------------------------------+",
        "",
        "",
        "",
      ])
    for line in painted(frame, Self.basic) {
      // The only escape sequences are the renderer's own SGR codes.
      let stripped = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
      #expect(!stripped.unicodeScalars.contains { TextEscaping.mustEscape($0) })
    }
  }

  @Test("with colour: selection in reverse video, destructive in red, title bold")
  func basicColour() {
    let frame = frame(Self.sheet, width: 30, height: 12, Self.basic)
    #expect(
      painted(frame, Self.basic) == [
        "──────────────────────────────",
        "             \u{1B}[1mAna\u{1B}[0m",
        " ",
        "          What now?",
        "──────────────────────────────",
        " ❯ \u{1B}[7m1. Follow\u{1B}[0m",
        "   \u{1B}[31m2. Mute\u{1B}[0m",
        "──────────────────────────────",
        "   3. Cancel",
      ])
  }

  @Test("NO_COLOR keeps reverse video and bold but no colour, and says destructive in words")
  func noColour() {
    let frame = frame(Self.sheet, width: 30, height: 12, Self.noColor)
    #expect(
      painted(frame, Self.noColor) == [
        "------------------------------",
        "             \u{1B}[1mAna\u{1B}[0m",
        " ",
        "          What now?",
        "------------------------------",
        " > \u{1B}[7m1. Follow\u{1B}[0m",
        "   2. Mute (destructive)",
        "------------------------------",
        "   3. Cancel",
      ])
  }

  @Test("the countdown names its action only while the timeout could report it")
  func countdownWithGatedAction() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "Code",
      actions: [
        DialogAction(title: "OK", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [DialogTextField().required(.nonEmpty)],
      autoDismiss: AutoDismiss(after: .seconds(5), reporting: .save))
    // The box's rows, their borders taken off, read as one text.
    func words(_ lines: [String]) -> String {
      lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │|")) }
        .joined(separator: " ")
    }
    let unmet = words(frame(dialog, width: 40, height: 14).plainLines)
    #expect(unmet.contains("Closes by itself in 5 seconds."))
    let met = words(frame(dialog, width: 40, height: 14, keys: [.character("1")]).plainLines)
    #expect(met.contains("Closes by itself in 5 seconds, choosing “OK”."))
  }

  @Test("true colour titles, a dimmed countdown naming the action it reports")
  func countdown() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "Saved",
      titleStyle: TextStyle(color: .rgba(red: 1, green: 0.5, blue: 0)),
      actions: [DialogAction(title: "OK", key: .save)],
      autoDismiss: AutoDismiss(after: .milliseconds(4500), reporting: .save))
    let frame = frame(dialog, width: 40, height: 9, Self.trueColor)
    #expect(
      frame.plainLines == [
        "   ╭────────────────────────────────╮",
        "   │             Saved              │",
        "   │                                │",
        "   │ ❯ 1. OK                        │",
        "   │                                │",
        "   │ Closes by itself in 5 seconds, │",
        "   │ choosing “OK”.                 │",
        "   ╰────────────────────────────────╯",
        "",
      ])
    #expect(
      painted(frame, Self.trueColor) == [
        "   ╭────────────────────────────────╮",
        "   │             \u{1B}[1;38;2;255;128;0mSaved\u{1B}[0m              │",
        "   │                                │",
        "   │ ❯ \u{1B}[7m1. OK\u{1B}[0m                        │",
        "   │                                │",
        "   │ \u{1B}[2mCloses by itself in 5 seconds,\u{1B}[0m │",
        "   │ \u{1B}[2mchoosing “OK”.\u{1B}[0m                 │",
        "   ╰────────────────────────────────╯",
      ])
  }

  @Test(
    "max lines truncate the title; a message too tall for the screen gives up its spacing, then its last lines; actions stay"
  )
  func truncation() {
    let dialog = Dialog<Choice>(
      style: .alert,
      title: "A very long title that needs more than two lines to be shown in full here",
      message: .verbatim(String(repeating: "Lorem ipsum dolor sit amet. ", count: 12)),
      titleStyle: TextStyle(maxLines: 2, lineBreakMode: .byTruncatingTail),
      actions: [
        DialogAction(title: "OK", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ])
    let frame = frame(dialog, width: 40, height: 12)
    #expect(
      frame.plainLines == [
        "+--------------------------------------+",
        "|  A very long title that needs more   |",
        "| than two lines to be shown in ful... |",
        "|  Lorem ipsum dolor sit amet. Lorem   |",
        "|  ipsum dolor sit amet. Lorem ipsum   |",
        "|  dolor sit amet. Lorem ipsum dolor   |",
        "|   sit amet. Lorem ipsum dolor sit    |",
        "| ...                                  |",
        "| > 1. OK                              |",
        "+--------------------------------------+",
        "|   2. Cancel                          |",
        "+--------------------------------------+",
      ])
  }

  @Test(
    "at any terminal width every row of the box is equally wide and fits",
    arguments: [12, 20, 33, 47, 80, 132])
  func boxIntegrity(width: Int) {
    let dialog = Dialog<Choice>(
      style: .alert, title: "日本語のタイトル 👨‍👩‍👧 \u{1B}[2J",
      message: "Mixed 幅 text, e\u{301}mojis 🇯🇵 and a very-long-unbreakable-word-here",
      actions: [
        DialogAction(title: "Follow 🙂", key: .follow).preferred(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [DialogTextField("名前").text("テキスト入力")])
    let rows = frame(dialog, width: width, height: 30, Self.unicodePlain)
      .lines.filter { !$0.isEmpty }
      .map { DisplayWidth.of($0.map(\.text).joined()) }
    #expect(Set(rows).count == 1)
    #expect(rows.allSatisfy { $0 <= width })
  }

  @Test("tiny terminals get a frame of exactly their height, without trapping")
  func tinyTerminals() {
    for width in 1...14 {
      for height in 1...6 {
        for dialog in [Self.form, Self.sheet] {
          var state = DialogScreenState(dialog: ScreenContent(dialog))
          state.secondsLeft = 3
          let frame = DialogRenderer(width: width, height: height, capabilities: Self.basic)
            .render(state)
          #expect(frame.lines.count == height)
          if let cursor = frame.cursor { #expect((0..<height).contains(cursor.row)) }
        }
      }
    }
  }

  @Test(
    "any screen size renders: sizes beyond what a terminal reports are clamped",
    arguments: [(Int.max, Int.max), (Int.min, Int.min), (0, 0), (Int.max, 3), (3, Int.max)])
  func extremeSizes(width: Int, height: Int) {
    for dialog in [Self.sheet, Self.form] {
      let frame = frame(dialog, width: width, height: height)
      #expect((1...DialogRenderer.largestSide).contains(frame.lines.count))
      let widest = frame.plainLines.map { DisplayWidth.of($0) }.max() ?? 0
      #expect(widest <= DialogRenderer.largestSide)
    }
  }

  @Test("any COLUMNS and LINES give a size the renderer draws within its bound")
  func environmentSizes() {
    let device = TerminalDevice(input: -1, output: -1)
    let huge = device.size(environment: ["COLUMNS": "9223372036854775807", "LINES": "99999"])
    let frame = DialogRenderer(width: huge.columns, height: huge.rows, capabilities: .plain)
      .render(DialogScreenState(dialog: ScreenContent(Self.sheet)))
    #expect(frame.lines.count <= DialogRenderer.largestSide)
    let tiny = device.size(environment: ["COLUMNS": "-9223372036854775808", "LINES": "0"])
    #expect(tiny.columns == 1 && tiny.rows == 1)
    let junk = device.size(environment: ["COLUMNS": "1e9", "LINES": "99999999999999999999"])
    #expect(junk.columns == 80 && junk.rows == 24)
  }

  @Test("line limits at the ends of Int draw the text, or truncate it, without trapping")
  func extremeLineLimits() {
    for lines in [Int.max, Int.min, 0, 1] {
      let dialog = Dialog<Choice>(
        style: .alert, title: "Title", message: "One\nTwo\nThree",
        messageStyle: TextStyle(maxLines: lines),
        actions: [DialogAction(title: "OK", role: .cancel, key: .cancel)])
      let text = frame(dialog, width: 40, height: 20).plainLines.joined(separator: "\n")
      #expect(text.contains("One"), "\(lines)")
      #expect(text.contains("Three") == (lines != 1), "\(lines)")
    }
  }
}
