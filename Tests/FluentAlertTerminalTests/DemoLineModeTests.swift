import FluentAlertTestSupport
import Foundation
import Testing

/// Runs the built `fluentalert-demo` with pipes, as a script would, and
/// checks what it prints.
@Suite("fluentalert-demo in line mode")
struct DemoLineModeTests {
  /// The demo next to this test bundle in the build products folder.
  static var demo: URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return products.appendingPathComponent("fluentalert-demo")
  }

  /// Runs the demo with `input` on stdin (then EOF).
  ///
  /// Standard error is merged into the output as a terminal shows it. A run still going after
  /// `hangGuard` seconds is killed and recorded: a hang is a failure, not a wait.
  private func run(_ input: String, arguments: [String] = [], hangGuard: Int = 30) throws
    -> ChildProcessRun?
  {
    guard FileManager.default.isExecutableFile(atPath: Self.demo.path) else {
      Issue.record("fluentalert-demo is not built at \(Self.demo.path)")
      return nil
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    let run = try ChildProcessRun(
      Self.demo, arguments: arguments, stdin: Data(input.utf8), environment: environment,
      mergingStandardError: true, hangGuard: hangGuard)
    if run.hung {
      Issue.record(
        "fluentalert-demo did not finish within \(hangGuard)s (input \(input.debugDescription))")
    }
    return run
  }

  @Test("numbers and text answer all four dialogs; the follow-up follows its opener")
  func happyPath() throws {
    let run = try #require(try run("1\n2\nNotes\n1\n1\n"))
    #expect(run.status == 0)
    #expect(run.stdout.contains("welcome: chosen close\n"))
    #expect(run.stdout.contains("user sheet: chosen mute\n"))
    #expect(run.stdout.contains("rename: chosen save\n"))
    #expect(run.stdout.contains("confirmation: chosen done\n"))
    #expect(run.stdout.contains("The folder is now called \"Notes\"."))
    let welcome = try #require(run.stdout.range(of: "welcome"))
    let sheet = try #require(run.stdout.range(of: "user sheet"))
    #expect(welcome.lowerBound < sheet.lowerBound)
  }

  @Test("titles and keys are accepted case-insensitively")
  func byName() throws {
    let run = try #require(try run("CLOSE\nfollow\nDocs\nsave\nok\n"))
    #expect(run.status == 0)
    #expect(run.stdout.contains("user sheet: chosen follow\n"))
    #expect(run.stdout.contains("rename: chosen save\n"))
    #expect(run.stdout.contains("confirmation: chosen done\n"))
  }

  @Test("end of input dismisses every dialog, reporting cancel keys, without hanging")
  func endOfInput() throws {
    let run = try #require(try run("", hangGuard: 20))
    #expect(run.status == 0)
    #expect(run.stdout.contains("welcome: chosen close\n"))
    #expect(run.stdout.contains("user sheet: chosen cancel\n"))
    #expect(run.stdout.contains("rename: chosen cancel\n"))
    #expect(run.stdout.contains("confirmation: chosen nothing (dismissed)\n"))
    #expect(run.stdout.contains("(End of input: dismissed.)"))
  }

  @Test("end of input in the middle keeps what was answered")
  func partial() throws {
    let run = try #require(try run("1\n2\n"))
    #expect(run.status == 0)
    #expect(run.stdout.contains("user sheet: chosen mute\n"))
    #expect(run.stdout.contains("rename: chosen cancel\n"))
  }

  @Test("bad answers get a clear message and the question again, then the run goes on")
  func badAnswers() throws {
    let run = try #require(try run("x\n7\n1\nFollow\n\nNotes\n2\n1\n"))
    #expect(run.status == 0)
    #expect(run.stdout.contains("“x” is not one of the choices.\nType 1 or the action's name.\n"))
    #expect(run.stdout.contains("“7” is not one of the choices.\nType 1 or the action's name.\n"))
    #expect(
      run.stdout.contains(
        "New name: must be 1-40 characters.\nType it again, or press Enter to go on without it"))
    #expect(run.stdout.contains("welcome: chosen close\n"))
    #expect(run.stdout.contains("rename: chosen cancel\n"))
    let prompts = run.stdout.components(separatedBy: "Choose 1, or type the action's name [1]: ")
    #expect(prompts.count - 1 >= 3)  // asked again after each bad answer
  }

  @Test("hostile input is echoed escaped; line mode writes no escape sequences at all")
  func hostileInput() throws {
    let run = try #require(try run("\u{1B}[2J\u{1B}]0;pwned\u{7}\n1\n"))
    #expect(run.stdout.contains("“\\u{1B}[2J\\u{1B}]0;pwned\\u{7}” is not one of the choices."))
    #expect(!run.stdout.unicodeScalars.contains("\u{1B}"))
    #expect(!run.stdout.unicodeScalars.contains("\u{7}"))
  }
}
