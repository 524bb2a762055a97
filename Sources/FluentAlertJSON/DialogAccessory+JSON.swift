import FluentAlert

/// JSON form: `{"lines": ["Camera", "Microphone"]}`,
/// `{"link": "https://example.com/privacy", "text": "How we use your data"}`
/// or `{"footnote": "You can change this later."}`; each text in any form
/// a text takes.
extension DialogAccessory: JSONCodable {
  /// The members each form takes.
  private static let forms = [
    "lines": ["lines"], "link": ["link", "text"], "footnote": ["footnote"],
  ]

  /// Decodes an accessory.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .accessory)
    let tag = try object.tag(["lines", "link", "footnote"])
    try object.rejectMembers(of: Self.forms, besides: tag)
    switch tag {
    case "lines":
      self = .lines(
        try object.require("lines") {
          try object.array(DialogText.self, $0, limit: .maxArrayElements)
        })
    case "link":
      self = .link(
        try object.require("text") { try object.value(DialogText.self, $0) },
        address: try object.require("link", object.link))
    default:
      self = .footnote(try object.require("footnote") { try object.value(DialogText.self, $0) })
    }
  }

  /// Encodes the accessory.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .lines(let lines): try container.encode(lines, forKey: JSONField("lines"))
    case .link(let text, let address):
      try container.encode(address, forKey: JSONField("link"))
      try container.encode(text, forKey: JSONField("text"))
    case .footnote(let text): try container.encode(text, forKey: JSONField("footnote"))
    }
  }
}
