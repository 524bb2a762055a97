import FluentAlertTestSupport
import Foundation
import Testing

/// DialogTester outside any test: a script run as a child process.
@Suite("DialogTester outside a test")
struct OutsideTestsFailureTests {
  @Test("a tap on a disabled action writes the failure to standard error, and the script goes on")
  func failureOnStandardError() throws {
    // As a user's shell starts it: no XCTest configuration inherited.
    let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XCTest") }
    let run = try ChildProcessRun(
      ChildProcessRun.builtExecutable(named: "DialogTesterScript"), environment: environment)
    #expect(!run.hung)
    #expect(run.status == 0, "\(run.stderr)")
    // Where, and what: the script's own file and line, as a compiler says it.
    #expect(run.stderr.contains("DialogTesterScript/main.swift:13: error: "), "\(run.stderr)")
    #expect(run.stderr.contains("disabled"), "\(run.stderr)")
    #expect(run.stdout == "handled: [DialogTesterScript.Choice.cancel]\n")
  }
}
