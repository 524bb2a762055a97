internal import FluentAlertText

/// Why a String Catalog cannot be read, with where in the file.
///
/// ```swift
/// import Foundation
///
/// do {
///   _ = try StringCatalog(data: Data(#"{"strings": []}"#.utf8))
/// } catch {
///   print(error)  // "strings: is not an object"
/// }
/// ```
public struct StringCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: `strings["Delete %lld items?"].localizations.ru`,
  /// for example; empty for the file as a whole.
  public let path: String
  /// What is wrong, in one sentence.
  public let reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: Where the problem is.
  ///   - reason: What is wrong.
  init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The reader's error, as the public type says it.
  ///
  /// - Parameter error: Why the text engine could not read a catalog.
  init(_ error: CatalogTable.ReadError) {
    self.init(path: error.path, reason: error.reason)
  }

  /// The path and the reason, as one line.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
