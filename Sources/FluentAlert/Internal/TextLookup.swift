internal import Foundation

/// Resolves texts against one localization, finding each bundle (and its
/// folder for the locale's language) once however many texts it reads.
///
/// Finding a bundle's `.lproj` folder reads the file system; a sheet of a
/// thousand actions resolves its titles with one lookup, not a thousand.
struct TextLookup {
  private let localization: DialogLocalization
  private var bundles: [TextBundle: Bundle?] = [:]

  init(_ localization: DialogLocalization) {
    self.localization = localization
  }

  /// The string to show for `text`; see ``DialogText/resolved(in:)``.
  mutating func resolve(_ text: DialogText) -> String {
    switch text {
    case .verbatim(let string):
      return string
    case .localized(let key, let table, let textBundle, _, let defaultValue):
      let fallback = defaultValue ?? key.format
      var format = fallback
      if let bundle = bundle(for: textBundle) {
        format = bundle.localizedString(forKey: key.format, value: fallback, table: table)
      }
      guard !key.arguments.isEmpty else { return format }
      return TextFormat.strict(format, key.arguments, locale: localization.locale)
        ?? TextFormat.lenient(fallback, key.arguments, locale: localization.locale)
    }
  }

  private mutating func bundle(for textBundle: TextBundle) -> Bundle? {
    if let known = bundles[textBundle] { return known }
    let found = localization.lookupBundle(for: textBundle)
    bundles[textBundle] = found
    return found
  }
}
