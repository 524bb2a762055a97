/// The horizontal alignment of a title or message.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, Codable {
  /// Aligned to the left edge.
  case left
  /// Centred.
  case center
  /// Aligned to the right edge.
  case right
  /// Both edges aligned.
  case justified
  /// Aligned to the leading edge of the writing direction.
  case natural
}
