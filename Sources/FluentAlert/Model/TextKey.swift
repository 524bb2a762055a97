internal import FluentAlertText

/// The key a localized text is looked up by, with the arguments its format
/// takes.
///
/// A string literal is a key as written. An interpolated literal is a format
/// key: each interpolation becomes a specifier (`%@` for strings, `%lld` for
/// integers, `%lf` for floating-point numbers) and its value an argument, the
/// way SwiftUI's `LocalizedStringKey` builds its keys; a `%` written in the
/// literal becomes `%%`. So a strings table translates
/// `"Delete %lld items?"` once, for every count.
///
/// ```swift
/// let name = "Holiday.jpg"
/// let key: TextKey = "Rename “\(name)”"
/// // key.format == "Rename “%@”", key.arguments == [.string("Holiday.jpg")]
/// ```
///
/// A key without arguments is shown as written when no table translates it;
/// a key with arguments is a format, and a translation is used only when its
/// specifiers fit the arguments (otherwise the key's own format is used, so a
/// bad translation never crashes the app).
public struct TextKey: Hashable, Sendable {
  /// The key: a format with one specifier per argument when there are any.
  public let format: String
  /// The values put in place of the format's specifiers, in order.
  public var arguments: [TextArgument] { formatArguments.map(TextArgument.init) }

  /// The arguments as the text engine takes them, stored in that form so
  /// that validating, resolving and describing a text converts nothing.
  let formatArguments: [FormatArgument]

  /// Creates a key from a format and its arguments.
  ///
  /// A format whose specifiers do not match its arguments is reported by
  /// ``Dialog/problems`` and refused when decoded from JSON.
  ///
  /// ```swift
  /// let key = TextKey(
  ///   "Install theme “%@” by %@?", arguments: [.string("Dusk"), .string("Ana")])
  /// ```
  ///
  /// - Parameters:
  ///   - format: The key, with a specifier for each argument.
  ///   - arguments: The values the specifiers stand for.
  public init(_ format: String, arguments: [TextArgument] = []) {
    self.init(format, formatArguments: arguments.isEmpty ? [] : arguments.map(\.formatArgument))
  }

  /// Creates a key from a format and its arguments in the text engine's
  /// form.
  init(_ format: String, formatArguments: [FormatArgument]) {
    self.format = format
    self.formatArguments = formatArguments
  }

  /// Whether the key is a name, such as `"items.selected"`, rather than a
  /// format: it has arguments but no `%` at all, so the format that fits
  /// them is in a table (or a default value, when given).
  package var isName: Bool {
    !formatArguments.isEmpty && !format.contains("%")
  }

  /// Why the text shown — the default value, or the key when there is none —
  /// does not fit the arguments; `nil` when it fits.
  ///
  /// The shown text needs an argument of the right kind for each of its
  /// specifiers, and a specifier for each argument: a fixed key
  /// (`"Trash.confirm"`) with the format in its default value fits, a default
  /// value with a `%@` and no argument does not (the `%@` would be shown as
  /// written). An argument the default leaves out but the key takes is
  /// allowed, as a translation may leave one out.
  ///
  /// - Parameter defaultValue: The text's default value, if any.
  /// - Returns: Whether the default is at fault (rather than the key), and why.
  package func mismatch(defaultValue: String?) -> (inDefault: Bool, reason: String)? {
    let shown = defaultValue ?? format
    let inDefault = defaultValue != nil
    if formatArguments.isEmpty {
      // Shown as written, without formatting: a specifier would reach the screen.
      guard let specifier = TextFormat.specifiers(shown).first else { return nil }
      return (
        inDefault,
        "“\(specifier.text)” takes an argument, but there is none: it would be shown as written"
      )
    }
    if let reason = TextFormat.mismatch(
      shown, formatArguments, everyArgumentUsed: false)
    {
      return (inDefault, reason)
    }
    let keyTakes = inDefault ? Set(TextFormat.specifiers(format).map(\.position)) : []
    let shownTakes = Set(TextFormat.specifiers(shown).map(\.position))
    let unused = formatArguments.indices.first {
      !shownTakes.contains($0) && !keyTakes.contains($0)
    }
    guard let unused else { return nil }
    return (
      inDefault,
      "argument \(unused + 1) is not used: the text needs a specifier for each argument"
    )
  }

