internal import FluentAlert

/// A font as previews draw it: a size, one of the two measured weights, and
/// the height of a line.
struct TextFont: Equatable {
  let size: Double
  let weight: FontMetrics.Weight
  let lineHeight: Double

  init(size: Double, weight: FontMetrics.Weight, lineHeight: Double) {
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
  }

  /// The font a style asks for, or `default` when it asks for none.
  ///
  /// A text style takes its size at `textSize`; a weight from
  /// semibold up is drawn semibold, lighter ones regular; a custom font is
  /// measured as the preview font at its size. Sizes are kept between 1 and
  /// 96 points, so no style can make a picture unreadable or endless.
  ///
  /// - Parameters:
  ///   - font: The style's font, or `nil`.
  ///   - default: The look's font for this text.
  ///   - textSize: The text size a text style is drawn at.
  init(_ font: DialogFont?, otherwise default: TextFont, at textSize: PreviewTextSize = .large) {
    let size: Double
    let weight: FontMetrics.Weight
    switch font {
    case nil:
      self = `default`
      return
    case .system(let points, let fontWeight)?:
      size = points
      weight = [.semibold, .bold, .heavy, .black].contains(fontWeight) ? .semibold : .regular
    case .textStyle(let style)?:
      (size, weight) = (Self.size(of: style, at: textSize), Self.weight(of: style))
    case .custom(_, let points)?:
      (size, weight) = (points, .regular)
    }
    let clamped = size.isFinite ? min(max(size, 1), 96) : `default`.size
    self.init(size: clamped, weight: weight, lineHeight: (clamped * 1.29).rounded())
  }

  /// This font, `style`'s at the default text size, at `textSize`: the
  /// style's size there, the line height in proportion.
  func scaled(as style: FontTextStyle, at textSize: PreviewTextSize) -> TextFont {
    let scaled = Self.size(of: style, at: textSize)
    guard scaled != size else { return self }
    return TextFont(
      size: scaled, weight: weight, lineHeight: (lineHeight * scaled / size).rounded())
  }

  /// This font in `weight`.
  func weighted(_ weight: FontMetrics.Weight) -> TextFont {
    TextFont(size: size, weight: weight, lineHeight: lineHeight)
  }

  /// A text style's size at a text size: Apple's Dynamic Type table for
  /// iOS, from extra small to the largest accessibility size.
  static func size(of style: FontTextStyle, at textSize: PreviewTextSize) -> Double {
    let sizes: [Double] =
      switch style {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
      }
    return sizes[textSize.step]
  }

  /// A text style's weight: semibold for the headline, regular for the rest.
  private static func weight(of style: FontTextStyle) -> FontMetrics.Weight {
    style == .headline ? .semibold : .regular
  }
}
