import FluentAlert
import FluentAlertPreview
internal import FluentAlertText

/// The parsed command line of `fluentalert`: hand-written, no parser package.
struct CommandLineOptions: Equatable {
  /// What to do with the dialog (or, for `catalog`, the String Catalog).
  enum Command: String, CaseIterable {
    case show
    case check
    case snapshot
    case format
    case preview
    case gallery
    case catalog
  }

  /// Why a command line was refused.
  struct UsageError: Error, Equatable {
    let message: String
  }

  var command: Command?
  /// The dialog file, `-` for standard input: the first of ``paths``.
  var path: String? { paths.first }
  /// The files (and, for `gallery`, folders) after the command.
  var paths: [String] = []
  var ignoreUnknownFields = false
  var lineMode = false
  /// check: the platform whose rules apply; `nil` for every platform's.
  var platform: DialogPlatform?
  /// preview and gallery: the looks; empty for the default.
  var looks: [PreviewLook] = []
  /// preview and gallery: the appearances; empty for the default.
  var appearances: [PreviewAppearance] = []
  /// preview and gallery: the text sizes of the iOS looks; empty for the
  /// default.
  var textSizes: [PreviewTextSize] = []
  /// preview, gallery and show: the languages texts are looked up in.
  var languages: [String] = []
  /// preview, gallery and show: the String Catalogs texts are looked up in.
  var catalogs: [String] = []
  /// preview and gallery: print the layout warnings on standard output.
  var printsWarnings = false
  /// preview and gallery: exit with status 7 when the layout has warnings.
  var failsOnWarnings = false
  /// preview and gallery: the file the SVG or page is written to; `nil` for
  /// standard output.
  var output: String?
  var wantsHelp = false
  var wantsVersion = false

