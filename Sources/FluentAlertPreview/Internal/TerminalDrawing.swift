internal import FluentAlert
internal import FluentAlertTerminal

/// Draws the first frame ``FluentAlertTerminal/TerminalDialogPresenter``
/// shows of a dialog on an 80 by 24 terminal, in a terminal window.
///
/// The frame comes from the terminal module's own content, screen state and
/// renderer (``FluentAlertTerminal/ScreenFrame/first(of:in:columns:rows:)``),
/// so the picture is the terminal's layout, cell for cell: this type only
/// paints cells. A narrow character takes one 0.6-em cell and a wide one
/// two, as in the terminal; runs of narrow characters are one text element,
/// each wide character is placed at its own cell so a fallback font's
/// advance cannot move what follows.
struct TerminalDrawing {
  static let columns = 80
  static let rows = 24
  static let fontSize = 13.0
  static let cellWidth = fontSize * 0.6
  static let lineHeight = 17.0
  static let padding = 8.0
  static let titleBarHeight = 28.0

  let frame: ScreenFrame
  let label: String

  /// The frame of `dialog` as the terminal draws it.
  init<Key>(_ dialog: Dialog<Key>, in localization: DialogLocalization) {
    frame = .first(
      of: dialog, in: localization, columns: Self.columns, rows: Self.rows)
    label = PreviewContent.drawable(
      dialog.title?.resolved(in: localization) ?? dialog.message?.resolved(in: localization)
        ?? "dialog")
  }

  /// The whole picture in `appearance`.
  func svg(_ appearance: PreviewAppearance) -> String {
    let colors = TerminalColors.of(appearance)
    let width = Double(Self.columns) * Self.cellWidth + 2 * Self.padding
    let height = Self.titleBarHeight + Double(Self.rows) * Self.lineHeight + 2 * Self.padding
    var picture = SVGDocument()
    picture.rect(x: 0, y: 0, width: width, height: height, radius: 10, fill: colors.background)
    picture.rect(
      x: 0, y: 0, width: width, height: Self.titleBarHeight, radius: 10, fill: colors.titleBar)
    picture.rect(
      x: 0, y: Self.titleBarHeight / 2, width: width, height: Self.titleBarHeight / 2,
      fill: colors.titleBar)
    picture.line(
      from: (0, Self.titleBarHeight), to: (width, Self.titleBarHeight), color: colors.rule,
      width: 1)
    for (index, light) in [0xFF5F57, 0xFEBC2E, 0x28C840].enumerated() {
      picture.rect(
        x: 12 + Double(index) * 20, y: 8, width: 12, height: 12, radius: 6,
        fill: PreviewColor(UInt32(light)))
    }
    picture.text(
      "\(Self.columns) × \(Self.rows)", x: width / 2, y: 18.5, size: 13, weight: .semibold,
      color: colors.dimmed)
    for (row, line) in frame.lines.enumerated() {
      paint(line, row: row, colors: colors, on: &picture)
    }
    if let cursor = frame.cursor {
      picture.rect(
        x: x(ofColumn: cursor.column), y: top(ofRow: cursor.row), width: 1.5,
        height: Self.lineHeight, fill: colors.foreground)
    }
    return picture.rendered(width: width, height: height, label: label)
  }

  private func x(ofColumn column: Int) -> Double {
    Self.padding + Double(column) * Self.cellWidth
  }

  private func top(ofRow row: Int) -> Double {
    Self.titleBarHeight + Self.padding + Double(row) * Self.lineHeight
  }

  /// Which halves of a cell a box-drawing character strokes: up, down,
  /// left, right from the cell's centre.
  private static let boxStrokes: [Character: (up: Bool, down: Bool, left: Bool, right: Bool)] = [
    "│": (true, true, false, false), "╭": (false, true, false, true),
    "╮": (false, true, true, false), "╰": (true, false, false, true),
    "╯": (true, false, true, false), "├": (true, true, false, true),
    "┤": (true, true, true, false),
  ]

  /// Strokes one box-drawing cell.
  private func box(
    _ strokes: (up: Bool, down: Bool, left: Bool, right: Bool), row: Int, column: Int,
    color: PreviewColor, on picture: inout SVGDocument
  ) {
    let (left, top) = (x(ofColumn: column), top(ofRow: row))
    let (right, bottom) = (left + Self.cellWidth, top + Self.lineHeight)
    let center = (x: left + Self.cellWidth / 2, y: top + Self.lineHeight / 2)
    if strokes.up || strokes.down {
      picture.line(
        from: (center.x, strokes.up ? top : center.y),
        to: (center.x, strokes.down ? bottom : center.y), color: color, width: 1)
    }
    if strokes.left || strokes.right {
      picture.line(
        from: (strokes.left ? left : center.x, center.y),
        to: (strokes.right ? right : center.x, center.y), color: color, width: 1)
    }
  }

  /// Paints one row's spans: a reversed span on a block of its colour.
  private func paint(
    _ line: [Span], row: Int, colors: TerminalColors, on picture: inout SVGDocument
  ) {
    let baseline = top(ofRow: row) + DialogDrawing.baseline(Self.fontSize, in: Self.lineHeight)
    var column = 0
    for span in line {
      let attributes = span.attributes
      var color = attributes.color.map(colors.color) ?? colors.foreground
      if attributes.dim { color = color.faded(0.55) }
      let cells = DisplayWidth.of(span.text)
      if attributes.reverse {
        picture.rect(
          x: x(ofColumn: column), y: top(ofRow: row), width: Double(cells) * Self.cellWidth,
          height: Self.lineHeight, fill: color)
        color = colors.background
      }
      // Runs of narrow characters, each wide character on its own, box
      // drawing as lines that join from cell to cell whatever the font.
      var run = ""
      var runStart = column
      var rule: Int?
      func flush() {
        let trimmed = run.drop { $0 == " " }
        let start = runStart + (run.count - trimmed.count)
        if trimmed.contains(where: { $0 != " " }) {
          picture.monospacedText(
            String(trimmed), x: x(ofColumn: start), y: baseline, size: Self.fontSize,
            bold: attributes.bold, underline: attributes.underline, color: color)
        }
        run = ""
      }
      func endRule() {
        guard let start = rule else { return }
        let middle = top(ofRow: row) + Self.lineHeight / 2
        picture.line(
          from: (x(ofColumn: start), middle), to: (x(ofColumn: column), middle), color: color,
          width: 1)
        rule = nil
      }
      for character in span.text {
        let width = DisplayWidth.of(character)
        if character == "─" {
          flush()
          if rule == nil { rule = column }
        } else if let strokes = Self.boxStrokes[character] {
          flush()
          endRule()
          box(strokes, row: row, column: column, color: color, on: &picture)
        } else {
          endRule()
          if width == 2 {
            flush()
            run = String(character)
            runStart = column
            flush()
          } else if run.isEmpty {
            runStart = column
          }
          if width != 2 { run.append(character) }
        }
        column += width
      }
      endRule()
      flush()
    }
  }
}
