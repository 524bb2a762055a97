internal import FluentAlert

/// What the drawn looks share: the font, the palette, how a block of
/// wrapped text is drawn, and an iOS button.
struct DialogDrawing {
  let palette: PreviewPalette
  let metrics = FontMetrics.inter
  /// The text size text styles are drawn at.
  let textSize: PreviewTextSize
  /// Whether the layout is mirrored for a right-to-left language.
  let isRightToLeft: Bool
  var document: SVGDocument
  /// What the layout cut or stretched past the look's limits, in the order
  /// it was drawn.
  var warnings: [PreviewWarning.Kind] = []

  /// How many lines a title or message may take in a look, and the warning
  /// when it takes more.
  enum LineLimit: Sendable {
    case title(Int)
    case message(Int)

    var lines: Int {
      switch self {
      case .title(let lines), .message(let lines): lines
      }
    }

    /// The warning for text that takes `lines` lines.
    func warning(_ lines: Int) -> PreviewWarning.Kind {
      switch self {
      case .title(let limit): .titleTooLong(lines: lines, limit: limit)
      case .message(let limit): .messageTooLong(lines: lines, limit: limit)
      }
    }
  }

  /// A drawing with nothing drawn yet.
  ///
  /// - Parameters:
  ///   - appearance: Light or dark.
  ///   - textSize: The text size text styles are drawn at.
  ///   - width: The picture's width when it is laid out right to left, or
  ///     `nil`.
  init(
    _ appearance: PreviewAppearance, textSize: PreviewTextSize = .large,
    mirroredWithin width: Double? = nil
  ) {
    palette = .of(appearance)
    self.textSize = textSize
    isRightToLeft = width != nil
    document = SVGDocument(mirroredWithin: width)
  }

  /// `font`, a text style's font at the default size, at this drawing's
  /// text size.
  func font(_ font: TextFont, as style: FontTextStyle) -> TextFont {
    font.scaled(as: style, at: textSize)
  }

  /// Wraps `text` to `width` and draws it from `top`; returns the height used.
  ///
  /// The font, colour and alignment are the ones `style` asks for, else
  /// `font` and `color`, centred. With a `limit`, more lines than it allows
  /// are a warning.
  mutating func paragraph(
    _ text: String, style: TextStyle?, font: TextFont, color: PreviewColor, top: Double,
    left: Double, width: Double, limit: LineLimit? = nil
  ) -> Double {
    let font = TextFont(style?.font, otherwise: font, at: textSize)
    let color = style?.color.map { PreviewColor($0, in: palette) } ?? color
    let lines = LineWrapping(metrics: metrics, size: font.size, weight: font.weight)
      .lines(of: text, width: width)
    if let limit, lines.count > limit.lines {
      warnings.append(limit.warning(lines.count))
    }
    // The layout is written left to right and mirrored at the end, so the
    // leading edge (natural and justified text) mirrors with it; left and
    // right are edges of the screen and swap before the mirroring.
    let leading: (Double, SVGDocument.Anchor) = (left, .start)
    let trailing: (Double, SVGDocument.Anchor) = (left + width, .end)
    let (x, anchor) =
      switch style?.alignment {
      case .natural?, .justified?: leading
      case .left?: isRightToLeft ? trailing : leading
      case .right?: isRightToLeft ? leading : trailing
      case .center?, nil: (left + width / 2, SVGDocument.Anchor.middle)
      }
    for (index, line) in lines.enumerated() {
      let baseline =
        top + Double(index) * font.lineHeight + Self.baseline(font.size, in: font.lineHeight)
      document.text(
        line, x: x, y: baseline, size: font.size, weight: font.weight, color: color,
        anchor: anchor)
    }
    return Double(lines.count) * font.lineHeight
  }

