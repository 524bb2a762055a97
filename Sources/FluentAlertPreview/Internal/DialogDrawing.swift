internal import FluentAlert

/// What the drawn looks share: the font, the palette, how a block of
/// wrapped text is drawn, and an iOS button.
struct DialogDrawing {
  let palette: PreviewPalette
  let metrics = FontMetrics.inter
  var document = SVGDocument()

  init(_ appearance: PreviewAppearance) {
    palette = .of(appearance)
  }

  /// Wraps `text` to `width` and draws it from `top` in the font, colour
  /// and alignment `style` asks for, else in `font` and `color`, centred;
  /// returns the height used.
  mutating func paragraph(
    _ text: String, style: TextStyle?, font: TextFont, color: PreviewColor, top: Double,
    left: Double, width: Double
  ) -> Double {
    let font = TextFont(style?.font, otherwise: font)
    let color = style?.color.map { PreviewColor($0, in: palette) } ?? color
    let lines = LineWrapping(metrics: metrics, size: font.size, weight: font.weight)
      .lines(of: text, width: width)
    let (x, anchor): (Double, SVGDocument.Anchor) =
      switch style?.alignment {
      case .left?: (left, .start)
      case .right?: (left + width, .end)
      default: (left + width / 2, .middle)
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
  /// in the row from `top`, `height` tall, between `left` and `left + width`.
  ///
  /// A title too wide for the row shrinks, as the system's button labels
  /// do, to at most three quarters of its size, and is cut with “…” if it
  /// still does not fit.
  mutating func button(
    _ button: PreviewContent.Button, top: Double, left: Double, width: Double, height: Double,
    size: Double, weight: FontMetrics.Weight
  ) {
    let color = titleColor(of: button)
    let inset = 16.0
    var room = width - 2 * inset
    if button.hasImage || button.isChecked { room -= 2 * 28 }
    let natural = metrics.width(of: button.title, size: size, weight: weight)
    // In whole hundredths, as the SVG writes sizes, rounded down so the title still fits.
    let shrunk =
      natural > room ? max(size * 0.75, (size * room / natural * 100).rounded(.down) / 100) : size
    let title = LineWrapping(metrics: metrics, size: shrunk, weight: weight)
      .truncated(button.title, width: room)
    document.text(
      title, x: left + width / 2, y: top + Self.baseline(shrunk, in: height), size: shrunk,
      weight: weight, color: color)
    let middle = top + height / 2
    if button.hasImage {
      document.outline(
        x: left + inset, y: middle - 10, width: 20, height: 20, radius: 5, stroke: color,
        lineWidth: 1.5)
    }
    if button.isChecked {
      let right = left + width - inset
      document.polyline(
        [(right - 14, middle), (right - 9, middle + 5), (right, middle - 6)], color: color,
        width: 2)
    }
  }

  /// A hairline between rows, half a point thick.
  mutating func hairline(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
    document.line(from: start, to: end, color: palette.separator, width: 0.5)
  }

  private func titleColor(of button: PreviewContent.Button) -> PreviewColor {
    if !button.isEnabled { return palette.disabled }
    if let color = button.color { return PreviewColor(color, in: palette) }
    return button.role == .destructive ? palette.destructive : palette.tint
  }

  /// Where the baseline of `size`-point text sits in a line `lineHeight`
  /// tall, measured from the line's top: the text's cap height centred.
  static func baseline(_ size: Double, in lineHeight: Double) -> Double {
    (lineHeight + size * 0.73) / 2
  }
}
