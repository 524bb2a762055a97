import FluentAlert
import Foundation
import Testing

@testable import FluentAlertTesting

@Suite("assertSnapshot")
struct AssertSnapshotTests {
  let failures = FailureLog()

  @Test("a matching reference beside the test file passes without a failure")
  func matchingReference() {
    assertSnapshot(
      of: TestDialogs.rename(), named: "rename", record: false, reporter: failures.reporter)
    #expect(failures.messages.isEmpty)
  }

  @Test("the reference lives in __Snapshots__/<TestFile>/<name>.txt beside the test file")
  func referencePath() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/AssertSnapshotTests")
    let text = try String(
      contentsOf: folder.appendingPathComponent("rename.txt"), encoding: .utf8)
    #expect(text == TestDialogs.rename().snapshot + "\n")
  }

  @Test("a missing reference is written, and the test still fails saying it recorded")
  func missingIsRecorded() throws {
    let folder = try TestDialogs.temporaryFolder()
    assertSnapshot(
      of: TestDialogs.rename(), named: "new one", snapshotDirectory: folder,
      reporter: failures.reporter)
    let path = folder + "/new one.txt"
    #expect(
      failures.messages == [
        "recorded snapshot to \(path) (no reference existed); check it in and run the test "
          + "again to compare. Add exclude: [\"__Snapshots__\"] to the test target in "
          + "Package.swift, or SwiftPM warns that it does not know the file"
      ])
    // The first run never set record mode, so the message does not tell the user to unset it.
    #expect(failures.messages.allSatisfy { !$0.contains("FLUENTALERT_RECORD") })
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == TestDialogs.rename().snapshot + "\n")

    assertSnapshot(
      of: TestDialogs.rename(), named: "new one", record: false, snapshotDirectory: folder,
      reporter: failures.reporter)
    #expect(failures.messages.count == 1)
  }

  @Test("record mode rewrites an existing reference and reports it")
  func recordMode() throws {
    let folder = try TestDialogs.temporaryFolder()
    try "old\n".write(toFile: folder + "/r.txt", atomically: true, encoding: .utf8)
    assertSnapshot(
      of: "new text", named: "r", record: true, snapshotDirectory: folder,
      reporter: failures.reporter)
    #expect(try String(contentsOfFile: folder + "/r.txt", encoding: .utf8) == "new text\n")
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("(record mode is on)") == true)
  }

  @Test("FLUENTALERT_RECORD=1 turns record mode on; anything else leaves it off")
  func environment() {
    #expect(SnapshotStore.isRecording(["FLUENTALERT_RECORD": "1"]))
    #expect(SnapshotStore.isRecording(["FLUENTALERT_RECORD": "true"]))
    #expect(!SnapshotStore.isRecording(["FLUENTALERT_RECORD": "0"]))
    #expect(!SnapshotStore.isRecording([:]))
  }

  @Test("a mismatch reports a line diff and the reference path at the caller's line")
  func mismatchDiff() throws {
    let folder = try TestDialogs.temporaryFolder()
    let reference = """
      alert "Rename"
        message "Pick a name"
        action 0 default "Save" key save
        action 1 cancel "Cancel" key cancel
      """
    try (reference + "\n").write(toFile: folder + "/m.txt", atomically: true, encoding: .utf8)
    let actual = """
      alert "Rename"
        message "Pick a new name"
        action 0 default "Save" key save
        action 1 cancel "Cancel" key cancel
        auto-dismiss after 10s
      """
    let line = #line + 1
    assertSnapshot(
      of: actual, named: "m", snapshotDirectory: folder, reporter: failures.reporter)
    #expect(
      failures.messages == [
        """
        snapshot does not match \(folder)/m.txt (- reference, + actual):
          alert "Rename"
        -   message "Pick a name"
        +   message "Pick a new name"
            action 0 default "Save" key save
            action 1 cancel "Cancel" key cancel
        +   auto-dismiss after 10s
        re-run with FLUENTALERT_RECORD=1 to accept the new text
        """
      ])
    #expect(failures.lines == [line])
    #expect(try String(contentsOfFile: folder + "/m.txt", encoding: .utf8) == reference + "\n")
  }

  @Test("a name that is not a safe file name is refused with a clear message")
  func invalidName() throws {
    let folder = try TestDialogs.temporaryFolder()
    for name in ["", "../escape", ".hidden", "a/b"] {
      assertSnapshot(of: "x", named: name, snapshotDirectory: folder, reporter: failures.reporter)
    }
    #expect(failures.messages.count == 4)
    #expect(failures.messages.allSatisfy { $0.hasPrefix("invalid snapshot name") })
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("the default reporter records a Swift Testing issue with the diff at the caller's line")
  func automaticReporter() throws {
    let folder = try TestDialogs.temporaryFolder()
    try "one\n".write(toFile: folder + "/a.txt", atomically: true, encoding: .utf8)
    let line = #line + 2
    withKnownIssue {
      assertSnapshot(of: "two", named: "a", snapshotDirectory: folder)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("- one\n+ two") }
    }
  }

  @Test("long unchanged runs are folded, changes keep two lines of context")
  func diffFolding() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 7", with: "line seven")
    #expect(
      LineDiff.render(from: old, to: new)
        == """
          … 4 unchanged lines
          line 5
          line 6
        - line 7
        + line seven
          line 8
          line 9
          … 3 unchanged lines
        """)
  }

  @Test("a diff of texts with different line counts keeps every line once")
  func diffShapes() {
    #expect(LineDiff.render(from: "", to: "a") == "- \n+ a")
    #expect(LineDiff.render(from: "a\nb", to: "b\nc") == "- a\n  b\n+ c")
    #expect(LineDiff.render(from: "same", to: "same") == "  same")
  }
}
