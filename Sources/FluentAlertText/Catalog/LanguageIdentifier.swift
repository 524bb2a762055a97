/// The one rule for a language name that may become part of a path (a
/// bundle's `fr.lproj` folder) or a file name: the identifiers Apple's
/// bundles and String Catalogs use (`en`, `pt-BR`, `zh-Hans`, `es-419`,
/// `sr_Latn_RS`), and nothing that could climb out of a folder.
package enum LanguageIdentifier {
  /// The longest identifier accepted; real ones are under 20 characters.
  package static let maximumLength = 64

  /// Whether `name` is an ASCII letter followed by ASCII letters, digits,
  /// `-` and `_`, at most ``maximumLength`` characters long: never empty,
  /// never `.` or `..`, never holding a `/` or `\`.
  ///
  /// - Parameter name: A language name from a locale, a catalog or a
  ///   command line.
  /// - Returns: `true` when `name` may be used as a folder name.
  package static func isValid(_ name: some StringProtocol) -> Bool {
    let scalars = name.unicodeScalars
    guard let first = scalars.first, scalars.count <= maximumLength, isLetter(first) else {
      return false
    }
    return scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
