internal import FluentAlert

/// Draws an iPhone alert as `UIAlertController` lays it out: 270 points
/// wide, title (17 pt semibold) and message (13 pt) centred above the text
/// fields, then the buttons (17 pt) 44 points tall under hairlines.
///
/// Exactly two buttons whose titles both fit half the width sit side by
/// side with the cancel button on the left; otherwise they are stacked with
/// the cancel button last. The preferred action's title is semibold; with
/// none, the cancel button's is.
struct IOSAlertDrawing {
  static let width = 270.0
  /// The dimmed screen shown around the alert.
  static let margin = 24.0
  static let buttonHeight = 44.0
  static let inset = 16.0
  static let titleFont = TextFont(size: 17, weight: .semibold, lineHeight: 22)
  static let messageFont = TextFont(size: 13, weight: .regular, lineHeight: 16)
  static let buttonFont = TextFont(size: 17, weight: .regular, lineHeight: 22)
  static let fieldFont = TextFont(size: 13, weight: .regular, lineHeight: 26)

  let content: PreviewContent
  /// The text size the texts are drawn at.
  let textSize: PreviewTextSize
  /// The preferred action's index, found once: every button's weight reads it.
  private let preferred: Int?

  init(content: PreviewContent, textSize: PreviewTextSize) {
    self.content = content
    self.textSize = textSize
    preferred = content.buttons.firstIndex(where: \.action.isPreferred)
  }

  /// The most lines a title and a message take before they crowd the
  /// buttons off the screen.
  static let titleLimit = DialogDrawing.LineLimit.title(2)
  static let messageLimit = DialogDrawing.LineLimit.message(8)

  /// The whole picture in `appearance`, and what its layout cut.
  func draw(_ appearance: PreviewAppearance) -> (svg: String, warnings: [PreviewWarning.Kind]) {
    let pictureWidth = Self.width + 2 * Self.margin
    var drawing = DialogDrawing(
      appearance, textSize: textSize, mirroredWithin: content.isRightToLeft ? pictureWidth : nil)
    let buttonFont = drawing.font(Self.buttonFont, as: .body)
    let left = Self.margin
    var y = Self.margin
    if content.title != nil || content.message != nil || !content.fields.isEmpty {
      y = header(&drawing, top: y, left: left)
    }
    let (order, sideBySide) = arrangedButtons(drawing, font: buttonFont)
    if sideBySide {
      // One row of two halves under one hairline, a hairline between them.
      let half = Self.width / 2
      if y > Self.margin { drawing.hairline(from: (left, y), to: (left + Self.width, y)) }
      for (column, index) in order.enumerated() {
        let x = left + Double(column) * half
        if column > 0 { drawing.hairline(from: (x, y), to: (x, y + Self.buttonHeight)) }
        drawing.button(
          content.buttons[index], top: y, left: x, width: half,
          minimumHeight: Self.buttonHeight, font: buttonFont.weighted(weight(of: index)))
      }
      y += Self.buttonHeight
    } else {
      for index in order {
        if y > Self.margin { drawing.hairline(from: (left, y), to: (left + Self.width, y)) }
        y += drawing.button(
          content.buttons[index], top: y, left: left, width: Self.width,
          minimumHeight: Self.buttonHeight, font: buttonFont.weighted(weight(of: index)))
      }
    }
    let height = y - Self.margin
    var picture = SVGDocument()
    picture.rect(
      x: 0, y: 0, width: pictureWidth, height: height + 2 * Self.margin,
      fill: drawing.palette.backdrop)
    picture.rect(
      x: left, y: Self.margin, width: Self.width, height: height, radius: 14,
      fill: drawing.palette.surface)
    picture.append(drawing.document)
    let svg = picture.rendered(
      width: pictureWidth, height: height + 2 * Self.margin, label: content.label)
    return (svg, drawing.warnings)
  }

  /// The buttons' order by index, and whether they sit side by side.
  ///
  /// At the accessibility sizes they always stack.
  private func arrangedButtons(_ drawing: DialogDrawing, font: TextFont) -> (
    order: [Int], sideBySide: Bool
  ) {
    let buttons = content.buttons
    let cancels = buttons.indices.filter { buttons[$0].action.role == .cancel }
    let others = buttons.indices.filter { buttons[$0].action.role != .cancel }
    if buttons.count == 2, !textSize.isAccessibilitySize {
      let room = Self.width / 2 - 2 * 12
      let fit = buttons.indices.allSatisfy { index in
        drawing.metrics.width(of: buttons[index].title, size: font.size, weight: weight(of: index))
          <= room
      }
      if fit { return (cancels + others, true) }
    }
    return (others + cancels, false)
  }

