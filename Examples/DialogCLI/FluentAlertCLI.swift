import FluentAlert
import Foundation

/// The `fluentalert` command: checks, snapshots, formats and presents dialog JSON.
///
/// Made for shell scripts. See `fluentalert --help` for commands and exit statuses.
@main
struct FluentAlertCLI {
  static func main() async {
    let status = await run(Array(CommandLine.arguments.dropFirst()))
    exit(status.rawValue)
  }

  static func run(_ arguments: [String]) async -> ExitStatus {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      fail("\(error.message) (see fluentalert --help)")
      return .usage
    }
    if options.wantsHelp {
      print(CommandLineOptions.help)
      return .success
    }
    if options.wantsVersion {
      print("fluentalert (dialog JSON format version \(DialogJSON.formatVersion))")
      return .success
    }
    guard let command = options.command, let path = options.path else { return .usage }
    let name = path == "-" ? "<stdin>" : path
    let decoding = DialogDecodingOptions(
      unknownFields: options.ignoreUnknownFields ? .ignore : .reject)
    let dialog: Dialog<String>
    do {
      let data = try DialogInput.read(path, limit: decoding.limits.maxInputBytes)
      dialog = try Dialog<String>(json: data, options: decoding)
    } catch let error as DialogInput.ReadError {
      fail("\(name): \(error.message)")
      return .badInput
    } catch {
      fail("\(name): \(error)")
      return .badInput
    }
    switch command {
    case .check:
      return check(dialog)
    case .snapshot:
      print(dialog.snapshot)
      return .success
    case .format:
      do {
        print(String(decoding: try DialogJSON.encode(dialog, prettyPrinted: true), as: UTF8.self))
        return .success
      } catch {
        fail("\(name): cannot encode: \(error)")
        return .badInput
      }
    case .show:
      return await DialogShowCommand.show(
        dialog, name: name, fromStandardInput: path == "-", lineMode: options.lineMode)
    }
  }

  /// Prints every problem, one per line; errors make the status non-zero.
  static func check(_ dialog: Dialog<String>) -> ExitStatus {
    let problems = dialog.problems
    for problem in problems {
      print(problem)
    }
    let errors = problems.filter { $0.severity == .error }.count
    if problems.isEmpty { print("ok: no problems") }
    return errors > 0 ? .invalidDialog : .success
  }

  /// One line on standard error, prefixed with the program name.
  static func fail(_ message: String) {
    let line = "fluentalert: " + message.replacingOccurrences(of: "\n", with: " ") + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
