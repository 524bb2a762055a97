internal import FluentAlert
internal import FluentAlertText

/// Width-aware wrapping, padding and truncation of text that is already
/// safe to print (see ``TerminalText``).
///
/// Widths are terminal columns as ``DisplayWidth`` measures them, so a line
/// of Japanese or emoji never runs past the box it is drawn in.
enum TextLayout {
  /// Breaks a paragraph into lines of at most `width` columns.
  ///
  /// Breaks at spaces where it can; a word wider than a line (a URL, or
  /// text in a script written without spaces) is broken between grapheme
  /// clusters, never before closing punctuation such as `。` nor after an
  /// opening bracket such as `「`. Runs of spaces collapse at line breaks. An empty paragraph is
  /// one empty line.
  ///
  /// - Parameters:
  ///   - paragraph: One line of safe text (no newlines).
  ///   - width: The columns available; at least 1 is assumed.
  /// - Returns: The lines, none wider than `width` (a single character wider
  ///   than `width` gets a line of its own).
  static func wrap(_ paragraph: String, width: Int) -> [String] {
    wrap(paragraph, width: width, then: width)
  }

  /// Breaks a paragraph into a first line of at most `width` columns and
  /// further lines of at most `rest` columns: text under a hanging indent.
  ///
  /// - Parameters:
  ///   - paragraph: One line of safe text (no newlines).
  ///   - width: The columns of the first line; at least 1 is assumed.
  ///   - rest: The columns of every later line; at least 1 is assumed.
  /// - Returns: The lines.
  static func wrap(_ paragraph: String, width: Int, then rest: Int) -> [String] {
    var limit = max(width, 1)
    if isOneLine(paragraph, width: limit) { return [paragraph] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    func breakLine() {
      lines.append(line)
      line = ""
      lineWidth = 0
      limit = max(rest, 1)
    }
    for word in words(of: paragraph) {
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= limit {
        line.append(" ")
        line.append(contentsOf: word)
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { breakLine() }
      if wordWidth <= limit {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > limit, lineWidth > 0 {
          var carried = carriedDown(from: &line, before: character)
          // What goes down must leave room for the character on the next line; when it would
          // not (a run of marks that cannot start a line), the break is made where it falls.
          if DisplayWidth.of(carried) + characterWidth > max(rest, 1) {
            line += carried
            carried = ""
          }
          breakLine()
          line = carried
          lineWidth = DisplayWidth.of(carried)
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The end of a full line that goes down to the next one with `character`.
  ///
  /// No line then starts or ends where `LineBreaking` forbids it. What
  /// goes down is removed from `line`, which keeps at least one character,
  /// so a break is always made.
  private static func carriedDown(from line: inout String, before character: Character) -> String {
    var carried: [Character] = []
    var next = character
    while line.count > 1, let last = line.last,
      !LineBreaking.mayBreak(between: last, and: next)
    {
      carried.append(line.removeLast())
      next = last
    }
    return String(carried.reversed())
  }

  /// Whether a paragraph is already its own wrapping.
  ///
  /// It is when it is ASCII, no wider than `width`, with no space at either
  /// end and none doubled (wrapping would collapse them): the common case
  /// of a short title, checked on its bytes.
  private static func isOneLine(_ paragraph: String, width: Int) -> Bool {
    paragraph.utf8.count <= width
      && paragraph.utf8.withContiguousStorageIfAvailable { bytes in
        var previous: UInt8 = 0x20
        for byte in bytes {
          guard byte < 0x80, byte != 0x20 || previous != 0x20 else { return false }
          previous = byte
        }
        return previous != 0x20
      } == true
  }

  /// The words of a paragraph: what lies between its spaces.
  ///
  /// ASCII text is split on its bytes, without grapheme breaking (a space
  /// byte is then a space character; elsewhere a space followed by a
  /// combining mark is one character that does not separate words).
  private static func words(of paragraph: String) -> [Substring] {
    guard DisplayWidth.asciiWidth(of: paragraph) != nil else {
      return paragraph.split(separator: " ", omittingEmptySubsequences: true)
    }
    return paragraph.utf8.split(separator: 0x20, omittingEmptySubsequences: true).map(
      Substring.init)
  }

  /// `piece` written `count` times (none when `count` is not positive),
  /// built in one buffer: `String(repeating:count:)` appends a string piece
  /// by piece, and frames repeat rules and padding on every row.
  ///
  /// - Parameters:
  ///   - piece: The text to repeat, such as a rule's glyph or a space.
  ///   - count: How many times.
  /// - Returns: The repeated text.
  static func repeated(_ piece: String, count: Int) -> String {
    guard count > 0, !piece.isEmpty else { return "" }
    var piece = piece
    return piece.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
        var end = 0
        for _ in 0..<count {
          for byte in bytes {
            buffer[end] = byte
            end += 1
          }
        }
        return end
      }
    }
  }

  /// Cuts text to at most `width` columns, ending it with `…` when anything
  /// was cut.
  ///
  /// - Parameters:
  ///   - text: Safe text.
  ///   - width: The columns available.
  ///   - ellipsis: What marks the cut; `""` clips silently.
  /// - Returns: The text, unchanged when it fits.
  static func truncateTail(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard DisplayWidth.of(text) > width else { return text }
    let budget = width - DisplayWidth.of(ellipsis)
    guard budget >= 0 else { return String(repeating: ".", count: max(width, 0)) }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > budget { break }
      result.append(character)
      used += characterWidth
    }
    return result + ellipsis
  }

  /// Cuts text to at most `width` columns from the front, starting it with
  /// `…` when anything was cut.
  ///
  /// - Parameters:
  ///   - text: Safe text.
  ///   - width: The columns available.
  ///   - ellipsis: What marks the cut.
  /// - Returns: The text, unchanged when it fits.
  static func truncateHead(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard DisplayWidth.of(text) > width else { return text }
    let budget = width - DisplayWidth.of(ellipsis)
    guard budget >= 0 else { return String(repeating: ".", count: max(width, 0)) }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > budget { break }
      kept.append(character)
      used += characterWidth
    }
    return ellipsis + String(kept.reversed())
  }

  /// Pads text with spaces to exactly `width` columns, aligned as asked.
  ///
  /// - Parameters:
  ///   - text: Safe text no wider than `width`.
  ///   - width: The columns to fill.
  ///   - alignment: Where the text sits.
  /// - Returns: The padded text.
  static func pad(_ text: String, width: Int, alignment: Alignment = .leading) -> String {
    let gap = max(width - DisplayWidth.of(text), 0)
    switch alignment {
    case .leading:
      return text + repeated(" ", count: gap)
    case .center:
      let left = gap / 2
      return repeated(" ", count: left) + text
        + repeated(" ", count: gap - left)
    case .trailing:
      return repeated(" ", count: gap) + text
    }
  }

  /// Horizontal placement within a padded line.
  enum Alignment: Sendable {
    /// Flush left.
    case leading
    /// Centred (an odd gap puts the extra space on the right).
    case center
    /// Flush right.
    case trailing
  }
}
