@testable import FluentAlertTerminal

extension ScreenFrame {
  /// Each line's interior of an alert's box in plain characters: after
  /// "| ", before the padding and " |"; empty for a line outside the box.
  var boxInterior: [String] {
    plainLines.map { line in
      guard let bar = line.firstIndex(of: "|") else { return "" }
      var inside = String(line[line.index(bar, offsetBy: 2, limitedBy: line.endIndex)!...])
      if inside.hasSuffix("|") { inside.removeLast() }
      while inside.last == " " { inside.removeLast() }
      return inside
    }
  }
}
