#if canImport(Testing)
  internal import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// How the testing helpers fail a test: by default the running Swift Testing
/// test (`Issue.record`) or else the running XCTest (`XCTFail`), at the
/// caller's source location.
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
  /// else fails the current XCTest; prints the message when neither
  /// framework is available.
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
        XCTFail(message, file: location.filePath, line: location.line)
      #else
        print("\(location): error: \(message)")
      #endif
    }
  }
}
