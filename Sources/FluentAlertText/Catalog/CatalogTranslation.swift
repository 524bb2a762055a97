import Foundation

/// One language's text for one key of a String Catalog: a string, or
/// strings that vary by plural form, with the substitutions Xcode writes for
/// texts with more than one counted argument.
struct CatalogTranslation: Sendable {
  /// The text, or its plural variants.
  var variant: CatalogVariant
  /// The `%#@name@` parts, each varying with one argument.
  var substitutions: [String: CatalogSubstitution]

  /// The format for these arguments in a language, ready to be checked and
  /// filled in like any translation.
  ///
  /// A top-level plural variation is chosen by the first integer argument; a
  /// substitution by the argument it names. `%arg` in a substitution's text
  /// becomes that argument's positional specifier (`%2$lld`).
  ///
  /// - Parameters:
  ///   - arguments: The text's arguments.
  ///   - languages: The translation's language, most specific first, worked
  ///     out only for a plural.
  /// - Returns: A format.
  func format(for arguments: [FormatArgument], in languages: @autoclosure () -> [String])
    -> String
  {
    // Most translations are one text: no plural rules, nothing to substitute.
    if case .text(let text) = variant, substitutions.isEmpty { return text }
    let languages = languages()
    let firstCount = arguments.lazy.compactMap(\.count).first
    var format = variant.text(for: firstCount, in: languages)
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      let count =
        arguments.indices.contains(substitution.argument)
        ? arguments[substitution.argument].count : nil
      let text = substitution.spelled(substitution.variant.text(for: count, in: languages))
      format = format.replacingOccurrences(of: "%#@\(name)@", with: text)
    }
    return format
  }

  /// Every text this translation may show, each plural form and
  /// substitution spelled as ``format(for:in:)`` spells it: a part
  /// `%#@name@` stands for its argument's positional specifier, and each
  /// form of the substitution is a text of its own.
  var texts: [String] {
    var texts = variant.leaves
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      texts = texts.map {
        $0.replacingOccurrences(of: "%#@\(name)@", with: substitution.positionalSpecifier)
      }
      texts += substitution.variant.leaves.map(substitution.spelled)
    }
    return texts
  }

  /// Whether the text varies by plural form, where a form may leave its
  /// count out.
  var isPlural: Bool {
    if case .plural = variant { return true }
    return !substitutions.isEmpty
  }
}

/// A part of a translation written `%#@name@`, varying with one argument.
struct CatalogSubstitution: Sendable {
  /// The argument it varies with, from 0.
  var argument: Int
  /// The conversion `%arg` stands for (`lld`, `@`, …).
  var specifier: String
  /// Its text or plural variants.
  var variant: CatalogVariant
}

extension CatalogSubstitution {
  /// The specifier `%arg` stands for: the argument's position and the
  /// conversion (`%2$lld`).
  var positionalSpecifier: String { "%\(argument + 1)$\(specifier)" }

  /// A text of this substitution with `%arg` spelled as its specifier.
  ///
  /// - Parameter text: One of its forms.
  /// - Returns: The form, ready to be put in place of `%#@name@`.
  func spelled(_ text: String) -> String {
    text.replacingOccurrences(of: "%arg", with: positionalSpecifier)
  }
}

/// A text, or texts that vary by plural form.
indirect enum CatalogVariant: Sendable {
  /// One text for every count.
  case text(String)
  /// A text per plural form; `other` is always there.
  case plural([PluralCategory: CatalogVariant])

  /// The text for a count: the language's form, or `other` when the
  /// translation lacks that form or there is no count.
  ///
  /// - Parameters:
  ///   - count: The argument choosing the form, if it is an integer.
  ///   - languages: The translation's language, most specific first.
  /// - Returns: The text.
  func text(for count: Int?, in languages: [String]) -> String {
    switch self {
    case .text(let text):
      return text
    case .plural(let forms):
      let category = count.map { PluralRules.category(of: $0, in: languages) } ?? .other
      let chosen = forms[category] ?? forms[.other]
      return chosen?.text(for: count, in: languages) ?? ""
    }
  }

  /// The texts of every form.
  var leaves: [String] {
    switch self {
    case .text(let text):
      [text]
    case .plural(let forms):
      forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }).flatMap(\.value.leaves)
    }
  }
}

extension FormatArgument {
  /// The integer that chooses a plural form, if this is one.
  fileprivate var count: Int? {
    if case .integer(let value) = self { value } else { nil }
  }
}
