import FluentAlert

/// JSON form: `{"system": "trash"}` (an SF Symbol name) or `{"asset": "Logo"}`.
extension DialogImage: JSONCodable {
  /// Decodes an image reference.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .image)
    switch try object.tag(["system", "asset"]) {
    case "system": self = .system(try object.require("system", object.string))
    default: self = .asset(try object.require("asset", object.string))
    }
  }

  /// Encodes the image reference.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .system(let name): try container.encode(name, forKey: JSONField("system"))
    case .asset(let name): try container.encode(name, forKey: JSONField("asset"))
    }
  }
}
