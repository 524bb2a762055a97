import FluentAlert
import FluentAlertTestSupport
import Foundation
import Testing

@Suite("String Catalogs are read on every platform, plurals included")
struct StringCatalogTests {
  static func text(_ key: DialogText, in language: String) -> String {
    key.resolved(in: TestStrings.localization(language))
  }

  @Test("the catalog checked into the tests is valid and lists its languages")
  func validCatalog() throws {
    let catalog = try StringCatalog(contentsOf: TestStrings.catalogURL)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ["en", "pl", "ru"])
    #expect(catalog.keys.contains("Delete %lld photos?"))
  }

  @Test("a plural is chosen by the count in Russian, Polish and English")
  func plurals() {
    #expect(Self.text("Delete \(1) photos?", in: "ru") == "Удалить 1 фотографию?")
    #expect(Self.text("Delete \(3) photos?", in: "ru_RU") == "Удалить 3 фотографии?")
    #expect(Self.text("Delete \(12) photos?", in: "ru") == "Удалить 12 фотографий?")
    #expect(Self.text("Delete \(22) photos?", in: "pl") == "Usunąć 22 zdjęcia?")
    #expect(Self.text("Delete \(21) photos?", in: "pl") == "Usunąć 21 zdjęć?")
    #expect(Self.text("Delete \(1) photos?", in: "en") == "Delete 1 photo?")
    #expect(Self.text("Delete \(0) photos?", in: "en") == "Delete 0 photos?")
  }

  @Test("two counts, each with its own plural, through the catalog's substitutions")
  func substitutions() {
    #expect(Self.text("\(1) files in \(5) folders", in: "en") == "1 file in 5 folders")
    #expect(Self.text("\(22) files in \(1) folders", in: "ru") == "22 файла в 1 папке")
    #expect(Self.text("\(5) files in \(2) folders", in: "ru") == "5 файлов в 2 папках")
  }

  @Test("the integer argument chooses the form, wherever it is among the arguments")
  func integerChooses() {
    let name = "Ana"
    #expect(
      Self.text("Share \(name)'s \(21) photos?", in: "ru") == "Поделиться 21 фотографией (Ana)?")
    #expect(
      Self.text("Share \(name)'s \(5) photos?", in: "ru") == "Поделиться 5 фотографиями (Ana)?")
  }

  @Test("a device variation shows its variant for other devices")
  func device() {
    #expect(Self.text("Storage", in: "ru") == "Хранилище")
  }

  @Test(
    "a language the catalog lacks shows the source language's plural; a missing key shows itself")
  func fallbacks() {
    #expect(Self.text("Delete \(1) photos?", in: "xx") == "Delete 1 photo?")
    #expect(Self.text("Delete \(1) photos?", in: "uk") == "Delete 1 photo?")
    #expect(Self.text("Nothing like this \(2)", in: "ru") == "Nothing like this 2")
    // A key the catalog lacks in French is still found in fr.lproj's .strings.
    #expect(Self.text("Delete \(3) items?", in: "fr") == "Supprimer 3 éléments ?")
  }

  @Test("the system's Cancel in the languages covered, English for the rest")
  func systemCancel() {
    let cases = [
      ("en", "Cancel"), ("fr", "Annuler"), ("de", "Abbrechen"), ("ru", "Отменить"),
      ("pl", "Anuluj"), ("ja", "キャンセル"), ("zh-Hans", "取消"), ("xx", "Cancel"),
    ]
    for (language, word) in cases {
      #expect(DialogText.systemCancel.resolved(in: TestStrings.localization(language)) == word)
    }
    #expect(DialogText.systemCancel == .localized("Cancel", table: "FluentAlert"))
  }
}

@Suite("Hostile String Catalogs give a clear error, or the key's own text, never a crash")
struct HostileStringCatalogTests {
  /// A folder with the given files, standing for a bundle, and a
  /// localization of it in `locale`.
  static func bundle(
    _ files: [String: Data], locale: String = "ru"
  ) throws -> (DialogLocalization, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluentalert-catalog-\(UUID().uuidString)")
    for (path, data) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let bundle = try #require(Bundle(url: folder))
    return (DialogLocalization(bundle: bundle, locale: Locale(identifier: locale)), folder)
  }

