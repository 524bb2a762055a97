/// Quoting and escaping shared by the snapshot text, problem messages,
/// catalog errors and renderers.
///
/// Control characters (C0, DEL, C1), line and paragraph separators and the
/// bidirectional embedding, override and isolate controls are escaped, so a
/// string can neither break a line nor reorder or restyle what follows it.
/// Everything else (combining marks, emoji, right-to-left letters, zero-width
/// joiners) is kept as it is.
package enum TextEscaping {
  /// The string in double quotes, with `\`, `"` and unsafe characters escaped
  /// as `\\`, `\"`, `\n`, `\r`, `\t`, `\0` or `\u{…}`.
  ///
  /// For example `Say "hi"` and a line break become `"Say \"hi\"\n"`.
  ///
  /// - Parameter string: Any string.
  /// - Returns: A one-line, quoted form from which the string can be read
  ///   back unambiguously.
  package static func quoted(_ string: String) -> String {
    var result = "\""
    result.reserveCapacity(string.utf8.count + 2)
    appendEscaped(string, to: &result)
    result.append("\"")
    return result
  }

  /// The string with unsafe characters escaped as in ``quoted(_:)``, without
  /// quotes and without escaping `"`.
  ///
  /// - Parameter string: Any string.
  /// - Returns: A one-line form safe to write to a terminal or log.
  package static func escaped(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    appendEscaped(string, to: &result, escapeQuotes: false)
    return result
  }

  /// Whether a scalar must be escaped before it reaches a terminal or a
  /// snapshot line.
  ///
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: `true` for control characters, line separators and
  ///   bidirectional controls.
  package static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1 (ESC and CSI among them)
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x200E, 0x200F, 0x061C: true  // directional marks
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidi embeddings, overrides, isolates
    case 0xFEFF: true  // byte order mark / zero-width no-break space
    default: false
    }
  }

  package static func appendEscaped(
    _ string: String, to result: inout String, escapeQuotes: Bool = true
  ) {
    // Fast path: nothing to escape, append the whole string at once.
    if !string.unicodeScalars.contains(where: {
      mustEscape($0) || $0 == "\\" || (escapeQuotes && $0 == "\"")
    }) {
      result.append(string)
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": result.append("\\\\")
      case "\"" where escapeQuotes: result.append("\\\"")
      case "\n": result.append("\\n")
      case "\r": result.append("\\r")
      case "\t": result.append("\\t")
      case "\0": result.append("\\0")
      case _ where mustEscape(scalar):
        result.append("\\u{")
        result.append(String(scalar.value, radix: 16, uppercase: true))
        result.append("}")
      default:
        result.unicodeScalars.append(scalar)
      }
    }
  }
}
