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
