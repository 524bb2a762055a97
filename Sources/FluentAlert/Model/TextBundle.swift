/// Which bundle a ``DialogText/localized(_:table:bundle:comment:defaultValue:)`` text
/// is looked up in.
///
/// A value rather than a `Bundle` object, so that dialogs stay `Sendable`,
/// `Hashable` and `Codable`.
public enum TextBundle: Hashable, Sendable {
  /// The application's main bundle.
  case main
  /// The bundle with this identifier (for example a framework's).
  case identifier(String)
  /// The bundle at this file-system path (for example a package's resource
  /// bundle, `Bundle.module.bundlePath`).
  case path(String)
}
