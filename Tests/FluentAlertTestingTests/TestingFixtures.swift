import FluentAlert
import FluentAlertTesting
import Foundation

enum Choice: String, Hashable, Sendable {
  case save, delete, cancel
}

/// Collects failures instead of failing the test, so the helpers' failure
/// paths can be checked.
final class FailureLog: Sendable {
  private let storage = Storage()

  /// A reporter that appends to this log.
  var reporter: FailureReporter {
    FailureReporter { [storage] message, location in
      storage.append(message, Int(location.line))
    }
  }

  var messages: [String] { storage.entries.map(\.message) }
  var lines: [Int] { storage.entries.map(\.line) }

  /// Entries behind a lock: the reporter is `Sendable` and may be called
  /// from any thread.
  private final class Storage: @unchecked Sendable {
    // Safe: every access to `items` holds `lock`.
    private let lock = NSLock()
    private var items: [(message: String, line: Int)] = []

    func append(_ message: String, _ line: Int) {
      lock.lock()
      defer { lock.unlock() }
      items.append((message, line))
    }

    var entries: [(message: String, line: Int)] {
      lock.lock()
      defer { lock.unlock() }
      return items
    }
  }
}

enum TestDialogs {
  /// Rename: a name field (non-empty, gates Save), Save, Delete (disabled),
  /// Cancel, auto-dismiss after 10 s reporting cancel.
  static func rename() -> Dialog<Choice> {
    Dialog(
      style: .alert, title: "Rename", message: "Pick a new name",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Delete", role: .destructive, key: .delete).disabled(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Name").required(.nonEmpty, gates: [.save])
      ],
      autoDismiss: AutoDismiss(after: .seconds(10), reporting: .cancel))
  }

  /// A fresh empty folder under the temporary directory.
  static func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluentalert-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }
}
