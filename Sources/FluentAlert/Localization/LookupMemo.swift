internal import FluentAlertText
internal import Foundation

/// What lookups in one ``DialogLocalization`` have found: the tables of
/// each table name and bundle, so that every text a dialog shows finds them
/// once, not once per text.
///
/// A localization value carries one; changing its bundle or locale gives it
/// a new one. It takes no part in equality or hashing. A lookup takes the
/// memo's lock once.
final class LookupMemo: Hashable, Sendable {
  /// The tables of one table name and bundle, shared without copying.
  final class Entry: Sendable {
    let table: String
    let bundle: TextBundle
    let tables: LocalizationTables.Tables
    /// The languages FluentAlert's own table is searched in, most specific
    /// first and English last; empty for any other table (an app's catalog
    /// has its translations chosen with its tables).
    let languages: [String]

    init(
      _ table: String, _ bundle: TextBundle, _ tables: LocalizationTables.Tables,
      languages: [String]
    ) {
      (self.table, self.bundle, self.tables, self.languages) = (table, bundle, tables, languages)
    }

    /// The translated format of `key`, or `nil` when no table has it: the
    /// catalog's translation in the user's language, the `.strings` table's
    /// entry, the catalog's source-language text, and for FluentAlert's own
    /// table its built-in translation.
    ///
    /// A method of the entry, so that its tables are read in place rather
    /// than copied out of it for every text.
    func format(for key: String, _ arguments: [FormatArgument]) -> String? {
      if let format = tables.chosen?.format(for: key, arguments) { return format }
      if let format = stringsTableEntry(key) { return format }
      if let catalog = tables.catalog,
        let format = catalog.format(for: key, arguments, in: [catalog.sourceLanguage])
      {
        return format
      }
      if table == BuiltInStrings.table {
        return BuiltInStrings.catalog.format(for: key, arguments, in: languages)
      }
      return nil
    }

    private func stringsTableEntry(_ key: String) -> String? {
      #if canImport(Darwin)
        let missing = "\u{0}FluentAlert.missing"
        let found = tables.localized?.localizedString(forKey: key, value: missing, table: table)
        return found == missing ? nil : found
      #else
        return tables.strings?[key]
      #endif
    }
  }

  /// At most 16, read and written only under the lock.
  private let entries = MemoLock<[Entry]>([])

  init() {}

  /// The entry for the tables named `table` in `bundle`, made by `work` the
  /// first time (outside the lock: it reads files).
  func entry(_ table: String, in bundle: TextBundle, _ work: () -> Entry) -> Entry {
    let known = entries.withLock { entries in
      entries.first { $0.table == table && $0.bundle == bundle }
    }
    if let known { return known }
    let entry = work()
    entries.withLock { entries in
      if entries.count < 16 { entries.append(entry) }
    }
    return entry
  }

  static func == (lhs: LookupMemo, rhs: LookupMemo) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
