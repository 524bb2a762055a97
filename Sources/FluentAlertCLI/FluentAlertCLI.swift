import FluentAlert
import FluentAlertJSON
import FluentAlertPreview
import FluentAlertTerminal
internal import FluentAlertText
import Foundation

/// The `fluentalert` command: checks, snapshots, formats and presents dialog JSON.
///
/// Made for shell scripts. See `fluentalert --help` for commands and exit statuses.
@main
struct FluentAlertCLI {
  /// The release of FluentAlert this command belongs to: the newest version CHANGELOG.md
  /// lists (the CLI tests check that the two agree).
  static let packageVersion = "0.2.0"

  /// What a command prints on standard output, and how it ends.
  struct Outcome {
    var status: ExitStatus
    var output = ""
  }

  static func main() async {
    let status = await run(Array(CommandLine.arguments.dropFirst()))
    exit(status.rawValue)
  }

  /// Runs one command line; its output is written once the command is done, so a failed
  /// write is reported (exit 6) instead of being lost.
  static func run(_ arguments: [String]) async -> ExitStatus {
    guard StandardOutput.isOpen else {
      fail("cannot write to standard output: it is closed")
      return .outputFailure
    }
    let outcome = await execute(arguments)
    do {
      try StandardOutput.write(outcome.output)
    } catch {
      fail("cannot write to standard output: \(error.message)")
      return .outputFailure
    }
    return outcome.status
  }

