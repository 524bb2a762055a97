import Foundation

/// FluentAlert's own texts (the system's "Cancel", the words that describe
/// a text requirement) translated into the languages it covers: a String
/// Catalog like any app's, looked up when a key in the table
/// ``table`` is in none of the app's tables.
///
/// An app overrides a text, or adds a language, with its own
/// `FluentAlert.xcstrings` (or `FluentAlert.strings`) holding the same keys.
package enum BuiltInStrings {
  /// The table FluentAlert's own texts are looked up in.
  package static let table = "FluentAlert"

  /// The built-in translations: `FluentAlert.xcstrings`, a String Catalog
  /// among the module's resources, read by the reader apps' catalogs go
  /// through (so it can be edited in Xcode and checked with
  /// `fluentalert catalog`).
  package static let catalog: CatalogTable = {
    guard let url = Bundle.module.url(forResource: table, withExtension: "xcstrings") else {
      preconditionFailure("FluentAlert's built-in catalog is missing from its resources")
    }
    do {
      return try CatalogTable(contentsOf: url)
    } catch {
      preconditionFailure("FluentAlert's built-in catalog is invalid: \(error)")
    }
  }()
}
