import FluentAlert
internal import FluentAlertText

/// Renders JSON paths the way ``DialogDecodingError/path`` reports them:
/// `actions[2].title`, `["odd key"].x` for member names that are not identifiers.
enum JSONPath {
  /// One step of a path.
  enum Component {
    case key(String)
    case index(Int)
  }

  static func render(_ components: some Sequence<Component>) -> String {
    var result = ""
    for component in components {
      switch component {
      case .index(let index):
        result += "[\(index)]"
      case .key(let key):
        if isIdentifier(key) {
          if !result.isEmpty { result += "." }
          result += key
        } else {
          result += "[" + TextEscaping.quoted(key) + "]"
        }
      }
    }
    return result
  }

  /// Renders a `Decoder`'s coding path; integer keys are array indices.
  static func render(_ codingPath: [any CodingKey]) -> String {
    render(
      codingPath.map { key -> Component in
        if let index = key.intValue { return .index(index) }
        return .key(key.stringValue)
      })
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return key.utf8.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x5F
    }
  }
}
