internal import FluentAlertText

/// What lookups in one ``DialogLocalization`` have found: the tables of
/// each table name and bundle, with the languages a catalog among them is
/// searched in, so that every text a dialog shows finds them once, not once
/// per text.
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
    /// The languages a catalog is searched in, most specific first; empty
    /// when the tables have no catalog and are not FluentAlert's own.
    let languages: [String]

    init(
      _ table: String, _ bundle: TextBundle, _ tables: LocalizationTables.Tables,
      languages: [String]
    ) {
      (self.table, self.bundle, self.tables, self.languages) = (table, bundle, tables, languages)
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
