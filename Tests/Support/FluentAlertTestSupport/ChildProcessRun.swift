import Foundation

/// A built executable run to its end through pipes, as a shell script runs it, with a hang
/// guard: a run still going after `hangGuard` seconds is killed, and ``hung`` says so.
///
/// The guard only stops a hang; it is far above any real run (they take milliseconds), so it
/// never measures the machine. Standard input is written and standard error read while
/// standard output is read, so a child that fills one pipe before draining another cannot
/// deadlock the run. The guard kills the child only: a grandchild that keeps its pipes open is
/// waited for (the programs run here start none).
///
/// ```swift
/// let run = try ChildProcessRun(tool, arguments: ["check", "-"], stdin: Data(json.utf8))
/// if run.hung { Issue.record("check did not finish") }
/// ```
package struct ChildProcessRun: Sendable {
  /// The exit status, or the signal that ended the child.
  package let status: Int32
  /// Everything the child wrote to standard output (and standard error, when merged).
  package let stdout: String
  /// Everything the child wrote to standard error; empty when merged into `stdout`.
  package let stderr: String
  /// Whether the hang guard killed the child.
  package let hung: Bool

  /// An executable of this package, built into the folder the test bundle
  /// is in (or one above it).
  ///
  /// - Parameter name: The product's name, such as `fluentalert`.
  /// - Returns: Where it is; a file that does not exist when it was not built.
  package static func builtExecutable(named name: String) -> URL {
    let bundle =
      Bundle.main.executableURL ?? URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    var folder = bundle.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
      && folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent(name)
  }

  /// Runs `executable` and waits for it to end, or for the hang guard.
  /// - Parameters:
  ///   - executable: The program to run.
  ///   - arguments: Its arguments.
  ///   - stdin: What it reads on standard input, which is then closed; `nil` closes it at once.
  ///   - environment: Its environment; `nil` inherits this process's.
  ///   - mergingStandardError: Whether standard error goes into `stdout`, interleaved as a
  ///     terminal would show it.
  ///   - hangGuard: Seconds after which the child is killed with `SIGKILL`.
  /// - Throws: The error of `Process.run()` when the executable cannot be started.
  package init(
    _ executable: URL, arguments: [String] = [], stdin: Data? = nil,
    environment: [String: String]? = nil, mergingStandardError: Bool = false,
    hangGuard: Int = HangGuard.seconds
  ) throws {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      // No child processes there: the targets that use this build for the simulator, and the
      // tests that call it run on macOS and Linux only.
      throw CocoaError(.featureUnsupported)
    #else
      try self.init(
        running: executable, arguments: arguments, stdin: stdin, environment: environment,
        mergingStandardError: mergingStandardError, hangGuard: hangGuard)
    #endif
  }

  #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    private init(
      running executable: URL, arguments: [String], stdin: Data?, environment: [String: String]?,
      mergingStandardError: Bool, hangGuard: Int
    ) throws {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      if let environment { process.environment = environment }
      let input = Pipe()
      let output = Pipe()
      let errors = mergingStandardError ? output : Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      // A child that stops reading early (an oversized pipe) must not kill the tests.
      signal(SIGPIPE, SIG_IGN)
      try process.run()

      let pid = process.processIdentifier
      let guardTimer = DispatchWorkItem { kill(pid, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(hangGuard), execute: guardTimer)
      let background = DispatchGroup()
      let writer = input.fileHandleForWriting
      DispatchQueue.global().async(group: background) {
        if let stdin { try? writer.write(contentsOf: stdin) }
        try? writer.close()
      }
      let collected = Collected()
      if !mergingStandardError {
        let reader = errors.fileHandleForReading
        DispatchQueue.global().async(group: background) {
          collected.data = reader.readDataToEndOfFile()
        }
      }
      let out = output.fileHandleForReading.readDataToEndOfFile()
      background.wait()
      process.waitUntilExit()
      guardTimer.cancel()

      hung = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
      status = process.terminationStatus
      stdout = String(decoding: out, as: UTF8.self)
      stderr = String(decoding: collected.data, as: UTF8.self)
    }
  #endif
}

/// Standard error as read on a background queue; `DispatchGroup.wait()` orders the write
/// before the read.
private final class Collected: @unchecked Sendable {
  var data = Data()
}
