import FluentAlert

/// JSON form: a verbatim text is a plain string; a localized text is an object.
///
/// ```json
/// "Delete photo?"
/// {"localized": "delete.title", "table": "Alerts", "bundle": {"identifier": "com.example.app"},
///  "default": "Delete photo?"}
/// ```
///
/// `table`, `bundle` (``FluentAlert/TextBundle/main`` when absent) and `default` are optional.
/// Strings are kept exactly as sent, control characters included.
extension DialogText: JSONCodable {
  /// Decodes a text from a string (verbatim) or a `localized` object.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is neither.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      self = .verbatim(string)
      return
    }
    let object = try JSONObject(decoder, .text)
    self = .localized(
      try object.require("localized", object.string),
      table: try object.string("table"),
      bundle: try object.value(TextBundle.self, "bundle") ?? .main,
      defaultValue: try object.string("default"))
  }

  /// Encodes a verbatim text as a string and a localized text as an object.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    switch self {
    case .verbatim(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .localized(let key, let table, let bundle, let defaultValue):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(key, forKey: JSONField("localized"))
      try container.encodeIfPresent(table, forKey: JSONField("table"))
      if bundle != .main { try container.encode(bundle, forKey: JSONField("bundle")) }
      try container.encodeIfPresent(defaultValue, forKey: JSONField("default"))
    }
  }
}
