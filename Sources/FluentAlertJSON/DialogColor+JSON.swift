import FluentAlert

/// JSON form: a hex string, an RGBA object, a system colour or an asset name.
///
/// ```json
/// "#FF3B30"
/// "#FF3B3080"
/// {"red": 1, "green": 0.231, "blue": 0.188, "alpha": 0.5}
/// {"system": "red"}
/// {"asset": "BrandPrimary"}
/// ```
///
/// Hex strings take 3, 4, 6 or 8 digits with an optional `#` (see
/// ``FluentAlert/DialogColor/init(hex:)``). RGBA components are numbers from 0 to 1;
/// `alpha` defaults to 1. On encode a colour whose components are all whole
/// multiples of 1/255 is written as `#RRGGBB` (or `#RRGGBBAA` when not
/// opaque), any other as an RGBA object, so decoding gives back the same value.
extension DialogColor: JSONCodable {
  /// Decodes a colour.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path for a malformed hex
  ///   string, a component outside 0...1 or an unknown system colour.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      do {
        self = try DialogColor(hex: string)
      } catch {
        throw DialogDecodingError(
          .invalidValue, at: JSONPath.render(decoder.codingPath), error.description)
      }
      return
    }
    let object = try JSONObject(decoder, .color)
    let tag = try object.tag(["red", "system", "asset"])
    try object.rejectMembers(
      of: ["red": ["red", "green", "blue", "alpha"], "system": ["system"], "asset": ["asset"]],
      besides: tag)
    switch tag {
    case "system":
      self = .system(try object.require("system") { try object.enumeration(SystemColor.self, $0) })
    case "asset":
      self = .asset(try object.require("asset", object.string))
    default:
      func component(_ name: String, default value: Double? = nil) throws -> Double {
        guard let number = try object.double(name) ?? value else {
          throw DialogDecodingError(.missingField, at: object.path(name), "missing required field")
        }
        guard (0...1).contains(number) else {
          throw DialogDecodingError(
            .invalidValue, at: object.path(name), "expected a number from 0 to 1, found \(number)")
        }
        return number
      }
      self = .rgba(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        alpha: try component("alpha", default: 1))
    }
  }

  /// Encodes the colour in its shortest lossless form.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    switch representation {
    case .rgba(let red, let green, let blue, let alpha):
      if let hex = Self.hex([red, green, blue, alpha]) {
        var single = encoder.singleValueContainer()
        try single.encode(hex)
      } else {
        var container = encoder.container(keyedBy: JSONField.self)
        try container.encodeNumber(red, forKey: JSONField("red"))
        try container.encodeNumber(green, forKey: JSONField("green"))
        try container.encodeNumber(blue, forKey: JSONField("blue"))
        if alpha != 1 { try container.encodeNumber(alpha, forKey: JSONField("alpha")) }
      }
    case .system(let color):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(color.rawValue, forKey: JSONField("system"))
    case .asset(let name):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(name, forKey: JSONField("asset"))
    }
  }

  /// `#RRGGBB` or `#RRGGBBAA` when every component is exactly `n / 255`.
  private static func hex(_ components: [Double]) -> String? {
    var result = "#"
    for (index, component) in components.enumerated() {
      let scaled = (component * 255).rounded()
      guard scaled >= 0, scaled <= 255, Double(UInt8(scaled)) / 255 == component else {
        return nil
      }
      if index == 3 && scaled == 255 { break }
      let digits = String(UInt8(scaled), radix: 16, uppercase: true)
      result += digits.count == 1 ? "0" + digits : digits
    }
    return result
  }
}
