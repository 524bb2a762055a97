public import FluentAlert
public import Foundation

/// The strings tables checked into the tests (`Localization/<language>.lproj`:
/// English, French, German and Japanese) and the String Catalog beside them
/// (`Localization/Localizable.xcstrings`: English, Russian and Polish, with
/// plurals), for showing dialogs in a chosen language.
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

extension TestStrings {
  /// "Delete *count* items?" with a Delete (key 0) and a Cancel (key 1)
  /// action, written with the builder and with the chain: the dialog every
  /// table translates.
  ///
  /// - Parameter count: The number in the title.
  /// - Returns: The built and the chained dialog, equal.
  public static func deleteItems(_ count: Int) -> (built: Dialog<Int>, chained: Dialog<Int>) {
    let built = Dialog<Int>(.alert, title: "Delete \(count) items?") {
      Destructive("Delete", key: 0)
      Cancel("Cancel", key: 1)
    }
    let chained = Dialog<Int>.alert("Delete \(count) items?")
      .addDestructive("Delete", key: 0)
      .addCancel("Cancel", key: 1)
    return (built, chained)
  }

  /// "Delete *count* photos?" with a Delete (key 0) and a Cancel (key 1)
  /// action, written with the builder and with the chain: the dialog the
  /// String Catalog translates with plural forms.
  ///
  /// - Parameter count: The number in the title.
  /// - Returns: The built and the chained dialog, equal.
  public static func deletePhotos(_ count: Int) -> (built: Dialog<Int>, chained: Dialog<Int>) {
    let built = Dialog<Int>(.alert, title: "Delete \(count) photos?") {
      Destructive("Delete", key: 0)
      Cancel(.systemCancel, key: 1)
    }
    let chained = Dialog<Int>.alert("Delete \(count) photos?")
      .addDestructive("Delete", key: 0)
      .addCancel(.systemCancel, key: 1)
    return (built, chained)
  }

  /// The counts every plural test shows: each form of Russian and Polish,
  /// and the teens and hundreds where rules go wrong.
  public static let pluralCounts = [0, 1, 2, 5, 11, 21, 22, 25, 101, 111]

  /// "Delete *count* photos?" as the catalog translates it, with the form
  /// CLDR's published rules give `pluralCounts`, written out by hand.
  ///
  /// - Parameter language: `"ru"` or `"pl"`.
  /// - Returns: The expected title for each of `pluralCounts`, in order.
  public static func expectedPhotoTitles(_ language: String) -> [String] {
    let (forms, words, verb): ([String], [String: String], String) =
      switch language {
      case "ru":
        (
          ["many", "one", "few", "many", "many", "one", "few", "many", "one", "many"],
          ["one": "фотографию", "few": "фотографии", "many": "фотографий"], "Удалить"
        )
      default:
        (
          ["many", "one", "few", "many", "many", "many", "few", "many", "many", "many"],
          ["one": "zdjęcie", "few": "zdjęcia", "many": "zdjęć"], "Usunąć"
        )
      }
    return zip(pluralCounts, forms).map { count, form in "\(verb) \(count) \(words[form]!)?" }
  }

  /// The catalog in the test support bundle.
  public static var catalogURL: URL {
    bundle.bundleURL.appendingPathComponent("Localizable.xcstrings")
  }

  /// A session for `dialog` whose texts are looked up in `language`.
  ///
  /// - Parameters:
  ///   - dialog: A valid dialog.
  ///   - language: A locale identifier.
  /// - Returns: The pending session.
  /// - Throws: `DialogValidationError` for an invalid dialog.
  @MainActor
  public static func session<Key>(
    _ dialog: Dialog<Key>, in language: String
  ) throws -> DialogSession<Key> {
    let session = try DialogSession(dialog)
    session.localization = localization(language)
    return session
  }
}
