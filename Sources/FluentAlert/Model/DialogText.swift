/// A piece of user-visible text: verbatim, or looked up in a strings table.
///
/// String literals and interpolations make verbatim text, so
/// `title: "Delete \(name)?"` shows exactly those characters. Use
/// ``localized(_:table:bundle:defaultValue:)`` for text that the platform
/// looks up in the user's language when the dialog is shown.
///
/// Text is kept exactly as given (any Unicode, any length); renderers that
/// cannot show control characters escape them.
public enum DialogText: Hashable, Sendable {
  /// Text shown exactly as written.
  case verbatim(String)
  /// Text looked up by key in a strings table of a bundle, falling back to
  /// `defaultValue` (or the key itself) when the table has no entry.
  case localized(
    String, table: String? = nil, bundle: TextBundle = .main, defaultValue: String? = nil)

  /// The text as written, without any lookup: the verbatim string, or the
  /// localized text's default value (its key when it has none).
  ///
  /// Presenters resolve localized text with ``resolved()`` instead.
  public var fallback: String {
    switch self {
    case .verbatim(let string): string
    case .localized(let key, _, _, let defaultValue): defaultValue ?? key
    }
  }

  /// Whether the text, as shown without lookup, has no characters.
  package var isEmpty: Bool { fallback.isEmpty }
}

extension DialogText: ExpressibleByStringInterpolation {
  /// Creates verbatim text from a string literal.
  ///
  /// - Parameter value: The literal's characters, kept as they are.
  public init(stringLiteral value: String) {
    self = .verbatim(value)
  }
}

/// A value that can be the title, message or placeholder of a dialog.
///
/// `String`, `Substring` and ``DialogText`` conform, so every API that takes
/// text accepts a literal, an interpolation, a plain `String` held in a
/// variable, or localized text, through one parameter type and without
/// overload sets that slow type checking.
///
/// ```swift
/// let name: String = "Ana"
/// let dialog = Dialog<Int>.alert(name, message: "Follow?")
/// ```
public protocol DialogTextConvertible: Sendable {
  /// The value as dialog text.
  var dialogText: DialogText { get }
}

extension DialogText: DialogTextConvertible {
  /// The text itself.
  public var dialogText: DialogText { self }
}

extension String: DialogTextConvertible {
  /// The string as verbatim text.
  public var dialogText: DialogText { .verbatim(self) }
}

extension Substring: DialogTextConvertible {
  /// The substring as verbatim text.
  public var dialogText: DialogText { .verbatim(String(self)) }
}
