internal import Foundation

extension DialogText {
  /// The string to show: verbatim text as written, localized text looked up
  /// in its bundle's strings table.
  ///
  /// A missing bundle or entry falls back to the default value, then to the
  /// key, so the result is never empty when either is not. Every presenter
  /// (UIKit, SwiftUI, AppKit, terminal) resolves text through this one
  /// function, at the moment the dialog is shown, in the user's language.
  ///
  /// ```swift
  /// let title: DialogText = .localized("delete.title", defaultValue: "Delete?")
  /// print(title.resolved())  // "Delete?" when no table has the key
  /// ```
  ///
  /// - Returns: The text for the user.
  public func resolved() -> String {
    switch self {
    case .verbatim(let string):
      return string
    case .localized(let key, let table, let textBundle, let defaultValue):
      let bundle: Bundle? =
        switch textBundle {
        case .main: Bundle.main
        case .identifier(let identifier): Bundle(identifier: identifier)
        case .path(let path): Bundle(path: path)
        }
      guard let bundle else { return defaultValue ?? key }
      return bundle.localizedString(forKey: key, value: defaultValue ?? key, table: table)
    }
  }
}
