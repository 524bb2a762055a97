internal import FluentAlert

/// Breaks text into lines that fit a width, as a label with unlimited lines
/// does: at spaces, between East Asian wide characters, and inside a word
/// only when the word alone is too wide.
struct LineWrapping {
  /// The metrics text is measured with.
  let metrics: FontMetrics
  /// The font size in points.
  let size: Double
  /// The font weight.
  let weight: FontMetrics.Weight

  /// The lines of `text` no wider than `width`, line breaks in the text
  /// kept; an empty text is one empty line.
  ///
  /// - Parameters:
  ///   - text: The text to wrap.
  ///   - width: The widest a line may be, in points.
  /// - Returns: At least one line; no line starts or ends with a space.
  func lines(of text: String, width: Double) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      wrap(Array(paragraph), width: width)
    }
  }

  /// `text` on one line no wider than `width`, ending in “…” when cut.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - width: The widest the line may be, in points.
  /// - Returns: The text, or its longest start that fits followed by “…”.
  func truncated(_ text: String, width: Double) -> String {
    let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    if metrics.width(of: oneLine, size: size, weight: weight) <= width { return oneLine }
    var room = width - metrics.width(of: "…", size: size, weight: weight)
    var kept = ""
    for character in oneLine {
      room -= metrics.width(of: character, size: size, weight: weight)
      if room < 0 { break }
      kept.append(character)
    }
    return kept.trimmingSpaces + "…"
  }

  private func wrap(_ characters: [Character], width: Double) -> [String] {
    var lines: [String] = []
    var start = 0
    while start < characters.count {
      var end = start
      var used = 0.0
      var lastBreak: Int?
      while end < characters.count {
        let advance = metrics.width(of: characters[end], size: size, weight: weight)
        if used + advance > width, end > start, characters[end] != " " { break }
        used += advance
        end += 1
        if end < characters.count, isBreak(between: characters[end - 1], and: characters[end]) {
          lastBreak = end
        }
      }
      if end < characters.count, let lastBreak, lastBreak > start { end = lastBreak }
      lines.append(String(characters[start..<end]).trimmingSpaces)
      start = end
      while start < characters.count, characters[start] == " " { start += 1 }
    }
    return lines.isEmpty ? [""] : lines
  }

  /// Whether a line may end between `before` and `after`.
  private func isBreak(between before: Character, and after: Character) -> Bool {
    if before == " " && after != " " { return true }
    if before == "-" && after.isLetter { return true }
    let wide = DisplayWidth.of(before) == 2 || DisplayWidth.of(after) == 2
    return wide && after != " " && !after.isPunctuation
  }
}

extension String {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: String {
    var slice = self[...]
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
