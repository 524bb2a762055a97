internal import FluentAlertText
public import Foundation

/// Where and in which language dialog text is looked up: the bundle that
/// stands for ``TextBundle/main`` and the locale.
///
/// Presenters use ``current`` (the app's main bundle, the user's locale)
/// unless given another, so a test or a package can show its dialogs in a
/// chosen language from its own strings tables.
///
/// ```swift
/// import Foundation
///
/// let french = DialogLocalization(locale: Locale(identifier: "fr"))
/// let title: DialogText = "Delete \(3) items?"
/// // The French table's text, or the key formatted: "Delete 3 items?"
/// print(title.resolved(in: french))
/// ```
public struct DialogLocalization: Hashable, Sendable {
  /// The bundle that texts with ``TextBundle/main`` are looked up in.
  public var bundle: Bundle {
    didSet { memo = LookupMemo() }
  }
  /// The locale whose language is looked up and whose numbers are written.
  public var locale: Locale {
    didSet { memo = LookupMemo() }
  }
  /// What lookups in this bundle and locale have found, shared by its
  /// copies; not part of equality.
  private(set) var memo = LookupMemo()

  /// Creates a localization.
  ///
  /// When the bundle has a `.lproj` folder for the locale's language (for
  /// example `fr.lproj` for `fr_CA`), tables are read from it; otherwise the
  /// bundle chooses from the user's preferred languages.
  ///
  /// - Parameters:
  ///   - bundle: The bundle standing for the main bundle (a package's
  ///     `Bundle.module`, for example).
  ///   - locale: The language and number format.
  public init(bundle: Bundle = .main, locale: Locale = .current) {
    self.bundle = bundle
    self.locale = locale
  }

  /// The app's main bundle and the user's current locale.
  public static var current: DialogLocalization { DialogLocalization() }

  /// The main bundle in the process's language, fixed the first time it is
  /// asked for: what validation reads a key's format from, sharing one memo.
  static let atHand = DialogLocalization()

  /// The bundle `textBundle` names; `nil` when it does not exist.
  func baseBundle(for textBundle: TextBundle) -> Bundle? {
    switch textBundle {
    case .main: bundle
    case .identifier(let identifier): Bundle(identifier: identifier)
    case .path(let path): Bundle(path: path)
    }
  }

  /// The bundle to read a base bundle's strings tables from: its `.lproj`
  /// folder for the locale's language where it has one, else itself.
  func lookupBundle(in base: Bundle) -> Bundle {
    for language in languageFolders {
      if let path = base.path(forResource: language, ofType: "lproj"),
        let localized = Bundle(path: path)
      {
        return localized
      }
    }
    return base
  }

  /// Whether the locale's language is written right to left.
  package var isRightToLeft: Bool { LocalizationTables.isRightToLeft(locale) }

  /// The languages a String Catalog is searched for, most specific first
  /// (`zh-Hant`, `pt-BR`, `pt`), as catalogs name them.
  var catalogLanguages: [String] {
    LocalizationTables.catalogLanguages(of: locale.identifier) {
      guard let language = locale.language.languageCode?.identifier else {
        return locale.identifier.isEmpty ? [] : [locale.identifier]
      }
      var names: [String] = []
      if let script = locale.language.script?.identifier {
        names.append("\(language)-\(script)")
      }
      if let region = locale.region?.identifier {
        names.append("\(language)-\(region)")
      }
      names.append(language)
      return names
    }
  }

  /// The `.lproj` names tried for the locale, most specific first
  /// (`pt-BR`, `pt_BR`, `pt`); a name that is not a language identifier
  /// (`../../x`) is never made into a path.
  private var languageFolders: [String] {
    possibleLanguageFolders.filter(LanguageIdentifier.isValid)
  }

  private var possibleLanguageFolders: [String] {
    let identifier = locale.identifier
    var names: [String] = []
    if let language = locale.language.languageCode?.identifier {
      if let region = locale.region?.identifier {
        names += ["\(language)-\(region)", "\(language)_\(region)"]
      }
      names.append(language)
    } else if !identifier.isEmpty {
      names.append(identifier)
    }
    return names
  }
}
