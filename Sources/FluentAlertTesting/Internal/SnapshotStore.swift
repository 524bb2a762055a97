internal import Foundation

/// Reads, compares and writes snapshot reference files.
struct SnapshotStore {
  /// What a comparison found.
  enum Outcome: Equatable {
    case matched
    case recorded(path: String, previous: String?)
    case mismatched(path: String, diff: String)
    case invalidName(String)
    case writeFailed(path: String, reason: String)

    /// The test failure to report, or `nil` for a match.
    var failureMessage: String? {
      switch self {
      case .matched:
        return nil
      case .recorded(let path, let previous):
        let what = previous == nil ? "no reference existed" : "record mode is on"
        return "recorded snapshot to \(path) (\(what)); check it in and re-run "
          + "without FLUENTALERT_RECORD=1 to compare"
      case .mismatched(let path, let diff):
        return "snapshot does not match \(path) (- reference, + actual):\n\(diff)\n"
          + "re-run with FLUENTALERT_RECORD=1 to accept the new text"
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
  func verify(_ text: String, named name: String, record: Bool) -> Outcome {
    guard Self.isValidName(name) else { return .invalidName(name) }
    let path = URL(fileURLWithPath: directory).appendingPathComponent(name + ".txt").path
    let previous = try? String(contentsOfFile: path, encoding: .utf8)
    if !record, let previous {
      let reference = previous.hasSuffix("\n") ? String(previous.dropLast()) : previous
      if reference == text { return .matched }
      return .mismatched(path: path, diff: LineDiff.render(from: reference, to: text))
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
}
