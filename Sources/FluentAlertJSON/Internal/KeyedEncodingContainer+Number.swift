import FluentAlert

extension KeyedEncodingContainer {
  /// Encodes a number with `-0.0` written as `0`: the two are equal values,
  /// so equal dialogs must give equal bytes.
  mutating func encodeNumber(_ value: Double, forKey key: Key) throws {
    try encode(value == 0 ? 0 : value, forKey: key)
  }
}
