internal import Foundation

/// The String Catalogs and strings tables read so far in this process, by
/// file path, so each file is read and parsed once.
///
/// Files in a bundle do not change while the app runs. A file that cannot
/// be read is remembered as missing, so a bad catalog costs one attempt.
enum LocalizationTables {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var catalogs: [String: StringCatalog?] = [:]
  nonisolated(unsafe) private static var tables: [String: [String: String]?] = [:]

  /// The catalog at `path`, read for lookup (see
  /// ``StringCatalog/forLookup(at:)``).
  static func catalog(at path: String) -> StringCatalog? {
    if let known = lock.withLock({ catalogs[path] }) { return known }
    let catalog = StringCatalog.forLookup(at: path)
    lock.withLock { catalogs[path] = catalog }
    return catalog
  }

  /// The `.strings` table at `path` as a dictionary, read by FluentAlert
  /// rather than by `Bundle`: on Linux, Foundation's bundle lookup crashes
  /// when the same folder holds a `.stringsdict`, so FluentAlert never asks
  /// it there.
  static func stringsTable(at path: String) -> [String: String]? {
    if let known = lock.withLock({ tables[path] }) { return known }
    let table = readStringsTable(at: path)
    lock.withLock { tables[path] = table }
    return table
  }

  private static func readStringsTable(at path: String) -> [String: String]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: StringCatalog.maximumByteCount + 1),
      data.count <= StringCatalog.maximumByteCount,
      let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return nil }
    return list as? [String: String]
  }
}
