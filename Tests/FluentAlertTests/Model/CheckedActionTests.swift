import FluentAlert
import Testing

@Suite("a checked action")
struct CheckedActionTests {
  enum Sort: Hashable, Sendable { case date, name, size, cancel }

  /// A sort sheet as a list app shows it: the current order carries the mark.
  @DialogBuilder<Sort>
  static func choices(current: Sort) -> DialogContent<Sort> {
    for (title, key) in [("Date", Sort.date), ("Name", .name), ("Size", .size)] {
      Action(.verbatim(title), key: key).checked(key == current)
    }
    Cancel("Cancel", key: .cancel)
  }

  static let built = Dialog<Sort>(.actionSheet, title: "Sort by") {
    choices(current: .name)
  }
  .anchor(.center)

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let chained = Dialog<Sort>.actionSheet("Sort by")
      .addAction(.verbatim("Date"), key: .date)
      .addAction(.verbatim("Name"), key: .name)
      .actionStyle { $0.checked() }
      .addAction(.verbatim("Size"), key: .size)
      .addCancel("Cancel", key: .cancel)
      .anchor(.center)
    let initialized = Dialog<Sort>(
      style: .actionSheet, title: "Sort by",
      actions: [
        DialogAction(title: .verbatim("Date"), key: .date),
        DialogAction(title: .verbatim("Name"), key: .name).checked(),
        DialogAction(title: .verbatim("Size"), key: .size),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      anchor: .center)
    #expect(Self.built == chained)
    #expect(Self.built == initialized)
    #expect(
      Self.built.snapshot == """
        actionSheet "Sort by"
          action 0 default verbatim("Date") key date
          action 1 default verbatim("Name") key name checked
          action 2 default verbatim("Size") key size
          action 3 cancel "Cancel" key cancel
          anchor center
        """)
  }

  @Test("the mark takes part in equality and can be taken off again")
  func equality() {
    let plain = DialogAction(title: "Date", key: Sort.date)
    #expect(plain != plain.checked())
    #expect(plain.checked().checked(false) == plain)
    #expect(plain.checked().isChecked)
  }

  @Test(
    "UIKit, SwiftUI and AppKit report each checked action; the terminal shows it",
    arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let problems = Self.built.problems(for: platform)
    if platform == .terminal {
      #expect(problems.isEmpty)
      return
    }
    let checked =
      #"action "Name" key name is checked, which SwiftUI and AppKit do not show, "#
      + "and UIKit shows only when the app allows its undocumented keys"
    // The current choice is the default action, which NSAlert's first button holds.
    let moved =
      #"action "Name" key name is shown first on AppKit, ahead of "Date" key date, "#
      + "because NSAlert's first button takes Return; give it Return as its key equivalent "
      + "to keep the dialog's order"
    #expect(problems.map(\.message) == (platform == .appKit ? [moved, checked] : [checked]))
  }
}