  /// Semibold for the preferred action, or, with none, the cancel action.
  private func weight(of index: Int) -> FontMetrics.Weight {
    let bold = preferred.map { $0 == index } ?? (content.buttons[index].action.role == .cancel)
    return bold ? .semibold : .regular
  }

  /// Draws the title, message and fields from `top`; returns where the
  /// buttons start.
  private func header(_ drawing: inout DialogDrawing, top: Double, left: Double) -> Double {
    let textLeft = left + Self.inset
    let textWidth = Self.width - 2 * Self.inset
    var y = top + 20
    if let title = content.title {
      y += drawing.paragraph(
        title, style: content.titleStyle, font: drawing.font(Self.titleFont, as: .headline),
        color: drawing.palette.label,
        top: y, left: textLeft, width: textWidth, limit: Self.titleLimit)
    }
    if let message = content.message {
      if content.title != nil { y += 2 }
      y += drawing.paragraph(
        message, style: content.messageStyle, font: drawing.font(Self.messageFont, as: .footnote),
        color: drawing.palette.label, top: y, left: textLeft, width: textWidth,
        limit: Self.messageLimit)
    }
    guard !content.fields.isEmpty else { return y + 20 }
    if content.title != nil || content.message != nil { y += 16 }
    return y + fields(&drawing, top: y, left: textLeft, width: textWidth) + 16
  }

  /// Draws the text fields as one rounded group, 26 points a row; returns
  /// its height.
  private func fields(_ drawing: inout DialogDrawing, top: Double, left: Double, width: Double)
    -> Double
  {
    let font = drawing.font(Self.fieldFont, as: .footnote)
    let rowHeight = font.lineHeight
    let palette = drawing.palette
    let height = Double(content.fields.count) * rowHeight
    drawing.document.rect(
      x: left, y: top, width: width, height: height, radius: 7, fill: palette.field)
    drawing.document.outline(
      x: left, y: top, width: width, height: height, radius: 7, stroke: palette.fieldBorder,
      lineWidth: 0.5)
    let wrapping = LineWrapping(metrics: drawing.metrics, size: font.size, weight: .regular)
    for (row, field) in content.fields.enumerated() {
      let rowTop = top + Double(row) * rowHeight
      if row > 0 {
        drawing.document.line(
          from: (left, rowTop), to: (left + width, rowTop), color: palette.fieldBorder, width: 0.5)
      }
      let shown = field.shown
      // UIKit's clear button: a grey disc with a white cross at the row's end,
      // shown as the alert opens when the field holds text and its mode shows
      // it now (the first field is being edited, as UIKit focuses it).
      let showsClearButton =
        field.field.clearButton?.isShown(isEditing: row == 0, hasText: !field.row.text.isEmpty)
        ?? false
      let clearWidth = showsClearButton ? Self.clearButtonSize + 6 : 0
      if showsClearButton {
        clearButton(
          &drawing, centerX: left + width - 6 - Self.clearButtonSize / 2,
          centerY: rowTop + rowHeight / 2)
      }
      let fitted = wrapping.truncated(shown.text, width: width - 12 - clearWidth)
      if shown.isPlaceholder, fitted != shown.text {
        drawing.warnings.append(.placeholderCut(shown.text))
      }
      drawing.document.text(
        fitted, x: left + 6,
        y: rowTop + DialogDrawing.baseline(font.size, in: rowHeight), size: font.size,
        weight: .regular,
        color: shown.isPlaceholder ? palette.placeholder : palette.label, anchor: .start)
    }
    return height
  }

  /// The clear button's diameter, as UIKit draws it in a compact field.
  static let clearButtonSize = 14.0

  /// Draws UIKit's clear button centred on the point.
  private func clearButton(_ drawing: inout DialogDrawing, centerX: Double, centerY: Double) {
    let radius = Self.clearButtonSize / 2
    drawing.document.rect(
      x: centerX - radius, y: centerY - radius, width: Self.clearButtonSize,
      height: Self.clearButtonSize, radius: radius, fill: drawing.palette.placeholder)
    let arm = radius * 0.4
    drawing.document.line(
      from: (centerX - arm, centerY - arm), to: (centerX + arm, centerY + arm),
      color: drawing.palette.field, width: 1.5)
    drawing.document.line(
      from: (centerX - arm, centerY + arm), to: (centerX + arm, centerY - arm),
      color: drawing.palette.field, width: 1.5)
  }
}
