import FluentAlert
import FluentAlertPreview
import FluentAlertText
import Testing

@testable import FluentAlertTerminal

/// The terminal look paints the terminal presenter's own first frame.
@Suite("terminal look")
struct TerminalPreviewTests {
  /// The picture's text put back on an 80 × 24 grid: each text element at
  /// the column its `x` names and the row its baseline is on.
  static func grid(of svg: String) throws -> [String] {
    var rows = Array(repeating: [Character](repeating: " ", count: 80), count: 24)
    let cells = try ParsedSVG(svg).texts.filter { $0.attributes["font-family"] != nil }
    for text in cells {
      let x = try #require(text.number("x"))
      let y = try #require(text.number("y"))
      let row = Int(((y - 28 - 8) / 17).rounded(.down))
      var column = Int(((x - 8) / 7.8).rounded())
      for character in text.text {
        rows[row][column] = character
        column += DisplayWidth.of(character)
        if DisplayWidth.of(character) == 2 { rows[row][column - 1] = "\u{0}" }
      }
    }
    return rows.map { row in
      var line = String(row.filter { $0 != "\u{0}" })
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The frame's rows with box drawing (painted as lines) read as spaces.
  static func expected<Key>(_ dialog: Dialog<Key>) -> [String] {
    let boxes = Set("─│╭╮╰╯├┤")
    let frame = ScreenFrame.first(of: dialog, in: .current, columns: 80, rows: 24)
    return frame.plainLines.map { line in
      var text = String(line.map { boxes.contains($0) ? " " : $0 })
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test(
    "every character of the terminal's first frame is drawn at its row and column",
    arguments: PreviewDialogs.gallery.map(\.name))
  func sameCells(name: String) throws {
    let dialog = try #require(PreviewDialogs.gallery.first { $0.name == name }?.dialog)
    let svg = dialog.svgPreview(.terminal)
    #expect(try Self.grid(of: svg) == Self.expected(dialog))
  }

  @Test("the selection is reversed, a destructive action red, a disabled one dimmed")
  func attributes() throws {
    let parsed = try ParsedSVG(PreviewDialogs.login.svgPreview(.terminal, appearance: .dark))
    let join = try #require(parsed.texts.first { $0.text.contains("Join") })
    #expect(join.attributes["fill-opacity"] == "0.55")
    #expect(join.attributes["font-weight"] == "700")
    let sheet = try ParsedSVG(PreviewDialogs.sheetEightActions.svgPreview(.terminal))
    let delete = try #require(sheet.texts.first { $0.text.contains("Delete Photo") })
    #expect(delete.attributes["fill"] == "#C91B00")
    // The selected first row: text in the background colour on a block.
    let selected = try #require(sheet.texts.first { $0.text.contains("AirDrop") })
    #expect(selected.attributes["fill"] == "#FFFFFF")
    let block = sheet.elements.first {
      $0.name == "rect" && $0.attributes["fill"] == "#1D1D1F"
        && $0.number("x") == selected.number("x")
    }
    #expect(block != nil)
  }

  @Test("the field being edited shows the cursor where the terminal puts it")
  func cursor() throws {
    let frame = ScreenFrame.first(of: PreviewDialogs.login, in: .current, columns: 80, rows: 24)
    let cursor = try #require(frame.cursor)
    let parsed = try ParsedSVG(PreviewDialogs.login.svgPreview(.terminal))
    let bar = parsed.elements.first { $0.name == "rect" && $0.attributes["width"] == "1.5" }
    let x = ((8 + Double(cursor.column) * 7.8) * 100).rounded() / 100
    let y = Double(28 + 8 + cursor.row * 17)
    #expect(bar?.number("x") == x)
    #expect(bar?.number("y") == y)
  }
}
