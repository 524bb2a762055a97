import FluentAlert
import FluentAlertTesting
import XCTest

/// `assertSnapshot` inside XCTest (no Swift Testing test is running).
final class AssertSnapshotXCTests: XCTestCase {
  func testMatchingReferencePassesUnderXCTest() {
    assertSnapshot(of: TestDialogs.rename(), named: "rename", record: false)
  }

  func testFailuresReachTheInjectedReporterUnderXCTest() throws {
    let failures = FailureLog()
    let folder = try TestDialogs.temporaryFolder()
    try "one\n".write(toFile: folder + "/a.txt", atomically: true, encoding: .utf8)
    assertSnapshot(of: "two", named: "a", snapshotDirectory: folder, reporter: failures.reporter)
    XCTAssertEqual(failures.messages.count, 1)
    XCTAssertTrue(failures.messages.first?.contains("- one\n+ two") == true)
  }
}
