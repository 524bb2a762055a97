internal import FluentAlert

/// Draws an iPhone action sheet as `UIAlertController` lays it out at the
/// bottom of a 390-point-wide screen: one rounded group 8 points from the
/// edges holding the title (13 pt semibold) and message (13 pt) in grey and
/// the actions (20 pt) 57 points tall; below it, apart, the cancel button
/// in semibold.
///
/// Action sheets have no text fields and no preferred action; a dialog's
/// are left out of this look as UIKit leaves them out.
struct IOSActionSheetDrawing {
  static let screenWidth = 390.0
  static let side = 8.0
  /// The dimmed screen shown above the sheet, and the home indicator's
  /// area below it.
  static let top = 16.0
  static let bottom = 34.0
  static let rowHeight = 57.0
  static let gap = 8.0
  static let radius = 14.0
  static let titleFont = TextFont(size: 13, weight: .semibold, lineHeight: 18)
  static let messageFont = TextFont(size: 13, weight: .regular, lineHeight: 16)
  static let rowFont = TextFont(size: 20, weight: .regular, lineHeight: 25)

  let content: PreviewContent
  /// The text size the texts are drawn at.
  let textSize: PreviewTextSize

  /// The most lines the small title and message above the actions take.
  static let titleLimit = DialogDrawing.LineLimit.title(2)
  static let messageLimit = DialogDrawing.LineLimit.message(4)

  /// The whole picture in `appearance`, and what its layout cut.
  func draw(_ appearance: PreviewAppearance) -> (svg: String, warnings: [PreviewWarning.Kind]) {
    var drawing = DialogDrawing(
      appearance, textSize: textSize,
      mirroredWithin: content.isRightToLeft ? Self.screenWidth : nil)
    let rowFont = drawing.font(Self.rowFont, as: .title3)
    let palette = drawing.palette
    let (left, width) = (Self.side, Self.screenWidth - 2 * Self.side)
    let buttons = content.buttons
    let actions = buttons.indices.filter { buttons[$0].action.role != .cancel }
    let cancels = buttons.indices.filter { buttons[$0].action.role == .cancel }
    var picture = SVGDocument()
    var y = Self.top
    if content.title != nil || content.message != nil || !actions.isEmpty {
      let groupTop = y
      if content.title != nil || content.message != nil {
        y = header(&drawing, top: y, left: left, width: width)
      }
      for index in actions {
        if y > groupTop { drawing.hairline(from: (left, y), to: (left + width, y)) }
        y += drawing.button(
          buttons[index], top: y, left: left, width: width, minimumHeight: Self.rowHeight,
          font: rowFont)
      }
      picture.rect(
        x: left, y: groupTop, width: width, height: y - groupTop, radius: Self.radius,
        fill: palette.surface)
      if !cancels.isEmpty { y += Self.gap }
    }
    for index in cancels {
      let height = drawing.button(
        buttons[index], top: y, left: left, width: width, minimumHeight: Self.rowHeight,
        font: rowFont.weighted(.semibold))
      // Its card, in the picture below the drawing's text.
      picture.rect(
        x: left, y: y, width: width, height: height, radius: Self.radius,
        fill: palette.cancelSurface)
      y += height + (index == cancels.last ? 0 : Self.gap)
    }
    let height = y + Self.bottom
    var backdrop = SVGDocument()
    backdrop.rect(x: 0, y: 0, width: Self.screenWidth, height: height, fill: palette.backdrop)
    backdrop.append(picture)
    backdrop.append(drawing.document)
    let svg = backdrop.rendered(width: Self.screenWidth, height: height, label: content.label)
    return (svg, drawing.warnings)
  }

  /// Draws the grey title and message from `top`; returns where the
  /// actions start.
  private func header(_ drawing: inout DialogDrawing, top: Double, left: Double, width: Double)
    -> Double
  {
    let palette = drawing.palette
    let (textLeft, textWidth) = (left + 16, width - 32)
    var y = top + 14
    if let title = content.title {
      y += drawing.paragraph(
        title, style: content.titleStyle, font: drawing.font(Self.titleFont, as: .footnote),
        color: palette.secondaryLabel,
        top: y, left: textLeft, width: textWidth, limit: Self.titleLimit)
    }
    if let message = content.message {
      if content.title != nil { y += 2 }
      y += drawing.paragraph(
        message, style: content.messageStyle, font: drawing.font(Self.messageFont, as: .footnote),
        color: palette.secondaryLabel, top: y, left: textLeft, width: textWidth,
        limit: Self.messageLimit)
    }
    return y + 14
  }
}