  private static func execute(_ arguments: [String]) async -> Outcome {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      fail("\(error.message) (see fluentalert --help)")
      return Outcome(status: .usage)
    }
    if options.wantsHelp {
      return Outcome(status: .success, output: CommandLineOptions.help + "\n")
    }
    if options.wantsVersion {
      return Outcome(
        status: .success,
        output:
          "fluentalert \(packageVersion) (dialog JSON format version \(DialogJSON.formatVersion))\n"
      )
    }
    guard let command = options.command, let path = options.path else {
      return Outcome(status: .usage)
    }
    let name = path == "-" ? "<stdin>" : TextEscaping.escaped(path)
    if command == .catalog { return catalog(at: path, name: name) }
    var catalogs: CatalogBundle?
    if !options.catalogs.isEmpty {
      do { catalogs = try CatalogBundle(options.catalogs) } catch {
        fail(error.message)
        return Outcome(status: .badInput)
      }
    }
    defer { catalogs?.remove() }
    if command == .gallery { return GalleryCommand.run(options, catalogs: catalogs) }
    let bundle = catalogs?.bundle ?? .main
    let localization =
      options.languages.first.map {
        DialogLocalization(bundle: bundle, locale: Locale(identifier: $0))
      }
      ?? .environment(bundle: bundle)
    let decoding = DialogDecodingOptions(
      unknownFields: options.ignoreUnknownFields ? .ignore : .reject)
    let dialog: Dialog<String>
    do {
      let data = try DialogInput.read(path, limit: decoding.limits.maxInputBytes)
      dialog = try Dialog<String>(json: data, options: decoding)
    } catch let error as DialogInput.ReadError {
      fail("\(name): \(error.message)")
      return Outcome(status: .badInput)
    } catch {
      fail("\(name): \(error)")
      return Outcome(status: .badInput)
    }
    switch command {
    case .check:
      return check(dialog, on: options.platform)
    case .snapshot:
      return Outcome(status: .success, output: dialog.snapshot + "\n")
    case .format:
      do {
        let json = try DialogJSON.encode(dialog, prettyPrinted: true)
        return Outcome(status: .success, output: String(decoding: json, as: UTF8.self) + "\n")
      } catch {
        fail("\(name): cannot encode: \(error)")
        return Outcome(status: .badInput)
      }
    case .preview:
      // A picture is drawn for any dialog, as a reviewer asks for one of a broken dialog too;
      // its errors go to standard error, and `check` stays the command that gates on them.
      for problem in dialog.problems where problem.severity == .error {
        fail("\(name): \(problem)")
      }
      let look = options.look ?? PreviewLook(iOS: dialog.style)
      let preview = dialog.preview(
        look, appearance: options.appearance, textSize: options.textSize ?? .large,
        in: localization)
      let warnings = preview.warnings.map { "\($0)\n" }.joined()
      if let output = options.output {
        guard write(preview.svg, to: output) else { return Outcome(status: .outputFailure) }
      }
      return warned(
        Outcome(
          status: .success,
          output: options.printsWarnings ? warnings : options.output == nil ? preview.svg : ""),
        warnings: warnings, options: options)
    case .show:
      return await DialogShowCommand.show(
        dialog, name: name, fromStandardInput: path == "-", lineMode: options.lineMode,
        localization: localization)
    case .catalog, .gallery:
      preconditionFailure("catalog and gallery answer before a dialog is read")
    }
  }

  /// Writes `text` to the file `path`, replacing it; says why on standard
  /// error when it cannot.
  static func write(_ text: String, to path: String) -> Bool {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return true
    } catch {
      fail("cannot write \(TextEscaping.escaped(path)): \(error.localizedDescription)")
      return false
    }
  }

  /// `outcome`, or status 7 with the warnings on standard error (unless
  /// printed already) when `--fail-on-warnings` meets any.
  static func warned(_ outcome: Outcome, warnings: String, options: CommandLineOptions) -> Outcome {
    guard options.failsOnWarnings, !warnings.isEmpty else { return outcome }
    if !options.printsWarnings {
      for line in warnings.split(separator: "\n") { fail("warning: \(line)") }
    }
    return Outcome(status: .layoutWarnings, output: outcome.output)
  }

  /// Every problem (on `platform`, when given), one per line; errors make the status non-zero.
  static func check(_ dialog: Dialog<String>, on platform: DialogPlatform?) -> Outcome {
    let problems = platform.map(dialog.problems(for:)) ?? dialog.problems
    var output = problems.map { "\($0)\n" }.joined()
    if problems.isEmpty { output = "ok: no problems\n" }
    let errors = problems.filter { $0.severity == .error }.count
    return Outcome(status: errors > 0 ? .invalidDialog : .success, output: output)
  }

  /// One line on standard error, prefixed with the program name.
  ///
  /// Names and values in messages are escaped where they are quoted; any control character
  /// left (a line break, ESC, BEL, a C1 control, a bidirectional override) is escaped here as
  /// `\u{…}`, so nothing taken from the command line or a file reaches the terminal raw.
  /// Reads a String Catalog as presenters do on Linux, says what it holds, and lists each
  /// translation whose specifiers do not fit its key's arguments (errors make the status 4).
  static func catalog(at path: String, name: String) -> Outcome {
    do {
      let data = try DialogInput.read(path, limit: StringCatalog.maximumByteCount)
      let catalog = try StringCatalog(data: data)
      let languages = catalog.languages.map(TextEscaping.escaped).joined(separator: ", ")
      let summary =
        "\(name): \(catalog.keys.count) keys, source language "
        + "\(TextEscaping.escaped(catalog.sourceLanguage)), translated into "
        + (languages.isEmpty ? "no language" : languages)
      let problems = catalog.formatProblems
      let lines = problems.map { "\($0)\n" }.joined()
      let status: ExitStatus = problems.contains(where: \.isError) ? .invalidDialog : .success
      return Outcome(status: status, output: summary + "\n" + lines)
    } catch let error as DialogInput.ReadError {
      fail("\(name): \(error.message)")
    } catch {
      fail("\(name): \(TextEscaping.escaped(String(describing: error)))")
    }
    return Outcome(status: .badInput)
  }

  static func fail(_ message: String) {
    var line = "fluentalert: "
    for scalar in message.unicodeScalars {
      if scalar == "\n" {
        line += " "
      } else if TextEscaping.mustEscape(scalar) {
        line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
