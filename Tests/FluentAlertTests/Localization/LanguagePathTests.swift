import FluentAlert
import Foundation
import Testing

/// A language name becomes a folder name (`fr.lproj`) when texts are looked
/// up: none may climb out of the bundle it names, whether it comes from the
/// app's locale or from a String Catalog someone else wrote.
@Suite("Language names never climb out of the bundle")
struct LanguagePathTests {
  /// Names that try to leave a folder, every way we could think of.
  static let climbing = [
    "..", "../evil", "../../evil", "./../evil", "en/../../evil", "en/../..", "/tmp/evil",
    "//evil", "..\\evil", "en\\..\\..\\evil", "en.lproj/../../evil", "~/evil", "~",
    "%2e%2e/evil", "..%2Fevil", "．．/evil", "evil\u{0}", "en\u{0}/../evil", " ../evil",
    "en\n../evil", ".", ".hidden", "-rf", "_en", "9en", "",
    String(repeating: "a", count: 65),
  ]

  /// A bundle folder with an `en.lproj`, beside an `evil.lproj` it must
  /// never read; the folder is removed when the test ends.
  struct Layout: ~Copyable {
    let root: URL
    let bundle: Bundle

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("language-paths-\(UUID().uuidString)")
      let app = root.appendingPathComponent("App.bundle")
      for (folder, value) in [
        (app.appendingPathComponent("en.lproj"), "Inside"),
        (root.appendingPathComponent("evil.lproj"), "Outside"),
      ] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("\"Greeting\" = \"\(value)\";\n".utf8)
          .write(to: folder.appendingPathComponent("Localizable.strings"))
      }
      guard let bundle = Bundle(path: app.path) else { throw CocoaError(.fileNoSuchFile) }
      self.bundle = bundle
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  @Test("a locale whose identifier climbs reads no table outside the bundle", arguments: climbing)
  func localeCannotClimb(name: String) throws {
    let layout = try Layout()
    let localization = DialogLocalization(bundle: layout.bundle, locale: Locale(identifier: name))
    let text = DialogText.localized("Greeting").resolved(in: localization)
    #expect(text != "Outside", "\(name.debugDescription) read a table outside the bundle")
  }

  @Test("the bundle's own language folder is still found")
  func ownLanguageFound() throws {
    let layout = try Layout()
    for name in ["en", "en_GB", "en-US"] {
      let localization = DialogLocalization(bundle: layout.bundle, locale: Locale(identifier: name))
      #expect(DialogText.localized("Greeting").resolved(in: localization) == "Inside", "\(name)")
    }
  }

  @Test("a catalog naming a language that climbs is refused with the name", arguments: climbing)
  func catalogLanguageRefused(name: String) throws {
    let translation: [String: Any] = ["stringUnit": ["state": "translated", "value": "x"]]
    let catalog: [String: Any] = [
      "sourceLanguage": "en", "version": "1.0",
      "strings": ["Greeting": ["localizations": [name: translation]]],
    ]
    let data = try JSONSerialization.data(withJSONObject: catalog)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalog(data: data) }
    #expect(error?.path == #"strings["Greeting"].localizations"#)
    #expect(
      error?.reason.hasSuffix(
        "is not a language identifier (letters, digits, - and _, such as en, pt-BR or zh-Hans)")
        == true)
  }

  @Test("a catalog whose source language climbs is refused")
  func sourceLanguageRefused() throws {
    let data = Data(#"{"sourceLanguage": "../../evil", "version": "1.0", "strings": {}}"#.utf8)
    let error = #expect(throws: StringCatalogError.self) { try StringCatalog(data: data) }
    #expect(
      error?.description
        == #"sourceLanguage: "../../evil" is not a language identifier "#
        + "(letters, digits, - and _, such as en, pt-BR or zh-Hans)")
  }

  @Test("real languages, scripts and regions are accepted")
  func realLanguages() throws {
    let names = ["en", "pt-BR", "zh-Hans", "zh-Hant-HK", "es-419", "sr_Latn_RS", "Base"]
    var localizations: [String: Any] = [:]
    for name in names {
      localizations[name] = ["stringUnit": ["state": "translated", "value": name]]
    }
    let catalog: [String: Any] = [
      "sourceLanguage": "en", "version": "1.0",
      "strings": ["Greeting": ["localizations": localizations]],
    ]
    let parsed = try StringCatalog(data: JSONSerialization.data(withJSONObject: catalog))
    #expect(Set(parsed.languages) == Set(names))
  }
}
