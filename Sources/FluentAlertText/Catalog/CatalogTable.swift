import Foundation

/// The translations of a String Catalog (`.xcstrings`, the JSON file Xcode
/// writes), read and checked: the reader behind the public `StringCatalog`,
/// the catalogs found in an app's bundles, and FluentAlert's own texts.
///
/// A catalog is read without trusting it: a file larger than
/// ``maximumByteCount`` is refused unread, and every problem is named with
/// its path in the file (`strings["Delete %lld items?"].localizations.ru`).
package struct CatalogTable: Sendable {
  /// Why a catalog cannot be read, with where in the file.
  package struct ReadError: Error, Hashable, Sendable {
    /// Where the problem is; empty for the file as a whole.
    package let path: String
    /// What is wrong, in one sentence.
    package let reason: String
  }

  /// The largest catalog read, in bytes (32 MiB).
  package static let maximumByteCount = 32 * 1024 * 1024

  /// The language the keys are written in (`"en"`).
  package let sourceLanguage: String

  /// The translations: key, then language.
  let entries: [String: [String: CatalogTranslation]]

  /// Every language the catalog translates some key into, sorted.
  package var languages: [String] {
    Set(entries.values.flatMap(\.keys)).sorted()
  }

  /// Every key, sorted.
  package var keys: [String] { entries.keys.sorted() }

  /// Reads and checks the catalog at `url`.
  ///
  /// - Parameter url: A `.xcstrings` file.
  /// - Throws: ``ReadError`` for the first problem.
  package init(contentsOf url: URL) throws(ReadError) {
    self = try Self.parse(Self.read(url), strict: true)
  }

  /// Reads and checks a catalog's contents.
  ///
  /// - Parameter data: The JSON of a `.xcstrings` file.
  /// - Throws: ``ReadError`` for the first problem.
  package init(data: Data) throws(ReadError) {
    self = try Self.parse(data, strict: true)
  }

  private init(sourceLanguage: String, entries: [String: [String: CatalogTranslation]]) {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
  }

  /// The catalog at `path` for showing text: a translation FluentAlert
  /// cannot use is left out (that key falls back), and an unreadable file
  /// is `nil`.
  package static func forLookup(at path: String) -> CatalogTable? {
    try? parse(read(URL(fileURLWithPath: path)), strict: false)
  }

  /// The format to show for `key` in the first of `languages` the catalog
  /// translates it into; `nil` when it has none of them.
  ///
  /// - Parameters:
  ///   - key: The key (its format, for a key with arguments).
  ///   - arguments: The arguments it is shown with, which choose plural
  ///     forms.
  ///   - languages: The languages to try, most specific first (`pt-BR`,
  ///     `pt`).
  /// - Returns: A format to check and fill in, or `nil`.
  package func format(for key: String, _ arguments: [FormatArgument], in languages: [String])
    -> String?
  {
    guard let translations = entries[key] else { return nil }
    for language in languages {
      if let translation = translations[language] {
        return translation.format(for: arguments, in: Self.ruleLanguages(language))
      }
    }
    return nil
  }

  /// The translation of every key in the first of `languages` that has
  /// one, made once for a locale so that a lookup hashes the key once.
  ///
  /// - Parameter languages: The languages to try, most specific first.
  /// - Returns: The chosen translations.
  package func chosen(in languages: [String]) -> Chosen {
    var chosen: [String: Chosen.Choice] = [:]
    chosen.reserveCapacity(entries.count)
    for (key, translations) in entries {
      for language in languages {
        guard let translation = translations[language] else { continue }
        if case .text(let text) = translation.variant, translation.substitutions.isEmpty {
          chosen[key] = .text(text)
        } else {
          chosen[key] = .varied(translation, language: language)
        }
        break
      }
    }
    return Chosen(translations: chosen)
  }

  /// A catalog's translations in one locale's languages: what
  /// ``format(for:_:in:)`` finds, with the languages already tried.
  package struct Chosen: Sendable {
    /// A key's translation: most are one text, which a lookup copies alone.
    fileprivate enum Choice: Sendable {
      case text(String)
      case varied(CatalogTranslation, language: String)
    }

    fileprivate let translations: [String: Choice]

    /// The format to show for `key`, or `nil` when the catalog has no
    /// translation of it in the languages it was chosen for.
    ///
    /// - Parameters:
    ///   - key: The key (its format, for a key with arguments).
    ///   - arguments: The arguments it is shown with, which choose plural
    ///     forms.
    /// - Returns: A format to check and fill in, or `nil`.
    package func format(for key: String, _ arguments: [FormatArgument]) -> String? {
      switch translations[key] {
      case .text(let text): text
      case .varied(let translation, let language):
        translation.format(for: arguments, in: CatalogTable.ruleLanguages(language))
      case nil: nil
      }
    }
  }

  /// A catalog language and its base language, for choosing plural rules
  /// (`pt-PT`, `pt`).
  fileprivate static func ruleLanguages(_ language: String) -> [String] {
    guard let dash = language.firstIndex(where: { $0 == "-" || $0 == "_" }) else {
      return [language]
    }
    return [language, String(language[..<dash])]
  }

  // MARK: Reading

  /// The file's bytes, for catalogs and strings tables alike.
  ///
  /// A file larger than ``maximumByteCount`` is measured, not read (what is
  /// read stops one byte past the limit, in case it grew).
  package static func read(_ url: URL) throws(CatalogTable.ReadError) -> Data {
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      guard try handle.seekToEnd() <= UInt64(maximumByteCount) else { throw tooLarge }
      try handle.seek(toOffset: 0)
      return try handle.read(upToCount: maximumByteCount + 1) ?? Data()
    } catch let error as CatalogTable.ReadError {
      throw error
    } catch {
      throw CatalogTable.ReadError(
        path: "", reason: "cannot be read: \(TextEscaping.escaped(error.localizedDescription))")
    }
  }

  private static let tooLarge = CatalogTable.ReadError(
    path: "", reason: "is larger than \(maximumByteCount) bytes, the most a catalog may be")

  private static func parse(_ data: Data, strict: Bool) throws(CatalogTable.ReadError)
    -> CatalogTable
  {
    guard data.count <= maximumByteCount else { throw tooLarge }
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      let why = TextEscaping.escaped(error.localizedDescription)
      throw CatalogTable.ReadError(path: "", reason: "is not JSON (\(why))")
    }
    return try CatalogParser(strict: strict).catalog(root)
  }

  /// Walks the JSON, naming the path of each problem.
  private struct CatalogParser {
    let strict: Bool

    func catalog(_ root: Any) throws(CatalogTable.ReadError) -> CatalogTable {
      let object = try self.object(root, at: "")
      guard let source = object["sourceLanguage"] as? String, !source.isEmpty else {
        throw CatalogTable.ReadError(path: "sourceLanguage", reason: "is missing or not a string")
      }
      guard LanguageIdentifier.isValid(source) else {
        throw CatalogTable.ReadError(
          path: "sourceLanguage", reason: Self.invalidLanguage(source))
      }
      let strings = try self.object(object["strings"] as Any, at: "strings")
      var entries: [String: [String: CatalogTranslation]] = [:]
      for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
        do {
          entries[key] = try translations(value, at: "strings[\(TextEscaping.quoted(key))]")
        } catch  where !strict {
          continue
        }
      }
      return CatalogTable(sourceLanguage: source, entries: entries)
    }

    /// Why `name` is refused as a language.
    private static func invalidLanguage(_ name: String) -> String {
      "\(TextEscaping.quoted(name)) is not a language identifier "
        + "(letters, digits, - and _, such as en, pt-BR or zh-Hans)"
    }

    /// One key's translations; in lookup, a language that cannot be used
    /// is left out.
    private func translations(_ value: Any, at path: String) throws(CatalogTable.ReadError)
      -> [String: CatalogTranslation]
    {
      let entry = try object(value, at: path)
      guard let value = entry["localizations"] else { return [:] }
      var translations: [String: CatalogTranslation] = [:]
      let localizations = try object(value, at: path + ".localizations")
      for (language, value) in localizations.sorted(by: { $0.key < $1.key }) {
        guard LanguageIdentifier.isValid(language) else {
          // A language name becomes a folder name where tables are looked
          // up: one that could climb out of the bundle is never used.
          if !strict { continue }
          throw CatalogTable.ReadError(
            path: "\(path).localizations", reason: Self.invalidLanguage(language))
        }
        do {
          translations[language] = try translation(
            value, at: "\(path).localizations.\(TextEscaping.escaped(language))")
        } catch  where !strict {
          continue
        }
      }
      return translations
    }

    private func translation(_ value: Any, at path: String) throws(CatalogTable.ReadError)
      -> CatalogTranslation
    {
      let object = try self.object(value, at: path)
      var substitutions: [String: CatalogSubstitution] = [:]
      if let value = object["substitutions"] {
        for (name, value) in try self.object(value, at: path + ".substitutions") {
          let subpath = "\(path).substitutions.\(TextEscaping.escaped(name))"
          let substitution = try self.object(value, at: subpath)
          guard let number = substitution["argNum"] as? Int, (1...64).contains(number) else {
            throw CatalogTable.ReadError(
              path: subpath + ".argNum", reason: "is missing or not a number from 1 to 64")
          }
          guard let specifier = substitution["formatSpecifier"] as? String else {
            throw CatalogTable.ReadError(
              path: subpath + ".formatSpecifier", reason: "is missing or not a string")
          }
          substitutions[name] = CatalogSubstitution(
            argument: number - 1, specifier: specifier,
            variant: try variant(substitution, at: subpath))
        }
      }
      return CatalogTranslation(
        variant: try variant(object, at: path), substitutions: substitutions)
    }

    private func variant(_ object: [String: Any], at path: String) throws(CatalogTable.ReadError)
      -> CatalogVariant
    {
      if let variations = object["variations"] {
        let variations = try self.object(variations, at: path + ".variations")
        if let plural = variations["plural"] {
          return try self.plural(plural, at: path + ".variations.plural")
        }
        if let device = variations["device"] {
          let devices = try self.object(device, at: path + ".variations.device")
          guard let other = devices["other"] else {
            throw CatalogTable.ReadError(
              path: path + ".variations.device",
              reason: #"has no "other" variant, which FluentAlert shows on every device"#)
          }
          return try variant(
            self.object(other, at: path + ".variations.device.other"),
            at: path + ".variations.device.other")
        }
        throw CatalogTable.ReadError(
          path: path + ".variations", reason: #"varies by neither "plural" nor "device""#)
      }
      guard let unit = object["stringUnit"] else {
        throw CatalogTable.ReadError(
          path: path, reason: #"has neither "stringUnit" nor "variations""#)
      }
      guard let value = try self.object(unit, at: path + ".stringUnit")["value"] as? String else {
        throw CatalogTable.ReadError(
          path: path + ".stringUnit.value", reason: "is missing or not a string")
      }
      return .text(value)
    }

    private func plural(_ value: Any, at path: String) throws(CatalogTable.ReadError)
      -> CatalogVariant
    {
      var forms: [PluralCategory: CatalogVariant] = [:]
      for (name, value) in try object(value, at: path) {
        guard let category = PluralCategory(rawValue: name) else {
          let names = PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")
          throw CatalogTable.ReadError(
            path: "\(path).\(TextEscaping.escaped(name))",
            reason: "is not a plural form (\(names))")
        }
        forms[category] = try variant(object(value, at: "\(path).\(name)"), at: "\(path).\(name)")
      }
      guard forms[.other] != nil else {
        throw CatalogTable.ReadError(
          path: path, reason: #"has no "other" form, which every plural variation needs"#)
      }
      return .plural(forms)
    }

    private func object(_ value: Any, at path: String) throws(CatalogTable.ReadError) -> [String:
      Any]
    {
      guard let object = value as? [String: Any] else {
        throw CatalogTable.ReadError(path: path, reason: "is not an object")
      }
      return object
    }
  }
}
