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
  /// A text style takes its size at the default text size; a weight from
  /// semibold up is drawn semibold, lighter ones regular; a custom font is
  /// measured as the preview font at its size. Sizes are kept between 1 and
  /// 96 points, so no style can make a picture unreadable or endless.
  ///
  /// - Parameters:
  ///   - font: The style's font, or `nil`.
  ///   - default: The look's font for this text.
  init(_ font: DialogFont?, otherwise default: TextFont) {
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
      (size, weight) = Self.defaultSize(of: style)
    case .custom(_, let points)?:
      (size, weight) = (points, .regular)
    }
    let clamped = size.isFinite ? min(max(size, 1), 96) : `default`.size
    self.init(size: clamped, weight: weight, lineHeight: (clamped * 1.29).rounded())
  }

  /// A text style's size and weight at the default (large) text size.
  private static func defaultSize(of style: FontTextStyle) -> (Double, FontMetrics.Weight) {
    switch style {
    case .largeTitle: (34, .regular)
    case .title: (28, .regular)
    case .title2: (22, .regular)
    case .title3: (20, .regular)
    case .headline: (17, .semibold)
    case .subheadline: (15, .regular)
    case .body: (17, .regular)
    case .callout: (16, .regular)
    case .footnote: (13, .regular)
    case .caption: (12, .regular)
    case .caption2: (11, .regular)
    }
  }
}