  static func error(_ json: String) -> String? {
    do {
      _ = try StringCatalog(data: Data(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test("bad JSON, a missing other form, an unknown form, a wrong shape: each named with its path")
  func clearErrors() {
    #expect(Self.error("{ not json")?.hasPrefix("is not JSON") == true)
    #expect(Self.error("[]") == "is not an object")
    #expect(Self.error(#"{"strings": {}}"#) == "sourceLanguage: is missing or not a string")
    #expect(Self.error(#"{"sourceLanguage": "en", "strings": []}"#) == "strings: is not an object")
    let missingOther = #"""
      {"sourceLanguage": "en", "strings": {"Delete %lld photos?": {"localizations": {"ru":
        {"variations": {"plural": {"one": {"stringUnit": {"value": "Удалить %lld фото?"}}}}}}}}}
      """#
    #expect(
      Self.error(missingOther) == """
        strings["Delete %lld photos?"].localizations.ru.variations.plural: \
        has no "other" form, which every plural variation needs
        """)
    let unknownForm = #"""
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"ru": {"variations":
        {"plural": {"several": {"stringUnit": {"value": "x"}}, "other": {"stringUnit":
        {"value": "y"}}}}}}}}}
      """#
    #expect(
      Self.error(unknownForm)
        == #"strings["k"].localizations.ru.variations.plural.several: is not a plural form (zero, one, two, few, many, other)"#
    )
    let noValue =
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"ru": {"stringUnit": {}}}}}}"#
    #expect(
      Self.error(noValue)
        == #"strings["k"].localizations.ru.stringUnit.value: is missing or not a string"#)
  }

  @Test("an error stays on one line whatever the key or language holds")
  func oneLine() {
    let json = #"{"sourceLanguage": "en", "strings": {"a\nb\"c": {"localizations": {"r\tu": 3}}}}"#
    #expect(
      Self.error(json)
        == #"strings["a\nb\"c"].localizations: "r\tu" is not a language identifier "#
        + "(letters, digits, - and _, such as en, pt-BR or zh-Hans)")
    let fair = #"{"sourceLanguage": "en", "strings": {"a\nb\"c": {"localizations": {"ru": 3}}}}"#
    #expect(Self.error(fair) == #"strings["a\nb\"c"].localizations.ru: is not an object"#)
  }

  @Test("JSON nested a hundred thousand deep is refused, not a stack overflow")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(Self.error(deep) != nil)
  }

  @Test("a 100 MB catalog is refused without being read; lookup shows the key's text")
  func tooLarge() throws {
    let (localization, folder) = try Self.bundle(["Localizable.xcstrings": Data()])
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Localizable.xcstrings")
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100 * 1024 * 1024)  // sparse: no 100 MB written
    try handle.close()
    #expect(throws: StringCatalogError.self) { try StringCatalog(contentsOf: url) }
    do {
      _ = try StringCatalog(contentsOf: url)
    } catch {
      #expect(error.reason == "is larger than 33554432 bytes, the most a catalog may be")
    }
    let title: DialogText = "Delete \(2) photos?"
    #expect(title.resolved(in: localization) == "Delete 2 photos?")
  }

  @Test("in lookup, a bad catalog shows the keys' text and a bad language falls back alone")
  func lookupFallbacks() throws {
    let (bad, badFolder) = try Self.bundle(["Localizable.xcstrings": Data("{ nope".utf8)])
    defer { try? FileManager.default.removeItem(at: badFolder) }
    let title: DialogText = "Delete \(5) photos?"
    #expect(title.resolved(in: bad) == "Delete 5 photos?")

    let partly = #"""
      {"sourceLanguage": "en", "strings": {
        "Delete %lld photos?": {"localizations": {
          "ru": {"variations": {"plural": {"one": {"stringUnit": {"value": "Удалить %lld фото?"}}}}},
          "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "Delete %lld photo?"}},
            "other": {"stringUnit": {"value": "Delete %lld photos!"}}}}}}},
        "Keep": {"localizations": {"ru": {"stringUnit": {"value": "Оставить"}}}},
        "Bad %lld": {"localizations": {"ru": {"stringUnit": {"value": "Плохо %n %@"}}}}}}
      """#
    let (localization, folder) = try Self.bundle(["Localizable.xcstrings": Data(partly.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    // Russian has no "other": that translation is left out, English is shown.
    #expect(title.resolved(in: localization) == "Delete 5 photos!")
    #expect(DialogText("Keep").resolved(in: localization) == "Оставить")
    // A translation whose specifiers do not fit is not used.
    #expect(DialogText("Bad \(3)").resolved(in: localization) == "Bad 3")
  }

  @Test("a .stringsdict beside a .strings table is never handed to Foundation on Linux")
  func stringsdictBeside() throws {
    // The shape that makes Foundation's bundle lookup crash on Linux
    // (signal 11 in _NSCFDictionary.object(forKey:)) for any key.
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>Delete %lld photos?</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>Удалить %#@photos@?</string>
      <key>photos</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>lld</string>
      <key>one</key><string>%lld фотографию</string>
      <key>other</key><string>%lld фотографии</string></dict>
      </dict></dict></plist>
      """
    let (localization, folder) = try Self.bundle([
      "ru.lproj/Localizable.strings": Data(#""Keep" = "Оставить";"#.utf8),
      "ru.lproj/Localizable.stringsdict": Data(stringsdict.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(DialogText("Keep").resolved(in: localization) == "Оставить")
    let title: DialogText = "Delete \(5) photos?"
    #if canImport(Darwin)
      _ = title.resolved(in: localization)  // Foundation applies the plural
    #else
      #expect(title.resolved(in: localization) == "Delete 5 photos?")
      // A language without a folder reads the bundle itself: still no crash.
      var english = localization
      english.locale = Locale(identifier: "en")
      #expect(DialogText("Keep").resolved(in: english) == "Keep")
    #endif
  }

  @Test("an app's own FluentAlert table overrides the built-in words")
  func override() throws {
    let (localization, folder) = try Self.bundle([
      "ru.lproj/FluentAlert.strings": Data(#""Cancel" = "Отмена";"#.utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(DialogText.systemCancel.resolved(in: localization) == "Отмена")
  }
}
