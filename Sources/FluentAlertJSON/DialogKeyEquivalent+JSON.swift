import FluentAlert
internal import FluentAlertText

/// JSON form: `"return"` or `"escape"`, or an object with `"key"` (`"return"`
/// or `"escape"`) or `"character"` (one character), and `"modifiers"`, any of
/// `"command"`, `"option"`, `"control"`, `"shift"`:
///
/// ```json
/// "return"
/// {"character": "d", "modifiers": ["command"]}
/// {"key": "escape", "modifiers": ["shift"]}
/// ```
///
/// Absent `"modifiers"` means none (unlike Swift's `.character(_:)`, whose
/// default is Command). Modifiers are encoded in the order above.
extension DialogKeyEquivalent: JSONCodable {
  /// Decodes a key equivalent.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of the first bad member.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      self.init(try Self.namedKey(string, at: JSONPath.render(decoder.codingPath)))
      return
    }
    let object = try JSONObject(decoder, .keyPress)
    let key: Key
    switch try object.tag(["key", "character"]) {
    case "key":
      key = try Self.namedKey(try object.require("key", object.string), at: object.path("key"))
    default:
      let text = try object.require("character", object.string)
      guard text.count == 1, let character = text.first else {
        throw DialogDecodingError(
          .invalidValue, at: object.path("character"),
          "expected one character, found \(TextEscaping.quoted(text))")
      }
      key = .character(character)
    }
    var modifiers: Modifiers = []
    for (position, name) in (try object.value([String].self, "modifiers") ?? []).enumerated() {
      guard let modifier = Modifiers.named.first(where: { $0.1 == name })?.0 else {
        throw DialogDecodingError(
          .invalidValue, at: object.path("modifiers") + "[\(position)]",
          "expected one of \(Modifiers.named.map(\.1).joined(separator: ", ")), "
            + "found \(TextEscaping.quoted(name))")
      }
      modifiers.insert(modifier)
    }
    self.init(key, modifiers: modifiers)
  }

  /// Encodes the key equivalent: a plain Return or Escape as a string.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` for modifier bits that name no key, which the
  ///   format cannot write; or what the encoder throws.
  func encode(json encoder: any Encoder) throws {
    guard Modifiers.all.isSuperset(of: modifiers) else {
      throw EncodingError.invalidValue(
        modifiers.rawValue,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "modifier bits \(modifiers.subtracting(.all).rawValue) name no key"))
    }
    let name: String? =
      switch key {
      case .return: "return"
      case .escape: "escape"
      case .character: nil
      }
    if let name, modifiers.isEmpty {
      var single = encoder.singleValueContainer()
      try single.encode(name)
      return
    }
    var container = encoder.container(keyedBy: JSONField.self)
    if let name {
      try container.encode(name, forKey: JSONField("key"))
    } else if case .character(let character) = key {
      try container.encode(String(character), forKey: JSONField("character"))
    }
    let names = Modifiers.named.filter { modifiers.contains($0.0) }.map(\.1)
    if !names.isEmpty { try container.encode(names, forKey: JSONField("modifiers")) }
  }

  /// `return` or `escape`, the keys with names.
  private static func namedKey(_ name: String, at path: String) throws -> Key {
    switch name {
    case "return": return .return
    case "escape": return .escape
    default:
      throw DialogDecodingError(
        .invalidValue, at: path,
        "expected \(JSONSchema.keyPress.what), found \(TextEscaping.quoted(name))")
    }
  }
}
