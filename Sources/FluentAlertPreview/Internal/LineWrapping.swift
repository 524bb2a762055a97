internal import FluentAlert
internal import FluentAlertText

/// Breaks text into lines that fit a width, as a label with unlimited lines
/// does: at spaces, after a hyphen, between East Asian wide characters, and
/// inside a word only when the word alone is too wide.
///
/// Each character is measured and classified once, so wrapping costs time
/// in proportion to the text's length.
struct LineWrapping {
  /// The metrics text is measured with.
  let metrics: FontMetrics
  /// The font size in points.
  let size: Double
  /// The font weight.
  let weight: FontMetrics.Weight

  /// One character of a paragraph: where it starts, how wide it is, and
  /// what it allows around it.
  private struct Glyph {
    let start: String.Index
    let advance: Double
    let isSpace: Bool
    let isWide: Bool
    let isHyphen: Bool
    let isLetter: Bool
    let isPunctuation: Bool
  }

  /// The lines of `text` no wider than `width`, line breaks in the text
  /// kept; an empty text is one empty line.
  ///
  /// - Parameters:
  ///   - text: The text to wrap.
  ///   - width: The widest a line may be, in points.
  /// - Returns: At least one line; no line starts or ends with a space.
  func lines(of text: String, width: Double) -> [String] {
    if fitsAsItIs(text, width: width) { return [text] }
    var lines: [String] = []
    var glyphs: [Glyph] = []
    let utf8 = text.utf8
    var index = text.startIndex
    while index < text.endIndex {
      // An ASCII byte followed by another (or by the end) is a whole
      // character, except a carriage return that may start "\r\n": read
      // it without grapheme breaking, the slow part of reading a Character.
      let byte = utf8[index]
      let next = utf8.index(after: index)
      let character: Character?
      let after: String.Index
      if byte < 0x80, byte != 0x0D, next == utf8.endIndex || utf8[next] < 0x80 {
        (character, after) = (nil, next)
      } else {
        (character, after) = (text[index], text.index(after: index))
      }
      if (character?.asciiValue ?? byte) == 0x0A {  // a line break, "\r\n" included
        wrap(glyphs, of: text, end: index, width: width, into: &lines)
        glyphs.removeAll(keepingCapacity: true)
      } else if let character {
        glyphs.append(glyph(character, at: index))
      } else {
        glyphs.append(glyph(ascii: byte, at: index))
      }
      index = after
    }
    wrap(glyphs, of: text, end: text.endIndex, width: width, into: &lines)
    return lines
  }

  /// Whether `text` is one line of ASCII, without spaces at either end,
  /// that fits `width`: most titles and messages, which need no wrapping.
  private func fitsAsItIs(_ text: String, width: Double) -> Bool {
    let utf8 = text.utf8
    if let first = utf8.first, let last = utf8.last, first == 0x20 || last == 0x20 {
      return false
    }
    // Summed glyph by glyph, as the wrapping sums them, so the two agree
    // at the edge.
    var used = 0.0
    for byte in utf8 {
      // A line break or another control, or a byte of a non-ASCII character.
      guard byte >= 0x20, byte < 0x80 else { return false }
      used += metrics.width(ofASCII: byte, size: size, weight: weight)
    }
    return used <= width
  }

  /// `text` on one line no wider than `width`, ending in “…” when cut.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - width: The widest the line may be, in points.
  /// - Returns: The text, or its longest start that fits followed by “…”.
  func truncated(_ text: String, width: Double) -> String {
    let oneLine =
      Self.mayBreakLines(text)
      ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    if metrics.width(of: oneLine, size: size, weight: weight) <= width { return oneLine }
    var room = width - metrics.width(of: "…", size: size, weight: weight)
    var end = oneLine.startIndex
    while end < oneLine.endIndex {
      room -= metrics.width(of: oneLine[end], size: size, weight: weight)
      if room < 0 { break }
      end = oneLine.index(after: end)
    }
    var kept = oneLine[..<end]
    while kept.last == " " { kept = kept.dropLast() }
    return kept + "…"
  }

  /// Whether `text` may hold a line break.
  ///
  /// It may when it holds an ASCII control, or the first byte of U+0085
  /// (C2 85) or U+2028/U+2029 (E2 80 A8/A9). Most titles hold none and are
  /// used as they are.
  static func mayBreakLines(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0xC2 || $0 == 0xE2 }
  }

  /// Appends the lines of one paragraph, `glyphs` ending at `end` in `text`.
  private func wrap(
    _ glyphs: [Glyph], of text: String, end: String.Index, width: Double,
    into lines: inout [String]
  ) {
    func startOf(_ glyph: Int) -> String.Index { glyph < glyphs.count ? glyphs[glyph].start : end }
    var start = 0
    repeat {
      var stop = start
      var used = 0.0
      var lastBreak: Int?
      while stop < glyphs.count {
        let glyph = glyphs[stop]
        if used + glyph.advance > width, stop > start, !glyph.isSpace { break }
        used += glyph.advance
        stop += 1
        if stop < glyphs.count, isBreak(between: glyph, and: glyphs[stop]),
          LineBreaking.mayBreak(between: text[glyph.start], and: text[glyphs[stop].start])
        {
          lastBreak = stop
        }
      }
      if stop < glyphs.count, let lastBreak, lastBreak > start {
        stop = lastBreak
      } else {
        // Broken inside a word: closing punctuation takes the letter before it
        // along rather than start the next line alone ("n?", not "?"), and an
        // opening bracket goes down with what it opens.
        while stop < glyphs.count, stop - 1 > start,
          !LineBreaking.mayBreak(
            between: text[glyphs[stop - 1].start], and: text[glyphs[stop].start])
        {
          stop -= 1
        }
      }
      var last = stop
      while last > start, glyphs[last - 1].isSpace { last -= 1 }
      var first = start
      while first < last, glyphs[first].isSpace { first += 1 }
      lines.append(String(text[startOf(first)..<startOf(last)]))
      start = stop
      while start < glyphs.count, glyphs[start].isSpace { start += 1 }
    } while start < glyphs.count
  }

  /// The ASCII character `ascii`, measured and classified.
  private func glyph(ascii: UInt8, at start: String.Index) -> Glyph {
    let isLetter = (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    let isPunctuation = !isLetter && ascii > 0x20 && !(0x30...0x39).contains(ascii)
    return Glyph(
      start: start, advance: metrics.width(ofASCII: ascii, size: size, weight: weight),
      isSpace: ascii == 0x20, isWide: false, isHyphen: ascii == 0x2D, isLetter: isLetter,
      isPunctuation: isPunctuation)
  }

  /// `character`, measured and classified.
  private func glyph(_ character: Character, at start: String.Index) -> Glyph {
    if let ascii = character.asciiValue { return glyph(ascii: ascii, at: start) }
    let advance = metrics.width(of: character, size: size, weight: weight)
    return Glyph(
      start: start, advance: advance, isSpace: false, isWide: DisplayWidth.of(character) == 2,
      isHyphen: false, isLetter: character.isLetter, isPunctuation: character.isPunctuation)
  }

  /// Whether a line may end between `before` and `after`.
  private func isBreak(between before: Glyph, and after: Glyph) -> Bool {
    if after.isSpace { return false }
    if before.isSpace { return true }
    if before.isHyphen && after.isLetter { return true }
    return (before.isWide || after.isWide) && !after.isPunctuation
  }
}
