internal import FluentAlertText

/// A value that a localized text's format puts in place of one of its
/// specifiers.
///
/// Interpolating a value into a string literal that is dialog text makes an
/// argument: a string becomes `%@`, an integer `%lld`, a floating-point number
/// `%lf`. The value itself is never looked up in a strings table.
///
/// ```swift
/// let count = 3
/// let title: DialogText = "Delete \(count) items?"
/// // looks up "Delete %lld items?" and formats it with .integer(3)
/// ```
public enum TextArgument: Hashable, Sendable {
  /// Text put in place of `%@`.
  case string(String)
  /// A whole number put in place of `%lld` (also `%d`, `%ld`, `%i`, `%u`).
  case integer(Int)
  /// A number put in place of `%lf` (also `%f`, `%e`, `%g`, with a precision
  /// such as `%.2lf`).
  case double(Double)

  /// The specifier an interpolation of this kind writes into the key.
  package var specifier: String {
    switch self {
    case .string: "%@"
    case .integer: "%lld"
    case .double: "%lf"
    }
  }
}

extension TextArgument {
  /// The argument as the text engine gave it back.
  ///
  /// - Parameter argument: A stored argument.
  init(_ argument: FormatArgument) {
    switch argument {
    case .string(let string): self = .string(string)
    case .integer(let integer): self = .integer(integer)
    case .double(let double): self = .double(double)
    }
  }

  /// The argument as the text engine formats it.
  var formatArgument: FormatArgument {
    switch self {
    case .string(let string): .string(string)
    case .integer(let integer): .integer(integer)
    case .double(let double): .double(double)
    }
  }
}