  /// preview: the one look asked for, if any.
  var look: PreviewLook? { looks.first }
  /// preview: the one appearance asked for, light by default.
  var appearance: PreviewAppearance { appearances.first ?? .light }
  /// preview: the one text size asked for, if any.
  var textSize: PreviewTextSize? { textSizes.first }

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self {
    var options = Self()
    var positional: [String] = []
    var onlyPositional = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
        continue
      }
      if let (name, value) = try valueOption(argument, from: &rest) {
        switch name {
        case "--platform": options.platform = try choice(value, of: name)
        case "--look": options.looks += try choices(value, of: name)
        case "--appearance": options.appearances += try choices(value, of: name)
        case "--text-size": options.textSizes += try choices(value, of: name)
        case "--language": options.languages += try languages(value)
        case "--catalog": options.catalogs.append(value)
        default: options.output = value
        }
        continue
      }
      switch argument {
      case "--": onlyPositional = true
      case "-h", "--help": options.wantsHelp = true
      case "--version": options.wantsVersion = true
      case "--ignore-unknown-fields": options.ignoreUnknownFields = true
      case "--line-mode": options.lineMode = true
      case "--warnings": options.printsWarnings = true
      case "--fail-on-warnings": options.failsOnWarnings = true
      default: throw UsageError(message: "unknown option \(TextEscaping.quoted(argument))")
      }
    }
    if options.wantsHelp || options.wantsVersion { return options }
    let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = positional.first else {
      throw UsageError(message: "missing command (\(commands))")
    }
    guard let command = Command(rawValue: name) else {
      throw UsageError(
        message: "unknown command \(TextEscaping.quoted(name)); expected \(commands)")
    }
    options.command = command
    try options.checkOptions(of: name)
    let file = command == .catalog ? "catalog file" : "dialog file"
    guard positional.count >= 2 else {
      throw UsageError(message: "\(name): missing \(file) (use - for standard input)")
    }
    guard positional.count == 2 || command == .gallery else {
      throw UsageError(message: "\(name): one \(file) expected, got \(positional.count - 1)")
    }
    options.paths = Array(positional.dropFirst())
    return options
  }

  /// Refuses options the command does not take, and more than one value
  /// where `preview` draws one picture.
  private func checkOptions(of name: String) throws(UsageError) {
    let pictures = command == .preview || command == .gallery
    let pictureOnly =
      !looks.isEmpty || !appearances.isEmpty || !textSizes.isEmpty || output != nil
      || printsWarnings || failsOnWarnings
    if pictureOnly && !pictures {
      throw UsageError(
        message: "\(name): --look, --appearance, --text-size, --warnings, --fail-on-warnings "
          + "and -o are options of preview and gallery")
    }
    if (!languages.isEmpty || !catalogs.isEmpty) && !pictures && command != .show {
      throw UsageError(
        message: "\(name): --language and --catalog are options of preview, gallery and show")
    }
    guard command != .gallery else { return }
    for (option, count) in [
      ("--look", looks.count), ("--appearance", appearances.count),
      ("--text-size", textSizes.count), ("--language", languages.count),
    ] where count > 1 {
      throw UsageError(message: "\(name): one \(option) expected, got \(count)")
    }
  }

  /// The options that take a value: their name and value, taken from `argument`
  /// (`--name=value`) or the next argument; `nil` for any other argument.
  private static func valueOption(
    _ argument: String, from rest: inout ArraySlice<String>
  ) throws(UsageError) -> (name: String, value: String)? {
    for name in [
      "--platform", "--look", "--appearance", "--text-size", "--language", "--catalog",
      "--output", "-o",
    ] {
      if argument == name {
        guard let value = rest.popFirst() else {
          throw UsageError(message: "\(name) needs a value")
        }
        return (name, value)
      }
      if argument.hasPrefix(name + "=") {
        return (name, String(argument.dropFirst(name.count + 1)))
      }
    }
    return nil
  }

  /// The cases of `Choice` a comma-separated `value` names, in order.
  private static func choices<Choice: RawRepresentable & CaseIterable>(
    _ value: String, of option: String
  ) throws(UsageError) -> [Choice] where Choice.RawValue == String {
    var chosen: [Choice] = []
    for name in value.split(separator: ",", omittingEmptySubsequences: false) {
      chosen.append(try choice(String(name), of: option))
    }
    return chosen
  }

  /// The language identifiers a comma-separated `value` names (`en,de,ru_RU`):
  /// a letter, then letters, digits, `-` and `_`.
  private static func languages(_ value: String) throws(UsageError) -> [String] {
    var languages: [String] = []
    for name in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard LanguageIdentifier.isValid(name) else {
        throw UsageError(
          message: "invalid language \(TextEscaping.quoted(String(name))); expected an "
            + "identifier such as en, de or pt_BR")
      }
      languages.append(String(name))
    }
    return languages
  }

  /// The case of `Choice` named `value`, or a usage error listing the names.
  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: String, of option: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    if let choice = Choice(rawValue: value) { return choice }
    throw UsageError(
      message: "unknown \(option.dropFirst(2).split(separator: "-").joined(separator: " ")) "
        + "\(TextEscaping.quoted(value)); expected "
        + Choice.allCases.map(\.rawValue).joined(separator: ", "))
  }

  static let help = """
    USAGE: fluentalert <command> [options] <dialog.json | ->
           fluentalert gallery [options] <dialog.json | folder>...
           fluentalert catalog <Localizable.xcstrings | ->

    Reads a FluentAlert dialog in its JSON form (format version 1) from a file,
    or from standard input when the file is -.

    COMMANDS:
      show       Present the dialog on the terminal (/dev/tty) and print the
                 chosen key on standard output, then each text field's value,
                 one per line (control characters escaped as in snapshots),
                 then each control's value ("on" or "off" for a toggle, the
                 selected option's key, or an empty line, for a choice),
                 then, for a dialog with a suppression toggle, "suppressed"
                 or "not suppressed". What the terminal adds to the dialog
                 (marks, questions, hints) is in the language LC_ALL,
                 LC_MESSAGES or LANG names; standard output and the tool's
                 own messages ("invalid dialog", …) stay English for scripts.
      check      Print the dialog's problems, one per line (with --platform,
                 only the rules that hold on that platform).
      snapshot   Print the dialog's snapshot text.
      format     Print the dialog as canonical, pretty-printed JSON.
      preview    Draw the dialog as an SVG picture of what the system shows
                 (an iPhone alert or action sheet, a Mac alert or the
                 terminal; light or dark), on standard output or to the
                 file given with -o. A dialog with errors is drawn as it
                 is: each error is written on standard error, one per
                 line, and the status stays 0 (check is the gate).
                 With --warnings, print instead what the layout cuts or
                 stretches, one line each: a title or message with more
                 lines than the look allows, an action title or
                 placeholder cut with "…", rows of the terminal look out
                 of sight (the picture then goes only to -o).
      gallery    Draw every dialog given (JSON files, and the .json files
                 of each folder, by name) in each look, appearance, text
                 size and language, as one static XHTML page: the table of
                 all warnings at the top, then each dialog's pictures by
                 language, captioned, their warnings beside them. No
                 script, nothing fetched; the same input gives the same
                 bytes. Defaults: the iOS look of each dialog's style, the
                 Mac alert and the terminal; light and dark; large; the
                 languages of the --catalog files (else en). At most 200
                 languages and 10,000 pictures per page (exit 3 past it).
      catalog    Check a String Catalog (.xcstrings) as FluentAlert reads it
                 on Linux: print its source language, languages and number
                 of keys, or the first problem (bad JSON, a plural variation
                 without "other", …) with its place, exit 3. Then list, one
                 per line, each translation whose specifiers do not fit the
                 arguments of its key (or, for a key without specifiers, of
                 its source-language text): "error:" for one that is never
                 shown (a %@ where the key has %lld, a specifier for an
                 argument the key lacks), exit 4; "warning:" for one that
                 leaves an argument out.

    OPTIONS:
      --ignore-unknown-fields   Skip members the format does not define
                                (default: reject them).
      --platform <name>         check: only the rules of uikit, swiftui,
                                appkit or terminal (errors hold on all).
      --line-mode               show: ask line by line, questions on standard
                                error and answers from standard input, even
                                when there is a terminal.
      --look <name>             preview, gallery: ios-alert,
                                ios-action-sheet, macos-alert or terminal
                                (default: the iOS one of the dialog's
                                style); gallery takes a list (a,b).
      --appearance <name>       preview, gallery: light (default) or dark.
      --text-size <name>        preview, gallery: the iOS text size,
                                extra-small … large (default) …
                                extra-extra-extra-large,
                                accessibility-medium …
                                accessibility-extra-extra-extra-large.
      --language <id>           preview, gallery, show: the language texts
                                are looked up in (en, de, pt_BR; default:
                                the environment's); gallery takes a list.
      --catalog <file>          preview, gallery, show: a String Catalog
                                (.xcstrings) the texts are looked up in,
                                as the app's table of the file's name
                                (Localizable for plain keys); repeatable.
      --warnings                preview, gallery: print the layout warnings
                                on standard output, one per line.
      --fail-on-warnings        preview, gallery: exit 7 when the layout
                                has any warning (listed on standard error
                                unless --warnings prints them).
      -o, --output <file>       preview, gallery: write the SVG or page to
                                <file> instead of standard output.
      -h, --help                Show this help.
      --version                 Show FluentAlert's version and the JSON format's.

    EXIT STATUS:
      0   success: show chose an action other than cancel; check found no
          errors (warnings are printed); snapshot, format, preview and
          catalog printed
      1   show: cancelled (the cancel action, Escape, end of input, or an
          auto-dismiss without a key); the cancel key, if any, is printed
      2   usage error
      3   the input could not be read or is not a valid dialog document or
          String Catalog (one line on standard error names the JSON path and
          what was expected)
      4   the dialog has errors (check lists them; show refuses to present it),
          or the catalog has translations that are never shown (catalog
          lists them)
      5   show: no terminal to present on, or the terminal failed
      6   standard output (or the -o file) could not be written
          (closed, full, or failing); one line on standard error says why
      7   preview, gallery --fail-on-warnings: the layout has warnings

    Everything echoed from the command line or the file (names, options,
    values) is written with control characters escaped as \\u{1B}, so no
    argument can reach the terminal as a control sequence.
    """
}
