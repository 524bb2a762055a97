import FluentAlert

/// JSON form: `{"title": "Do not warn me again", "suppressed": true}`; both
/// members are optional, so `{}` is a toggle with the platform's words that
/// starts clear.
extension SuppressionToggle: JSONCodable {
  /// Decodes a suppression toggle.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of a malformed member.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .suppressionToggle)
    self.init(
      title: try object.value(DialogText.self, "title"),
      isSuppressed: try object.bool("suppressed") ?? false)
  }

  /// Encodes the toggle, omitting default values.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encodeIfPresent(title, forKey: JSONField("title"))
    if isSuppressed { try container.encode(true, forKey: JSONField("suppressed")) }
  }
}
