/// A readable line diff between a recorded reference and the actual text.
///
/// Unchanged lines start with two spaces, lines only in the reference with
/// `- `, lines only in the actual text with `+ `. Long runs of unchanged
/// lines are folded to keep the message short.
enum LineDiff {
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The edit script turning `old` into `new`.
  ///
  /// Built from a longest common subsequence of lines: O(old × new) time
  /// and space, fine for snapshots.
  static func lines(from old: [Substring], to new: [Substring]) -> [Line] {
    let rows = old.count
    let columns = new.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        table[row][column] =
          old[row] == new[column]
          ? table[row + 1][column + 1] + 1
          : max(table[row + 1][column], table[row][column + 1])
      }
    }
    var result: [Line] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, old[row] == new[column] {
        result.append(.same(String(old[row])))
        row += 1
        column += 1
      } else if row < rows
        && (column == columns || table[row + 1][column] >= table[row][column + 1])
      {
        result.append(.removed(String(old[row])))
        row += 1
      } else {
        result.append(.added(String(new[column])))
        column += 1
      }
    }
    return result
  }

  /// The diff as text, unchanged runs longer than `2 × context` folded into
  /// one `… n unchanged lines` line.
  static func render(from old: String, to new: String, context: Int = 2) -> String {
    let script = lines(
      from: old.split(separator: "\n", omittingEmptySubsequences: false),
      to: new.split(separator: "\n", omittingEmptySubsequences: false))
    var output: [String] = []
    var index = 0
    while index < script.count {
      guard case .same = script[index] else {
        output.append(text(of: script[index]))
        index += 1
        continue
      }
      var end = index
      while end < script.count, case .same = script[end] { end += 1 }
      let run = script[index..<end]
      let keepHead = index == 0 ? 0 : context
      let keepTail = end == script.count ? 0 : context
      if run.count > keepHead + keepTail + 1 {
        output += run.prefix(keepHead).map(text(of:))
        output.append("  … \(run.count - keepHead - keepTail) unchanged lines")
        output += run.suffix(keepTail).map(text(of:))
      } else {
        output += run.map(text(of:))
      }
      index = end
    }
    return output.joined(separator: "\n")
  }

  private static func text(of line: Line) -> String {
    switch line {
    case .same(let text): "  " + text
    case .removed(let text): "- " + text
    case .added(let text): "+ " + text
    }
  }
}
