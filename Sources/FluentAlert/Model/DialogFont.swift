/// A font for a dialog's title or message.
///
/// ```swift
/// let bold = DialogFont.system(size: 17, weight: .semibold)
/// let dynamic = DialogFont.textStyle(.headline)
/// let brand = DialogFont.custom(name: "Avenir-Heavy", size: 18)
/// ```
///
/// Sizes must be finite and positive; validation reports any other size as
/// ``DialogProblem/Kind/invalidFontSize``.
public enum DialogFont: Hashable, Sendable {
  /// The system font at a point size and weight.
  case system(size: Double, weight: FontWeight = .regular)
  /// A Dynamic Type text style that follows the user's size setting.
  case textStyle(FontTextStyle)
  /// A font by PostScript name at a point size.
  case custom(name: String, size: Double)

  /// Whether two fonts are the same; every NaN size equals every other.
  ///
  /// - Parameters:
  ///   - lhs: A font.
  ///   - rhs: Another font.
  /// - Returns: `true` when kind, size, weight, style and name match.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.system(let lhsSize, let lhsWeight), .system(let rhsSize, let rhsWeight)):
      return NumberIdentity.same(lhsSize, rhsSize) && lhsWeight == rhsWeight
    case (.textStyle(let lhsStyle), .textStyle(let rhsStyle)):
      return lhsStyle == rhsStyle
    case (.custom(let lhsName, let lhsSize), .custom(let rhsName, let rhsSize)):
      return lhsName == rhsName && NumberIdentity.same(lhsSize, rhsSize)
    default:
      return false
    }
  }

  /// Hashes the font consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .system(let size, let weight):
      hasher.combine(0)
      NumberIdentity.hash(size, into: &hasher)
      hasher.combine(weight)
    case .textStyle(let style):
      hasher.combine(1)
      hasher.combine(style)
    case .custom(let name, let size):
      hasher.combine(2)
      hasher.combine(name)
      NumberIdentity.hash(size, into: &hasher)
    }
  }
}

/// The weight of a system font.
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Codable {
  /// Ultra light.
  case ultraLight
  /// Thin.
  case thin
  /// Light.
  case light
  /// Regular.
  case regular
  /// Medium.
  case medium
  /// Semibold.
  case semibold
  /// Bold.
  case bold
  /// Heavy.
  case heavy
  /// Black.
  case black
}

/// A Dynamic Type text style.
public enum FontTextStyle: String, Hashable, Sendable, CaseIterable, Codable {
  /// Large title.
  case largeTitle
  /// First-level title.
  case title
  /// Second-level title.
  case title2
  /// Third-level title.
  case title3
  /// Headline.
  case headline
  /// Subheadline.
  case subheadline
  /// Body text.
  case body
  /// Callout.
  case callout
  /// Footnote.
  case footnote
  /// Caption.
  case caption
  /// Second caption.
  case caption2
}
