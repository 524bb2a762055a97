package import FluentAlertText
public import Foundation

/// A String Catalog (`.xcstrings`), the JSON file Xcode writes for an app's
/// or a package's translations, read and checked.
///
/// FluentAlert reads catalogs itself wherever one is found uncompiled in a
/// bundle: on Linux, where SwiftPM copies `Localizable.xcstrings` into the
/// bundle as it is, and on Apple platforms when a catalog is copied rather
/// than compiled. The same file and the same keys then work on every
/// platform, plurals included (see <doc:LocalizedText>). When a presenter
/// meets a catalog it cannot read, it shows the key's own text; create a
/// `StringCatalog` in a test to see why:
///
/// ```swift
/// import Foundation
///
/// let json = #"""
///   {"sourceLanguage": "en", "version": "1.0", "strings": {
///     "Delete %lld items?": {"localizations": {"ru": {"variations": {
///       "plural": {"one": {"stringUnit": {"value": "Удалить %lld объект?"}}}
///   }}}}}}
///   """#
/// do {
///   _ = try StringCatalog(data: Data(json.utf8))
/// } catch {
///   // strings["Delete %lld items?"].localizations.ru.variations.plural:
///   // has no "other" form, which every plural variation needs
///   print(error)
/// }
/// ```
public struct StringCatalog: Sendable {
  /// The largest catalog read, in bytes (32 MiB); a larger file is refused
  /// without being read.
  package static let maximumByteCount = CatalogTable.maximumByteCount

  /// The language the keys are written in (`"en"`), whose translations are
  /// used when the catalog has none for the user's language.
  public var sourceLanguage: String { table.sourceLanguage }

  /// Every language the catalog translates some key into, sorted.
  public var languages: [String] { table.languages }

  /// Every key, sorted.
  public var keys: [String] { table.keys }

  /// The translations, as the text engine reads them.
  let table: CatalogTable

  /// Reads and checks the catalog at `url`.
  ///
  /// - Parameter url: A `.xcstrings` file.
  /// - Throws: ``StringCatalogError`` when the file cannot be read, is
  ///   larger than 32 MiB, is not a String Catalog, or has a
  ///   translation FluentAlert cannot use (the first such problem).
  public init(contentsOf url: URL) throws(StringCatalogError) {
    do { table = try CatalogTable(contentsOf: url) } catch { throw StringCatalogError(error) }
  }

  /// Reads and checks a catalog's contents.
  ///
  /// - Parameter data: The JSON of a `.xcstrings` file.
  /// - Throws: ``StringCatalogError`` as ``init(contentsOf:)`` does.
  public init(data: Data) throws(StringCatalogError) {
    do { table = try CatalogTable(data: data) } catch { throw StringCatalogError(error) }
  }

  /// Every translation whose specifiers do not fit its key's arguments, in
  /// key and language order: what `fluentalert catalog` lists.
  package var formatProblems: [CatalogFormatProblem] { table.formatProblems }
}
