import FluentAlert
internal import Foundation

/// Compares `dialog.snapshot` with the reference file
/// `__Snapshots__/<TestFile>/<name>.txt` beside the calling test file.
///
/// Works in XCTest and Swift Testing alike. When the file is missing, or the
/// environment variable `FLUENTALERT_RECORD` is `1` (or `record` is `true`),
/// the current text is written to it and the test fails with a message that
/// says so, so a recording run never passes by accident. On a mismatch the
/// failure shows a line diff (`- ` reference, `+ ` actual) at the caller's
/// line.
///
/// ```swift
/// import Testing
///
/// @Test func deleteConfirmation() {
///   let dialog = Dialog<String>(
///     style: .alert, title: "Delete?",
///     actions: [
///       DialogAction(title: "Delete", role: .destructive, key: "delete"),
///       DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
///     ])
///   assertSnapshot(of: dialog, named: "delete")
/// }
/// ```
///
/// - Parameters:
///   - dialog: The dialog whose `Dialog.snapshot` is compared.
///   - name: The reference's file name without `.txt`: letters, digits,
///     `-`, `_`, `.` and spaces, not starting with a dot.
///   - record: `true` to rewrite the reference; `nil` (the default) reads
///     `FLUENTALERT_RECORD`.
///   - snapshotDirectory: The folder holding the references; `nil` (the
///     default) is `__Snapshots__/<TestFile>` beside the test file.
///   - fileID: The caller's file (default).
///   - filePath: The caller's file path (default).
///   - line: The caller's line (default).
///   - column: The caller's column (default).
public func assertSnapshot<Key>(
  of dialog: Dialog<Key>,
  named name: String,
  record: Bool? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: dialog.snapshot, named: name, record: record, snapshotDirectory: snapshotDirectory,
    reporter: .automatic, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The dialog overload of `assertSnapshot`, reporting to `reporter`.
package func assertSnapshot<Key>(
  of dialog: Dialog<Key>,
  named name: String,
  record: Bool? = nil,
  snapshotDirectory: String? = nil,
  reporter: FailureReporter,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: dialog.snapshot, named: name, record: record, snapshotDirectory: snapshotDirectory,
    reporter: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares any text (a terminal rendering, a mapping plan's description)
/// with the reference file `__Snapshots__/<TestFile>/<name>.txt` beside the
/// calling test file, with the same rules as the overload that takes a
/// `Dialog`.
///
/// - Parameters:
///   - text: The text compared.
///   - name: The reference's file name without `.txt`.
///   - record: `true` to rewrite the reference; `nil` reads
///     `FLUENTALERT_RECORD`.
///   - snapshotDirectory: The folder holding the references, or `nil` for
///     the default.
///   - fileID: The caller's file (default).
///   - filePath: The caller's file path (default).
///   - line: The caller's line (default).
///   - column: The caller's column (default).
public func assertSnapshot(
  of text: String,
  named name: String,
  record: Bool? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: text, named: name, record: record, snapshotDirectory: snapshotDirectory,
    reporter: .automatic, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The text overload of `assertSnapshot`, reporting to `reporter`.
package func assertSnapshot(
  of text: String,
  named name: String,
  record: Bool? = nil,
  snapshotDirectory: String? = nil,
  reporter: FailureReporter,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let outcome = SnapshotStore(
    testFilePath: "\(filePath)", directory: snapshotDirectory
  ).verify(
    text, named: name,
    record: record ?? SnapshotStore.isRecording(ProcessInfo.processInfo.environment))
  if let message = outcome.failureMessage {
    reporter.fail(message, at: location)
  }
}
