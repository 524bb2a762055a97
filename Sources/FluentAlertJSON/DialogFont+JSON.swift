import FluentAlert

/// JSON form: one of
///
/// ```json
/// {"system": 17, "weight": "semibold"}
/// {"textStyle": "headline"}
/// {"custom": "Avenir-Heavy", "size": 17}
/// ```
///
/// `weight` defaults to `"regular"` and is omitted on encode when it is.
extension DialogFont: JSONCodable {
  /// Decodes a font.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .font)
    let tag = try object.tag(["system", "textStyle", "custom"])
    try object.rejectMembers(
      of: [
        "system": ["system", "weight"], "custom": ["custom", "size"], "textStyle": ["textStyle"],
      ],
      besides: tag)
    switch tag {
    case "system":
      self = .system(
        size: try object.require("system", object.double),
        weight: try object.enumeration(FontWeight.self, "weight") ?? .regular)
    case "custom":
      self = .custom(
        name: try object.require("custom", object.string),
        size: try object.require("size", object.double))
    default:
      self = .textStyle(
        try object.require("textStyle") { try object.enumeration(FontTextStyle.self, $0) })
    }
  }

  /// Encodes the font.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` for a size that is not finite.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .system(let size, let weight):
      try container.encodeNumber(size, forKey: JSONField("system"))
      if weight != .regular { try container.encode(weight.rawValue, forKey: JSONField("weight")) }
    case .textStyle(let style):
      try container.encode(style.rawValue, forKey: JSONField("textStyle"))
    case .custom(let name, let size):
      try container.encode(name, forKey: JSONField("custom"))
      try container.encodeNumber(size, forKey: JSONField("size"))
    }
  }
}
