import FluentAlert

/// JSON form: `{"rule": …, "gates": ["save", "share"], "message": "Six digits"}`.
///
/// Without `gates` the requirement gates every non-cancel action; an empty
/// `gates` array gates none. The two are kept apart on encode.
extension TextRequirement: JSONCodable where Key: Codable {
  /// Decodes a requirement.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of the first bad member.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .requirement)
    self.init(
      try object.require("rule") { try object.value(TextRule.self, $0) },
      gates: try object.array(Key.self, "gates", limit: .maxArrayElements),
      message: try object.value(DialogText.self, "message"))
  }

  /// Encodes the rule and, when set, the gated keys and the message.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encode(rule, forKey: JSONField("rule"))
    try container.encodeIfPresent(gatedKeys, forKey: JSONField("gates"))
    try container.encodeIfPresent(message, forKey: JSONField("message"))
  }
}
