import FluentAlert
internal import FluentAlertText

/// JSON form: one of
///
/// ```json
/// "center"
/// {"rect": {"x": 10, "y": 20, "width": 44, "height": 44}}
/// {"view": "avatar"}
/// {"barButtonItem": "share"}
/// ```
extension PopoverAnchor: JSONCodable {
  /// Decodes an anchor.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      guard string == "center" else {
        throw DialogDecodingError(
          .invalidValue, at: JSONPath.render(decoder.codingPath),
          "expected \(JSONSchema.anchor.what), found \(TextEscaping.quoted(string))")
      }
      self = .center
      return
    }
    let object = try JSONObject(decoder, .anchor)
    switch try object.tag(["rect", "view", "barButtonItem"]) {
    case "view": self = .view(identifier: try object.require("view", object.string))
    case "barButtonItem":
      self = .barButtonItem(identifier: try object.require("barButtonItem", object.string))
    default:
      let rect = try object.require("rect") { try object.value(Rect.self, $0) }
      self = .rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  /// Encodes the anchor.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` for a rectangle value that is not finite.
  func encode(json encoder: any Encoder) throws {
    if self == .center {
      var single = encoder.singleValueContainer()
      try single.encode("center")
      return
    }
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .rect(let x, let y, let width, let height):
      try container.encode(
        Rect(x: x, y: y, width: width, height: height), forKey: JSONField("rect"))
    case .view(let identifier):
      try container.encode(identifier, forKey: JSONField("view"))
    case .barButtonItem(let identifier):
      try container.encode(identifier, forKey: JSONField("barButtonItem"))
    case .center:
      break
    }
  }

  private struct Rect: Codable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    init(from decoder: any Decoder) throws {
      let object = try JSONObject(decoder, .rect)
      x = try object.require("x", object.double)
      y = try object.require("y", object.double)
      width = try object.require("width", object.double)
      height = try object.require("height", object.double)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encodeNumber(x, forKey: JSONField("x"))
      try container.encodeNumber(y, forKey: JSONField("y"))
      try container.encodeNumber(width, forKey: JSONField("width"))
      try container.encodeNumber(height, forKey: JSONField("height"))
    }
  }
}
