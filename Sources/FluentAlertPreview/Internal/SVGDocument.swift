/// An SVG picture written element by element, with every number rounded to
/// hundredths and every text escaped, so the same drawing is the same bytes
/// on every machine.
struct SVGDocument {
  /// Where a text line's `x` is: its start, middle or end.
  enum Anchor: String {
    case start
    case middle
    case end
  }

  /// The font family list every text uses: the measured font first.
  /// (Emoji are left to the system's fallback: naming an emoji font here
  /// would draw digits with it in some renderers.)
  static let fontFamily =
    "Inter, 'SF Pro Text', -apple-system, 'Noto Sans CJK JP', 'Hiragino Sans', sans-serif"

  /// The font family list of terminal cells: monospaced fonts whose
  /// advance is 0.6 em, the width a terminal cell is drawn.
  static let monospacedFamily =
    "'SF Mono', Menlo, 'DejaVu Sans Mono', 'Noto Sans Mono CJK JP', monospace"

  private var body: [String] = []
  /// The picture's width when its layout is mirrored for a right-to-left
  /// language, or `nil`.
  private let mirroredWidth: Double?

  /// An empty document; with `mirroredWithin`, every `x` given is drawn at
  /// `width - x` and text runs right to left, so a layout written left to
  /// right comes out mirrored (text anchored at its start then ends at the
  /// mirrored point, as right-to-left text starts on the right).
  init(mirroredWithin width: Double? = nil) {
    mirroredWidth = width
  }

  /// Where `x` is drawn.
  private func x(_ x: Double) -> String {
    Self.number(mirroredWidth.map { $0 - x } ?? x)
  }

  /// Where a box from `x`, `width` wide, starts.
  private func left(_ x: Double, width: Double) -> String {
    Self.number(mirroredWidth.map { $0 - x - width } ?? x)
  }

  /// A filled rectangle, its corners rounded by `radius`.
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: PreviewColor
  ) {
    var element = "<rect x=\"\(left(x, width: width))\" y=\"\(Self.number(y))\" "
    element += "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
    if radius > 0 { element += " rx=\"\(Self.number(radius))\"" }
    body.append(element + fill.attributes("fill") + "/>")
  }

  /// A rectangle's outline, its corners rounded by `radius`.
  mutating func outline(
    x: Double, y: Double, width: Double, height: Double, radius: Double, stroke: PreviewColor,
    lineWidth: Double
  ) {
    var element = "<rect x=\"\(left(x, width: width))\" y=\"\(Self.number(y))\" "
    element += "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
    element += " rx=\"\(Self.number(radius))\" fill=\"none\""
    element += " stroke-width=\"\(Self.number(lineWidth))\""
    body.append(element + stroke.attributes("stroke") + "/>")
  }

  /// A straight line.
  mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: PreviewColor,
    width: Double
  ) {
    var element = "<line x1=\"\(x(start.x))\" y1=\"\(Self.number(start.y))\" "
    element += "x2=\"\(x(end.x))\" y2=\"\(Self.number(end.y))\""
    element += " stroke-width=\"\(Self.number(width))\""
    body.append(element + color.attributes("stroke") + "/>")
  }

  /// A filled closed shape through `points`.
  mutating func polygon(_ points: [(x: Double, y: Double)], fill: PreviewColor) {
    let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
    body.append(
      "<polygon points=\"\(list)\" stroke-linejoin=\"round\"" + fill.attributes("fill") + "/>")
  }

  /// Connected straight segments, not closed, with round joins.
  mutating func polyline(
    _ points: [(x: Double, y: Double)], color: PreviewColor, width: Double
  ) {
    let list = points.map { "\(x($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
    var element = "<polyline points=\"\(list)\" fill=\"none\""
    element += " stroke-width=\"\(Self.number(width))\" stroke-linecap=\"round\""
    element += " stroke-linejoin=\"round\""
    body.append(element + color.attributes("stroke") + "/>")
  }

  /// One line of text, its baseline at `y`.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, weight: FontMetrics.Weight,
    color: PreviewColor, anchor: Anchor = .middle
  ) {
    var element = "<text x=\"\(self.x(x))\" y=\"\(Self.number(y))\""
    element += " font-size=\"\(Self.number(size))\""
    if mirroredWidth != nil { element += " direction=\"rtl\"" }
    if weight == .semibold { element += " font-weight=\"600\"" }
    if anchor != .start { element += " text-anchor=\"\(anchor.rawValue)\"" }
    body.append(element + color.attributes("fill") + ">" + Self.escaped(text) + "</text>")
  }

  /// One run of a terminal's cells, its baseline at `y`, in a monospaced
  /// font (bold and underlined as the cells ask).
  mutating func monospacedText(
    _ text: String, x: Double, y: Double, size: Double, bold: Bool, underline: Bool,
    color: PreviewColor
  ) {
    var element = "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
    element += " font-family=\"\(Self.monospacedFamily)\" font-size=\"\(Self.number(size))\""
    if bold { element += " font-weight=\"700\"" }
    if underline { element += " text-decoration=\"underline\"" }
    body.append(element + color.attributes("fill") + ">" + Self.escaped(text) + "</text>")
  }

  /// Adds `other`'s elements after (so above) this document's.
  mutating func append(_ other: SVGDocument) {
    body += other.body
  }

  /// The whole document, `width` by `height` points, described by `label`
  /// for screen readers.
  func rendered(width: Double, height: Double, label: String) -> String {
    let (w, h) = (Self.number(width), Self.number(height))
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
        + "viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-label=\"\(Self.escaped(label))\" "
        + "font-family=\"\(Self.fontFamily)\" xml:space=\"preserve\">"
    ]
    lines += body.map { "  " + $0 }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `value` with at most two decimals and no trailing zeros.
  static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let (whole, fraction) = (magnitude / 100, magnitude % 100)
    if fraction == 0 { return sign + String(whole) }
    let digits =
      fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return "\(sign)\(whole).\(digits)"
  }

  /// `text` safe inside an element or a quoted attribute: markup characters
  /// as entities, tabs and line breaks as spaces, and the other characters
  /// XML 1.0 cannot hold (see ``cannotHold(_:)``) as U+FFFD.
  static func escaped(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: { "&<>\"'".unicodeScalars.contains($0) || cannotHold($0) }
      )
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n": result += " "
      default:
        result.unicodeScalars.append(cannotHold(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is a character XML 1.0 cannot hold or no font draws:
  /// a C0 or C1 control (line breaks and tabs included), U+FFFE or U+FFFF.
  static func cannotHold(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0xFFFE || value == 0xFFFF
  }
}
