internal import Foundation

/// Reads, compares and writes snapshot reference files.
struct SnapshotStore {
  /// What a comparison found.
  enum Outcome: Equatable {
    case matched
    case recorded(path: String, previous: String?)
    /// `actualPath` is where the actual text was written for a look, or
    /// `nil` when it could not be written.
    case mismatched(path: String, diff: String, actualPath: String?)
    case invalidName(String)
    case writeFailed(path: String, reason: String)

    /// The test failure to report, or `nil` for a match.
    var failureMessage: String? {
      switch self {
      case .matched:
        return nil
      case .recorded(let path, previous: nil):
        return "recorded snapshot to \(path) (no reference existed); check it in and run the "
          + "test again to compare. Add exclude: [\"__Snapshots__\"] to the test target in "
          + "Package.swift, or SwiftPM warns that it does not know the file"
      case .recorded(let path, previous: .some):
        return "recorded snapshot to \(path) (record mode is on); check it in and run the test "
          + "again without FLUENTALERT_RECORD=1 or record: true to compare"
      case .mismatched(let path, let diff, let actualPath):
        let actual = actualPath.map { "the actual file is \($0)\n" } ?? ""
        return "snapshot does not match \(path) (- reference, + actual):\n\(diff)\n"
          + actual + "re-run with FLUENTALERT_RECORD=1 to accept the new text"
      case .invalidName(let name):
        return "invalid snapshot name \(name.debugDescription): use letters, digits, "
          + "'-', '_', '.' and spaces, not starting with '.'"
      case .writeFailed(let path, let reason):
        return "could not write snapshot \(path): \(reason)"
      }
    }
  }

  /// The folder holding the references.
  let directory: String

  /// A store for the test file at `testFilePath`: `__Snapshots__/<File>`
  /// beside it, unless `directory` overrides it.
  init(testFilePath: String, directory: String?) {
    if let directory {
      self.directory = directory
    } else {
      let url = URL(fileURLWithPath: testFilePath)
      self.directory =
        url.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
    }
  }

  /// Whether the environment asks to rewrite references:
  /// `FLUENTALERT_RECORD=1` (also `true` or `yes`).
  static func isRecording(_ environment: [String: String]) -> Bool {
    ["1", "true", "yes"].contains(environment["FLUENTALERT_RECORD"]?.lowercased() ?? "")
  }

  /// Whether `name` is safe as a file name on every platform.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && name.count <= 200
      && name.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_. ".unicodeScalars.contains(scalar)
      }
  }

  /// Compares `text` with the reference `name`, writing it when missing or
  /// when `record` is set.
  ///
  /// On a mismatch the reference is left alone; when `keepsActual` is set
  /// the actual text is written under the temporary folder
  /// (`fluentalert-snapshots/<TestFile>/<name>.<fileExtension>`), so a
  /// picture can be opened beside the reference.
  ///
  /// - Parameters:
  ///   - text: The actual text.
  ///   - name: The reference's name, without its extension.
  ///   - fileExtension: `txt` for text, `svg` for a picture.
  ///   - record: Whether to rewrite the reference.
  ///   - keepsActual: Whether a mismatch writes the actual text to a file.
  /// - Returns: What the comparison found.
  func verify(
    _ text: String, named name: String, fileExtension: String = "txt", record: Bool,
    keepsActual: Bool = false
  ) -> Outcome {
    guard Self.isValidName(name) else { return .invalidName(name) }
    let file = name + "." + fileExtension
    let path = URL(fileURLWithPath: directory).appendingPathComponent(file).path
    let previous = try? String(contentsOfFile: path, encoding: .utf8)
    if !record, let previous {
      let reference = previous.hasSuffix("\n") ? String(previous.dropLast()) : previous
      if reference == text { return .matched }
      return .mismatched(
        path: path, diff: LineDiff.render(from: reference, to: text),
        actualPath: keepsActual ? writeActual(text, file: file) : nil)
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return .writeFailed(path: path, reason: "\(error)")
    }
    return .recorded(path: path, previous: previous)
  }

  /// Writes a mismatching actual text to the temporary folder; returns its
  /// path, or `nil` when it cannot be written.
  private func writeActual(_ text: String, file: String) -> String? {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("fluentalert-snapshots")
      .appendingPathComponent(URL(fileURLWithPath: directory).lastPathComponent)
    let url = folder.appendingPathComponent(file)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data((text + "\n").utf8).write(to: url, options: .atomic)
    } catch {
      return nil
    }
    return url.path
  }
}
