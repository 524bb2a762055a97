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
  private var tables: [TableName: Tables] = [:]

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
      let name = TableName(bundle: textBundle, table: table ?? "Localizable")
      let format = translation(of: key, in: name) ?? fallback
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

  /// A table of a bundle.
  private struct TableName: Hashable {
    var bundle: TextBundle
    var table: String
  }

  /// What one table of one bundle holds for the localization, found once.
  private struct Tables {
    /// The bundle's String Catalog for the table.
    var catalog: StringCatalog?
    /// The bundle's folder for the language, where its `.strings` are.
    var localized: Bundle?
    #if !canImport(Darwin)
      /// The language's `.strings` table, read by FluentAlert.
      var strings: [String: String]?
    #endif
  }

  /// The translated format of `key`, or `nil` when no table has it.
  private mutating func translation(of key: TextKey, in name: TableName) -> String? {
    let tables = self.tables(name)
    if let format = tables.catalog?.format(for: key, in: languages)
      ?? stringsTableEntry(key.format, table: name.table, in: tables)
      ?? tables.catalog.flatMap({ $0.format(for: key, in: [$0.sourceLanguage]) })
    {
      return format
    }
    if name.table == BuiltInStrings.table {
      return BuiltInStrings.catalog.format(for: key, in: languages + ["en"])
    }
    return nil
  }

  private func stringsTableEntry(_ key: String, table: String, in tables: Tables) -> String? {
    #if canImport(Darwin)
      let missing = "\u{0}FluentAlert.missing"
      let found = tables.localized?.localizedString(forKey: key, value: missing, table: table)
      return found == missing ? nil : found
    #else
      return tables.strings?[key]
    #endif
  }

  private mutating func tables(_ name: TableName) -> Tables {
    if let known = tables[name] { return known }
    var found = Tables()
    if let (base, localized) = bundles(for: name.bundle) {
      found.catalog = base.path(forResource: name.table, ofType: "xcstrings")
        .flatMap(LocalizationTables.catalog(at:))
      found.localized = localized
      #if !canImport(Darwin)
        found.strings = localized.path(forResource: name.table, ofType: "strings")
          .flatMap(LocalizationTables.stringsTable(at:))
      #endif
    }
    tables[name] = found
    return found
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
