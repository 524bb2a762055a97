import Foundation

/// A printf-style format read without trusting it: the specifiers a
/// localized text's key or translation holds, checked against the arguments
/// before anything is formatted, so neither a hostile key nor a bad
/// translation can crash or read memory (`%n`, `%s`, `%9999$@` are refused).
///
/// Supported: `%%`; `%@` (a string); `%d`, `%i`, `%u` with no length, `l` or
/// `ll` (an integer); `%f`, `%e`, `%g` (upper case too) with no length or `l`,
/// and an optional precision such as `%.2lf` (a number); each with an
/// optional position `%2$@`.
package enum TextFormat {
  /// The most specifiers one format may hold.
  package static let maximumSpecifiers = 64

  /// One part of a format.
  package enum Piece: Equatable, Sendable {
    /// Characters shown as they are (`%%` becomes one `%`).
    case literal(Substring)
    /// A specifier, with the argument it takes (from 0).
    case specifier(Specifier)
    /// A specifier FluentAlert does not format, kept as written.
    case unsupported(Substring)
  }

  /// A specifier that takes one argument.
  package struct Specifier: Equatable, Sendable {
    /// The argument it takes, from 0.
    package var position: Int
    /// The conversion: `@`, `d`, `i`, `u`, `f`, `e`, `g` or their upper case.
    package var conversion: Character
    /// The digits after the point, for numbers.
    package var precision: Int?
    /// The specifier as written.
    package var text: Substring

    /// The argument kind it takes.
    package var takes: Kind {
      switch conversion {
      case "@": .string
      case "d", "i", "u": .integer
      default: .double
      }
    }
  }

  /// What an argument is, in words for messages.
  package enum Kind: String {
    case string = "a string"
    case integer = "an integer"
    case double = "a number"

    package init(_ argument: FormatArgument) {
      switch argument {
      case .string: self = .string
      case .integer: self = .integer
      case .double: self = .double
      }
    }
  }

  /// Why a format does not fit its arguments, in one sentence; `nil` when
  /// it fits.
  ///
  /// - Parameters:
  ///   - format: The key or translation.
  ///   - arguments: The values it is formatted with.
  ///   - everyArgumentUsed: Whether an argument no specifier takes is a
  ///     mismatch (for keys; a translation may leave one out).
  /// - Returns: The first mismatch in words, or `nil`.
  package static func mismatch(
    _ format: String, _ arguments: [FormatArgument], everyArgumentUsed: Bool = true
  ) -> String? {
    mismatch(parse(format), arguments, everyArgumentUsed: everyArgumentUsed)
  }

  private static func mismatch(
    _ pieces: [Piece], _ arguments: [FormatArgument], everyArgumentUsed: Bool
  ) -> String? {
    var used = Array(repeating: false, count: arguments.count)
    var count = 0
    for piece in pieces {
      switch piece {
      case .literal:
        continue
      case .unsupported(let text):
        return "“\(text)” is not a specifier FluentAlert formats (use %@, %lld or %lf)"
      case .specifier(let specifier):
        count += 1
        if count > maximumSpecifiers {
          return "the format has more than \(maximumSpecifiers) specifiers"
        }
        guard specifier.position < arguments.count else {
          return "“\(specifier.text)” takes argument \(specifier.position + 1), "
            + "but there \(arguments.count == 1 ? "is" : "are") \(arguments.count)"
        }
        let given = Kind(arguments[specifier.position])
        guard given == specifier.takes else {
          return "“\(specifier.text)” takes \(specifier.takes.rawValue), "
            + "but argument \(specifier.position + 1) is \(given.rawValue)"
        }
        used[specifier.position] = true
      }
    }
    if everyArgumentUsed, let unused = used.firstIndex(of: false) {
      return "argument \(unused + 1) is not used: the format needs a specifier for each argument"
    }
    return nil
  }

  /// The specifiers of a format that FluentAlert formats, in order.
  ///
  /// - Parameter format: A key, default value or translation.
  /// - Returns: Its supported specifiers (`unsupported` pieces are left out).
  package static func specifiers(_ format: String) -> [Specifier] {
    parse(format).compactMap { piece in
      guard case .specifier(let specifier) = piece else { return nil }
      return specifier
    }
  }

  /// The format with its arguments put in place, or `nil` when it does not
  /// fit them (see ``mismatch(_:_:everyArgumentUsed:)``).
  ///
  /// - Parameters:
  ///   - format: A key or translation.
  ///   - arguments: The values.
  ///   - locale: The locale numbers are written in.
  /// - Returns: The text, or `nil` when the format does not fit.
  package static func strict(
    _ format: String, _ arguments: [FormatArgument], locale: Locale
  ) -> String? {
    let pieces = parsed(format)
    guard mismatch(pieces, arguments, everyArgumentUsed: false) == nil else { return nil }
    return write(pieces, arguments, locale: locale)
  }

  /// The format with whatever arguments fit put in place.
  ///
  /// A specifier that takes a missing argument or one FluentAlert does not
  /// format stays as written, and an argument of another kind is written as
  /// it is. Never fails: for text shown although it was reported as a
  /// problem.
  ///
  /// - Parameters:
  ///   - format: A key.
  ///   - arguments: The values.
  ///   - locale: The locale numbers are written in.
  /// - Returns: The text.
  package static func lenient(
    _ format: String, _ arguments: [FormatArgument], locale: Locale? = nil
  ) -> String {
    write(parsed(format), arguments, locale: locale)
  }

  /// The formats shown lately, parsed.
  ///
  /// A sheet of a thousand actions whose titles share one format parses it
  /// once. Emptied when it holds 256.
  private static let parsedFormats = MemoLock<[String: [Piece]]>([:])

  /// ``parse(_:)``, remembered for the formats shown lately.
  static func parsed(_ format: String) -> [Piece] {
    if let known = parsedFormats.withLock({ $0[format] }) { return known }
    let pieces = parse(format)
    parsedFormats.withLock { formats in
      if formats.count >= 256 { formats.removeAll(keepingCapacity: true) }
      formats[format] = pieces
    }
    return pieces
  }

  private static func write(
    _ pieces: [Piece], _ arguments: [FormatArgument], locale: Locale?
  ) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .literal(let literal):
        text += literal
      case .unsupported(let written):
        text += written
      case .specifier(let specifier):
        guard specifier.position < arguments.count else {
          text += specifier.text
          continue
        }
        text += write(arguments[specifier.position], as: specifier, locale: locale)
      }
    }
    return text
  }

  private static func write(
    _ argument: FormatArgument, as specifier: Specifier, locale: Locale?
  ) -> String {
    switch (argument, specifier.takes) {
    case (.string(let string), _):
      return string
    case (.integer(let integer), .integer) where specifier.conversion == "u":
      return String(UInt(bitPattern: integer))
    case (.integer(let integer), _):
      return String(integer)
    case (.double(let double), .double):
      // One specifier FluentAlert wrote itself and one double: safe to hand
      // to Foundation, which writes the locale's decimal separator.
      let single = "%.\(specifier.precision ?? 6)\(specifier.conversion)"
      return String(format: single, locale: locale, double)
    case (.double(let double), _):
      return String(double)
    }
  }

  /// Splits a format into literal runs and specifiers.
  ///
  /// Never fails: what is not a supported specifier is an `unsupported`
  /// piece.
  package static func parse(_ format: String) -> [Piece] {
    var pieces: [Piece] = []
    var next = 0
    var index = format.startIndex
    var literalStart = index
    func closeLiteral(at end: String.Index) {
      if literalStart < end { pieces.append(.literal(format[literalStart..<end])) }
    }
    while let percent = format[index...].firstIndex(of: "%") {
      closeLiteral(at: percent)
      let (piece, end) = specifier(in: format, at: percent, next: &next)
      pieces.append(piece)
      index = end
      literalStart = end
    }
    closeLiteral(at: format.endIndex)
    return pieces
  }

  /// Reads the specifier starting at `start` (a `%`).
  private static func specifier(
    in format: String, at start: String.Index, next: inout Int
  ) -> (Piece, String.Index) {
    var index = format.index(after: start)
    func peek() -> Character? { index < format.endIndex ? format[index] : nil }
    func digits() -> Int? {
      var value: Int?
      while let character = peek(), let digit = character.wholeNumberValue, character.isASCII {
        value = min((value ?? 0) * 10 + digit, 1_000_000)
        index = format.index(after: index)
      }
      return value
    }
    if peek() == "%" {
      let end = format.index(after: index)
      return (.literal(format[index..<end]), end)
    }
    var position: Int?
    let afterPercent = index
    if let number = digits() {
      if peek() == "$", number >= 1 {
        position = number - 1
        index = format.index(after: index)
      } else {
        index = afterPercent  // a width: not supported
        return unsupported(format, start, &index)
      }
    }
    var precision: Int?
    if peek() == "." {
      index = format.index(after: index)
      guard let number = digits(), number <= 40 else { return unsupported(format, start, &index) }
      precision = number
    }
    var length = ""
    while let character = peek(), character == "l", length.count < 2 {
      length.append(character)
      index = format.index(after: index)
    }
    guard let conversion = peek() else { return unsupported(format, start, &index) }
    index = format.index(after: index)
    let text = format[start..<index]
    let fits =
      switch conversion {
      case "@": length.isEmpty && precision == nil
      case "d", "i", "u": precision == nil
      case "f", "F", "e", "E", "g", "G": length.count <= 1
      default: false
      }
    guard fits else { return (.unsupported(text), index) }
    let argument = position ?? next
    if position == nil { next += 1 }
    return (
      .specifier(
        Specifier(position: argument, conversion: conversion, precision: precision, text: text)),
      index
    )
  }

  private static func unsupported(
    _ format: String, _ start: String.Index, _ index: inout String.Index
  ) -> (Piece, String.Index) {
    // The unsupported specifier runs to the next letter or `@` (its
    // conversion) or to the end.
    while index < format.endIndex, !(format[index].isLetter || format[index] == "@") {
      index = format.index(after: index)
    }
    if index < format.endIndex { index = format.index(after: index) }
    return (.unsupported(format[start..<index]), index)
  }
}