  /// Why the key looks made by interpolating a value into a key name, when
  /// it does; `nil` otherwise.
  ///
  /// An interpolation makes a format key: `"alert.\(name).title"` is looked
  /// up as `alert.%@.title`, which no strings table has, never as
  /// `alert.photos.title`. It is likely when the default value has no
  /// specifier for the key's arguments, or when, without a default value,
  /// the key is a name (dots or underscores, no spaces) around its
  /// specifiers.
  ///
  /// Asked of a key whose ``mismatch(defaultValue:)`` is `nil`: a mismatch is
  /// the error to report instead.
  ///
  /// - Parameter defaultValue: The text's default value, if any.
  /// - Returns: The warning's reason, or `nil`.
  package func interpolationWarning(defaultValue: String?) -> String? {
    let taken = TextFormat.specifiers(format)
    guard !formatArguments.isEmpty, !taken.isEmpty else { return nil }
    let advice =
      "an interpolated key is a format whose values are arguments; to look up a key made "
      + "from a value, build it from a String (TextKey(\"alert.\" + name))"
    if let defaultValue {
      guard TextFormat.specifiers(defaultValue).isEmpty else { return nil }
      return "the default value has no specifier for the key's arguments: " + advice
    }
    var name = ""
    for case .literal(let text) in TextFormat.parse(format) { name += text }
    guard !name.isEmpty, !name.contains(where: { $0.isWhitespace }),
      name.contains(where: { $0 == "." || $0 == "_" })
    else { return nil }
    return "the key looks like a name with a value in it: " + advice
  }
}

extension TextKey: ExpressibleByStringInterpolation {
  /// Creates a key from a string literal, as written.
  ///
  /// - Parameter value: The literal's characters.
  public init(stringLiteral value: String) {
    self.init(value, formatArguments: [])
  }

  /// Creates a format key from an interpolated literal.
  ///
  /// - Parameter interpolation: The literal's parts and values.
  public init(stringInterpolation interpolation: StringInterpolation) {
    self.init(interpolation.format, formatArguments: interpolation.arguments)
  }

  /// The parts of an interpolated literal, gathered into a format and its
  /// arguments.
  ///
  /// Strings, integers and floating-point numbers can be interpolated. For
  /// any other value, interpolate its description:
  /// `"Open \(String(describing: url))?"`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""
    var arguments: [FormatArgument] = []

    /// Creates an empty interpolation.
    ///
    /// - Parameters:
    ///   - literalCapacity: The number of characters in the literal parts.
    ///   - interpolationCount: The number of interpolated values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      format.reserveCapacity(literalCapacity + 4 * interpolationCount)
      arguments.reserveCapacity(interpolationCount)
    }

    /// Appends a literal part, with each `%` written as `%%`.
    ///
    /// - Parameter literal: The characters between interpolations.
    public mutating func appendLiteral(_ literal: String) {
      format += literal.replacing("%", with: "%%")
    }

    /// Appends a string as a `%@` argument; it is shown as it is, never
    /// looked up.
    ///
    /// - Parameter value: The string.
    public mutating func appendInterpolation(_ value: some StringProtocol) {
      append(.string(String(value)))
    }

    /// Appends an integer as a `%lld` argument.
    ///
    /// - Parameter value: The integer; one beyond `Int`'s range is clamped.
    public mutating func appendInterpolation(_ value: some BinaryInteger) {
      append(.integer(Int(clamping: value)))
    }

    /// Appends a floating-point number as a `%lf` argument.
    ///
    /// - Parameter value: The number.
    public mutating func appendInterpolation(_ value: some BinaryFloatingPoint) {
      append(.double(Double(value)))
    }

    private mutating func append(_ argument: TextArgument) {
      format += argument.specifier
      arguments.append(argument.formatArgument)
    }
  }
}
