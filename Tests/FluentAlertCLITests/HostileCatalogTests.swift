import Foundation
import Testing

/// What a String Catalog from someone else (a translator's pull request)
/// can make `fluentalert preview` and `gallery` do on a CI runner.
@Suite("fluentalert with a hostile catalog")
struct HostileCatalogTests {
  static let dialog = #"""
    {"fluentalert": 1, "style": "alert", "title": "Greeting",
     "actions": [{"title": "OK", "key": "ok", "role": "cancel"}]}
    """#

  /// A catalog translating "Greeting" into each of `languages`.
  static func catalog(languages: [String]) throws -> String {
    var localizations: [String: Any] = [:]
    for language in languages {
      localizations[language] = ["stringUnit": ["state": "translated", "value": language]]
    }
    let object: [String: Any] = [
      "sourceLanguage": "en", "version": "1.0",
      "strings": ["Greeting": ["localizations": localizations]],
    ]
    let data = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
    return String(decoding: data, as: UTF8.self)
  }

  @Test("a catalog language that climbs out of the bundle is refused, and nothing is read")
  func climbingLanguage() throws {
    let dialog = try file("greeting.json", Self.dialog)
    let folder = URL(fileURLWithPath: dialog).deletingLastPathComponent()
    // What the climbing name would reach: a table outside the catalog's folder.
    let outside = folder.appendingPathComponent("evil.lproj")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data(#""Greeting" = "SECRET";"#.utf8)
      .write(to: outside.appendingPathComponent("Localizable.strings"))
    let climb = String(repeating: "../", count: 12) + String(folder.path.dropFirst()) + "/evil"
    let catalog = try file("Localizable.xcstrings", Self.catalog(languages: ["de", climb]))
    for command in ["gallery", "preview"] {
      let run = try CLIRun([command, "--catalog", catalog, dialog])
      #expect(run.status == 3, "\(command): \(run.stderr)")
      #expect(run.stderr.contains("is not a language identifier"), "\(run.stderr)")
      #expect(!run.stdout.contains("SECRET"))
    }
  }

  @Test("a refused catalog leaves no temporary folder behind, even after a good one")
  func noTemporaryFolderLeft() throws {
    let dialog = try file("greeting.json", Self.dialog)
    let good = try file("Good.xcstrings", Self.catalog(languages: ["de"]))
    let broken = try file("Broken.xcstrings", #"{"sourceLanguage": "en", "strings": 3}"#)
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluentalert-tmp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let refused = try CLIRun(
      ["preview", "--catalog", good, "--catalog", broken, dialog], environment: environment)
    #expect(refused.status == 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    let drawn = try CLIRun(["preview", "--catalog", good, dialog], environment: environment)
    #expect(drawn.status == 0, "\(drawn.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test("a gallery past its bound of languages or pictures is refused before drawing")
  func galleryBounds() throws {
    let dialog = try file("greeting.json", Self.dialog)
    let names = (0..<201).map { "l\($0)" }
    let many = try file("Localizable.xcstrings", Self.catalog(languages: names))
    let languages = try CLIRun(["gallery", "--catalog", many, dialog])
    #expect(languages.status == 3)
    #expect(
      languages.stderr
        == "fluentalert: gallery: 202 languages; a gallery draws at most 200 "
        + "(choose some with --language)\n")
    #expect(languages.stdout.isEmpty)
    // 200 languages of 5 looks (3 text sizes, a Mac alert and a terminal) in 2 appearances,
    // for 6 dialogs: 12,000 pictures.
    let some = try file("Some.xcstrings", Self.catalog(languages: Array(names.prefix(199))))
    let sizes = ["--text-size", "large,extra-large,accessibility-large"]
    let pictures = try CLIRun(
      ["gallery", "--catalog", some] + sizes + Array(repeating: dialog, count: 6))
    #expect(pictures.status == 3)
    #expect(
      pictures.stderr
        == "fluentalert: gallery: 6 dialogs in 200 languages make 12,000 pictures; a gallery "
        + "draws at most 10,000 (draw fewer languages, looks, appearances or text sizes, "
        + "or fewer dialogs per page)\n")
  }
}
