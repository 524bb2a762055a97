import FluentAlert

/// JSON form: an object whose members are all optional.
///
/// ```json
/// {"font": {"system": 17, "weight": "semibold"}, "color": "#FF3B30", "maxLines": 2,
///  "lineBreakMode": "byTruncatingTail", "alignment": "center"}
/// ```
extension TextStyle: JSONCodable {
  /// Decodes a text style.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of the first bad member.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .style)
    self.init(
      font: try object.value(DialogFont.self, "font"),
      color: try object.value(DialogColor.self, "color"),
      maxLines: try object.int("maxLines"),
      lineBreakMode: try object.enumeration(LineBreakMode.self, "lineBreakMode"),
      alignment: try object.enumeration(TextAlignment.self, "alignment"))
  }

  /// Encodes the members that are set.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encodeIfPresent(font, forKey: JSONField("font"))
    try container.encodeIfPresent(color, forKey: JSONField("color"))
    try container.encodeIfPresent(maxLines, forKey: JSONField("maxLines"))
    try container.encodeIfPresent(lineBreakMode?.rawValue, forKey: JSONField("lineBreakMode"))
    try container.encodeIfPresent(alignment?.rawValue, forKey: JSONField("alignment"))
  }
}
