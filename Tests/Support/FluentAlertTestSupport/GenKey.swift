/// The key type of generated dialogs: a name that is also its description.
///
/// `String(describing:)` of a `GenKey` is exactly its name, so generated keys
/// exercise both bare (`follow`) and quoted (`"two words"`, `"say \"hi\""`)
/// keys in the snapshot text. It encodes as a single JSON string.
public struct GenKey: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The key's name, written as is by `String(describing:)`.
  public let name: String

  /// Creates a key.
  ///
  /// - Parameter name: Any string, including spaces, quotes or nothing.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The key's name.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// Decodes a key from a single string.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the key as a single string.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The name, unchanged.
  public var description: String { name }
}
