internal import Foundation

/// A translation of a String Catalog whose specifiers do not fit the
/// arguments its key is shown with: what `fluentalert catalog` lists.
///
/// The arguments are those of the key's own specifiers (`"Delete %lld
/// items?"` takes an integer), or, for a key without specifiers (a stable
/// key such as `"trash.confirm"`, whose format is its text in the source
/// language), those of its source-language text.
package struct CatalogFormatProblem: Hashable, Sendable, CustomStringConvertible {
  /// The key whose translation is wrong.
  package var key: String
  /// The translation's language.
  package var language: String
  /// Why, in one sentence.
  package var message: String
  /// Whether the translation is never shown (an error) or shown without one
  /// of its arguments (a warning).
  package var isError: Bool

  /// `error: "Delete %lld items?" in fr: …`, key and language escaped.
  package var description: String {
    "\(isError ? "error" : "warning"): \(SnapshotEscaping.quoted(key)) in "
      + "\(SnapshotEscaping.escaped(language)): \(message)"
  }
}

extension StringCatalog {
  /// Every translation whose specifiers do not fit its key's arguments, in
  /// key and language order.
  ///
  /// An error is a translation the lookup never uses (a specifier of the
  /// wrong kind, or one for an argument the key does not have): the user
  /// reads the source text instead. A warning is a translation that leaves
  /// an argument out, outside a plural form (where "one item" may omit its
  /// count).
  package var formatProblems: [CatalogFormatProblem] {
    var problems: [CatalogFormatProblem] = []
    for key in keys {
      let translations = entries[key] ?? [:]
      let source = translations[sourceLanguage]
      let fromKey = Self.arguments(of: [key])
      // A key without specifiers takes the arguments its source text names.
      let arguments = fromKey.isEmpty ? source.map { Self.arguments(of: $0.texts) } ?? [] : fromKey
      let origin = fromKey.isEmpty ? "the \(sourceLanguage) text" : "the key"
      for (language, translation) in translations.sorted(by: { $0.key < $1.key }) {
        if language == sourceLanguage && fromKey.isEmpty { continue }
        var reasons: Set<String> = []  // a substitution's fault shows in two texts
        for text in translation.texts {
          if let why = TextFormat.mismatch(text, arguments, everyArgumentUsed: false),
            reasons.insert(why).inserted
          {
            problems.append(
              CatalogFormatProblem(
                key: key, language: language,
                message:
                  "\(why); the lookup never shows this translation (the arguments are \(origin)'s)",
                isError: true))
          }
        }
        guard !translation.isPlural, let text = translation.texts.first else { continue }
        let used = Set(TextFormat.specifiers(text).map(\.position))
        if let missing = arguments.indices.first(where: { !used.contains($0) }) {
          problems.append(
            CatalogFormatProblem(
              key: key, language: language,
              message: "argument \(missing + 1) (\(TextFormat.Kind(arguments[missing]).rawValue)) "
                + "is left out, though \(origin) shows it",
              isError: false))
        }
      }
    }
    return problems
  }

  /// Arguments of the kinds the formats' specifiers take, by position (a
  /// position no specifier names takes a string).
  private static func arguments(of formats: [String]) -> [TextArgument] {
    var kinds: [Int: TextFormat.Kind] = [:]
    for format in formats {
      for specifier in TextFormat.specifiers(format)
      where specifier.position < TextFormat.maximumSpecifiers {
        kinds[specifier.position] = kinds[specifier.position] ?? specifier.takes
      }
    }
    guard let last = kinds.keys.max() else { return [] }
    return (0...last).map { position in
      switch kinds[position] ?? .string {
      case .string: .string("")
      case .integer: .integer(0)
      case .double: .double(0)
      }
    }
  }
}

extension CatalogTranslation {
  /// Every text this translation may show, plural forms and substitutions
  /// spelled with the positional specifiers the lookup gives them.
  fileprivate var texts: [String] {
    var texts = variant.leaves
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      let specifier = "%\(substitution.argument + 1)$\(substitution.specifier)"
      texts = texts.map { $0.replacingOccurrences(of: "%#@\(name)@", with: specifier) }
      texts += substitution.variant.leaves.map {
        $0.replacingOccurrences(of: "%arg", with: specifier)
      }
    }
    return texts
  }

  /// Whether the text varies by plural form, where a form may leave its
  /// count out.
  fileprivate var isPlural: Bool {
    if case .plural = variant { return true }
    return !substitutions.isEmpty
  }
}

extension CatalogVariant {
  /// The texts of every form.
  fileprivate var leaves: [String] {
    switch self {
    case .text(let text):
      [text]
    case .plural(let forms):
      forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }).flatMap(\.value.leaves)
    }
  }
}
