#if canImport(Darwin)
  public import Foundation

  extension DialogText {
    /// Text from a `LocalizedStringResource`, on Apple platforms: the
    /// resource looked up once, now, in its own locale and bundle, by
    /// Foundation (so its arguments and plural variations apply as they do
    /// in SwiftUI).
    ///
    /// The result is verbatim text: a session's or a tester's localization
    /// does not look it up again, and the snapshot shows the looked-up
    /// words. Write a literal or `.localized(…)` for text that follows the
    /// presenter's language.
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "Delete \(3) photos?"
    /// let dialog = Dialog<Bool>.alert(.resource(title))
    ///   .addDestructive("Delete", key: true)
    ///   .addCancel(.systemCancel, key: false)
    /// ```
    ///
    /// - Parameter resource: The key, table, bundle and locale to look up.
    /// - Returns: The looked-up text, verbatim.
    public static func resource(_ resource: LocalizedStringResource) -> DialogText {
      .verbatim(String(localized: resource))
    }
  }
#endif
