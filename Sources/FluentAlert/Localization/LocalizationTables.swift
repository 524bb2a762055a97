internal import FluentAlertText
internal import Foundation

/// The tables found and read so far in this process: where each table of a
/// bundle is for a localization, and each String Catalog and strings table
/// parsed, so a file is searched for, read and parsed once however many
/// texts (or redraws) look it up.
///
/// Files in a bundle do not change while the app runs. A table that is not
/// there, or a file that cannot be read, is remembered as missing, so it
/// costs one attempt; a bundle that does not exist (yet) is asked again.
enum LocalizationTables {
  /// What one table of one bundle holds for a localization.
  struct Tables: Sendable {
    /// The bundle's String Catalog for the table.
    var catalog: CatalogTable?
    /// Its translations in the localization's languages, chosen once.
    var chosen: CatalogTable.Chosen?
    /// The bundle's folder for the language, where its `.strings` are.
    var localized: Bundle?
    #if !canImport(Darwin)
      /// The language's `.strings` table, read by FluentAlert: on Linux,
      /// Foundation's bundle lookup crashes when the same folder holds a
      /// `.stringsdict`, so FluentAlert never asks it there.
      var strings: [String: String]?
    #endif
  }

  /// A table, by what finds it.
  ///
  /// The table's name, the bundle, and the localization's bundle (the
  /// object itself, as `Bundle` compares) and locale identifier. Hashing a
  /// `Bundle` or a `Locale` costs more than the lookup, and so does asking a
  /// bundle its path.
  private struct Name: Hashable {
    var table: String
    var bundle: TextBundle
    var mainBundle: Bundle
    var locale: String

    static func == (lhs: Name, rhs: Name) -> Bool {
      lhs.table == rhs.table && lhs.bundle == rhs.bundle && lhs.mainBundle === rhs.mainBundle
        && lhs.locale == rhs.locale
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(table)
      hasher.combine(bundle)
      hasher.combine(ObjectIdentifier(mainBundle))
      hasher.combine(locale)
    }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var found: [Name: Tables] = [:]
  nonisolated(unsafe) private static var catalogs: [String: CatalogTable?] = [:]
  nonisolated(unsafe) private static var stringsTables: [String: [String: String]?] = [:]
  nonisolated(unsafe) private static var languages: [String: [String]] = [:]
  nonisolated(unsafe) private static var rightToLeft: [String: Bool] = [:]

  /// Whether the language of `locale` is written right to left, asked of
  /// ICU once per locale.
  static func isRightToLeft(_ locale: Locale) -> Bool {
    let identifier = locale.identifier
    if let known = lock.withLock({ rightToLeft[identifier] }) { return known }
    let found = locale.language.characterDirection == .rightToLeft
    lock.withLock { rightToLeft[identifier] = found }
    return found
  }

  /// The languages a String Catalog is searched for in the locale named
  /// `identifier`, worked out by `names` once per locale: reading a
  /// locale's language, script and region goes through ICU, which costs
  /// more than the lookup itself.
  static func catalogLanguages(of identifier: String, _ names: () -> [String]) -> [String] {
    if let known = lock.withLock({ languages[identifier] }) { return known }
    let found = names()
    lock.withLock { languages[identifier] = found }
    return found
  }

  /// The table `table` of `textBundle`, in `localization`'s language.
  ///
  /// - Parameters:
  ///   - table: The table's name (`Localizable`).
  ///   - textBundle: The bundle, `.main` standing for the localization's.
  ///   - localization: The bundle and language.
  /// - Returns: What the bundle holds; empty when the bundle does not exist.
  static func tables(
    _ table: String, in textBundle: TextBundle, for localization: DialogLocalization
  ) -> Tables {
    let name = Name(
      table: table, bundle: textBundle, mainBundle: localization.bundle,
      locale: localization.locale.identifier)
    if let known = lock.withLock({ found[name] }) { return known }
    guard let base = localization.baseBundle(for: textBundle) else { return Tables() }
    let localized = localization.lookupBundle(in: base)
    let catalog = base.path(forResource: table, ofType: "xcstrings").flatMap(catalog(at:))
    var tables = Tables(
      catalog: catalog, chosen: catalog?.chosen(in: localization.catalogLanguages),
      localized: localized)
    #if !canImport(Darwin)
      tables.strings = localized.path(forResource: table, ofType: "strings")
        .flatMap(stringsTable(at:))
    #endif
    lock.withLock { found[name] = tables }
    return tables
  }

  /// The catalog at `path`, read for lookup (see `CatalogTable.forLookup(at:)`).
  private static func catalog(at path: String) -> CatalogTable? {
    if let known = lock.withLock({ catalogs[path] }) { return known }
    let catalog = CatalogTable.forLookup(at: path)
    lock.withLock { catalogs[path] = catalog }
    return catalog
  }

  /// The `.strings` table at `path` as a dictionary (no larger than a
  /// catalog may be).
  private static func stringsTable(at path: String) -> [String: String]? {
    if let known = lock.withLock({ stringsTables[path] }) { return known }
    let data = try? CatalogTable.read(URL(fileURLWithPath: path))
    let table =
      data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) }
      as? [String: String]
    lock.withLock { stringsTables[path] = table }
    return table
  }
}
