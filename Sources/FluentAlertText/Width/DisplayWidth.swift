/// How many terminal columns text occupies.
///
/// A grapheme cluster (what the user sees as one character) takes two
/// columns when it is East Asian Wide or Fullwidth, an emoji shown as a
/// picture, a flag (two regional indicators) or an emoji with a variation
/// selector 16; combining marks, format characters (the zero-width joiner
/// among them) and variation selectors add nothing to the character they
/// follow, so a whole ZWJ sequence is as wide as one emoji. Control
/// characters are never measured: renderers escape them first.
///
/// The terminal lays text out in these columns; previews measure a
/// two-column character as one em and a zero-column one as nothing.
///
/// The East Asian Width ranges are written out here from the Unicode
/// character database (EastAsianWidth.txt, W and F); the standard library's
/// scalar properties supply emoji presentation and general categories.
package enum DisplayWidth {
  /// The columns of a whole string.
  ///
  /// - Parameter string: Text without control characters.
  /// - Returns: The sum of its grapheme clusters' widths.
  package static func of(_ string: some StringProtocol) -> Int {
    measure(string)
  }

  /// The columns of a whole string: the same, for the type other modules
  /// pass, so their calls need no generic dispatch.
  ///
  /// - Parameter string: Text without control characters.
  /// - Returns: The sum of its grapheme clusters' widths.
  package static func of(_ string: String) -> Int {
    measure(string)
  }

  /// The columns of part of a string, without generic dispatch.
  ///
  /// - Parameter string: Text without control characters.
  /// - Returns: The sum of its grapheme clusters' widths.
  package static func of(_ string: Substring) -> Int {
    measure(string)
  }

  /// The columns of a string that is all ASCII, or `nil` when any of it
  /// is not: the common case, measured without grapheme breaking (a byte
  /// per column, none for controls).
  ///
  /// - Parameter string: Any string.
  /// - Returns: Its width when it is ASCII.
  package static func asciiWidth(of string: String) -> Int? {
    string.utf8.withContiguousStorageIfAvailable(asciiWidth) ?? nil
  }

  private static func measure(_ string: some StringProtocol) -> Int {
    // ASCII, the common case, without grapheme breaking: a byte per column.
    if let ascii = string.utf8.withContiguousStorageIfAvailable(asciiWidth), let ascii {
      return ascii
    }
    // Scalars that each stand alone (see `standsAlone`) are characters of
    // their own: measured without grapheme breaking too.
    var total = 0
    for scalar in string.unicodeScalars {
      guard standsAlone(scalar) else {
        total = 0
        for character in string { total += of(character) }
        return total
      }
      total += of(scalar)
    }
    return total
  }

  /// Whether `scalar` is always a grapheme cluster of its own, neither
  /// joining the one before nor taking the one after: printable ASCII and
  /// Latin letters (before the combining marks at U+0300), dashes,
  /// quotation marks and other general punctuation, arrows, and box
  /// drawing — what a terminal frame is mostly made of.
  ///
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: `true` when its width alone is the width of its character.
  @inlinable
  package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
      0x2500...0x257F:
      true
    default:
      false
    }
  }

  /// The columns of UTF-8 bytes that are all ASCII (controls take none), or
  /// `nil` when any is not.
  private static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var total = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte >= 0x20, byte != 0x7F { total += 1 }
    }
    return total
  }

  /// The columns of one grapheme cluster: 0, 1 or 2.
  ///
  /// - Parameter character: A grapheme cluster.
  /// - Returns: Its width.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 { return of(first) }
    var regionalIndicators = 0
    for scalar in scalars {
      if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
      if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
    }
    if regionalIndicators >= 2 { return 2 }
    // The base decides; marks and joiners add nothing. A cluster that starts
    // with a zero-width scalar (a lone combining mark) takes the widest of
    // what follows, so it never draws past its measured end.
    let base = of(first)
    if base > 0 { return base }
    return scalars.dropFirst().reduce(0) { max($0, of($1)) }
  }

  /// The columns of one scalar on its own: 0, 1 or 2.
  ///
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: 0 for controls, marks and format characters, 2 for wide,
  ///   fullwidth and emoji-presentation scalars, 1 otherwise.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }  // ASCII fast path
    if value < 0xA0 { return 0 }  // DEL and C1 controls
    if value != 0xAD, standsAlone(scalar) { return 1 }  // frames and Latin: no table lookups
    if isZeroWidth(scalar) { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Combining marks, format characters, Hangul medial vowels and final
  /// consonants (they join the preceding syllable), variation selectors.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul jungseong, jongseong
    case 0x200B: return true  // zero width space
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true  // variation selectors
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji that the
  /// emoji-presentation property already covers.
  private static func isWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    for range in wideRanges {
      if value < range.lowerBound { return false }
      if value <= range.upperBound { return true }
    }
    return false
  }

  /// Sorted, non-overlapping; searched in order (short list, early exit).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x2E99, 0x2E9B...0x2EF3,  // CJK radicals supplement
    0x2F00...0x2FD5,  // Kangxi radicals
    0x2FF0...0x2FFF,  // ideographic description characters
    0x3000...0x303E,  // ideographic space, CJK symbols and punctuation
    0x3041...0x3096, 0x3099...0x30FF,  // Hiragana, Katakana
    0x3105...0x312F,  // Bopomofo
    0x3131...0x318E,  // Hangul compatibility Jamo
    0x3190...0x31E5,  // Kanbun, Bopomofo extended, CJK strokes
    0x31EF...0x321E,  // Katakana phonetic extensions, enclosed
    0x3220...0x3247,  // parenthesized ideographs
    0x3250...0xA48C,  // enclosed CJK, CJK ext. A, Yijing, unified ideographs, Yi
    0xA490...0xA4C6,  // Yi radicals
    0xA960...0xA97C,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,  // CJK compatibility, small forms
    0xFF01...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4, 0x16FF0...0x16FF1,  // ideographic symbols
    0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,  // Tangut, Khitan
    0x1AFF0...0x1AFFE,  // Kana extended B
    0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155,
    0x1B164...0x1B167, 0x1B170...0x1B2FB,  // Kana supplement, Nushu
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265,  // enclosed ideographic supplement
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]
}
