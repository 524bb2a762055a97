internal import Foundation

#if canImport(Testing)
  internal import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// How the testing helpers fail a test: by default the running Swift Testing
/// test (`Issue.record`), else the running XCTest (`XCTFail`), else standard
/// error, at the caller's source location.
///
/// The package's own tests inject one to assert on the failure messages;
/// users meet only ``automatic``, through the helpers' defaults.
package struct FailureReporter: Sendable {
  private let body: @Sendable (String, FailureLocation) -> Void

  /// Creates a reporter that calls `body` for every failure.
  ///
  /// - Parameter body: Receives the message and the caller's location.
  package init(_ body: @escaping @Sendable (String, FailureLocation) -> Void) {
    self.body = body
  }

  /// Reports `message` as a test failure at `location`.
  ///
  /// - Parameters:
  ///   - message: What went wrong, in one or more lines.
  ///   - location: Where the failing call is in the test.
  package func fail(_ message: String, at location: FailureLocation) {
    body(message, location)
  }

  /// Records an issue in the current Swift Testing test when there is one,
  /// else fails the current XCTest when XCTest is running the process;
  /// otherwise — a script, an example run with `swift run`, a playground —
  /// writes `path:line: error: message` to standard error and lets the
  /// process go on, so a failure is never silent.
  package static var automatic: Self {
    Self { message, location in
      #if canImport(Testing)
        if Test.current != nil {
          Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
              fileID: "\(location.fileID)", filePath: "\(location.filePath)",
              line: Int(location.line), column: Int(location.column)))
          return
        }
      #endif
      #if canImport(XCTest)
        if isRunningXCTest {
          XCTFail(message, file: location.filePath, line: location.line)
          return
        }
      #endif
      standardError("\(location.filePath):\(location.line): error: \(message)\n")
    }
  }

  /// Whether XCTest runs this process: the `xctest` runner (or a
  /// `….xctest` bundle run by `swift test` on Linux), or a test host that
  /// Xcode started with an XCTest configuration.
  ///
  /// Calling `XCTFail` anywhere else reaches no test case and is lost.
  static var isRunningXCTest: Bool {
    let process = ProcessInfo.processInfo
    if process.processName == "xctest" || process.processName.hasSuffix(".xctest") {
      return true
    }
    let environment = process.environment
    return ["XCTestConfigurationFilePath", "XCTestSessionIdentifier", "XCTestBundlePath"]
      .contains { environment[$0] != nil }
  }

  /// Writes `text` to standard error, unbuffered.
  private static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
