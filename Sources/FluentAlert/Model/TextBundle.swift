public import Foundation

/// Which bundle a ``DialogText/localized(_:table:bundle:comment:defaultValue:)`` text
/// is looked up in.
///
/// A value rather than a `Bundle` object, so that dialogs stay `Sendable`,
/// `Hashable` and `Codable`; `TextBundle(Bundle.module)` names a package's
/// resource bundle by its path.
public enum TextBundle: Hashable, Sendable {
  /// The application's main bundle.
  case main
  /// The bundle with this identifier (for example a framework's).
  case identifier(String)
  /// The bundle at this file-system path (for example a package's resource
  /// bundle, `TextBundle(Bundle.module)`).
  case path(String)
}

extension TextBundle {
  /// The bundle at `bundle`'s path: a package's resource bundle
  /// (`Bundle.module`) or any other loaded bundle.
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let title = DialogText.localized(
  ///   "export.title", table: "Alerts", bundle: TextBundle(Bundle.main))
  /// ```
  ///
  /// - Parameter bundle: The bundle holding the strings tables.
  public init(_ bundle: Bundle) {
    self = .path(bundle.bundlePath)
  }
}
