import FluentAlert
import Testing

@testable import FluentAlertTerminal

/// The terminal's renderer lays out any dialog on any screen size a
/// terminal reports (or a caller passes), without trapping.
@Suite("Extreme screens")
struct ExtremeScreenTests {
  /// Widths and heights at and past the edges: none, one cell, negative,
  /// and `Int`'s limits.
  static let sides = [Int.min, -1, 0, 1, 2, 3, 7, Int.max]

  /// A sign-up alert whose rule names fields no dialog has, a long message,
  /// and a sheet of many actions: the shapes that stress layout.
  static var dialogs: [Dialog<Int>] {
    [
      Dialog<Int>.alert(
        "Create Account", message: .verbatim(String(repeating: "word ", count: 300))
      )
      .addTextField(nil)
      .addTextField("Again") { $0.required(.sameAs(field: .max), gates: [0]) }
      .addTextField { $0.required(.anyNonEmpty(fields: [.min, .max, 0]), gates: [0]) }
      .addAction("OK", key: 0)
      .addCancel("Cancel", key: 1),
      Dialog<Int>(
        style: .actionSheet, title: "Move to",
        actions: (0..<200).map { DialogAction(title: .verbatim("Folder \($0)"), key: $0) }),
    ]
  }

  @Test("every frame at every extreme size is laid out in a child process that exits normally")
  func extremeSizes() async {
    await #expect(processExitsWith: .success) {
      for dialog in Self.dialogs {
        for columns in Self.sides {
          for rows in Self.sides {
            _ = ScreenFrame.first(of: dialog, in: .current, columns: columns, rows: rows)
          }
        }
      }
    }
  }
}
