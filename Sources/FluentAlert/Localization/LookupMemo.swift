#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// What lookups in one ``DialogLocalization`` have found: the tables of
/// each table name and bundle, with the languages a catalog among them is
/// searched in, so that every text a dialog shows finds them once, not once
/// per text.
///
/// A localization value carries one; changing its bundle or locale gives it
/// a new one. It takes no part in equality or hashing. A lookup takes the
/// memo's lock once; the lock is the platform's own (an unfair lock, or a
/// mutex), because a Foundation lock and Swift's exclusivity checks cost
/// more than the lookup they guard.
final class LookupMemo: Hashable, @unchecked Sendable {
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

  #if canImport(Darwin)
    private let lock = UnsafeMutablePointer<os_unfair_lock_s>.allocate(capacity: 1)
  #else
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  #endif
  /// Read and written only under the lock; at most 16, newest last.
  private let entries = UnsafeMutablePointer<[Entry]>.allocate(capacity: 1)

  init() {
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock_s())
    #else
      lock.initialize(to: pthread_mutex_t())
      pthread_mutex_init(lock, nil)
    #endif
    entries.initialize(to: [])
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(lock)
    #endif
    lock.deinitialize(count: 1)
    lock.deallocate()
    entries.deinitialize(count: 1)
    entries.deallocate()
  }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return body()
  }

  /// The entry for the tables named `table` in `bundle`, made by `work` the
  /// first time (outside the lock: it reads files).
  func entry(_ table: String, in bundle: TextBundle, _ work: () -> Entry) -> Entry {
    let known = withLock {
      entries.pointee.first { $0.table == table && $0.bundle == bundle }
    }
    if let known { return known }
    let entry = work()
    withLock {
      if entries.pointee.count < 16 { entries.pointee.append(entry) }
    }
    return entry
  }

  static func == (lhs: LookupMemo, rhs: LookupMemo) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
