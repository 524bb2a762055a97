import FluentAlert
internal import FluentAlertText

/// JSON form: `{"after": "1.5s", "reporting": "cancel"}`; `reporting` is optional.
///
/// The delay is a decimal number of seconds with an `s` suffix (up to 18
/// fractional digits, so any `Duration` round-trips exactly) or of
/// milliseconds with `ms` (`"250ms"`); encoding always writes seconds. A delay
/// longer than ``FluentAlert/AutoDismiss/maximumDelay`` is refused both ways.
extension AutoDismiss: JSONCodable where Key: Codable {
  /// Decodes an auto-dismiss.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path for a malformed delay.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .autoDismiss)
    let text = try object.require("after", object.string)
    guard let delay = DurationText.parse(text) else {
      throw DialogDecodingError(
        .invalidValue, at: object.path("after"),
        "expected a duration such as \"5s\", \"1.5s\" or \"250ms\", "
          + "found \(TextEscaping.quoted(text))")
    }
    guard delay <= Self.maximumDelay else {
      throw DialogDecodingError(
        .invalidValue, at: object.path("after"),
        "expected a duration of at most \(DurationText.format(Self.maximumDelay)) (one day), "
          + "found \(TextEscaping.quoted(text))")
    }
    self.init(after: delay, reporting: try object.value(Key.self, "reporting"))
  }

  /// Encodes the delay in seconds and the key when there is one.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for a delay the decoder would
  ///   refuse (longer than ``FluentAlert/AutoDismiss/maximumDelay``, or more negative than
  ///   `Int64.min` seconds), or what the encoder throws.
  func encode(json encoder: any Encoder) throws {
    guard delay <= Self.maximumDelay, DurationText.isReadable(delay) else {
      throw EncodingError.invalidValue(
        delay,
        EncodingError.Context(
          codingPath: encoder.codingPath + [JSONField("after")],
          debugDescription:
            "auto-dismiss delay \(DurationText.format(delay)) cannot be written: "
            + "the format reads delays from \(DurationText.format(.seconds(Int64.min))) "
            + "to \(DurationText.format(Self.maximumDelay))"))
    }
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encode(DurationText.format(delay), forKey: JSONField("after"))
    try container.encodeIfPresent(key, forKey: JSONField("reporting"))
  }
}
