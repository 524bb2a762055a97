import FluentAlert
internal import FluentAlertText

/// A single pass over untrusted bytes, before any JSON parser sees them.
///
/// It checks that the document is well-formed JSON (RFC 8259), valid UTF-8,
/// within ``DialogDecodingLimits/maxInputBytes``, no deeper than
/// ``DialogDecodingLimits/maxDepth``, with no string longer than
/// ``DialogDecodingLimits/maxStringBytes`` (member names:
/// ``DialogDecodingLimits/maxMemberNameBytes``) after unescaping and no
/// member name twice in one object. Every failure names the JSON path where it
/// happened and the line, column and byte offset.
///
/// It is iterative (an explicit stack bounded by `maxDepth`), so hostile
/// nesting cannot overflow the call stack, and it allocates only the member
/// names of the objects currently open. Complexity: O(*n*) in the input size.
struct JSONPreScanner {
  private struct Frame {
    var isObject: Bool
    /// The object's kind, or for an array its elements' kind; `nil` when unchecked.
    var schema: JSONSchema?
    var index = 0
    var key: String?
    var keys: Set<String> = []
  }

  /// Longest number literal accepted; anything longer is hostile, not data.
  static let maxNumberLength = 100

  private let bytes: UnsafeRawBufferPointer
  private let limits: DialogDecodingLimits
  private let checksFields: Bool
  private var position = 0
  private var stack: [Frame] = []
  private var unknownField: DialogDecodingError?

  private init(_ bytes: UnsafeRawBufferPointer, options: DialogDecodingOptions) {
    self.bytes = bytes
    self.limits = options.limits
    checksFields = options.unknownFields == .reject
  }

  /// Scans `bytes`, throwing the first problem found.
  ///
  /// - Returns: The first member (in document order) that the format does
  ///   not define, when the options reject unknown fields. It is returned,
  ///   not thrown, so that a newer format version can be reported first.
  static func scan(
    _ bytes: UnsafeRawBufferPointer, options: DialogDecodingOptions
  ) throws(DialogDecodingError) -> DialogDecodingError? {
    let limits = options.limits
    if bytes.count > limits.maxInputBytes {
      throw DialogDecodingError(
        .limitExceeded(.maxInputBytes), at: "",
        "document is \(bytes.count) bytes, over the limit maxInputBytes (\(limits.maxInputBytes))")
    }
    var scanner = JSONPreScanner(bytes, options: options)
    try scanner.scanDocument()
    return scanner.unknownField
  }

  // MARK: - Structure

  private mutating func scanDocument() throws(DialogDecodingError) {
    skipWhitespace()
    if position == bytes.count {
      throw DialogDecodingError(.malformedJSON, at: "", "empty document: expected a JSON object")
    }
    while true {
      guard try scanValue() else { continue }
      try scanAfterValue()
      if stack.isEmpty { break }
    }
    skipWhitespace()
    if position < bytes.count {
      throw malformed("unexpected \(found) after the end of the document")
    }
  }

