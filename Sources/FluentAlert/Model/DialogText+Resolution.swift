extension DialogText {
  /// The string to show: verbatim text as written; localized text looked up
  /// in its bundle's String Catalog or strings table in the localization's
  /// language, in the plural form its integer argument calls for, with its
  /// arguments put in place.
  ///
  /// A missing bundle or entry falls back to the catalog's source language,
  /// then to the default value, then to the key, so an app without tables
  /// sees what it wrote (see <doc:LocalizedText> for the order). A
  /// translation whose specifiers do not fit the arguments is not used (the
  /// key's format is), so a bad translation never crashes. Every presenter
  /// (UIKit, SwiftUI, AppKit, terminal, `DialogTester`) resolves text by
  /// this same lookup, when the dialog is shown; each bundle's tables are
  /// found and read once per process.
  ///
  /// ```swift
  /// let count = 2
  /// let title: DialogText = "Delete \(count) items?"
  /// print(title.resolved())  // "Delete 2 items?" when no table has the key
  /// ```
  ///
  /// - Parameter localization: The bundle and locale to look text up in.
  /// - Returns: The text for the user.
  public func resolved(in localization: DialogLocalization = .current) -> String {
    TextLookup.resolve(self, in: localization)
  }
}
