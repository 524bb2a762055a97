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
    switch text.storage {
    case .verbatim(let string):
      return string
    case .key(let key):
      // Most text: a key in the main bundle's `Localizable` table, most of
      // it without arguments, shown as found.
      guard key.formatArguments.isEmpty else {
        return resolve(key, table: nil, in: .main, defaultValue: nil, localization: localization)
      }
      return translation(
        of: key.format, [], table: "Localizable", in: .main, localization: localization)
        ?? key.format
    case .localized(let key, let table, let textBundle, _, let defaultValue):
      return resolve(
        key, table: table, in: textBundle, defaultValue: defaultValue, localization: localization)
    }
  }

  private static func resolve(
    _ key: TextKey, table: String?, in textBundle: TextBundle, defaultValue: String?,
    localization: DialogLocalization
  ) -> String {
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

  /// The format the tables at hand hold for `key`, for validation: those of
  /// the text's bundle (the main bundle for a literal) in the process's
  /// language, then the catalog's source language; `nil` when none has it.
  static func formatAtHand(of key: TextKey, table: String?, in textBundle: TextBundle) -> String? {
    translation(
      of: key.format, key.formatArguments, table: table ?? "Localizable", in: textBundle,
      localization: .atHand)
  }

  /// The translated format of `key` in a table of the main bundle, or
  /// `nil` when no table has it.
  static func translation(
    of key: TextKey, table: String, in localization: DialogLocalization
  ) -> String? {
    translation(
      of: key.format, key.formatArguments, table: table, in: .main, localization: localization)
  }

  /// The translated format of `key`, or `nil` when no table has it.
  private static func translation(
    of key: String, _ arguments: [FormatArgument], table: String, in textBundle: TextBundle,
    localization: DialogLocalization
  ) -> String? {
    let entry = localization.memo.entry(table, in: textBundle) {
      let tables = LocalizationTables.tables(table, in: textBundle, for: localization)
      let isBuiltIn = table == BuiltInStrings.table
      return LookupMemo.Entry(
        table, textBundle, tables,
        languages: isBuiltIn ? localization.catalogLanguages + ["en"] : [])
    }
    return entry.format(for: key, arguments)
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
