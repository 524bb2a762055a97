internal import Foundation

/// Resolves texts against one localization, finding each bundle (and its
/// folder for the locale's language) once however many texts it reads.
///
/// A key is looked up, in order, in the bundle's String Catalog
/// (`<table>.xcstrings`, read by FluentAlert on every platform, plurals
/// included) in the user's language, in its strings table for the language
/// (`.strings`; on Apple platforms through Foundation, which also applies a
/// compiled `.stringsdict`), in the catalog's source language, and for
/// FluentAlert's own texts in its built-in table.
/// Finding a bundle's `.lproj` folder reads the file system; a sheet of a
/// thousand actions resolves its titles with one lookup, not a thousand.
struct TextLookup {
  private let localization: DialogLocalization
  private let languages: [String]
  private var bundles: [TextBundle: (base: Bundle, localized: Bundle)?] = [:]

  init(_ localization: DialogLocalization) {
    self.localization = localization
    self.languages = localization.catalogLanguages
  }

  /// The string to show for `text`; see ``DialogText/resolved(in:)``.
  mutating func resolve(_ text: DialogText) -> String {
    switch text {
    case .verbatim(let string):
      return string
    case .localized(let key, let table, let textBundle, _, let defaultValue):
      let fallback = defaultValue ?? key.format
      let format = translation(of: key, table: table ?? "Localizable", in: textBundle) ?? fallback
      guard !key.arguments.isEmpty else { return format }
      #if canImport(Darwin)
        if format.contains("%#@") {
          // A `.stringsdict` plural Xcode compiled: only Foundation reads it.
          return String(
            format: format, locale: localization.locale,
            arguments: key.arguments.map(\.foundationArgument))
        }
      #endif
      return TextFormat.strict(format, key.arguments, locale: localization.locale)
        ?? TextFormat.lenient(fallback, key.arguments, locale: localization.locale)
    }
  }

  /// The translated format of `key`, or `nil` when no table has it.
  private mutating func translation(
    of key: TextKey, table: String, in textBundle: TextBundle
  ) -> String? {
    if let (base, localized) = bundles(for: textBundle) {
      let catalog = base.path(forResource: table, ofType: "xcstrings")
        .flatMap(LocalizationTables.catalog(at:))
      if let format = catalog?.format(for: key, in: languages)
        ?? stringsTableEntry(key.format, table: table, in: localized)
        ?? catalog.flatMap({ $0.format(for: key, in: [$0.sourceLanguage]) })
      {
        return format
      }
    }
    if table == BuiltInStrings.table {
      return BuiltInStrings.catalog.format(for: key, in: languages + ["en"])
    }
    return nil
  }

  private func stringsTableEntry(_ key: String, table: String, in bundle: Bundle) -> String? {
    #if canImport(Darwin)
      let missing = "\u{0}FluentAlert.missing"
      let found = bundle.localizedString(forKey: key, value: missing, table: table)
      return found == missing ? nil : found
    #else
      guard let path = bundle.path(forResource: table, ofType: "strings") else { return nil }
      return LocalizationTables.stringsTable(at: path)?[key]
    #endif
  }

  private mutating func bundles(for textBundle: TextBundle) -> (base: Bundle, localized: Bundle)? {
    if let known = bundles[textBundle] { return known }
    let found = localization.baseBundle(for: textBundle).map {
      (base: $0, localized: localization.lookupBundle(in: $0))
    }
    bundles[textBundle] = found
    return found
  }
}

#if canImport(Darwin)
  extension TextArgument {
    /// The value as Foundation's formatting takes it.
    fileprivate var foundationArgument: any CVarArg {
      switch self {
      case .string(let string): string as NSString
      case .integer(let integer): integer
      case .double(let double): double
      }
    }
  }
#endif
