import FluentAlert
import FluentAlertAppKit
import FluentAlertPreview
import Synchronization
import Testing

@testable import FluentAlertTerminal
@testable import FluentAlertTesting

/// The AppKit plan, the macOS picture, the terminal and `DialogTester` pick
/// the same default action and show the same severity for one dialog.
@MainActor
@Suite("one default action and one severity everywhere")
struct DefaultActionAgreementTests {
  /// A dialog, the title of the action Return performs (`nil`: none), and
  /// the severity every look shows (`nil`: the plain alert).
  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let dialog: Dialog<String>
    let returnPerforms: String?
    let severity: AlertSeverity?
    var testDescription: String { name }
  }

  nonisolated static let shapes: [Shape] = [
    Shape(
      name: "destructive first, then cancel",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel"),
      returnPerforms: "Cancel", severity: .critical),
    Shape(
      name: "a destructive action marked preferred",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel")
        .preferred("Delete"),
      returnPerforms: "Delete", severity: .critical),
    Shape(
      name: "a plain action and cancel",
      dialog: Dialog<String>.alert("Save changes?")
        .addAction("Save", key: "Save").addCancel("Cancel", key: "Cancel"),
      returnPerforms: "Save", severity: nil),
    Shape(
      name: "destructive, plain, cancel",
      dialog: Dialog<String>.alert("Close the document?")
        .addDestructive("Don’t Save", key: "Don’t Save").addAction("Save", key: "Save")
        .addCancel("Cancel", key: "Cancel"),
      returnPerforms: "Save", severity: .critical),
    Shape(
      name: "only a destructive action",
      dialog: Dialog<String>.alert("Erase the disk?").addDestructive("Erase", key: "Erase"),
      returnPerforms: nil, severity: .critical),
    Shape(
      name: "only a cancel action",
      dialog: Dialog<String>.alert("Nothing to undo").addCancel("Close", key: "Close"),
      returnPerforms: "Close", severity: nil),
    Shape(
      name: "Return given to the second action",
      dialog: Dialog<String>.alert("Retry?")
        .addAction("Retry", key: "Retry").addAction("Details", key: "Details")
        .actionStyle { $0.keyEquivalent(.return) },
      returnPerforms: "Details", severity: nil),
    Shape(
      name: "a given severity wins over the destructive action",
      dialog: Dialog<String>.alert("Remove the download?")
        .addDestructive("Remove", key: "Remove").addCancel("Keep", key: "Keep")
        .severity(.informational),
      returnPerforms: "Keep", severity: .informational),
    Shape(
      name: "two plain actions: the first",
      dialog: Dialog<String>.alert("Open the link?")
        .addAction("Open", key: "Open").addAction("Copy", key: "Copy"),
      returnPerforms: "Open", severity: nil),
    Shape(
      name: "a warning given on a plain dialog",
      dialog: Dialog<String>.alert("Disk almost full")
        .addDestructive("Empty Trash", key: "Empty Trash").addAction("Later", key: "Later")
        .severity(.warning),
      returnPerforms: "Later", severity: .warning),
    Shape(
      name: "Return taken away from a destructive action and cancel",
      dialog: Dialog<String>.alert("Move “Report.pdf” to the Trash?")
        .addDestructive("Move to Trash", key: "Move to Trash").addCancel("Cancel", key: "Cancel")
        .withoutDefaultAction(),
      returnPerforms: nil, severity: .critical),
    Shape(
      name: "Return taken away from a preferred action",
      dialog: Dialog<String>.alert("Replace the file?")
        .addAction("Replace", key: "Replace").addAction("Keep Both", key: "Keep Both")
        .addCancel("Cancel", key: "Cancel").preferred("Replace").withoutDefaultAction(),
      returnPerforms: nil, severity: nil),
  ]

  @Test(
    "Return performs the same action in AppKit, the macOS picture, the terminal and tests",
    arguments: shapes)
  func defaultAction(_ shape: Shape) throws {
    let dialog = shape.dialog
    // AppKit: the leading button takes Return, or keeps Escape when it is
    // the cancel button; a leading button with neither is nobody's default.
    let plan = try AppKitDialogPlan(dialog)
    let lead = try #require(plan.actions.first)
    let appKit: String? =
      plan.keyEquivalent(at: 0).characters == "\r"
        || (lead.action.role == .cancel && dialog.hasDefaultAction) ? lead.title : nil
    #expect(appKit == shape.returnPerforms, "AppKit")
    if !dialog.hasDefaultAction {
      #expect(plan.actions.indices.allSatisfy { plan.keyEquivalent(at: $0).characters != "\r" })
    }
    // The macOS picture fills the Return button (white title); a cancel
    // button that keeps Escape is not filled.
    let picture = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    let titles = Set(dialog.actions.map(\.key))
    let filled = picture.texts.filter {
      titles.contains($0.text) && $0.attributes["fill"] == "#FFFFFF"
    }.map(\.text)
    let cancel = dialog.actions.first { $0.role == .cancel }?.key
    let drawn = shape.returnPerforms == cancel ? nil : shape.returnPerforms
    #expect(filled == (drawn.map { [$0] } ?? []), "macOS picture")
    // The terminal: Enter on the first frame.
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    let terminal: String? =
      if case .choose(let index) = state.handle(.enter) { dialog.actions[index].key } else { nil }
    #expect(terminal == shape.returnPerforms, "terminal")
    // DialogTester: press(.return).
    let failures = Mutex<[String]>([])
    let tester = try DialogTester(
      dialog, reporter: FailureReporter { message, _ in failures.withLock { $0.append(message) } })
    tester.press(.return)
    #expect(tester.handledKeys == (shape.returnPerforms.map { [$0] } ?? []), "DialogTester")
    // Return does nothing without failing where it was taken away; elsewhere, pressing a key no
    // action answers to fails the test.
    #expect(
      failures.withLock(\.isEmpty) == (shape.returnPerforms != nil || !dialog.hasDefaultAction))
  }

  @Test("the severity is the same in AppKit, the macOS picture and the terminal", arguments: shapes)
  func severity(_ shape: Shape) throws {
    let dialog = shape.dialog
    let plan = try AppKitDialogPlan(dialog)
    let expectedStyle: AppKitDialogPlan.AlertStyle =
      switch shape.severity {
      case .informational?: .informational
      case .critical?: .critical
      case .warning?, nil: .warning
      }
    #expect(plan.alertStyle == expectedStyle, "AppKit")
    // The macOS picture draws the caution badge for a critical alert only.
    let picture = try ParsedSVG(dialog.svgPreview(.macOSAlert))
    #expect(
      picture.elements.contains { $0.name == "polygon" } == (shape.severity == .critical),
      "macOS picture")
    // The terminal's badge, in the full-screen and the line modes.
    let badge: String? =
      switch shape.severity {
      case .informational?: "(i)"
      case .warning?: "(!)"
      case .critical?: "(!!)"
      case nil: nil
      }
    let content = ScreenContent(dialog)
    #expect(content.severityBadge == badge, "terminal")
    let opening = LineConversation(dialog: content).start().output
    #expect(opening.hasPrefix(badge.map { $0 + " " } ?? dialog.title!.fallback), "line mode")
  }
}
