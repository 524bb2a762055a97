internal import FluentAlert
internal import FluentAlertTerminal
internal import FluentAlertText

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

  /// The whole picture in `appearance`, and the rows that did not fit.
  func draw(_ appearance: PreviewAppearance) -> (svg: String, warnings: [PreviewWarning.Kind]) {
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
    var verticals: [VerticalStroke] = []
    for (row, line) in frame.lines.enumerated() {
      paint(line, row: row, colors: colors, on: &picture, verticals: &verticals)
    }
    // A box's sides as one line each, not one per row.
    for stroke in VerticalStroke.joined(verticals) {
      let middle = x(ofColumn: stroke.column) + Self.cellWidth / 2
      picture.line(
        from: (middle, stroke.top), to: (middle, stroke.bottom), color: stroke.color, width: 1)
    }
    if let cursor = frame.cursor {
      picture.rect(
        x: x(ofColumn: cursor.column), y: top(ofRow: cursor.row), width: 1.5,
        height: Self.lineHeight, fill: colors.foreground)
    }
    let svg = picture.rendered(width: width, height: height, label: label)
    return (svg, frame.rowsOutOfSight > 0 ? [.rowsOutOfSight(frame.rowsOutOfSight)] : [])
  }

  private func x(ofColumn column: Int) -> Double {
    Self.padding + Double(column) * Self.cellWidth
  }

  private func top(ofRow row: Int) -> Double {
    Self.titleBarHeight + Self.padding + Double(row) * Self.lineHeight
  }

  /// Which halves of a cell a box-drawing character strokes: up, down,
  /// left, right from the cell's centre; `nil` for any other scalar.
  private static func boxStrokes(_ scalar: UInt32) -> (
    up: Bool, down: Bool, left: Bool, right: Bool
  )? {
    switch scalar {
    case 0x2502: (true, true, false, false)  // │
    case 0x256D: (false, true, false, true)  // ╭
    case 0x256E: (false, true, true, false)  // ╮
    case 0x2570: (true, false, false, true)  // ╰
    case 0x256F: (true, false, true, false)  // ╯
    case 0x251C: (true, true, false, true)  // ├
    case 0x2524: (true, true, true, false)  // ┤
    default: nil
    }
  }

  /// A vertical stroke of box drawing, kept until every row is painted so
  /// the strokes of a box's side join into one line.
  private struct VerticalStroke {
    let column: Int
    let top: Double
    let bottom: Double
    let color: PreviewColor

    /// The strokes with those that continue one another (same column and
    /// colour, one starting where the other ends) joined.
    static func joined(_ strokes: [VerticalStroke]) -> [VerticalStroke] {
      let sorted = strokes.sorted { ($0.column, $0.top) < ($1.column, $1.top) }
      var result: [VerticalStroke] = []
      for stroke in sorted {
        if let last = result.last, last.column == stroke.column, last.color == stroke.color,
          abs(last.bottom - stroke.top) < 0.001
        {
          result[result.count - 1] = VerticalStroke(
            column: last.column, top: last.top, bottom: stroke.bottom, color: last.color)
        } else {
          result.append(stroke)
        }
      }
      return result
    }
  }

  /// Strokes one box-drawing cell: the horizontal half now, the vertical
  /// one into `verticals`.
  private func box(
    _ strokes: (up: Bool, down: Bool, left: Bool, right: Bool), row: Int, column: Int,
    color: PreviewColor, on picture: inout SVGDocument, verticals: inout [VerticalStroke]
  ) {
    let (left, top) = (x(ofColumn: column), top(ofRow: row))
    let (right, bottom) = (left + Self.cellWidth, top + Self.lineHeight)
    let center = (x: left + Self.cellWidth / 2, y: top + Self.lineHeight / 2)
    if strokes.up || strokes.down {
      verticals.append(
        VerticalStroke(
          column: column, top: strokes.up ? top : center.y,
          bottom: strokes.down ? bottom : center.y, color: color))
    }
    if strokes.left || strokes.right {
      picture.line(
        from: (strokes.left ? left : center.x, center.y),
        to: (strokes.right ? right : center.x, center.y), color: color, width: 1)
    }
  }

  /// Paints one row's spans: a reversed span on a block of its colour.
  private func paint(
    _ line: [Span], row: Int, colors: TerminalColors, on picture: inout SVGDocument,
    verticals: inout [VerticalStroke]
  ) {
    var column = 0
    for span in line {
      let attributes = span.attributes
      var color = attributes.color.map(colors.color) ?? colors.foreground
      if attributes.dim { color = color.faded(0.55) }
      if attributes.reverse {
        let cells = DisplayWidth.of(span.text)
        picture.rect(
          x: x(ofColumn: column), y: top(ofRow: row), width: Double(cells) * Self.cellWidth,
          height: Self.lineHeight, fill: color)
        color = colors.background
      }
      column = paint(
        span, from: column, row: row, color: color, on: &picture, verticals: &verticals)
    }
  }

  /// Paints one span from `start` and returns the column after it.
  ///
  /// Runs of narrow characters are one text, each wide character is placed
  /// on its own, box drawing is lines that join from cell to cell whatever
  /// the font.
  ///
  /// A span whose scalars all stand alone (``FluentAlert/DisplayWidth/standsAlone(_:)``:
  /// what frames are made of) is walked scalar by scalar, without grapheme
  /// breaking.
  private func paint(
    _ span: Span, from start: Int, row: Int, color: PreviewColor, on picture: inout SVGDocument,
    verticals: inout [VerticalStroke]
  ) -> Int {
    let text = span.text
    let scalars = text.unicodeScalars
    let baseline = top(ofRow: row) + DialogDrawing.baseline(Self.fontSize, in: Self.lineHeight)
    let middle = top(ofRow: row) + Self.lineHeight / 2
    var column = start
    var run: (start: String.Index, column: Int)?
    var rule: Int?
    func flush(upTo end: String.Index) {
      guard let (runStart, runColumn) = run else { return }
      run = nil
      // Spaces around the text draw nothing (a reversed span's block is
      // drawn already), but an underline is drawn under them too.
      let bytes = text.utf8
      var (from, to) = (runStart, end)
      while from < to, bytes[from] == 0x20 { from = bytes.index(after: from) }
      guard from < to else { return }
      if !span.attributes.underline {
        while bytes[bytes.index(before: to)] == 0x20 { to = bytes.index(before: to) }
      }
      let shown = String(Substring(bytes[from..<to]))
      picture.monospacedText(
        shown, x: x(ofColumn: runColumn + bytes.distance(from: runStart, to: from)), y: baseline,
        width: Double(DisplayWidth.of(shown)) * Self.cellWidth, size: Self.fontSize,
        bold: span.attributes.bold, underline: span.attributes.underline, color: color)
    }
    func endRule() {
      guard let ruleStart = rule else { return }
      picture.line(
        from: (x(ofColumn: ruleStart), middle), to: (x(ofColumn: column), middle), color: color,
        width: 1)
      rule = nil
    }
    if let columns = DisplayWidth.asciiWidth(of: text) {
      // ASCII (most of a frame: text and padding): one run, a cell a byte.
      run = (text.startIndex, start)
      flush(upTo: text.endIndex)
      return start + columns
    }
    let simple = scalars.allSatisfy { DisplayWidth.standsAlone($0) }
    var index = text.startIndex
    while index < text.endIndex {
      let next = simple ? scalars.index(after: index) : text.index(after: index)
      let first = scalars[index]
      let single = simple || scalars.index(after: index) == next
      // Box drawing takes one cell and is drawn as lines.
      if single, first.value == 0x2500 {  // ─
        flush(upTo: index)
        if rule == nil { rule = column }
        column += 1
      } else if single, let strokes = Self.boxStrokes(first.value) {
        flush(upTo: index)
        endRule()
        box(
          strokes, row: row, column: column, color: color, on: &picture, verticals: &verticals)
        column += 1
      } else {
        endRule()
        let width = simple ? DisplayWidth.of(first) : DisplayWidth.of(text[index])
        if width == 2 {
          // Placed at its own cell, so a fallback font's advance moves nothing after it.
          flush(upTo: index)
          run = (index, column)
          flush(upTo: next)
        } else if run == nil {
          run = (index, column)
        }
        column += width
      }
      index = next
    }
    flush(upTo: text.endIndex)
    endRule()
    return column
  }
}
