internal import FluentAlertText

/// A piece of user-visible text: a localization key, or verbatim characters.
///
/// Text follows SwiftUI's rule:
///
/// - a **string literal is a localization key**, looked up in the user's
///   language when the dialog is shown, and shown as written when no strings
///   table has it — so an app without tables sees exactly what it wrote;
/// - an **interpolated literal is a format key with arguments**:
///   `"Delete \(count) items?"` looks up `"Delete %lld items?"` and puts
///   `count` in place (see ``TextKey``);
/// - a **`String` or `Substring` value is verbatim**: user data is never
///   looked up. Every text position takes one as it is (as SwiftUI's `Text`
///   does), or it is written `.verbatim(name)`, or interpolated into a key
///   (`"Rename “\(name)”"`).
///
/// ```swift
/// let name = "Holiday.jpg"
/// let confirm = DialogText.localized(
///   "rename.confirm", table: "Alerts", comment: "Confirms the new name")
/// let dialog = Dialog<Bool>.alert("Rename “\(name)”", message: name)
///   .addCancel("Cancel", key: false)
///   .addAction(confirm, key: true)
/// ```
///
/// Text is kept exactly as given (any Unicode, any length); renderers that
/// cannot show control characters escape them.
public struct DialogText: Hashable, Sendable {
  /// What the text holds.
  ///
  /// A plain key, the text most dialogs are made of, is held inline without
  /// the settings it leaves at their defaults; a key with a table, bundle,
  /// comment or default value holds them in one box. The form is canonical,
  /// so the synthesized equality and hash hold.
  enum Storage: Hashable, Sendable {
    case verbatim(String)
    case key(TextKey)
    indirect case localized(
      TextKey, table: String?, bundle: TextBundle, comment: String?, defaultValue: String?)
  }

  let storage: Storage

  private init(_ storage: Storage) { self.storage = storage }

  /// Text shown exactly as written, never looked up.
  ///
  /// - Parameter string: The characters to show.
  /// - Returns: The verbatim text.
  public static func verbatim(_ string: String) -> DialogText {
    DialogText(.verbatim(string))
  }

  /// Text looked up by key in a strings table when the dialog is shown.
  ///
  /// ```swift
  /// let title = DialogText.localized(
  ///   "delete.title", table: "Alerts", comment: "Asks before deleting a file",
  ///   defaultValue: "Delete the file?")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, with the arguments its format takes.
  ///   - table: The strings table (`Localizable` when `nil`).
  ///   - bundle: The bundle holding the table.
  ///   - comment: A note for translators, kept in the JSON form and never
  ///     shown.
  ///   - defaultValue: The format shown when no table has the key (the key
  ///     itself when `nil`).
  /// - Returns: The localized text.
  public static func localized(
    _ key: TextKey, table: String? = nil, bundle: TextBundle = .main, comment: String? = nil,
    defaultValue: String? = nil
  ) -> DialogText {
    guard table != nil || bundle != .main || comment != nil || defaultValue != nil else {
      return DialogText(.key(key))
    }
    return DialogText(
      .localized(key, table: table, bundle: bundle, comment: comment, defaultValue: defaultValue))
  }

  /// What the text holds, for code that reads every part of it.
  package enum Content {
    case verbatim(String)
    case localized(
      TextKey, table: String?, bundle: TextBundle, comment: String?, defaultValue: String?)
  }

  /// What the text holds: its characters, or its key and the settings of its lookup.
  package var content: Content {
    switch storage {
    case .verbatim(let string):
      .verbatim(string)
    case .key(let key):
      .localized(key, table: nil, bundle: .main, comment: nil, defaultValue: nil)
    case .localized(let key, let table, let bundle, let comment, let defaultValue):
      .localized(key, table: table, bundle: bundle, comment: comment, defaultValue: defaultValue)
    }
  }

  /// The text with its arguments put in place but without any lookup: the
  /// verbatim string, or the localized text's default value (its key when it
  /// has none).
  ///
  /// Presenters resolve text with ``resolved(in:)`` instead.
  public var fallback: String {
    switch storage {
    case .verbatim(let string):
      string
    case .key(let key):
      key.formatArguments.isEmpty ? key.format : TextFormat.lenient(key.format, key.formatArguments)
    case .localized(let key, _, _, _, let defaultValue):
      key.formatArguments.isEmpty
        ? defaultValue ?? key.format
        : TextFormat.lenient(defaultValue ?? key.format, key.formatArguments)
    }
  }

  /// Whether the text, as shown without lookup, has no characters.
  package var isEmpty: Bool { fallback.isEmpty }
}

extension DialogText: ExpressibleByStringInterpolation {
  /// Creates a localization key from a string literal.
  ///
  /// - Parameter value: The literal: the key, and the text shown when no
  ///   table has it.
  public init(stringLiteral value: String) {
    self.init(.key(TextKey(value, formatArguments: [])))
  }

  /// Creates a format key with arguments from an interpolated literal.
  ///
  /// - Parameter interpolation: The literal's parts and values.
  public init(stringInterpolation interpolation: TextKey.StringInterpolation) {
    self.init(.key(TextKey(stringInterpolation: interpolation)))
  }
}

extension DialogText {
  /// The system's own word for cancelling, in the user's language:
  /// "Cancel", "Annuler", "Abbrechen", "Отменить", "キャンセル".
  ///
  /// It is the key `"Cancel"` in the table `FluentAlert`, which FluentAlert
  /// translates itself into the languages it covers (see
  /// <doc:LocalizedText>); an app's own `FluentAlert` table overrides it.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("Discard the draft?")
  ///   .addDestructive("Discard", key: true)
  ///   .addCancel(.systemCancel, key: false)
  /// ```
  public static let systemCancel = DialogText.localized("Cancel", table: BuiltInStrings.table)
}
