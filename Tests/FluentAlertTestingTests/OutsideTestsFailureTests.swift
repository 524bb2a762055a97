import Foundation
import Testing

/// DialogTester outside any test: a script run as a child process.
@Suite("DialogTester outside a test")
struct OutsideTestsFailureTests {
  /// The script, built into the folder the test bundle is in.
  static var script: URL {
    let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = bundle.deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("DialogTesterScript").path)
      && folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("DialogTesterScript")
  }

  @Test("a tap on a disabled action writes the failure to standard error, and the script goes on")
  func failureOnStandardError() throws {
    let process = Process()
    process.executableURL = Self.script
    // As a user's shell starts it: no XCTest configuration inherited.
    process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XCTest") }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(stderr)")
    // Where, and what: the script's own file and line, as a compiler says it.
    #expect(stderr.contains("DialogTesterScript/main.swift:13: error: "), "\(stderr)")
    #expect(stderr.contains("disabled"), "\(stderr)")
    #expect(stdout == "handled: [DialogTesterScript.Choice.cancel]\n")
  }
}
