import FluentAlert
import FluentAlertJSON
import FluentAlertPreview
import FluentAlertTestSupport
import FluentAlertText
import Foundation
import Testing

/// The built `fluentalert` binary, run as a shell script would run it.
///
/// A run the hang guard kills is recorded as a failure, so a hang fails its test instead of
/// stopping the suite.
struct CLIRun {
  let status: Int32
  let stdout: String
  let stderr: String
  /// Whether the hang guard killed the run.
  let hung: Bool

  static var binary: URL { ChildProcessRun.builtExecutable(named: "fluentalert") }

  /// Runs `fluentalert` with its arguments; with `environment`, in that
  /// environment (`LANG`, for example) instead of this process's.
  init(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws {
    try self.init(Self.binary, arguments, stdin: stdin, environment: environment)
  }

  /// Runs `fluentalert` with its arguments through `/bin/sh`, after `redirection` (such as
  /// `> /dev/full` or `>&-`), as a script would.
  init(_ arguments: [String], redirecting redirection: String, stdin: Data? = nil) throws {
    let script = #""$0" "$@" "# + redirection
    try self.init(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, Self.binary.path] + arguments, stdin: stdin)
  }

  private init(
    _ executable: URL, _ arguments: [String], stdin: Data?, environment: [String: String]? = nil
  ) throws {
    let run = try ChildProcessRun(
      executable, arguments: arguments, stdin: stdin, environment: environment)
    if run.hung {
      Issue.record("fluentalert \(arguments) did not finish; the hang guard killed it")
    }
    (status, stdout, stderr, hung) = (run.status, run.stdout, run.stderr, run.hung)
  }
}

/// A file in a fresh temporary folder.
func file(_ name: String, _ contents: String) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("fluentalert-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try Data(contents.utf8).write(to: url)
  return url.path
}

