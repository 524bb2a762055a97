internal import Foundation

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

  /// The elements written so far, as UTF-8: one indented line each.
  private var body = SVGBytes()
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

  // MARK: - Elements

  /// A filled rectangle, its corners rounded by `radius`.
  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: PreviewColor
  ) {
    open("rect")
    attribute("x", mirroredWidth.map { $0 - x - width } ?? x)
    attribute("y", y)
    attribute("width", width)
    attribute("height", height)
    if radius > 0 { attribute("rx", radius) }
    color("fill", fill)
    close()
  }

  /// An embedded picture (PNG or JPEG bytes), scaled into the rectangle.
  mutating func image(
    x: Double, y: Double, width: Double, height: Double, mediaType: String, data: Data
  ) {
    open("image")
    attribute("x", mirroredWidth.map { $0 - x - width } ?? x)
    attribute("y", y)
    attribute("width", width)
    attribute("height", height)
    // Base64 needs no escaping; the media type is one of two constants.
    attribute("href", "data:\(mediaType);base64," + data.base64EncodedString())
    close()
  }

  /// A rectangle's outline, its corners rounded by `radius`.
  mutating func outline(
    x: Double, y: Double, width: Double, height: Double, radius: Double, stroke: PreviewColor,
    lineWidth: Double
  ) {
    open("rect")
    attribute("x", mirroredWidth.map { $0 - x - width } ?? x)
    attribute("y", y)
    attribute("width", width)
    attribute("height", height)
    attribute("rx", radius)
    attribute("fill", "none")
    attribute("stroke-width", lineWidth)
    color("stroke", stroke)
    close()
  }

  /// A straight line.
  mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: PreviewColor,
    width: Double
  ) {
    open("line")
    attribute("x1", mirrored(start.x))
    attribute("y1", start.y)
    attribute("x2", mirrored(end.x))
    attribute("y2", end.y)
    attribute("stroke-width", width)
    self.color("stroke", color)
    close()
  }

  /// A filled closed shape through `points`.
  mutating func polygon(_ points: [(x: Double, y: Double)], fill: PreviewColor) {
    open("polygon")
    self.points(points)
    attribute("stroke-linejoin", "round")
    color("fill", fill)
    close()
  }

  /// Connected straight segments, not closed, with round joins.
  mutating func polyline(
    _ points: [(x: Double, y: Double)], color: PreviewColor, width: Double
  ) {
    open("polyline")
    self.points(points)
    attribute("fill", "none")
    attribute("stroke-width", width)
    attribute("stroke-linecap", "round")
    attribute("stroke-linejoin", "round")
    self.color("stroke", color)
    close()
  }

  /// One line of text, its baseline at `y`.
  ///
  /// The line's width is fixed to the width it was laid out with
  /// (`textLength`, glyphs and spacing adjusted), so a viewer without the
  /// measured font squeezes or stretches its substitute into the same
  /// box instead of running past it. Embedding the measured font instead
  /// would keep the glyphs exact, but a subset of Inter costs tens of
  /// kilobytes per picture, more than the picture itself; the adjustment
  /// costs two attributes and is invisible where Inter is installed.
  ///
  /// `width`, when given, is the line's width as already measured.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, weight: FontMetrics.Weight,
    color: PreviewColor, anchor: Anchor = .middle, width: Double? = nil
  ) {
    open("text")
    attribute("x", mirrored(x))
    attribute("y", y)
    attribute("font-size", size)
    fixedLength(width ?? FontMetrics.inter.width(of: text, size: size, weight: weight))
    if mirroredWidth != nil { attribute("direction", "rtl") }
    if weight == .semibold { attribute("font-weight", "600") }
    if anchor != .start { attribute("text-anchor", anchor.rawValue) }
    self.color("fill", color)
    content(text)
  }

  /// One run of a terminal's cells, its baseline at `y`, in a monospaced
  /// font (bold and underlined as the cells ask), fixed to `width`: the
  /// cells it covers, whatever the viewer's monospaced font advances.
  mutating func monospacedText(
    _ text: String, x: Double, y: Double, width: Double, size: Double, bold: Bool,
    underline: Bool, color: PreviewColor
  ) {
    open("text")
    attribute("x", x)
    attribute("y", y)
    attribute("font-family", Self.monospacedFamily)
    attribute("font-size", size)
    fixedLength(width)
    if bold { attribute("font-weight", "700") }
    if underline { attribute("text-decoration", "underline") }
    self.color("fill", color)
    content(text)
  }

  /// Adds `other`'s elements after (so above) this document's.
  mutating func append(_ other: SVGDocument) {
    makeUnique()
    body.append(other.body)
  }

  /// The whole document, `width` by `height` points, described by `label`
  /// for screen readers.
  func rendered(width: Double, height: Double, label: String) -> String {
    let label = Self.escaped(label)
    var document = SVGDocument()
    document.body.reserve(body.count + label.utf8.count + 320)
    document.append("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    document.attribute("width", width)
    document.attribute("height", height)
    document.startAttribute("viewBox")
    document.append("0 0 ")
    document.number(width)
    document.append(" ")
    document.number(height)
    document.append("\" role=\"img\"")
    document.attribute("aria-label", label)
    document.attribute("font-family", Self.fontFamily)
    document.append(" xml:space=\"preserve\">\n")
    document.body.append(body)
    document.append("</svg>\n")
    return document.body.string
  }

  // MARK: - Writing

  /// Where `x` is drawn.
  private func mirrored(_ x: Double) -> Double {
    mirroredWidth.map { $0 - x } ?? x
  }

  /// Gives this document a buffer of its own before it changes: called
  /// as each element starts, so the writes that follow need no check.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&body) { body = body.copy() }
  }

  /// ` <name`, starting an element.
  private mutating func open(_ name: StaticString) {
    makeUnique()
    body.reserve(3)
    body.put(0x20)
    body.put(0x20)
    body.put(0x3C)
    append(name)
  }

  private mutating func attribute(_ name: StaticString, _ value: Double) {
    startAttribute(name)
    number(value)
    body.reserve(1)
    body.put(0x22)
  }

  private mutating func attribute(_ name: StaticString, _ value: String) {
    startAttribute(name)
    append(contentsOf: value)
    body.reserve(1)
    body.put(0x22)
  }

  /// ` name="`.
  private mutating func startAttribute(_ name: StaticString) {
    body.reserve(name.utf8CodeUnitCount + 3)
    body.put(0x20)
    put(name)
    body.put(0x3D)
    body.put(0x22)
  }

  /// Appends a literal's bytes (names and punctuation of the markup).
  private mutating func append(_ literal: StaticString) {
    body.reserve(literal.utf8CodeUnitCount)
    put(literal)
  }

  /// Stores a literal's bytes in room already made.
  @inline(__always)
  private mutating func put(_ literal: StaticString) {
    let start = literal.utf8Start
    for offset in 0..<literal.utf8CodeUnitCount { body.put(start[offset]) }
  }

  /// Appends a string's bytes.
  private mutating func append(contentsOf text: String) {
    var text = text
    text.withUTF8 { body.append($0) }
  }

  /// `textLength` and `lengthAdjust`: the text fills exactly `width`.
  private mutating func fixedLength(_ width: Double) {
    guard width > 0 else { return }
    attribute("textLength", width)
    attribute("lengthAdjust", "spacingAndGlyphs")
  }

  private mutating func points(_ points: [(x: Double, y: Double)]) {
    append(" points=\"")
    for (index, point) in points.enumerated() {
      if index > 0 { append(" ") }
      number(mirrored(point.x))
      append(",")
      number(point.y)
    }
    append("\"")
  }

  private mutating func color(_ name: StaticString, _ color: PreviewColor) {
    attribute(name, color.hex)
    guard color.opacity < 1 else { return }
    body.reserve(1)
    body.put(0x20)
    append(name)
    append("-opacity=\"")
    number(color.opacity)
    append("\"")
  }

  /// Ends an element without content.
  private mutating func close() {
    body.reserve(3)
    body.put(0x2F)
    body.put(0x3E)
    body.put(0x0A)
  }

  /// Ends the start tag, writes `text` escaped and closes the element.
  private mutating func content(_ text: String) {
    append(">")
    append(contentsOf: Self.escaped(text))
    append("</text>\n")
  }

  /// Writes `value` with at most two decimals and no trailing zeros, digit
  /// by digit.
  private mutating func number(_ value: Double) {
    let hundredths = Int((value * 100).rounded())
    // A sign, 20 digits, a point and two decimals at most.
    body.reserve(24)
    if hundredths < 0 { body.put(0x2D) }
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    var divisor: UInt = 1
    while whole / divisor >= 10 { divisor &*= 10 }
    while divisor > 0 {
      body.put(0x30 &+ UInt8(truncatingIfNeeded: whole / divisor % 10))
      divisor /= 10
    }
    let fraction = magnitude % 100
    guard fraction != 0 else { return }
    body.put(0x2E)
    body.put(0x30 &+ UInt8(truncatingIfNeeded: fraction / 10))
    if fraction % 10 != 0 { body.put(0x30 &+ UInt8(truncatingIfNeeded: fraction % 10)) }
  }

  /// `text` safe inside an element or a quoted attribute: markup characters
  /// as entities, tabs and line breaks as spaces, and the other characters
  /// XML 1.0 cannot hold (see ``cannotHold(_:)``) as U+FFFD.
  static func escaped(_ text: String) -> String {
    guard mayNeedEscaping(text) else { return text }
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

  /// Whether `text` may need ``escaped(_:)`` to change it.
  ///
  /// It does when it holds an ASCII control or markup character, or the
  /// byte `0xC2` (which leads the C1 controls) or `0xEF` (which leads
  /// U+FFFE and U+FFFF). Most text holds none and is written as it is.
  private static func mayNeedEscaping(_ text: String) -> Bool {
    func check(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.contains { byte in
        switch byte {
        case 0..<0x20, 0x22, 0x26, 0x27, 0x3C, 0x3E, 0x7F, 0xC2, 0xEF: true
        default: false
        }
      }
    }
    return text.utf8.withContiguousStorageIfAvailable(check) ?? check(text.utf8)
  }

  /// Whether `scalar` is a character XML 1.0 cannot hold or no font draws:
  /// a C0 or C1 control (line breaks and tabs included), U+FFFE or U+FFFF.
  static func cannotHold(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0xFFFE || value == 0xFFFF
  }
}
