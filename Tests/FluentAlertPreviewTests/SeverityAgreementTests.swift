import FluentAlert
import FluentAlertAppKit
import FluentAlertPreview
import Testing

@testable import FluentAlertTerminal

/// The AppKit plan, the macOS picture and the terminal show the same
/// severity for one dialog (which keys press which action is
/// `KeyboardAgreementTests`).
@MainActor
@Suite("one severity everywhere")
struct SeverityAgreementTests {
  /// A dialog and the severity every look shows (`nil`: the plain alert).
  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let dialog: Dialog<String>
    let severity: AlertSeverity?
    var testDescription: String { name }
  }

  nonisolated static let shapes: [Shape] = [
    Shape(
      name: "destructive first, then cancel",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel"),
      severity: nil),
    Shape(
      name: "a destructive action made critical",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel")
        .severity(.critical),
      severity: .critical),
    Shape(
      name: "a destructive action marked preferred",
      dialog: Dialog<String>.alert("Delete “Notes”?")
        .addDestructive("Delete", key: "Delete").addCancel("Cancel", key: "Cancel")
        .preferred("Delete"),
      severity: nil),
    Shape(
      name: "a plain action and cancel",
      dialog: Dialog<String>.alert("Save changes?")
        .addAction("Save", key: "Save").addCancel("Cancel", key: "Cancel"),
      severity: nil),
    Shape(
      name: "destructive, plain, cancel",
      dialog: Dialog<String>.alert("Close the document?")
        .addDestructive("Don’t Save", key: "Don’t Save").addAction("Save", key: "Save")
        .addCancel("Cancel", key: "Cancel"),
      severity: nil),
    Shape(
      name: "only a destructive action",
      dialog: Dialog<String>.alert("Erase the disk?").addDestructive("Erase", key: "Erase"),
      severity: nil),
    Shape(
      name: "only a cancel action",
      dialog: Dialog<String>.alert("Nothing to undo").addCancel("Close", key: "Close"),
      severity: nil),
    Shape(
      name: "Return given to the second action",
      dialog: Dialog<String>.alert("Retry?")
        .addAction("Retry", key: "Retry").addAction("Details", key: "Details")
        .actionStyle { $0.keyEquivalent(.return) },
      severity: nil),
    Shape(
      name: "a given severity on a destructive dialog",
      dialog: Dialog<String>.alert("Remove the download?")
        .addDestructive("Remove", key: "Remove").addCancel("Keep", key: "Keep")
        .severity(.informational),
      severity: .informational),
    Shape(
      name: "two plain actions: the first",
      dialog: Dialog<String>.alert("Open the link?")
        .addAction("Open", key: "Open").addAction("Copy", key: "Copy"),
      severity: nil),
    Shape(
      name: "a warning given on a plain dialog",
      dialog: Dialog<String>.alert("Disk almost full")
        .addDestructive("Empty Trash", key: "Empty Trash").addAction("Later", key: "Later")
        .severity(.warning),
      severity: .warning),
    Shape(
      name: "Return taken away from a destructive action and cancel",
      dialog: Dialog<String>.alert("Move “Report.pdf” to the Trash?")
        .addDestructive("Move to Trash", key: "Move to Trash").addCancel("Cancel", key: "Cancel")
        .withoutDefaultAction().severity(.critical),
      severity: .critical),
    Shape(
      name: "Return taken away from a preferred action",
      dialog: Dialog<String>.alert("Replace the file?")
        .addAction("Replace", key: "Replace").addAction("Keep Both", key: "Keep Both")
        .addCancel("Cancel", key: "Cancel").preferred("Replace").withoutDefaultAction(),
      severity: nil),
  ]

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
