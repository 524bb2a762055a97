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
    "\(isError ? "error" : "warning"): \(TextEscaping.quoted(key)) in "
      + "\(TextEscaping.escaped(language)): \(message)"
  }
}

extension CatalogTable {
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
        let texts = translation.texts
        var reasons: Set<String> = []  // a substitution's fault shows in two texts
        for text in texts {
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
        // Outside plural forms, a text that drops an argument loses what it says.
        if reasons.isEmpty, !translation.isPlural, let text = texts.first,
          let why = TextFormat.mismatch(text, arguments, everyArgumentUsed: true)
        {
          problems.append(
            CatalogFormatProblem(
              key: key, language: language, message: "\(why); \(origin) shows it", isError: false))
        }
      }
    }
    return problems
  }

  /// Arguments of the kinds the formats' specifiers take, by position (a
  /// position no specifier names takes a string).
  private static func arguments(of formats: [String]) -> [FormatArgument] {
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
