import FluentAlert
internal import FluentAlertText

/// JSON form: `"main"`, `{"identifier": "com.example.app"}` or `{"path": "/path/to/bundle"}`.
extension TextBundle: JSONCodable {
  /// Decodes a bundle reference.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      guard string == "main" else {
        throw DialogDecodingError(
          .invalidValue, at: JSONPath.render(decoder.codingPath),
          "expected \"main\" or an object with \"identifier\" or \"path\", "
            + "found \(TextEscaping.quoted(string))")
      }
      self = .main
      return
    }
    let object = try JSONObject(decoder, .bundle)
    switch try object.tag(["identifier", "path"]) {
    case "identifier": self = .identifier(try object.require("identifier", object.string))
    default: self = .path(try object.require("path", object.string))
    }
  }

  /// Encodes the bundle reference.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    switch self {
    case .main:
      var single = encoder.singleValueContainer()
      try single.encode("main")
    case .identifier(let identifier):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(identifier, forKey: JSONField("identifier"))
    case .path(let path):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(path, forKey: JSONField("path"))
    }
  }
}