  /// Scans one value; for `{` and `[` only the opening (and a first member name).
  ///
  /// - Returns: `false` when it opened a container whose first value comes next.
  private mutating func scanValue() throws(DialogDecodingError) -> Bool {
    skipWhitespace()
    guard position < bytes.count else {
      throw malformed("unexpected end of input: expected a value")
    }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      try push(isObject: true)
      skipWhitespace()
      if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
        position += 1
        stack.removeLast()
      } else {
        try scanMemberName()
        return false
      }
    case UInt8(ascii: "["):
      try push(isObject: false)
      skipWhitespace()
      if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
        position += 1
        stack.removeLast()
      } else {
        return false
      }
    case UInt8(ascii: "\""):
      _ = try scanString(collecting: false)
    case UInt8(ascii: "t"):
      try scanLiteral("true")
    case UInt8(ascii: "f"):
      try scanLiteral("false")
    case UInt8(ascii: "n"):
      try scanLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try scanNumber()
    default:
      throw malformed(
        "unexpected \(found): expected a value (object, array, string, number, true, false or null)"
      )
    }
    return true
  }

  /// After a value: commas, closing brackets and the next member name.
  ///
  /// Returns when another value must be scanned or the document is complete.
  private mutating func scanAfterValue() throws(DialogDecodingError) {
    while !stack.isEmpty {
      // Read the flag only: copying the frame would retain its member names.
      let isObject = stack[stack.count - 1].isObject
      skipWhitespace()
      guard position < bytes.count else {
        throw malformed(
          "unexpected end of input: expected \(isObject ? "',' or '}'" : "',' or ']'")")
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: ",") {
        position += 1
        if isObject {
          stack[stack.count - 1].key = nil
          skipWhitespace()
          try scanMemberName()
        } else {
          stack[stack.count - 1].index += 1
        }
        return
      }
      if byte == UInt8(ascii: isObject ? "}" : "]") {
        position += 1
        stack.removeLast()
        continue
      }
      throw malformed(
        "unexpected \(found): expected \(isObject ? "',' or '}'" : "',' or ']'")")
    }
  }

  private mutating func push(isObject: Bool) throws(DialogDecodingError) {
    if stack.count + 1 > limits.maxDepth {
      throw DialogDecodingError(
        .limitExceeded(.maxDepth), at: path,
        "nesting deeper than the limit maxDepth (\(limits.maxDepth)) at \(location)")
    }
    position += 1
    // The top-level object is a dialog; below it, the schema says. A
    // container of the wrong shape (an object where an array belongs) is left
    // unchecked: decoding reports the type mismatch, which explains more.
    var schema: JSONSchema? = isObject ? .dialog : nil
    if let parent = stack.last {
      if !parent.isObject {
        schema = isObject ? parent.schema : nil
      } else if let key = parent.key, let kind = parent.schema,
        kind.holdsArray(key) == !isObject
      {
        schema = kind.child(key)
      } else {
        schema = nil
      }
    }
    stack.append(Frame(isObject: isObject, schema: schema))
  }

  private mutating func scanMemberName() throws(DialogDecodingError) {
    guard position < bytes.count else {
      throw malformed("unexpected end of input: expected a member name in double quotes")
    }
    guard bytes[position] == UInt8(ascii: "\"") else {
      throw malformed("unexpected \(found): expected a member name in double quotes")
    }
    let name = try scanString(collecting: true) ?? ""
    if !stack[stack.count - 1].keys.insert(name).inserted {
      stack[stack.count - 1].key = name
      throw DialogDecodingError(
        .duplicateField, at: path,
        "member \(TextEscaping.quoted(name)) appears twice in one object")
    }
    stack[stack.count - 1].key = name
    if checksFields, unknownField == nil, let schema = stack[stack.count - 1].schema,
      !schema.fields.contains(name)
    {
      unknownField = DialogDecodingError(
        .unknownField, at: path, JSONObject.unknownFieldMessage(schema))
    }
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw malformed(
        position < bytes.count
          ? "unexpected \(found): expected ':' after the member name"
          : "unexpected end of input: expected ':' after the member name")
    }
    position += 1
  }

  // MARK: - Tokens

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private mutating func scanLiteral(_ literal: StaticString) throws(DialogDecodingError) {
    let count = literal.utf8CodeUnitCount
    let matches =
      position + count <= bytes.count
      && (0..<count).allSatisfy { bytes[position + $0] == literal.utf8Start[$0] }
    guard matches else {
      throw malformed("unexpected \(found): expected a value (did you mean \(literal)?)")
    }
    position += count
  }

  private mutating func scanNumber() throws(DialogDecodingError) {
    let start = position
    func digits(_ scanner: inout JSONPreScanner) -> Int {
      let first = scanner.position
      while scanner.position < scanner.bytes.count,
        (0x30...0x39).contains(scanner.bytes[scanner.position])
      {
        scanner.position += 1
      }
      return scanner.position - first
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    if position < bytes.count && bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits(&self) == 0 {
      throw malformed("unexpected \(found): expected a digit in a number")
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      if digits(&self) == 0 {
        throw malformed("unexpected \(found): expected a digit after the decimal point")
      }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      if digits(&self) == 0 {
        throw malformed("unexpected \(found): expected a digit in the exponent")
      }
    }
    if position - start > Self.maxNumberLength {
      throw DialogDecodingError(
        .invalidValue, at: path,
        "number literal of \(position - start) characters; at most \(Self.maxNumberLength) "
          + "are accepted")
    }
  }

  /// Scans a string starting at its opening quote; returns its value when `collecting`.
  private mutating func scanString(collecting: Bool) throws(DialogDecodingError) -> String? {
    let start = position
    position += 1
    var length = 0
    var hasEscapes = false
    var collected: [UInt8] = []
    while true {
      guard position < bytes.count else {
        throw malformed("unexpected end of input inside a string")
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        let limit: DialogDecodingLimits.Limit = collecting ? .maxMemberNameBytes : .maxStringBytes
        if length > limits[limit] {
          throw DialogDecodingError(
            .limitExceeded(limit), at: path,
            "\(collecting ? "member name" : "string") of \(length) bytes is over the limit "
              + "\(limit.rawValue) (\(limits[limit]))")
        }
        guard collecting else { return nil }
        if !hasEscapes {
          return String(
            decoding: UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(position - 1)]),
            as: UTF8.self)
        }
        return String(decoding: collected, as: UTF8.self)
      case UInt8(ascii: "\\"):
        if !hasEscapes && collecting {
          collected.append(contentsOf: bytes[(start + 1)..<position])
        }
        hasEscapes = true
        let scalar = try scanEscape()
        length += UTF8.width(scalar)
        if collecting { collected.append(contentsOf: UTF8.encode(scalar)!) }
      case 0x00:
        throw malformed("NUL byte inside a string (write \\u0000 to send one)")
      case 0x01..<0x20:
        throw malformed(
          "unescaped control character U+\(hex4(UInt16(byte))) inside a string")
      case 0x20..<0x80:
        length += 1
        position += 1
        if hasEscapes && collecting { collected.append(byte) }
      default:
        let width = try scanMultiByteScalar()
        length += width
        if hasEscapes && collecting {
          collected.append(contentsOf: bytes[(position - width)..<position])
        }
      }
    }
  }

  /// Scans `\x` or `\uXXXX` (a surrogate pair counts as one scalar).
  private mutating func scanEscape() throws(DialogDecodingError) -> Unicode.Scalar {
    position += 1
    guard position < bytes.count else {
      throw malformed("unexpected end of input inside an escape sequence")
    }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try scanHex4()
      switch unit {
      case 0xD800...0xDBFF:
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else {
          throw malformed("\\u\(hex4(unit)) is a high surrogate without a low surrogate after it")
        }
        position += 2
        let low = try scanHex4()
        guard (0xDC00...0xDFFF).contains(low) else {
          throw malformed("\\u\(hex4(unit)) is a high surrogate followed by \\u\(hex4(low))")
        }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        return Unicode.Scalar(value)!
      case 0xDC00...0xDFFF:
        throw malformed("\\u\(hex4(unit)) is a low surrogate without a high surrogate before it")
      default:
        return Unicode.Scalar(unit)!
      }
    default:
      position -= 1
      throw malformed("invalid escape sequence: \\ followed by \(found)")
    }
  }

  private mutating func scanHex4() throws(DialogDecodingError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard position < bytes.count else {
        throw malformed("unexpected end of input inside a \\u escape")
      }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: throw malformed("unexpected \(found): expected four hex digits after \\u")
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  /// Validates one multi-byte UTF-8 scalar (RFC 3629: no overlongs, no
  /// surrogates, nothing above U+10FFFF) and returns its width.
  private mutating func scanMultiByteScalar() throws(DialogDecodingError) -> Int {
    let lead = bytes[position]
    let width: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: width = 2
    case 0xE0:
      width = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: width = 3
    case 0xED:
      width = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      width = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: width = 4
    case 0xF4:
      width = 4
      secondRange = 0x80...0x8F
    default:
      throw invalidUTF8()
    }
    guard position + width <= bytes.count, secondRange.contains(bytes[position + 1]) else {
      throw invalidUTF8()
    }
    for offset in 2..<max(width, 2) where !(0x80...0xBF).contains(bytes[position + offset]) {
      throw invalidUTF8()
    }
    position += width
    return width
  }

  // MARK: - Reporting

  private var path: String {
    var components: [JSONPath.Component] = []
    components.reserveCapacity(stack.count)
    for frame in stack {
      if frame.isObject {
        if let key = frame.key { components.append(.key(key)) }
      } else {
        components.append(.index(frame.index))
      }
    }
    return JSONPath.render(components)
  }

  /// `line 3, column 7 (byte 41)` for the current position; lines and columns from 1.
  private var location: String {
    var line = 1
    var lineStart = 0
    for offset in 0..<min(position, bytes.count) where bytes[offset] == 0x0A {
      line += 1
      lineStart = offset + 1
    }
    return "line \(line), column \(position - lineStart + 1) (byte \(position))"
  }

  /// The byte at the current position, described for a message.
  private var found: String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    switch byte {
    case 0x00: return "NUL byte"
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }

  private func malformed(_ message: String) -> DialogDecodingError {
    DialogDecodingError(.malformedJSON, at: path, "malformed JSON at \(location): \(message)")
  }

  private func invalidUTF8() -> DialogDecodingError {
    DialogDecodingError(
      .invalidUTF8, at: path,
      "invalid UTF-8 at \(location): byte 0x\(String(bytes[position], radix: 16, uppercase: true))")
  }

  private func hex4(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
