/// Typed attributes for a dialog's title or message: font, colour, line
/// limit, line-break mode and alignment.
///
/// Every attribute is optional; `nil` keeps the platform's default.
///
/// ```swift
/// let style = TextStyle(
///   font: .system(size: 17, weight: .semibold),
///   color: .system(.red),
///   maxLines: 2,
///   lineBreakMode: .byTruncatingTail
/// )
/// ```
public struct TextStyle: Hashable, Sendable {
  /// The font.
  public let font: DialogFont?
  /// The text colour.
  public let color: DialogColor?
  /// The most lines shown; 0 means no limit.
  ///
  /// Negative values are reported by
  /// validation as ``DialogProblem/Kind/invalidMaxLines``.
  public let maxLines: Int?
  /// How text that does not fit is wrapped or truncated.
  public let lineBreakMode: LineBreakMode?
  /// The horizontal alignment.
  public let alignment: TextAlignment?

  /// Creates a text style.
  ///
  /// - Parameters:
  ///   - font: The font, or `nil` for the platform's.
  ///   - color: The colour, or `nil` for the platform's.
  ///   - maxLines: The most lines shown (0 = no limit), or `nil`.
  ///   - lineBreakMode: How overlong text is wrapped or truncated, or `nil`.
  ///   - alignment: The horizontal alignment, or `nil`.
  public init(
    font: DialogFont? = nil,
    color: DialogColor? = nil,
    maxLines: Int? = nil,
    lineBreakMode: LineBreakMode? = nil,
    alignment: TextAlignment? = nil
  ) {
    self.font = font
    self.color = color
    self.maxLines = maxLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
  }

  /// Whether every attribute is `nil` (the style changes nothing).
  package var isEmpty: Bool {
    font == nil && color == nil && maxLines == nil && lineBreakMode == nil && alignment == nil
  }
}
