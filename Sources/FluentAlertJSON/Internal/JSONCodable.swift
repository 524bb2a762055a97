/// A part of the dialog format (a text, a style, an action, …): read and
/// written only inside a dialog's JSON, so its form is not a `Codable`
/// conformance of its own that users could come to rely on.
protocol JSONCodable {
  /// Reads the part from `decoder`.
  init(json decoder: any Decoder) throws
  /// Writes the part to `encoder`.
  func encode(json encoder: any Encoder) throws
}

/// Carries a part through the `Codable` containers of its parent.
struct JSONCoded<Value: JSONCodable>: Codable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    value = try Value(json: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try value.encode(json: encoder)
  }
}

extension KeyedEncodingContainer {
  /// Writes a part.
  mutating func encode<Part: JSONCodable>(_ part: Part, forKey key: Key) throws {
    try encode(JSONCoded(part), forKey: key)
  }

  /// Writes a part when there is one.
  mutating func encodeIfPresent<Part: JSONCodable>(_ part: Part?, forKey key: Key) throws {
    try encodeIfPresent(part.map { JSONCoded($0) }, forKey: key)
  }

  /// Writes a list of parts.
  mutating func encode<Part: JSONCodable>(_ parts: [Part], forKey key: Key) throws {
    try encode(parts.map { JSONCoded($0) }, forKey: key)
  }
}

extension JSONObject {
  /// A nested part; `nil` when absent or null.
  func value<Part: JSONCodable>(_ type: Part.Type, _ name: String) throws -> Part? {
    try value(JSONCoded<Part>.self, name)?.value
  }

  /// A list of parts, after checking its length against `limit`.
  func array<Part: JSONCodable>(
    _ type: Part.Type, _ name: String, limit: DialogDecodingLimits.Limit
  ) throws -> [Part]? {
    try array(JSONCoded<Part>.self, name, limit: limit)?.map(\.value)
  }
}
