import FluentAlert

/// JSON form: `{"anchor": "contacts-access"}` (a Help Book anchor) or
/// `{"link": "https://example.com/help"}`.
extension DialogHelp: JSONCodable {
  /// Decodes where the Help button leads.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .help)
    switch try object.tag(["anchor", "link"]) {
    case "anchor": self = .anchor(try object.require("anchor", object.string))
    default: self = .link(try object.require("link", object.link))
    }
  }

  /// Encodes where the Help button leads.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .anchor(let anchor): try container.encode(anchor, forKey: JSONField("anchor"))
    case .link(let address): try container.encode(address, forKey: JSONField("link"))
    }
  }
}
