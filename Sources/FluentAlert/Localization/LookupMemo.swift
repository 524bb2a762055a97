internal import Foundation

/// What lookups in one ``DialogLocalization`` have found: its catalog
/// languages and the tables of each table name and bundle, so that every
/// text a dialog shows finds them once, not once per text.
///
/// A localization value carries one; changing its bundle or locale gives it
/// a new one. It takes no part in equality or hashing.
final class LookupMemo: Hashable, @unchecked Sendable {
  private struct Found {
    var languages: [String]?
    var tables: [Entry] = []
  }

  /// The tables of one table name and bundle, shared without copying.
  private final class Entry: Sendable {
    let table: String
    let bundle: TextBundle
    let tables: LocalizationTables.Tables

    init(_ table: String, _ bundle: TextBundle, _ tables: LocalizationTables.Tables) {
      (self.table, self.bundle, self.tables) = (table, bundle, tables)
    }
  }

  // Read and written only under the lock.
  private let lock = NSLock()
  private var found = Found()

  init() {}

  /// The catalog languages, worked out by `work` the first time.
  func languages(_ work: () -> [String]) -> [String] {
    if let known = lock.withLock({ found.languages }) { return known }
    let languages = work()
    lock.withLock { found.languages = languages }
    return languages
  }

  /// The tables named `table` in `bundle`, found by `work` the first time.
  func tables(
    _ table: String, in bundle: TextBundle, _ work: () -> LocalizationTables.Tables
  ) -> LocalizationTables.Tables {
    let known = lock.withLock {
      found.tables.first { $0.table == table && $0.bundle == bundle }
    }
    if let known { return known.tables }
    let tables = work()
    lock.withLock {
      if found.tables.count < 16 { found.tables.append(Entry(table, bundle, tables)) }
    }
    return tables
  }

  static func == (lhs: LookupMemo, rhs: LookupMemo) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