  /// Draws one button's title (and its image and checkmark marks) centred
  /// in a row from `top` between `left` and `left + width`, and returns the
  /// row's height: `minimumHeight`, or, at the accessibility sizes, as tall
  /// as the wrapped title with 12 points above and below.
  ///
  /// A title too wide for the row shrinks, as the system's button labels
  /// do, to at most three quarters of its size, and is cut with “…” if it
  /// still does not fit. At the accessibility sizes it wraps instead.
  @discardableResult
  mutating func button(
    _ button: PreviewContent.Button, top: Double, left: Double, width: Double,
    minimumHeight: Double, font: TextFont
  ) -> Double {
    let color = titleColor(of: button)
    let inset = 16.0
    let room = titleRoom(of: button, width: width)
    let (size, weight) = (font.size, font.weight)
    var height = minimumHeight
    if textSize.isAccessibilitySize {
      let lines = LineWrapping(metrics: metrics, size: size, weight: weight)
        .lines(of: button.title, width: room)
      height = max(minimumHeight, Double(lines.count) * font.lineHeight + 24)
      let first = top + (height - Double(lines.count) * font.lineHeight) / 2
      for (index, line) in lines.enumerated() {
        document.text(
          line, x: left + width / 2,
          y: first + Double(index) * font.lineHeight + Self.baseline(size, in: font.lineHeight),
          size: size, weight: weight, color: color)
      }
    } else {
      let natural = metrics.width(of: button.title, size: size, weight: weight)
      let y = top + Self.baseline(size, in: height)
      // Most titles are one line that fits, drawn as measured.
      if natural <= room, !LineWrapping.mayBreakLines(button.title) {
        document.text(
          button.title, x: left + width / 2, y: y, size: size, weight: weight, color: color,
          width: natural)
      } else {
        // In whole hundredths, as the SVG writes sizes, rounded down so the title still fits.
        let shrunk =
          natural > room
          ? max(size * 0.75, (size * room / natural * 100).rounded(.down) / 100) : size
        let title = LineWrapping(metrics: metrics, size: shrunk, weight: weight)
          .truncated(button.title, width: room)
        if title != button.title { warnings.append(.actionTitleCut(button.title)) }
        document.text(
          title, x: left + width / 2, y: top + Self.baseline(shrunk, in: height), size: shrunk,
          weight: weight, color: color)
      }
    }
    let middle = top + height / 2
    if button.action.image != nil {
      document.outline(
        x: left + inset, y: middle - 10, width: 20, height: 20, radius: 5, stroke: color,
        lineWidth: 1.5)
    }
    if button.action.isChecked {
      // A checkmark keeps its shape when the layout is mirrored: drawn
      // flipped here, it comes out the right way round.
      let right = left + width - inset
      let points: [(x: Double, y: Double)] = [
        (right - 14, middle), (right - 9, middle + 5), (right, middle - 6),
      ]
      document.polyline(
        isRightToLeft ? points.map { (2 * right - 14 - $0.x, $0.y) } : points, color: color,
        width: 2)
    }
    return height
  }

  /// The width a button's title may take: the row less its insets and the
  /// room of an image or checkmark on either side.
  private func titleRoom(of button: PreviewContent.Button, width: Double) -> Double {
    width - 2 * 16 - (button.action.image != nil || button.action.isChecked ? 2 * 28 : 0)
  }

  /// A hairline between rows, half a point thick.
  mutating func hairline(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
    document.line(from: start, to: end, color: palette.separator, width: 0.5)
  }

  private func titleColor(of button: PreviewContent.Button) -> PreviewColor {
    if !button.isEnabled { return palette.disabled }
    if let color = button.action.titleColor { return PreviewColor(color, in: palette) }
    return button.action.role == .destructive ? palette.destructive : palette.tint
  }

  /// Where the baseline of `size`-point text sits in a line `lineHeight`
  /// tall, measured from the line's top: the text's cap height centred.
  static func baseline(_ size: Double, in lineHeight: Double) -> Double {
    (lineHeight + size * 0.73) / 2
  }
}
