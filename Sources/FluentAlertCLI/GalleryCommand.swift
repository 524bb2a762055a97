import FluentAlert
import FluentAlertJSON
import FluentAlertPreview
internal import FluentAlertText
import Foundation

/// `fluentalert gallery`: every dialog given, in every chosen look,
/// appearance, text size and language, on one XHTML page.
enum GalleryCommand {
  static func run(
    _ options: CommandLineOptions, catalogs: CatalogBundle?
  ) -> FluentAlertCLI.Outcome {
    let files: [String]
    do { files = try dialogFiles(options.paths) } catch {
      FluentAlertCLI.fail(error.message)
      return FluentAlertCLI.Outcome(status: .badInput)
    }
    let bundle = catalogs?.bundle ?? .main
    let languages =
      options.languages.isEmpty ? (catalogs?.languages ?? ["en"]) : options.languages
    guard languages.count <= maximumLanguages else {
      FluentAlertCLI.fail(
        "gallery: \(languages.count) languages; a gallery draws at most \(maximumLanguages) "
          + "(choose some with --language)")
      return FluentAlertCLI.Outcome(status: .badInput)
    }
    var gallery = PreviewGallery(
      title: "FluentAlert gallery",
      looks: options.looks.isEmpty ? nil : options.looks,
      appearances: options.appearances.isEmpty ? [.light, .dark] : options.appearances,
      textSizes: options.textSizes.isEmpty ? [.large] : options.textSizes,
      localizations: languages.map {
        DialogLocalization(bundle: bundle, locale: Locale(identifier: $0))
      })
    if let refusal = refusal(
      files: files.count, languages: languages.count,
      picturesPerDialog: gallery.picturesPerDialog)
    {
      FluentAlertCLI.fail("gallery: \(refusal)")
      return FluentAlertCLI.Outcome(status: .badInput)
    }
    let decoding = DialogDecodingOptions(
      unknownFields: options.ignoreUnknownFields ? .ignore : .reject)
    for file in files {
      let name = file == "-" ? "<stdin>" : TextEscaping.escaped(file)
      do {
        let data = try DialogInput.read(file, limit: decoding.limits.maxInputBytes)
        gallery.add(try Dialog<String>(json: data, options: decoding), named: name)
      } catch let error as DialogInput.ReadError {
        FluentAlertCLI.fail("\(name): \(error.message)")
        return FluentAlertCLI.Outcome(status: .badInput)
      } catch {
        FluentAlertCLI.fail("\(name): \(error)")
        return FluentAlertCLI.Outcome(status: .badInput)
      }
    }
    let warnings = gallery.warnings.map { "\($0.dialog): \($0.warning)\n" }.joined()
    let page = gallery.html
    if let output = options.output {
      guard FluentAlertCLI.write(page, to: output) else {
        return FluentAlertCLI.Outcome(status: .outputFailure)
      }
    }
    return FluentAlertCLI.warned(
      FluentAlertCLI.Outcome(
        status: .success,
        output: options.printsWarnings ? warnings : options.output == nil ? page : ""),
      warnings: warnings, options: options)
  }

  /// The most languages one page draws: more than any app ships, fewer
  /// than a catalog written to make the page huge names.
  static let maximumLanguages = 200
  /// The most pictures one page holds (a few kilobytes each): past it, a
  /// page is too big to review and slow to make.
  static let maximumPictures = 10_000

  /// Why a page of `files` dialogs in `languages` languages, drawn in
  /// `picturesPerDialog` pictures each, is too big to draw, or `nil`.
  static func refusal(files: Int, languages: Int, picturesPerDialog: Int) -> String? {
    let (pictures, overflow) = files.multipliedReportingOverflow(by: picturesPerDialog)
    guard overflow || pictures > maximumPictures else { return nil }
    let count = overflow ? "more than \(grouped(Int.max))" : grouped(pictures)
    return "\(files) dialogs in \(languages) languages make \(count) pictures; a gallery draws "
      + "at most \(grouped(maximumPictures)) (draw fewer languages, looks, appearances or text "
      + "sizes, or fewer dialogs per page)"
  }

  /// `count` with a comma between each group of three digits (`12,000`).
  private static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }

  struct ReadError: Error {
    let message: String
  }

  /// The files to draw: each file as given, and each folder's `.json` files
  /// sorted by name (not its subfolders').
  static func dialogFiles(_ paths: [String]) throws(ReadError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        files.append(path)
        continue
      }
      let names: [String]
      do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
        throw ReadError(
          message: "\(TextEscaping.escaped(path)): cannot list: \(error.localizedDescription)")
      }
      // Named as given (`examples/x.json`), so the page does not depend on where it is made.
      let folder = path.hasSuffix("/") ? path : path + "/"
      files += names.filter { $0.hasSuffix(".json") }.sorted().map { folder + $0 }
    }
    return files
  }
}
