import FluentAlert
import FluentAlertPreview
import Foundation
import Testing

@testable import FluentAlertTesting

@Suite("assertSnapshot as a picture")
struct AssertPictureSnapshotTests {
  let failures = FailureLog()

  @Test("a picture is recorded to <name>.svg and then matches")
  func recordsAndMatches() throws {
    let folder = try TestDialogs.temporaryFolder()
    let dialog = TestDialogs.rename()
    assertSnapshot(
      of: dialog, as: .svg(.iOSAlert, .dark), named: "rename", snapshotDirectory: folder,
      reporter: failures.reporter)
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("recorded snapshot to \(folder)/rename.svg") == true)
    let recorded = try String(contentsOfFile: folder + "/rename.svg", encoding: .utf8)
    #expect(recorded == dialog.svgPreview(.iOSAlert, appearance: .dark))

    assertSnapshot(
      of: dialog, as: .svg(.iOSAlert, .dark), named: "rename", record: false,
      snapshotDirectory: folder, reporter: failures.reporter)
    #expect(failures.messages.count == 1)
  }

  @Test("a changed picture fails with the SVG's line diff and where old and new files are")
  func mismatch() throws {
    let folder = try TestDialogs.temporaryFolder()
    let before = TestDialogs.rename()
    let reference = before.svgPreview(.iOSAlert)
    try reference.write(toFile: folder + "/pic.svg", atomically: true, encoding: .utf8)
    let after = Dialog(
      style: .alert, title: "Rename", message: "Pick another name", actions: before.actions,
      textFields: before.textFields)
    assertSnapshot(
      of: after, as: .svg(.iOSAlert), named: "pic", snapshotDirectory: folder,
      reporter: failures.reporter)
    let message = try #require(failures.messages.first)
    #expect(message.hasPrefix("snapshot does not match \(folder)/pic.svg (- reference, + actual):"))
    #expect(message.contains("+   <text") && message.contains("Pick another name"))
    let actualPath = try #require(
      message.split(separator: "\n").first { $0.hasPrefix("the actual file is ") }?
        .dropFirst("the actual file is ".count))
    #expect(
      actualPath.hasSuffix(
        "fluentalert-snapshots/\(URL(fileURLWithPath: folder).lastPathComponent)/pic.svg"))
    let actual = try String(contentsOfFile: String(actualPath), encoding: .utf8)
    #expect(actual == after.svgPreview(.iOSAlert))
    #expect(try String(contentsOfFile: folder + "/pic.svg", encoding: .utf8) == reference)
    #expect(message.hasSuffix("re-run with FLUENTALERT_RECORD=1 to accept the new text"))
  }

  @Test("the text format compares the same <name>.txt as the overload without a format")
  func textFormat() throws {
    let folder = try TestDialogs.temporaryFolder()
    let dialog = TestDialogs.rename()
    try (dialog.snapshot + "\n").write(toFile: folder + "/t.txt", atomically: true, encoding: .utf8)
    assertSnapshot(
      of: dialog, as: .text, named: "t", snapshotDirectory: folder, reporter: failures.reporter)
    #expect(failures.messages.isEmpty)
  }
}