private let valid = #"""
  {"fluentalert": 1, "style": "actionSheet", "title": "Ana\u001B[2J",
   "actions": [{"title": "Follow", "key": "follow"}, {"title": "Cancel", "key": "cancel", "role": "cancel"}],
   "anchor": "center"}
  """#

@Suite("fluentalert command line")
struct FluentAlertCLITests {
  @Test("the binary exists next to the tests")
  func binaryBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: CLIRun.binary.path), "\(CLIRun.binary)")
  }

  @Test("snapshot prints the escaped snapshot text of a file and exits 0")
  func snapshotOfFile() throws {
    let run = try CLIRun(["snapshot", try file("d.json", valid)])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        actionSheet "Ana\\u{1B}[2J"
          action 0 default "Follow" key follow
          action 1 cancel "Cancel" key cancel
          anchor center

        """)
    #expect(run.stderr.isEmpty)
  }

  @Test("- reads the dialog from a pipe")
  func snapshotOfStdin() throws {
    let run = try CLIRun(["snapshot", "-"], stdin: Data(valid.utf8))
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("actionSheet \"Ana\\u{1B}[2J\"\n"))
  }

  @Test("catalog summarizes a String Catalog, and names the place of a problem with exit 3")
  func catalog() throws {
    let run = try CLIRun(["catalog", TestStrings.catalogURL.path])
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix(": 7 keys, source language en, translated into en, pl, ru\n"))
    let missingOther = #"""
      {"sourceLanguage": "en", "strings": {"Delete %lld photos?": {"localizations": {"ru":
        {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}}}}}
      """#
    let bad = try CLIRun(["catalog", "-"], stdin: Data(missingOther.utf8))
    #expect(bad.status == 3)
    #expect(
      bad.stderr == """
        fluentalert: <stdin>: strings["Delete %lld photos?"].localizations.ru.variations.plural: \
        has no "other" form, which every plural variation needs

        """)
    let notJSON = try CLIRun(["catalog", "-"], stdin: Data("{ nope\u{1B}".utf8))
    #expect(notJSON.status == 3)
    #expect(notJSON.stderr.hasPrefix("fluentalert: <stdin>: is not JSON"))
    #expect(!notJSON.stderr.contains("\u{1B}"))
  }

  @Test("FluentAlert's own String Catalog passes the catalog check with nothing to report")
  func builtInCatalog() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/FluentAlertText/Resources/FluentAlert.xcstrings")
      .standardizedFileURL
    let run = try CLIRun(["catalog", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains(": 60 keys, source language en, translated into ar, cs, da, de"))
  }

  @Test("catalog lists translations that do not fit their key, errors with exit 4")
  func catalogFormats() throws {
    let json = #"""
      {"sourceLanguage": "en", "strings": {
        "Delete %lld items?": {"localizations": {
          "fr": {"stringUnit": {"value": "Supprimer %@ éléments ?"}},
          "de": {"stringUnit": {"value": "%lld Objekte löschen?"}}}},
        "trash.confirm": {"localizations": {
          "en": {"stringUnit": {"value": "Move “%@” to the Trash?"}},
          "it": {"stringUnit": {"value": "Spostare nel cestino?"}}}}}}
      """#
    let run = try CLIRun(["catalog", "-"], stdin: Data(json.utf8))
    #expect(run.status == 4)
    #expect(
      run.stdout == """
        <stdin>: 2 keys, source language en, translated into de, en, fr, it
        error: "Delete %lld items?" in fr: “%@” takes a string, but argument 1 is an integer; \
        the lookup never shows this translation (the arguments are the key's)
        warning: "trash.confirm" in it: argument 1 is not used: the format needs a specifier for each argument; the en text shows it

        """)
    let onlyWarning = try CLIRun(
      ["catalog", "-"],
      stdin: Data(json.replacingOccurrences(of: "%@ éléments", with: "%lld éléments").utf8))
    #expect(onlyWarning.status == 0)
    #expect(onlyWarning.stdout.contains("warning: \"trash.confirm\" in it"))
    #expect(!onlyWarning.stdout.contains("error:"))
  }

  @Test("check of a valid dialog says so and exits 0")
  func checkValid() throws {
    let run = try CLIRun(["check", "-"], stdin: Data(valid.utf8))
    #expect(run.status == 0)
    #expect(run.stdout == "ok: no problems\n")
  }

  @Test("check lists every problem and exits 4 when one is an error")
  func checkErrors() throws {
    let json = #"""
      {"fluentalert": 1, "style": "alert", "title": "T",
       "actions": [{"title": "A", "key": "a", "role": "cancel"}, {"title": "B", "key": "a", "role": "cancel"}]}
      """#
    let run = try CLIRun(["check", try file("bad.json", json)])
    #expect(run.status == 4)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("error: ") })
    #expect(run.stdout.contains("[multipleCancelActions]"))
    #expect(run.stdout.contains("[duplicateKey]"))
  }

  @Test("check of a sheet without cancel prints the warning and still exits 0")
  func checkWarnings() throws {
    let json = #"{"fluentalert":1,"style":"actionSheet","actions":[{"title":"A","key":"a"}]}"#
    let run = try CLIRun(["check", "-"], stdin: Data(json.utf8))
    #expect(run.status == 0)
    #expect(run.stdout.contains("warning: "))
    #expect(run.stdout.contains("[actionSheetWithoutCancel]"))
  }

  @Test("a malformed file gives one line on stderr naming file, path and expectation; exit 3")
  func malformedFile() throws {
    let path = try file(
      "typo.json",
      #"{"fluentalert":1,"style":"alert","actions":[{"title":"A","key":"a","role":"danger"}]}"#)
    let run = try CLIRun(["snapshot", path])
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "fluentalert: \(path): actions[0].role: expected one of default, cancel, destructive, "
        + "found \"danger\"\n")
    #expect(run.stdout.isEmpty)
  }

  @Test("a truncated pipe, invalid UTF-8 and a newer version each give one stderr line and exit 3")
  func badStdin() throws {
    let inputs: [(Data, String)] = [
      (Data(#"{"fluentalert":1,"style":"alert","title":"Hi"#.utf8), "unexpected end of input"),
      (Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), "invalid UTF-8"),
      (
        Data(#"{"fluentalert":2}"#.utf8),
        "fluentalert version 2 is newer than this library supports (1)"
      ),
      (Data(), "empty document"),
    ]
    for (input, message) in inputs {
      let run = try CLIRun(["check", "-"], stdin: input)
      #expect(run.status == 3)
      #expect(run.stderr.hasPrefix("fluentalert: <stdin>: "))
      #expect(run.stderr.contains(message), "\(run.stderr)")
      #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test("a missing file and a directory are input errors with exit 3")
  func missingFile() throws {
    let run = try CLIRun(["check", "/nonexistent/dialog.json"])
    #expect(run.status == 3)
    #expect(run.stderr == "fluentalert: /nonexistent/dialog.json: no such file\n")
    let folder = try CLIRun(["check", FileManager.default.temporaryDirectory.path])
    #expect(folder.status == 3)
    #expect(folder.stderr.hasSuffix(": is a directory\n"))
  }

  @Test("an oversized pipe is refused after reading one byte past the limit")
  func oversizedInput() throws {
    let huge = Data(repeating: 0x20, count: 3_000_000)
    let run = try CLIRun(["check", "-"], stdin: huge)
    #expect(run.status == 3)
    #expect(run.stderr.contains("over the limit maxInputBytes (1048576)"), "\(run.stderr)")
  }

  @Test("unknown fields are rejected unless --ignore-unknown-fields is given")
  func unknownFields() throws {
    let json = Data(
      #"{"fluentalert":1,"style":"alert","title":"T","mesage":"x","actions":[{"title":"OK","key":"ok"}]}"#
        .utf8)
    let strict = try CLIRun(["check", "-"], stdin: json)
    #expect(strict.status == 3)
    #expect(strict.stderr.contains("mesage: unknown field in a dialog"))
    let lenient = try CLIRun(["check", "--ignore-unknown-fields", "-"], stdin: json)
    #expect(lenient.status == 0)
  }

  @Test("format prints canonical JSON that decodes to the same snapshot")
  func format() throws {
    let formatted = try CLIRun(["format", "-"], stdin: Data(valid.utf8))
    #expect(formatted.status == 0)
    #expect(formatted.stdout.contains("\"fluentalert\" : 1"))
    let again = try CLIRun(["snapshot", "-"], stdin: Data(formatted.stdout.utf8))
    let original = try CLIRun(["snapshot", "-"], stdin: Data(valid.utf8))
    #expect(again.stdout == original.stdout)
  }

  @Test("usage errors exit 2 with one line; --help exits 0 and documents the exit statuses")
  func usage() throws {
    for arguments in [[], ["frobnicate", "x"], ["check"], ["check", "a", "b"], ["--bogus"]] {
      let run = try CLIRun(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("fluentalert: "))
      #expect(run.stderr.hasSuffix("(see fluentalert --help)\n"))
    }
    let help = try CLIRun(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("EXIT STATUS"))
    #expect(help.stdout.contains("USAGE: fluentalert <command>"))
  }

  @Test("--version prints the newest release the changelog lists, as the README installs it")
  func version() throws {
    let changelog = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CHANGELOG.md"),
      encoding: .utf8)
    // The first heading `## [x.y.z] - date` below `## [Unreleased]`.
    let newest = changelog.split(separator: "\n").lazy.compactMap { line in
      line.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}/)?.1
    }.first
    let release = try #require(newest, "CHANGELOG.md lists no release")
    let run = try CLIRun(["--version"])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout == "fluentalert \(release) (dialog JSON format version 1)\n")
    // The README's installation pins the same release, in the manifest and for Xcode.
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"),
      encoding: .utf8)
    #expect(readme.contains("from: \"\(release)\")"))
    #expect(readme.contains("\"Up to Next Minor Version\" from \(release),"))
  }

  @Test("preview draws the SVG of the dialog's iOS look, or the look and appearance asked")
  func preview() throws {
    let path = try file("sheet.json", valid)
    let dialog = try Dialog<String>(json: Data(valid.utf8))
    let sheet = try CLIRun(["preview", path])
    #expect(sheet.status == 0)
    #expect(sheet.stdout == dialog.svgPreview(.iOSActionSheet))
    #expect(sheet.stderr.isEmpty)
    let alert = try CLIRun(["preview", "--look", "ios-alert", "--appearance=dark", "-", path])
    #expect(alert.status == 2, "one dialog file only")
    let piped = try CLIRun(
      ["preview", "--look", "ios-alert", "--appearance=dark", "-"], stdin: Data(valid.utf8))
    #expect(piped.stdout == dialog.svgPreview(.iOSAlert, appearance: .dark))
    #expect(!Self.hasControlBytes(piped.stdout), "the title's ESC is not written raw")
    let largest = try CLIRun(
      ["preview", "--look=macos-alert", "--text-size", "accessibility-medium", path])
    #expect(largest.stdout == dialog.svgPreview(.macOSAlert, textSize: .accessibilityMedium))
    let sized = try CLIRun(["preview", "--text-size=accessibility-extra-extra-extra-large", path])
    #expect(
      sized.stdout
        == dialog.svgPreview(.iOSActionSheet, textSize: .accessibilityExtraExtraExtraLarge))
    let terminal = try CLIRun(["preview", "--look", "terminal", path])
    #expect(terminal.stdout == dialog.svgPreview(.terminal))
  }

  @Test(
    "preview draws a dialog with errors, rules naming any field included, and lists the errors",
    arguments: ["sameAs", "differentFrom", "anyNonEmpty"])
  func previewInvalid(rule: String) throws {
    let field = rule == "anyNonEmpty" ? "[9223372036854775807, 0]" : "9223372036854775807"
    let json = """
      {"fluentalert":1,"style":"alert","title":"T",
       "actions":[{"title":"Cancel","key":"c","role":"cancel"}],
       "textFields":[{"requirement":{"rule":{"\(rule)":\(field)}}}]}
      """
    let dialog = try Dialog<String>(json: Data(json.utf8))
    let errors = dialog.problems.filter { $0.severity == .error }
    #expect(!errors.isEmpty)
    for look in PreviewLook.allCases {
      let run = try CLIRun(["preview", "--look", look.rawValue, "-"], stdin: Data(json.utf8))
      #expect(run.status == 0, "\(look): \(run.stderr)")
      #expect(run.stdout == dialog.svgPreview(look))
      #expect(run.stderr == errors.map { "fluentalert: <stdin>: \($0)\n" }.joined())
    }
  }

  @Test("preview -o writes the file and prints nothing; an unwritable file is exit 6")
  func previewToFile() throws {
    let path = try file("sheet.json", valid)
    let output = URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent("out.svg").path
    let run = try CLIRun(["preview", path, "-o", output])
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written == (try Dialog<String>(json: Data(valid.utf8))).svgPreview(.iOSActionSheet))
    let refused = try CLIRun(["preview", path, "--output", "/nonexistent-folder/out.svg"])
    #expect(refused.status == 6)
    #expect(refused.stderr.hasPrefix("fluentalert: cannot write /nonexistent-folder/out.svg"))
  }

  @Test("preview options are checked: unknown looks, missing values, other commands")
  func previewUsage() throws {
    let path = try file("sheet.json", valid)
    let cases: [([String], String)] = [
      (["preview", "--look", "android", path], #"unknown look "android"; expected ios-alert"#),
      (["preview", "--appearance", "sepia", path], #"unknown appearance "sepia""#),
      (["preview", path, "-o"], "-o needs a value"),
      (["check", "--appearance", "dark", path], "are options of preview"),
      (["show", "--text-size", "large", path], "are options of preview"),
      (["preview", "--text-size", "huge", path], #"unknown text size "huge""#),
    ]
    for (arguments, message) in cases {
      let run = try CLIRun(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
    }
  }

  @Test("show refuses a dialog with errors in one line, exit 4")
  func showInvalid() throws {
    let json = #"{"fluentalert":1,"style":"alert","title":"T"}"#
    let run = try CLIRun(["show", "-"], stdin: Data(json.utf8))
    #expect(run.status == 4)
    #expect(
      run.stderr.hasPrefix("fluentalert: <stdin>: invalid dialog: no action and no auto-dismiss"))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("show --line-mode prints the chosen key, then the text fields' values; cancel exits 1")
  func showLineMode() throws {
    let path = try file(
      "ask.json",
      #"""
      {"fluentalert": 1, "style": "alert", "title": "Rename",
       "actions": [{"title": "Save", "key": "save"}, {"title": "Cancel", "key": "cancel", "role": "cancel"}],
       "textFields": [{"placeholder": "Name", "requirement": {"rule": "nonEmpty"}}]}
      """#)
    let saved = try CLIRun(["show", "--line-mode", path], stdin: Data("Ana\n1\n".utf8))
    #expect(saved.status == 0)
    #expect(saved.stdout == "save\nAna\n")
    #expect(saved.stderr.contains("Rename"))
    let cancelled = try CLIRun(["show", "--line-mode", path], stdin: Data("x\ncancel\n".utf8))
    #expect(cancelled.status == 1)
    #expect(cancelled.stdout == "cancel\nx\n")
    let ended = try CLIRun(["show", "--line-mode", path], stdin: Data())
    #expect(ended.status == 1)
    #expect(ended.stdout.hasPrefix("cancel\n"))
  }

  @Test(
    "show asks in the language LANG names; standard output stays the same for scripts",
    arguments: [
      ("ru_RU.UTF-8", "Выберите от 1 до 2", "Сохранены только первые 2 символа."),
      ("ja_JP.UTF-8", "1～2を選ぶ", "最初の2文字だけが保持されます。"),
    ])
  func showInLanguage(language: String, question: String, kept: String) throws {
    let path = try file(
      "trash.json",
      #"""
      {"fluentalert": 1, "style": "alert", "title": "Empty the Trash?",
       "actions": [{"title": "Empty Trash", "key": "empty", "role": "destructive"},
                   {"title": "Cancel", "key": "keep", "role": "cancel"}],
       "textFields": [{"placeholder": "Note", "maxLength": 2}],
       "suppressionToggle": {"title": "Never ask"}}
      """#)
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    environment["LANG"] = language
    let run = try CLIRun(
      ["show", "--line-mode", path], stdin: Data("abc\n\nzzz\n1\n".utf8),
      environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "empty\nab\nnot suppressed\n")
    #expect(run.stderr.contains(question), "\(run.stderr)")
    #expect(!run.stderr.contains("Choose"), "\(run.stderr)")
    #expect(run.stderr.contains(kept), "\(run.stderr)")
  }

  @Test("show prints the suppression toggle's final state last, for a dialog that has one")
  func showSuppressionToggle() throws {
    let path = try file(
      "trash.json",
      #"""
      {"fluentalert": 1, "style": "alert", "title": "Empty the Trash?",
       "actions": [{"title": "Empty Trash", "key": "empty", "role": "destructive"},
                   {"title": "Cancel", "key": "keep", "role": "cancel"}],
       "suppressionToggle": {"title": "Never ask"}}
      """#)
    let ticked = try CLIRun(["show", "--line-mode", path], stdin: Data("y\n1\n".utf8))
    #expect(ticked.status == 0)
    #expect(ticked.stdout == "empty\nsuppressed\n")
    #expect(ticked.stderr.contains("Never ask [y/N]: "))
    let kept = try CLIRun(["show", "--line-mode", path], stdin: Data("\n2\n".utf8))
    #expect(kept.status == 1)
    #expect(kept.stdout == "keep\nnot suppressed\n")
  }

  @Test("show prints each control's value after the texts: on or off, the selected option's key")
  func showControls() throws {
    let path = try file(
      "bottle.json",
      #"""
      {"fluentalert": 1, "style": "alert", "title": "Remove “Steam”?",
       "textFields": [{"placeholder": "Reason"}],
       "controls": [{"toggle": "Delete files from disk", "key": "deleteFiles"},
                    {"options": [{"key": "all", "title": "Everything"},
                                 {"key": "settings", "title": "Settings only"}],
                     "title": "Keep", "key": "keep"}],
       "actions": [{"title": "Remove", "key": "remove", "role": "destructive"},
                   {"title": "Cancel", "key": "cancel", "role": "cancel"}],
       "suppressionToggle": {}}
      """#)
    let chosen = try CLIRun(
      ["show", "--line-mode", path], stdin: Data("tidy\ny\nsettings only\n\n1\n".utf8))
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdout == "remove\ntidy\non\nsettings\nnot suppressed\n")
    #expect(chosen.stderr.contains("  2. Settings only\n"), "\(chosen.stderr)")
    let kept = try CLIRun(["show", "--line-mode", path], stdin: Data("\n\n\n\n2\n".utf8))
    #expect(kept.stdout == "cancel\n\noff\n\nnot suppressed\n")
  }

  @Test("a pattern that hangs a backtracking engine is checked and shown in linear time")
  func redosPattern() throws {
    let text = String(repeating: "a", count: 5_000) + "!"
    let json = #"""
      {"fluentalert":1,"style":"alert","title":"T","actions":[{"title":"OK","key":"ok"},
       {"title":"Cancel","key":"cancel","role":"cancel"}],
       "textFields":[{"text":"\#(text)","requirement":{"rule":{"matches":"(a+)+$"}}}]}
      """#
    let check = try CLIRun(["check", "-"], stdin: Data(json.utf8))
    #expect(!check.hung)
    #expect(check.status == 0, "\(check.stderr)")
    let path = try file("redos.json", json)
    let shown = try CLIRun(["show", "--line-mode", path], stdin: Data("\n\ncancel\n".utf8))
    #expect(!shown.hung)
    #expect(shown.stderr.contains("must have the expected format"), "\(shown.stderr)")
    #expect(!shown.stderr.contains("(a+)+"), "\(shown.stderr)")
  }

  @Test("a pattern outside the supported syntax is refused before it runs, exit 3")
  func refusedPattern() throws {
    let json = #"""
      {"fluentalert":1,"style":"alert","title":"T","actions":[{"title":"OK","key":"ok"}],
       "textFields":[{"requirement":{"rule":{"matches":"(a+)\\1"}}}]}
      """#
    let run = try CLIRun(["check", "-"], stdin: Data(json.utf8))
    #expect(run.status == 3)
    #expect(
      run.stderr.contains(
        #"textFields[0].requirement.rule.matches: pattern "(a+)\\1" uses a back-reference"#),
      "\(run.stderr)")
  }

  // MARK: Hostile arguments and failed writes

  /// Whether `text` holds a byte that a terminal would act on: C0 controls other than the
  /// final newline, DEL, or C1 controls.
  private static func hasControlBytes(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar != "\n" && TextEscaping.mustEscape(scalar)
    }
  }

  @Test(
    "arguments are echoed to standard error escaped, never as raw control bytes",
    arguments: [
      ["check", "\u{1B}]0;PWN\u{7}\u{1B}[31mred"],
      ["check", "--\u{1B}[2Jwipe", "x.json"],
      ["\u{1B}]0;PWN\u{7}", "x.json"],
      ["snapshot", "\u{9B}31mred\u{202E}"],
    ])
  func hostileArguments(arguments: [String]) throws {
    let run = try CLIRun(arguments)
    #expect(run.status == 2 || run.status == 3)
    #expect(!Self.hasControlBytes(run.stderr), "\(run.stderr.debugDescription)")
    #expect(run.stderr.contains("\\u{1B}") || run.stderr.contains("\\u{9B}"), "\(run.stderr)")
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("a file named with ESC and BEL is named escaped in the error")
  func hostileFileName() throws {
    let path = try file("\u{1B}]0;PWN\u{7}.json", "{")
    let run = try CLIRun(["check", path])
    #expect(run.status == 3)
    #expect(!Self.hasControlBytes(run.stderr), "\(run.stderr.debugDescription)")
    #expect(run.stderr.contains("\\u{1B}]0;PWN\\u{7}.json: "), "\(run.stderr)")
  }

  @Test("member names and values from the file are escaped in errors")
  func hostileMemberName() throws {
    let json = #"{"fluentalert":1,"style":"alert","title":"T","\u001b[31m":1}"#
    let run = try CLIRun(["check", "-"], stdin: Data(json.utf8))
    #expect(run.status == 3)
    #expect(!Self.hasControlBytes(run.stderr), "\(run.stderr.debugDescription)")
  }

  @Test(
    "a failed write to standard output is an error on standard error, exit 6",
    arguments: [["snapshot"], ["format"], ["check"]], ["> /dev/full", ">&-"])
  func failedWrites(command: [String], redirection: String) throws {
    let path = try file("d.json", valid)
    let run = try CLIRun(command + [path], redirecting: redirection)
    #expect(run.status == 6, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("fluentalert: cannot write to standard output: "), "\(run.stderr)")
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("--help documents the exit status of a failed write")
  func helpDocumentsWriteFailures() throws {
    let run = try CLIRun(["--help"])
    #expect(run.stdout.contains("6   standard output (or the -o file) could not be written"))
    #expect(run.stdout.contains("7   preview, gallery --fail-on-warnings: the layout has warnings"))
    let closed = try CLIRun(["--help"], redirecting: ">&-")
    #expect(closed.status == 6)
  }

  @Test("a delay no clock can hold is refused with its path, exit 3, before show asks anything")
  func hugeDelay() throws {
    for delay in ["9223372036854775807s", "9223372036854775807.5s"] {
      let json =
        #"{"fluentalert":1,"style":"alert","title":"T","actions":[{"title":"OK","key":"ok"}],"autoDismiss":{"after":""#
        + delay + #""}}"#
      let path = try file("dur.json", json)
      let run = try CLIRun(["show", "--line-mode", path], stdin: Data("1\n".utf8))
      #expect(run.status == 3, "\(run.stderr)")
      #expect(run.stderr.contains("autoDismiss.after: expected a duration of at most 86400s"))
      #expect(run.stdout.isEmpty)
      let checked = try CLIRun(["check", path])
      #expect(checked.status == 3)
    }
  }

  @Test("check --platform lists only the rules of that platform")
  func checkPerPlatform() throws {
    let sheet = #"""
      {"fluentalert":1,"style":"actionSheet","title":"Share",
       "actions":[{"title":"Copy","key":"copy"},{"title":"Cancel","key":"cancel","role":"cancel"}]}
      """#
    let path = try file("sheet.json", sheet)
    let swiftUI = try CLIRun(["check", "--platform", "swiftui", path])
    #expect(swiftUI.status == 0)
    #expect(swiftUI.stdout == "ok: no problems\n")
    let uiKit = try CLIRun(["check", "--platform=uikit", path])
    #expect(uiKit.status == 0)
    #expect(uiKit.stdout.hasSuffix("[actionSheetWithoutAnchor]\n"))
    let every = try CLIRun(["check", path])
    #expect(every.stdout == uiKit.stdout)
    let unknown = try CLIRun(["check", "--platform", "\u{1B}[2Jwatch", path])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix(
        #"fluentalert: unknown platform "\u{1B}[2Jwatch"; expected uikit, swiftui, appkit, "#))
    let missing = try CLIRun(["check", path, "--platform"])
    #expect(missing.status == 2)
  }
}
