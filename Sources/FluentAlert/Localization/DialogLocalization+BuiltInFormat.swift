internal import FluentAlertText

extension DialogLocalization {
  /// The format of one of FluentAlert's own texts in this localization,
  /// with the arguments it takes, for a presenter that writes the
  /// arguments itself (the terminal writes numbers as the language does and
  /// isolates the app's text inside its sentences).
  ///
  /// The lookup is the one every text goes through: the app's
  /// `FluentAlert` tables first, then the built-in catalog, in the plural
  /// form the first integer argument calls for. A translation whose
  /// specifiers do not fit the arguments is not used: the key's own format
  /// is.
  ///
  /// - Parameter key: A key of FluentAlert's own table, with its arguments
  ///   (`key.arguments`, which the format takes).
  /// - Returns: The chosen format, not yet filled in.
  package func builtInFormat(_ key: TextKey) -> String {
    let format = TextLookup.translation(of: key, table: BuiltInStrings.table, in: self)
    guard let format,
      TextFormat.mismatch(format, key.formatArguments, everyArgumentUsed: false) == nil
    else {
      return key.format
    }
    return format
  }
}
