import FluentAlert
internal import FluentAlertText

/// JSON form: `"indeterminate"` or `{"fraction": 0.25}`.
extension DialogProgress: JSONCodable {
  /// Decodes a dialog's progress.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      guard string == "indeterminate" else {
        throw DialogDecodingError(
          .invalidValue, at: JSONPath.render(decoder.codingPath),
          "expected \(JSONSchema.progress.what), found \(TextEscaping.quoted(string))")
      }
      self = .indeterminate
      return
    }
    let object = try JSONObject(decoder, .progress)
    self = .fraction(try object.require("fraction", object.double))
  }

  /// Encodes the progress.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    switch self {
    case .indeterminate:
      var single = encoder.singleValueContainer()
      try single.encode("indeterminate")
    case .fraction(let value):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(value, forKey: JSONField("fraction"))
    }
  }
}
