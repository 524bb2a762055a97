import FluentAlertTestSupport
import FluentAlertText
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fluentalert show --line-mode` fed as scripts feed it: endless input,
/// overlong lines, and one pipe shared by several programs.
@Suite("fluentalert line mode input")
struct LineModeInputTests {
  static let dialog = #"""
    {"fluentalert": 1, "style": "alert", "title": "Proceed?",
     "actions": [{"title": "OK", "key": "ok"}, {"title": "Cancel", "key": "cancel", "role": "cancel"}]}
    """#

  /// How a run ended and the most memory it held.
  struct Measured {
    let status: Int32
    let hung: Bool
    /// Peak resident memory, in kilobytes (`ru_maxrss`).
    let peakKilobytes: Int
    /// What it wrote on standard error (line mode's questions).
    let transcript: String
  }

  /// Runs `fluentalert` with standard input read from `input`, its standard
  /// output thrown away and its standard error kept, and measures the peak
  /// memory of exactly that process.
  private func measure(_ arguments: [String], input: String) throws -> Measured {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let transcript = try file("transcript.txt", "")
    posix_spawn_file_actions_addopen(&actions, 2, transcript, O_WRONLY | O_TRUNC, 0)
    let path = CLIRun.binary.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      throw POSIXError(.ENOEXEC)
    }
    var status: Int32 = 0
    var usage = rusage()
    // A hang guard, not a measurement: kills the child if it is still running after a minute.
    let killTimer = ChildKillTimer(pid)
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(HangGuard.seconds)) {
      killTimer.fire()
    }
    // Wait for the exit without reaping, so the guard can never kill a reused pid.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    let hung = killTimer.finish()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    #if os(Linux)
      let kilobytes = Int(usage.ru_maxrss)
    #else
      let kilobytes = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #endif
    return Measured(
      status: (status >> 8) & 0xFF, hung: hung, peakKilobytes: kilobytes,
      transcript: (try? String(contentsOfFile: transcript, encoding: .utf8)) ?? "")
  }

  @Test("endless input without a line break is a clear error with memory held flat")
  func endlessInput() throws {
    let path = try file("ok.json", Self.dialog)
    let answered = try file("answer.txt", "1\n")
    let baseline = try measure(["show", "--line-mode", path], input: answered)
    #expect(baseline.status == 0)
    let endless = try measure(["show", "--line-mode", path], input: "/dev/zero")
    #expect(!endless.hung, "reading /dev/zero never ended")
    #expect(endless.status == 1)  // dismissed: the cancel key, as at the end of input
    #expect(
      endless.transcript.hasSuffix(
        "(The answer is longer than 65,536 bytes: input ended, dismissed.)\n"))
    // The bound is 64 KiB; a reader that kept everything would hold hundreds
    // of megabytes by the time the hang guard stopped it. The margin is wide:
    // on a busy machine two runs of the same program differed by 10 MB.
    #expect(
      endless.peakKilobytes - baseline.peakKilobytes < 32 * 1024,
      "peak \(endless.peakKilobytes) kB against \(baseline.peakKilobytes) kB")
  }

  @Test("a line longer than the bound is named in the transcript and dismisses")
  func overlongLine() throws {
    let path = try file("ok.json", Self.dialog)
    let line = String(repeating: "a", count: 100_000) + "\n1\n"
    let run = try CLIRun(["show", "--line-mode", path], stdin: Data(line.utf8))
    #expect(run.status == 1)
    #expect(run.stdout == "cancel\n")
    #expect(
      run.stderr.contains(
        "(The answer is longer than 65,536 bytes: input ended, dismissed.)"))
  }

  /// Runs a `/bin/sh` script (`$0`, `$1`… are `arguments`) and returns
  /// its standard output.
  private func shell(_ script: String, _ arguments: [String], stdin: String) throws -> String {
    let run = try ChildProcessRun(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script] + arguments,
      stdin: Data(stdin.utf8))
    #expect(!run.hung)
    return run.stdout
  }

  @Test("programs sharing one pipe each read only their own answer")
  func sharedPipe() throws {
    let path = try file("ok.json", Self.dialog)
    let script =
      #""$0" show --line-mode "$1" 2>/dev/null; "$0" show --line-mode "$1" 2>/dev/null; cat"#
    let output = try shell(script, [CLIRun.binary.path, path], stdin: "1\n2\nleft for cat\n")
    #expect(output == "ok\ncancel\nleft for cat\n")
  }

  @Test("a program after the dialog reads a file from just after the answer")
  func sharedFile() throws {
    let path = try file("ok.json", Self.dialog)
    let answers = try file("answers.txt", "1\nleft for cat\n")
    let script = #"{ "$0" show --line-mode "$1" 2>/dev/null; cat; } < "$2""#
    let output = try shell(script, [CLIRun.binary.path, path, answers], stdin: "")
    #expect(output == "ok\nleft for cat\n")
  }
}

/// Kills a child still running when it fires; ``finish()`` tells whether it did.
private final class ChildKillTimer: Sendable {
  private let pid: pid_t
  private let state = MemoLock((isFinished: false, hasFired: false))

  init(_ pid: pid_t) {
    self.pid = pid
  }

  /// Kills the child unless ``finish()`` came first.
  func fire() {
    state.withLock { state in
      guard !state.isFinished else { return }
      state.hasFired = true
      kill(pid, SIGKILL)
    }
  }

  /// Marks the child as exited (not yet reaped); whether the guard killed it.
  func finish() -> Bool {
    state.withLock { state in
      state.isFinished = true
      return state.hasFired
    }
  }
}
