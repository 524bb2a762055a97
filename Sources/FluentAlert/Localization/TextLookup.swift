internal import FluentAlertText
internal import Foundation

/// Resolves texts against one localization.
///
/// A key is looked up, in order, in the bundle's String Catalog
/// (`<table>.xcstrings`, read by FluentAlert on every platform, plurals
/// included) in the user's language, in its strings table for the language
/// (`.strings`; on Apple platforms through Foundation, which also applies a
/// compiled `.stringsdict`), in the catalog's source language, and for
/// FluentAlert's own texts in its built-in table. Where the tables are, and
/// what they hold, is found once per process (``LocalizationTables``), so a
/// sheet of a thousand actions, or a terminal redrawn on every key, does not
/// search the bundle again.
struct TextLookup {
  private let localization: DialogLocalization

  init(_ localization: DialogLocalization) {
    self.localization = localization
  }

  /// The string to show for `text`; see ``DialogText/resolved(in:)``.
  func resolve(_ text: DialogText) -> String {
    Self.resolve(text, in: localization)
  }

  /// The string to show for `text` in `localization`, without a lookup value
  /// to copy the localization into.
  static func resolve(_ text: DialogText, in localization: DialogLocalization) -> String {
    switch text.content {
    case .verbatim(let string):
      return string
    case .localized(let key, let table, let textBundle, _, let defaultValue):
      let fallback = defaultValue ?? key.format
      let arguments = key.formatArguments
      let format =
        translation(
          of: key.format, arguments, table: table ?? "Localizable", in: textBundle,
          localization: localization) ?? fallback
      guard !arguments.isEmpty else { return format }
      #if canImport(Darwin)
        if format.contains("%#@") {
          // A `.stringsdict` plural Xcode compiled: only Foundation reads it.
          return String(
            format: format, locale: localization.locale,
            arguments: arguments.map(\.foundationArgument))
        }
      #endif
      return TextFormat.strict(format, arguments, locale: localization.locale)
        ?? TextFormat.lenient(fallback, arguments, locale: localization.locale)
    }
  }

  /// The translated format of `key`, or `nil` when no table has it.
  private static func translation(
    of key: String, _ arguments: [FormatArgument], table: String, in textBundle: TextBundle,
    localization: DialogLocalization
  ) -> String? {
    let entry = localization.memo.entry(table, in: textBundle) {
      let tables = LocalizationTables.tables(table, in: textBundle, for: localization)
      let searched = tables.catalog != nil || table == BuiltInStrings.table
      return LookupMemo.Entry(
        table, textBundle, tables, languages: searched ? localization.catalogLanguages : [])
    }
    if let format = entry.tables.catalog?.format(for: key, arguments, in: entry.languages)
      ?? stringsTableEntry(key, table: table, in: entry.tables)
      ?? entry.tables.catalog.flatMap({ $0.format(for: key, arguments, in: [$0.sourceLanguage]) })
    {
      return format
    }
    if table == BuiltInStrings.table {
      return BuiltInStrings.catalog.format(for: key, arguments, in: entry.languages + ["en"])
    }
    return nil
  }

  private static func stringsTableEntry(
    _ key: String, table: String, in tables: LocalizationTables.Tables
  ) -> String? {
    #if canImport(Darwin)
      let missing = "\u{0}FluentAlert.missing"
      let found = tables.localized?.localizedString(forKey: key, value: missing, table: table)
      return found == missing ? nil : found
    #else
      return tables.strings?[key]
    #endif
  }
}

#if canImport(Darwin)
  extension FormatArgument {
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
