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

/// Compares `dialog` in `format` with the reference file
/// `__Snapshots__/<TestFile>/<name>.<txt|svg>` beside the calling test file.
///
/// The same rules as the overload without a format hold: a missing
/// reference, or record mode (`FLUENTALERT_RECORD=1` or `record: true`),
/// writes the file and fails saying so; a mismatch fails with the line diff
/// at the caller's line. For a picture, the failure also says where the
/// actual SVG was written, so the old and new pictures can be opened side
/// by side.
///
/// ```swift
/// import FluentAlertPreview
/// import Testing
///
/// @Test func deleteConfirmation() {
///   let dialog = Dialog<String>(
///     style: .alert, title: "Delete?",
///     actions: [
///       DialogAction(title: "Delete", role: .destructive, key: "delete"),
///       DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
///     ])
///   assertSnapshot(of: dialog, as: .svg(.iOSAlert, .dark), named: "delete-dark")
/// }
/// ```
///
/// - Parameters:
///   - dialog: The dialog compared.
///   - format: ``SnapshotFormat/text`` or a picture,
///     ``SnapshotFormat/svg(_:_:textSize:)``.
///   - name: The reference's file name without its extension: letters,
///     digits, `-`, `_`, `.` and spaces, not starting with a dot.
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
  as format: SnapshotFormat,
  named name: String,
  record: Bool? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: dialog, as: format, named: name, record: record, snapshotDirectory: snapshotDirectory,
    reporter: .automatic, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The dialog-and-format overload of `assertSnapshot`, reporting to `reporter`.
package func assertSnapshot<Key>(
  of dialog: Dialog<Key>,
  as format: SnapshotFormat,
  named name: String,
  record: Bool? = nil,
  snapshotDirectory: String? = nil,
  reporter: FailureReporter,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  compare(
    format.reference(of: dialog), named: name, fileExtension: format.fileExtension,
    keepsActual: format != .text, record: record, snapshotDirectory: snapshotDirectory,
    reporter: reporter,
    at: FailureLocation(
      fileID: fileID, filePath: filePath, line: line, column: column))
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
  compare(
    text, named: name, fileExtension: "txt", keepsActual: false, record: record,
    snapshotDirectory: snapshotDirectory, reporter: reporter,
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Compares `text` with its reference and reports any failure at `location`.
private func compare(
  _ text: String, named name: String, fileExtension: String, keepsActual: Bool, record: Bool?,
  snapshotDirectory: String?, reporter: FailureReporter, at location: FailureLocation
) {
  let outcome = SnapshotStore(
    testFilePath: "\(location.filePath)", directory: snapshotDirectory
  ).verify(
    text, named: name, fileExtension: fileExtension,
    record: record ?? SnapshotStore.isRecording(ProcessInfo.processInfo.environment),
    keepsActual: keepsActual)
  if let message = outcome.failureMessage {
    reporter.fail(message, at: location)
  }
}
