internal import FluentAlert
internal import FluentAlertText

/// How wide text is drawn, in points, from a table of the preview font's
/// advance widths, so text wraps the same way on every machine.
///
/// The font is Inter (SIL Open Font License 1.1), a free sans-serif close
/// in proportion to Apple's system font; its advance widths for Latin,
/// Greek, Cyrillic, punctuation and common symbols are tabled in
/// `FontMetrics+Inter.swift`. Kerning is left out. What the table lacks is
/// measured by kind: East Asian wide characters one em, emoji 1.25 em,
/// combining marks and format characters nothing, Arabic letters (joined,
/// so narrower) 0.5 em, any other character (Hebrew, Thai, …) 0.6 em.
struct FontMetrics: Sendable {
  /// The two weights previews use.
  enum Weight: Sendable {
    case regular
    case semibold
  }

  /// The metrics of Inter.
  static let inter = FontMetrics(
    unitsPerEm: interUnitsPerEm, ranges: interRanges,
    regular: decode(interRegular), semibold: decode(interSemibold))

  private let unitsPerEm: Double
  private let ranges: [ClosedRange<UInt32>]
  /// Where each range starts in the tables.
  private let offsets: [Int]
  private let regular: [UInt16]
  private let semibold: [UInt16]

  private init(
    unitsPerEm: Int, ranges: [ClosedRange<UInt32>], regular: [UInt16], semibold: [UInt16]
  ) {
    self.unitsPerEm = Double(unitsPerEm)
    self.ranges = ranges
    var offsets: [Int] = []
    var offset = 0
    for range in ranges {
      offsets.append(offset)
      offset += range.count
    }
    precondition(
      ranges.first?.lowerBound == 0x20 && regular.count == offset && semibold.count == offset,
      "the metrics tables start at U+0020 and cover their ranges")
    self.offsets = offsets
    self.regular = regular
    self.semibold = semibold
  }

  /// The width of `text` at `size` points.
  ///
  /// - Parameters:
  ///   - text: Any text; line breaks measure nothing.
  ///   - size: The font size in points.
  ///   - weight: The font weight.
  /// - Returns: The sum of its characters' advances, in points.
  func width(of text: some StringProtocol, size: Double, weight: Weight) -> Double {
    var units = 0.0
    // ASCII, most text, is measured byte by byte, without grapheme breaking.
    var isASCII = true
    for byte in text.utf8 {
      guard byte < 0x80 else {
        isASCII = false
        break
      }
      units += advance(ofASCII: byte, weight: weight)
    }
    if !isASCII {
      units = 0
      for character in text { units += advance(of: character, weight: weight) }
    }
    return units * size / unitsPerEm
  }

  /// The width of one character at `size` points.
  func width(of character: Character, size: Double, weight: Weight) -> Double {
    advance(of: character, weight: weight) * size / unitsPerEm
  }

  /// The width of the ASCII character `byte` at `size` points: a faster
  /// ``width(of:size:weight:)-(Character,_,_)`` for text read byte by byte.
  func width(ofASCII byte: UInt8, size: Double, weight: Weight) -> Double {
    advance(ofASCII: byte, weight: weight) * size / unitsPerEm
  }

  /// An ASCII character's advance in font units; controls measure nothing.
  private func advance(ofASCII byte: UInt8, weight: Weight) -> Double {
    guard byte >= 0x20, byte < 0x7F else { return 0 }
    // The tables start at U+0020.
    let offset = Int(byte) - 0x20
    return Double(weight == .regular ? regular[offset] : semibold[offset])
  }

  /// One character's advance in font units.
  private func advance(of character: Character, weight: Weight) -> Double {
    if let ascii = character.asciiValue { return advance(ofASCII: ascii, weight: weight) }
    guard let first = character.unicodeScalars.first else { return 0 }
    if (0x7F..<0xA0).contains(first.value) { return 0 }
    if let tabled = tabled(first, weight: weight) { return Double(tabled) }
    switch DisplayWidth.of(character) {
    case 0: return 0
    case 2: return first.properties.isEmoji && first.value > 0x2FFF ? unitsPerEm * 1.25 : unitsPerEm
    default:
      let arabic =
        (0x0600...0x06FF).contains(first.value) || (0x0750...0x077F).contains(first.value)
        || (0xFB50...0xFDFF).contains(first.value) || (0xFE70...0xFEFF).contains(first.value)
      return unitsPerEm * (arabic ? 0.5 : 0.6)
    }
  }

  /// The table's advance for `scalar`, or `nil` when it has none.
  private func tabled(_ scalar: Unicode.Scalar, weight: Weight) -> UInt16? {
    for (index, range) in ranges.enumerated() where range.contains(scalar.value) {
      let offset = offsets[index] + Int(scalar.value - range.lowerBound)
      let value = weight == .regular ? regular[offset] : semibold[offset]
      return value == 0xFFFF ? nil : value
    }
    return nil
  }

  /// The advances written as four hex digits each, whitespace ignored.
  private static func decode(_ hex: String) -> [UInt16] {
    var values: [UInt16] = []
    var value: UInt16 = 0
    var digits = 0
    for byte in hex.utf8 {
      let digit: UInt16
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
      default: continue
      }
      value = value << 4 | digit
      digits += 1
      if digits == 4 {
        values.append(value)
        (value, digits) = (0, 0)
      }
    }
    return values
  }
}
