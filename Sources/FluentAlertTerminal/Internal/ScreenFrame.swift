/// One full screen, as the renderer computes it: a line of spans per
/// terminal row and where the cursor goes.
package struct ScreenFrame: Hashable, Sendable {
  /// A position on the screen, zero-based.
  package struct Position: Hashable, Sendable {
    /// The row from the top.
    package var row: Int
    /// The column from the left.
    package var column: Int
  }

  /// One entry per terminal row; empty for blank rows.
  package var lines: [[Span]]
  /// Where to show the cursor (in a text field being edited), or `nil` to
  /// hide it.
  package var cursor: Position?
  /// Where the scrolled part of the dialog starts: the presenter keeps it in
  /// ``DialogScreenState/scrollOffset`` so the next frame scrolls from it.
  var scrollOffset = 0
  /// How many rows of the dialog do not fit the screen: shown only by
  /// scrolling, or cut from a long title or message.
  package var rowsOutOfSight = 0

  /// The rows as plain text without trailing spaces: what layout tests
  /// compare.
  var plainLines: [String] {
    lines.map { line in
      var text = line.map(\.text).joined()
      while text.last == " " { text.removeLast() }
      return text
    }
  }
}
