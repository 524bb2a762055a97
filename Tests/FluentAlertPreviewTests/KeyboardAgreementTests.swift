import FluentAlert
import FluentAlertAppKit
import FluentAlertPreview
import FluentAlertText
import Testing

@testable import FluentAlertTerminal
@testable import FluentAlertTesting

/// One table of which keys press which action, shape by shape.
///
/// For each dialog shape: which action Return, Escape and each action's own
/// key press, and the order the buttons come in, read from the AppKit plan, the terminal (full-screen and line mode), `DialogTester` and
/// the macOS picture. Every cell agrees with the shape's expectation, or the
/// shape has a problem for that platform.
@MainActor
@Suite("one keyboard: AppKit, the terminal, DialogTester and the macOS picture agree")
struct KeyboardAgreementTests {
  /// A dialog (each action's key is its title) and what its keys do.
  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let dialog: Dialog<String>
    /// The action Return performs, or `nil` for none.
    let returnPerforms: String?
    /// The action Escape performs, or `nil` for none.
    let escapePerforms: String?
    /// Each character typed (modifier keys aside) and the action it presses.
    var typed: [String: String] = [:]
    /// The buttons in `NSAlert`'s order, the first rightmost (or on top).
    let appKitOrder: [String]
    var testDescription: String { name }
  }

  nonisolated static let shapes: [Shape] = [
    Shape(
      name: "Save, Don't Save (⌘D), Cancel",
      dialog: Dialog<String>(.alert, title: "Save changes to “Notes”?") {
        Action("Save", key: "Save").preferred()
        Destructive("Don't Save", key: "Don't Save").keyEquivalent(.character("d"))
        Cancel("Cancel", key: "Cancel")
      },
      returnPerforms: "Save", escapePerforms: "Cancel", typed: ["d": "Don't Save"],
      appKitOrder: ["Save", "Cancel", "Don't Save"]),
    Shape(
      name: "a default action with ⌘S of its own",
      dialog: Dialog<String>(.alert, title: "Save the theme?") {
        Action("Save", key: "Save").keyEquivalent(.character("s"))
        Cancel("Cancel", key: "Cancel")
      },
      returnPerforms: "Save", escapePerforms: "Cancel", typed: ["s": "Save"],
      appKitOrder: ["Save", "Cancel"]),
    Shape(
      name: "a lone OK given Escape: both keys",
      dialog: Dialog<String>(.alert, title: "Settings were reset") {
        Action("OK", key: "OK").keyEquivalent(.escape)
      },
      returnPerforms: "OK", escapePerforms: "OK", appKitOrder: ["OK"]),
    Shape(
      name: "a lone cancel action: both keys",
      dialog: Dialog<String>(.alert, title: "Nothing to undo") { Cancel("Close", key: "Close") },
      returnPerforms: "Close", escapePerforms: "Close", appKitOrder: ["Close"]),
    Shape(
      name: "a kept-open button first, OK given Return second",
      dialog: Dialog<String>(.alert, title: "The theme has errors") {
        Action("Open Theme Folder", key: "Open Theme Folder").keepsDialogOpen()
        Action("OK", key: "OK").keyEquivalent(.return)
      },
      returnPerforms: "OK", escapePerforms: nil,
      appKitOrder: ["Open Theme Folder", "OK"]),
    Shape(
      name: "Discard, then Cancel given Return",
      dialog: Dialog<String>(.alert, title: "Discard the draft?") {
        Destructive("Discard", key: "Discard")
        Cancel("Cancel", key: "Cancel").keyEquivalent(.return)
      },
      returnPerforms: "Cancel", escapePerforms: "Cancel", appKitOrder: ["Discard", "Cancel"]),
    Shape(
      name: "Delete and Cancel: Cancel has both keys",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel"),
      returnPerforms: "Cancel", escapePerforms: "Cancel", appKitOrder: ["Cancel", "Delete"]),
    Shape(
      name: "Delete marked preferred",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel")
        .preferred("Delete"),
      returnPerforms: "Delete", escapePerforms: "Cancel", appKitOrder: ["Delete", "Cancel"]),
    Shape(
      name: "progress without actions",
      dialog: Dialog<String>.alert("Exporting…").progress(.fraction(0.4)),
      returnPerforms: nil, escapePerforms: nil, appKitOrder: []),
    Shape(
      name: "closed only by the auto-dismiss",
      dialog: Dialog<String>.alert("Copied").dismiss(after: .seconds(2)),
      returnPerforms: nil, escapePerforms: nil, appKitOrder: []),
    Shape(
      name: "two plain actions: the first",
      dialog: Dialog<String>.alert("Open the link?")
        .addAction("Open", key: "Open").addAction("Copy", key: "Copy"),
      returnPerforms: "Open", escapePerforms: nil, appKitOrder: ["Open", "Copy"]),
    Shape(
      name: "Return given to the second of two",
      dialog: Dialog<String>.alert("Retry?")
        .addAction("Retry", key: "Retry").addAction("Details", key: "Details")
        .actionStyle { $0.keyEquivalent(.return) },
      returnPerforms: "Details", escapePerforms: nil, appKitOrder: ["Retry", "Details"]),
    Shape(
      name: "Don't Save, Save, Cancel written as on iOS",
      dialog: Dialog<String>.alert("Close the document?")
        .addDestructive("Don't Save", key: "Don't Save").addAction("Save", key: "Save")
        .addCancel("Cancel", key: "Cancel"),
      returnPerforms: "Save", escapePerforms: "Cancel",
      appKitOrder: ["Save", "Cancel", "Don't Save"]),
    Shape(
      name: "only a destructive action",
      dialog: Dialog<String>.alert("Erase the disk?").addDestructive("Erase", key: "Erase"),
      returnPerforms: nil, escapePerforms: nil, appKitOrder: ["Erase"]),
    Shape(
      name: "Return taken away from Move to Trash and Cancel",
      dialog: Dialog<String>.alert("Move “Report.pdf” to the Trash?")
        .addDestructive("Move to Trash", key: "Move to Trash").addCancel("Cancel", key: "Cancel")
        .withoutDefaultAction(),
      returnPerforms: nil, escapePerforms: "Cancel", appKitOrder: ["Cancel", "Move to Trash"]),
    Shape(
      name: "Return taken away from a preferred action",
      dialog: Dialog<String>.alert("Replace the file?")
        .addAction("Replace", key: "Replace").addAction("Keep Both", key: "Keep Both")
        .addCancel("Cancel", key: "Cancel").preferred("Replace").withoutDefaultAction(),
      returnPerforms: nil, escapePerforms: "Cancel",
      appKitOrder: ["Cancel", "Replace", "Keep Both"]),
    Shape(
      name: "a sheet of choices opens on the checked one",
      dialog: Dialog<String>(.actionSheet, title: "Sort By") {
        Action("Name", key: "Name")
        Action("Date", key: "Date")
        Action("Size", key: "Size").checked()
        Cancel("Cancel", key: "Cancel")
      },
      returnPerforms: "Size", escapePerforms: "Cancel",
      appKitOrder: ["Size", "Cancel", "Name", "Date"]),
    Shape(
      name: "Cancel written first",
      dialog: Dialog<String>.alert("Save changes?")
        .addCancel("Cancel", key: "Cancel").addAction("Save", key: "Save"),
      returnPerforms: "Save", escapePerforms: "Cancel", appKitOrder: ["Save", "Cancel"]),
    Shape(
      name: "Escape given to a destructive action",
      dialog: Dialog<String>(.alert, title: "Leave the call?") {
        Action("Stay", key: "Stay")
        Destructive("Leave", key: "Leave").keyEquivalent(.escape)
      },
      returnPerforms: "Stay", escapePerforms: "Leave", appKitOrder: ["Stay", "Leave"]),
    Shape(
      name: "the preferred action written third",
      dialog: Dialog<String>(.alert, title: "Import the photos?") {
        Action("Review", key: "Review")
        Action("Later", key: "Later").keyEquivalent(.character("l"))
        Action("Import All", key: "Import All").preferred()
        Cancel("Cancel", key: "Cancel")
      },
      returnPerforms: "Import All", escapePerforms: "Cancel", typed: ["l": "Later"],
      appKitOrder: ["Import All", "Cancel", "Review", "Later"]),
    Shape(
      name: "Undo, then OK given Return, with Cancel: a Mac app's order",
      dialog: Dialog<String>(.alert, title: "Conversation archived") {
        Action("Undo", key: "Undo")
        Action("OK", key: "OK").preferred().keyEquivalent(.return)
        Cancel("Close", key: "Close")
      },
      returnPerforms: "OK", escapePerforms: "Close", appKitOrder: ["Undo", "Close", "OK"]),
  ]

  /// The titles of `order`'s actions without the cancel action and the one
  /// Escape performs, whose places each platform chooses for itself, and
  /// (with `destructive: false`) without destructive actions, which a Mac
  /// puts left of the default button.
  private static func movable(
    _ titles: [String], _ dialog: Dialog<String>, destructive: Bool = true
  ) -> [String] {
    let placed = Set(
      dialog.actions.filter { $0.role == .cancel || (!destructive && $0.role == .destructive) }
        .map(\.key)
    ).union(dialog.keyboard.escapeIndex.map { [dialog.actions[$0].key] } ?? [])
    return titles.filter { !placed.contains($0) }
  }

  @Test(
    "the AppKit plan binds every key to the same action, in the order it keeps or reports",
    arguments: shapes)
  func appKit(_ shape: Shape) throws {
    let dialog = shape.dialog
    let plan = try AppKitDialogPlan(dialog)
    func performs(_ matches: (DialogKeyEquivalent) -> Bool) -> String? {
      let positions = plan.actions.indices.filter { position in
        let keys = plan.keys(at: position)
        return (keys.own.map(matches) ?? false) || keys.monitored.contains(where: matches)
      }
      #expect(positions.count <= 1, "one button per key")
      return positions.first.map { plan.actions[$0].title }
    }
    #expect(performs { $0 == .return } == shape.returnPerforms, "Return")
    #expect(performs { $0 == .escape } == shape.escapePerforms, "Escape")
    for (typed, title) in shape.typed {
      let given = try #require(dialog.actions.first { $0.key == title }?.keyEquivalent)
      #expect(performs { $0 == given } == title, "\(typed)")
    }
    // No button holds a key the table does not name.
    let named =
      shape.typed.count + (shape.returnPerforms == nil ? 0 : 1)
      + (shape.escapePerforms == nil ? 0 : 1)
    let bound = plan.actions.indices.reduce(0) { total, position in
      let keys = plan.keys(at: position)
      return total + (keys.own == nil ? 0 : 1) + keys.monitored.count
    }
    #expect(bound == named)
    let order = plan.actions.map(\.title)
    #expect(order == shape.appKitOrder)
    let declared = dialog.actions.map(\.key)
    let moved =
      Self.movable(order, dialog, destructive: false)
      != Self.movable(declared, dialog, destructive: false)
    let reported = dialog.problems(for: .appKit).contains { $0.kind == .actionOrderChanged }
    #expect(moved == reported, "a reorder is reported")
    // NSAlert adds its own OK to a dialog without buttons, which closes it with no key.
    #expect(plan.addsOKButton == dialog.actions.isEmpty)
    if dialog.actions.isEmpty {
      #expect(dialog.problems(for: .appKit).isEmpty == (dialog.autoDismiss == nil))
    }
  }

  @Test("the full-screen terminal: Enter, Escape and typed keys", arguments: shapes)
  func fullScreen(_ shape: Shape) {
    let dialog = shape.dialog
    let cancel = dialog.actions.first { $0.role == .cancel }?.key
    func performs(_ key: TerminalKey) -> String? {
      var state = DialogScreenState(dialog: ScreenContent(dialog))
      switch state.handle(key) {
      case .choose(let index): return dialog.actions[index].key
      // Escape's dismissal reports the cancel action's key.
      case .dismiss where key == .escape: return cancel
      default: return nil
      }
    }
    #expect(performs(.enter) == shape.returnPerforms, "Enter")
    #expect(performs(.escape) == shape.escapePerforms, "Escape")
    for (typed, title) in shape.typed {
      #expect(performs(.character(typed.unicodeScalars.first!)) == title, "\(typed)")
    }
    // The list keeps the dialog's order, the cancel action last.
    let state = DialogScreenState(dialog: ScreenContent(dialog))
    let order = state.order.map { dialog.actions[$0].key }
    #expect(Self.movable(order, dialog) == Self.movable(dialog.actions.map(\.key), dialog))
    #expect(order.last == cancel || cancel == nil)
    #expect(!dialog.problems(for: .terminal).contains { $0.kind == .actionOrderChanged })
  }

  @Test("the line mode: an empty answer, typed keys and the order", arguments: shapes)
  func lineMode(_ shape: Shape) {
    let dialog = shape.dialog
    let content = ScreenContent(dialog)
    func answer(_ line: String) -> String? {
      var conversation = LineConversation(dialog: content)
      _ = conversation.start()
      if case .choose(let index) = conversation.receive(line).next {
        return dialog.actions[index].key
      }
      return nil
    }
    // Enter answers the default action; a line has no Escape (end of input dismisses).
    #expect(answer("") == shape.returnPerforms, "Enter")
    for (typed, title) in shape.typed { #expect(answer(typed) == title, "\(typed)") }
    let conversation = LineConversation(dialog: content)
    let full = DialogScreenState(dialog: content)
    #expect(conversation.order == full.order)
    // The question shows the number Enter answers.
    if case .ask(let prompt, _) = conversation.start().next {
      let number = shape.returnPerforms.flatMap { title in
        conversation.order.firstIndex { dialog.actions[$0].key == title }
      }
      #expect(prompt.contains("[\((number ?? -2) + 1)]") == (number != nil), "\(prompt)")
    }
  }

  @Test("DialogTester presses what the platforms press", arguments: shapes)
  func tester(_ shape: Shape) throws {
    let dialog = shape.dialog
    func performs(_ key: DialogKeyEquivalent.Key) throws -> String? {
      let failures = MemoLock<[String]>([])
      let tester = try DialogTester(
        dialog, reporter: FailureReporter { message, _ in failures.withLock { $0.append(message) } }
      )
      tester.press(key)
      return tester.handledKeys.first
    }
    #expect(try performs(.return) == shape.returnPerforms, "Return")
    #expect(try performs(.escape) == shape.escapePerforms, "Escape")
    for (typed, title) in shape.typed {
      #expect(try performs(.character(typed.first!)) == title, "\(typed)")
    }
  }

  @Test("the macOS picture draws the Return button and the order AppKit shows", arguments: shapes)
  func macOSPicture(_ shape: Shape) throws {
    let dialog = shape.dialog
    let picture = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    // NSAlert's own OK stands in for a dialog without buttons, and takes Return.
    let titles = dialog.actions.isEmpty ? ["OK"] : dialog.actions.map(\.key)
    let buttons = picture.texts.filter { titles.contains($0.text) }
    let filled = buttons.filter { $0.attributes["fill"] == "#FFFFFF" }.map(\.text)
    let drawnDefault = dialog.actions.isEmpty ? "OK" : shape.returnPerforms
    #expect(filled == (drawnDefault.map { [$0] } ?? []), "the Return button")
    // Top to bottom, and right to left on a row: NSAlert's order.
    let drawn = buttons.sorted { a, b in
      let (ay, by) = (a.number("y") ?? 0, b.number("y") ?? 0)
      return ay != by ? ay < by : (a.number("x") ?? 0) > (b.number("x") ?? 0)
    }.map(\.text)
    #expect(drawn == (dialog.actions.isEmpty ? ["OK"] : shape.appKitOrder))
  }
}
