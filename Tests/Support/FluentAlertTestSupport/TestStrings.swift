public import FluentAlert
public import Foundation

/// The strings tables checked into the tests (`Localization/<language>.lproj`:
/// English, French, German and Japanese), for showing dialogs in a chosen
/// language.
public enum TestStrings {
  /// The folder holding the `.lproj` folders, as a bundle.
  public static let bundle: Bundle = {
    guard let url = Bundle.module.url(forResource: "Localization", withExtension: nil),
      let bundle = Bundle(url: url)
    else { fatalError("the test strings are missing from the test support bundle") }
    return bundle
  }()

  /// Text looked up in the test tables in `language` (`"fr"`, `"de"`, …).
  ///
  /// - Parameter language: A locale identifier.
  /// - Returns: The localization.
  public static func localization(_ language: String) -> DialogLocalization {
    DialogLocalization(bundle: bundle, locale: Locale(identifier: language))
  }
}
