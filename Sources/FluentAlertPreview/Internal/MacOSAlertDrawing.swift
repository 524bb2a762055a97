internal import FluentAlert
internal import FluentAlertAppKit

/// Draws a Mac alert as `NSAlert` lays it out since macOS 11: a 260-point
/// panel (wider to hold an accessory view of text fields), the icon on top,
/// the message text in bold and the informative text below it, centred,
/// then the accessories and the controls (checkboxes, a choice's title
/// and radio buttons; flush with the leading edge), the progress, the
/// fields with the red validation label under them, the suppression
/// checkbox and the buttons, and the round
/// Help button under them at the leading edge when the dialog has help.
///
/// The buttons come in AppKit's order (the dialog's keyboard model, which
/// the AppKit presenter reads too; an OK button when the dialog has none, as
/// `NSAlert` adds): two whose titles fit half the width
/// sit side by side with the first on the right, otherwise they stack with
/// the first on top. The button Return presses is filled with the accent
/// colour, a cancel button that has Return too; a destructive action's title is red. A critical alert shows the
/// caution badge with a small app icon; other severities the app icon. Text
/// styles are left out, as `NSAlert` draws its own fonts.
struct MacOSAlertDrawing {
  static let width = 260.0
  /// The panel's width with an accessory view: the 240-point view and the insets.
  static let widthWithFields = 272.0
  static let margin = 24.0
  static let inset = 16.0
  static let iconSize = 64.0
  static let buttonHeight = 28.0
  static let gap = 8.0
  static let fieldHeight = 24.0
  static let messageFont = TextFont(size: 13, weight: .semibold, lineHeight: 16)
  static let informativeFont = TextFont(size: 11, weight: .regular, lineHeight: 14)
  /// A footnote's small system font, drawn grey.
  static let footnoteFont = TextFont(size: 10, weight: .regular, lineHeight: 13)
  static let controlSize = 13.0
  /// The round Help button's diameter.
  static let helpSize = 22.0
  /// The height of a progress bar's track.
  static let progressHeight = 6.0

  let content: PreviewContent

  /// The most lines the bold message text (the title) and the informative
  /// text take before the alert grows taller than it is wide.
  static let titleLimit = DialogDrawing.LineLimit.title(3)
  static let messageLimit = DialogDrawing.LineLimit.message(10)

  /// The whole picture in `appearance`, and what its layout cut.
  func draw(_ appearance: PreviewAppearance) -> (svg: String, warnings: [PreviewWarning.Kind]) {
    let colors = MacOSColors.of(appearance)
    let panelWidth =
      content.fields.isEmpty && content.accessories.isEmpty && content.controls.isEmpty
      ? Self.width : Self.widthWithFields
    var drawing = DialogDrawing(
      appearance,
      mirroredWithin: content.isRightToLeft ? panelWidth + 2 * Self.margin : nil)
    let inner = panelWidth - 2 * Self.inset
    let left = Self.margin + Self.inset
    var y = Self.margin + 20
    icon(&drawing.document, centre: Self.margin + panelWidth / 2, top: y, colors: colors)
    y += Self.iconSize + 12
    // NSAlert's message text is the title, or the message when there is no title.
    let (messageText, informative) =
      content.title.map { ($0, content.message) } ?? (content.message ?? "", nil)
    y += drawing.paragraph(
      messageText, style: nil, font: Self.messageFont, color: colors.label, top: y, left: left,
      width: inner, limit: content.title == nil ? Self.messageLimit : Self.titleLimit)
    if let informative {
      y += 6
      y += drawing.paragraph(
        informative, style: nil, font: Self.informativeFont, color: colors.label, top: y,
        left: left, width: inner, limit: Self.messageLimit)
    }
    for accessory in content.accessories {
      y += 12
      y += self.accessory(accessory, top: y, left: left, width: inner, colors: colors, on: &drawing)
    }
    for control in content.controls {
      y += 12
      switch control {
      case .toggle(let title, let isOn):
        y += mark(
          title, isOn: isOn, round: false, top: y, left: left, width: inner, colors: colors,
          on: &drawing)
      case .choice(let title, let options, let selected):
        if let title {
          y += drawing.paragraph(
            title, style: TextStyle(alignment: .natural), font: Self.informativeFont,
            color: colors.label, top: y, left: left, width: inner)
          y += 4
        }
        for (position, option) in options.enumerated() {
          if position > 0 { y += 4 }
          y += mark(
            option, isOn: selected == position, round: true, top: y, left: left, width: inner,
            colors: colors, on: &drawing)
        }
      }
    }
    if let progress = content.progress {
      y += 14
      progressBar(progress, top: y, left: left, width: inner, colors: colors, on: &drawing)
      y += Self.progressHeight
    }
    // Labels stand in a column at the fields' leading edge, as the AppKit
    // plan places them: as wide as the longest, at most 45% of the width.
    let labelWidths = content.fields.compactMap(\.label).map {
      drawing.metrics.width(of: $0, size: Self.controlSize, weight: .regular)
    }
    let labelColumn = labelWidths.max().map { min(inner * 0.45, $0.rounded(.up) + 8) } ?? 0
    for (index, field) in content.fields.enumerated() {
      y += index == 0 ? 12 : Self.gap
      if let label = field.label {
        let shown = LineWrapping(metrics: drawing.metrics, size: Self.controlSize, weight: .regular)
          .truncated(label, width: labelColumn - 8)
        drawing.document.text(
          shown, x: left, y: y + DialogDrawing.baseline(Self.controlSize, in: Self.fieldHeight),
          size: Self.controlSize, weight: .regular, color: colors.label, anchor: .start)
      }
      self.field(
        field, top: y, left: left + labelColumn, width: inner - labelColumn, colors: colors,
        on: &drawing)
      y += Self.fieldHeight
    }
    if content.validationLines > 0 {
      // The red label under the fields, as tall as the AppKit plan makes it.
      y += 8
      var used = 0.0
      for message in content.validationMessages {
        used += drawing.paragraph(
          message, style: TextStyle(alignment: .natural), font: Self.informativeFont,
          color: colors.destructive,
          top: y + used, left: left, width: inner)
      }
      y += max(used, Double(content.validationLines) * Self.informativeFont.lineHeight)
    }
    if let title = content.suppressionTitle {
      y += 12
      y += mark(
        title, isOn: content.isSuppressed, round: false, top: y, left: left, width: inner,
        colors: colors, on: &drawing)
    }
    y += 16
    y = buttons(top: y, left: left, width: inner, colors: colors, on: &drawing)
    if content.hasHelp {
      y += 12
      helpButton(top: y, left: left, colors: colors, on: &drawing)
      y += Self.helpSize
    }
    let height = y + 16 - Self.margin
    var picture = SVGDocument()
    picture.rect(
      x: 0, y: 0, width: panelWidth + 2 * Self.margin, height: height + 2 * Self.margin,
      fill: colors.backdrop)
    picture.rect(
      x: Self.margin, y: Self.margin, width: panelWidth, height: height, radius: 12,
      fill: colors.panel)
    picture.outline(
      x: Self.margin, y: Self.margin, width: panelWidth, height: height, radius: 12,
      stroke: colors.edge, lineWidth: 0.5)
    picture.append(drawing.document)
    let svg = picture.rendered(
      width: panelWidth + 2 * Self.margin, height: height + 2 * Self.margin, label: content.label)
    return (svg, drawing.warnings)
  }

  // MARK: - Icon

  /// The app icon, the caution badge over a small app icon for a critical
  /// alert, the dialog's own icon when it gives PNG or JPEG bytes, or a
  /// mark where its icon goes otherwise (a symbol or asset the picture
  /// cannot look up).
  private func icon(
    _ document: inout SVGDocument, centre: Double, top: Double, colors: MacOSColors
  ) {
    let size = Self.iconSize
    let left = centre - size / 2
    if let image = content.iconImage {
      document.image(
        x: left, y: top, width: size, height: size, mediaType: image.mediaType, data: image.data)
      return
    }
    if content.hasIcon {
      document.outline(
        x: left + 4, y: top + 4, width: size - 8, height: size - 8, radius: 12,
        stroke: colors.accent, lineWidth: 2)
      return
    }
    guard content.severity == .critical else {
      appIcon(&document, left: left, top: top, size: size, colors: colors)
      return
    }
    document.polygon(
      [(centre, top + 4), (left + size - 2, top + size - 6), (left + 2, top + size - 6)],
      fill: colors.caution)
    document.rect(x: centre - 2.5, y: top + 20, width: 5, height: 22, radius: 2.5, fill: .black)
    document.rect(x: centre - 3, y: top + 46, width: 6, height: 6, radius: 3, fill: .black)
    appIcon(&document, left: left + size - 30, top: top + size - 30, size: 30, colors: colors)
  }

  /// A generic app icon: a rounded square in the accent colour with a
  /// lighter inner square.
  private func appIcon(
    _ document: inout SVGDocument, left: Double, top: Double, size: Double, colors: MacOSColors
  ) {
    document.rect(
      x: left + size * 0.06, y: top + size * 0.06, width: size * 0.88, height: size * 0.88,
      radius: size * 0.2, fill: colors.accent)
    document.outline(
      x: left + size * 0.3, y: top + size * 0.3, width: size * 0.4, height: size * 0.4,
      radius: size * 0.08, stroke: .white, lineWidth: max(size / 32, 1))
  }

  // MARK: - Accessory, checkbox

  /// Draws an accessory as `AppKitDialogPlan` lays it out, flush with the
  /// leading edge, and returns the height drawn.
  ///
  /// A list comes after bullets (its first lines and a scroller when it
  /// scrolls), a link in the link colour, a footnote in small grey type.
  private func accessory(
    _ accessory: PresentedAccessory, top: Double, left: Double, width: Double,
    colors: MacOSColors, on drawing: inout DialogDrawing
  ) -> Double {
    let leading = TextStyle(alignment: .natural)
    switch accessory {
    case .lines(let lines):
      let shown = lines.prefix(DialogAccessory.visibleLineCount)
      let scrolls = shown.count < lines.count
      var height = 0.0
      for line in shown {
        height += drawing.paragraph(
          "• " + line, style: leading,
          font: Self.informativeFont, color: colors.label, top: top + height, left: left,
          width: width - (scrolls ? 10 : 0))
      }
      if scrolls {
        // The scroller's knob, as long as the share of the list in view.
        let knob = height * Double(shown.count) / Double(lines.count)
        drawing.document.rect(
          x: left + width - 6, y: top, width: 5, height: knob, radius: 2.5,
          fill: colors.placeholder)
      }
      return height
    case .link(let text, _):
      return drawing.paragraph(
        text, style: leading, font: Self.informativeFont, color: colors.accent, top: top,
        left: left, width: width)
    case .footnote(let text):
      return drawing.paragraph(
        text, style: leading, font: Self.footnoteFont, color: colors.placeholder, top: top,
        left: left, width: width)
    }
  }

  private func field(
    _ field: PreviewContent.Field, top: Double, left: Double, width: Double, colors: MacOSColors,
    on drawing: inout DialogDrawing
  ) {
    drawing.document.rect(
      x: left, y: top, width: width, height: Self.fieldHeight, radius: 5, fill: colors.field)
    drawing.document.outline(
      x: left, y: top, width: width, height: Self.fieldHeight, radius: 5,
      stroke: colors.fieldBorder, lineWidth: 0.5)
    let (text, isPlaceholder) = field.shown
    let color = isPlaceholder ? colors.placeholder : colors.label
    guard !text.isEmpty else { return }
    let shown = LineWrapping(metrics: drawing.metrics, size: Self.controlSize, weight: .regular)
      .truncated(text, width: width - 12)
    if isPlaceholder, shown != text { drawing.warnings.append(.placeholderCut(text)) }
    drawing.document.text(
      shown, x: left + 6,
      y: top + DialogDrawing.baseline(Self.controlSize, in: Self.fieldHeight),
      size: Self.controlSize, weight: .regular, color: color, anchor: .start)
  }

  /// A checkbox (the suppression toggle's, a toggle's) or a radio button
  /// (`round`), and its wrapped title; returns the height used.
  private func mark(
    _ title: String, isOn: Bool, round: Bool, top: Double, left: Double, width: Double,
    colors: MacOSColors, on drawing: inout DialogDrawing
  ) -> Double {
    let box = 14.0
    let radius = round ? box / 2 : 3
    let font = Self.informativeFont
    let lines = LineWrapping(metrics: drawing.metrics, size: font.size, weight: font.weight)
      .lines(of: title, width: width - box - 6)
    let boxTop = top + (font.lineHeight - box) / 2
    if isOn {
      drawing.document.rect(
        x: left, y: boxTop, width: box, height: box, radius: radius, fill: colors.accent)
      if round {
        drawing.document.rect(
          x: left + 4.5, y: boxTop + 4.5, width: 5, height: 5, radius: 2.5, fill: .white)
      } else {
        drawing.document.polyline(
          [(left + 3.5, boxTop + 7), (left + 6, boxTop + 10), (left + 10.5, boxTop + 4)],
          color: .white, width: 1.5)
      }
    } else {
      drawing.document.rect(
        x: left, y: boxTop, width: box, height: box, radius: radius, fill: colors.field)
      drawing.document.outline(
        x: left, y: boxTop, width: box, height: box, radius: radius, stroke: colors.fieldBorder,
        lineWidth: 0.5)
    }
    for (index, line) in lines.enumerated() {
      drawing.document.text(
        line, x: left + box + 6,
        y: top + Double(index) * font.lineHeight
          + DialogDrawing.baseline(font.size, in: font.lineHeight),
        size: font.size, weight: font.weight, color: colors.label, anchor: .start)
    }
    return Double(lines.count) * font.lineHeight
  }

  // MARK: - Buttons

  /// Draws the buttons from `top`; returns where they end.
  private func buttons(
    top: Double, left: Double, width: Double, colors: MacOSColors,
    on drawing: inout DialogDrawing
  ) -> Double {
    // NSAlert shows an OK button of its own when it is given none.
    let buttons = content.buttons.isEmpty ? [Self.okButton] : content.buttons
    let order = content.buttons.isEmpty ? [0] : content.keyboard.appKitOrder
    // The button Return presses has the accent (a cancel button too); a disabled one loses it,
    // as AppKit draws it.
    let returnIndex =
      content.buttons.isEmpty
      ? 0 : content.keyboard.returnIndex.flatMap { buttons[$0].isEnabled ? $0 : nil }
    let half = (width - Self.gap) / 2
    let sideBySide =
      order.count == 2
      && order.allSatisfy { index in
        drawing.metrics.width(of: buttons[index].title, size: Self.controlSize, weight: .regular)
          <= half - 16
      }
    var y = top
    for (position, index) in order.enumerated() {
      let (x, buttonWidth): (Double, Double) =
        sideBySide ? (left + (position == 0 ? half + Self.gap : 0), half) : (left, width)
      button(
        buttons[index], isDefault: index == returnIndex, top: y, left: x, width: buttonWidth,
        colors: colors, on: &drawing)
      if !sideBySide || position == order.count - 1 { y += Self.buttonHeight + Self.gap }
    }
    return order.isEmpty ? top : y - Self.gap
  }

  /// The OK button `NSAlert` adds to an alert given no buttons.
  private static let okButton = PreviewContent.Button(
    title: "OK", isEnabled: true,
    row: PresentedAction(
      action: DialogAction(title: "OK", key: 0), title: "OK", keyDescription: "OK"))

  private func button(
    _ button: PreviewContent.Button, isDefault: Bool, top: Double, left: Double, width: Double,
    colors: MacOSColors, on drawing: inout DialogDrawing
  ) {
    let fill = isDefault ? colors.accent : colors.button
    drawing.document.rect(
      x: left, y: top, width: width, height: Self.buttonHeight, radius: 6,
      fill: button.isEnabled ? fill : fill.faded(0.5))
    if !isDefault {
      drawing.document.outline(
        x: left, y: top, width: width, height: Self.buttonHeight, radius: 6,
        stroke: colors.buttonEdge, lineWidth: 0.5)
    }
    var color =
      isDefault
      ? PreviewColor.white
      : (button.action.role == .destructive ? colors.destructive : colors.label)
    if !button.isEnabled { color = isDefault ? color.faded(0.6) : colors.disabled }
    let title = LineWrapping(metrics: drawing.metrics, size: Self.controlSize, weight: .regular)
      .truncated(button.title, width: width - 16)
    if title != button.title { drawing.warnings.append(.actionTitleCut(button.title)) }
    drawing.document.text(
      title, x: left + width / 2,
      y: top + DialogDrawing.baseline(Self.controlSize, in: Self.buttonHeight),
      size: Self.controlSize, weight: .regular, color: color)
  }

  /// NSAlert's round Help button, with its question mark.
  private func helpButton(
    top: Double, left: Double, colors: MacOSColors, on drawing: inout DialogDrawing
  ) {
    let size = Self.helpSize
    drawing.document.rect(
      x: left, y: top, width: size, height: size, radius: size / 2, fill: colors.button)
    drawing.document.outline(
      x: left, y: top, width: size, height: size, radius: size / 2, stroke: colors.buttonEdge,
      lineWidth: 0.5)
    drawing.document.text(
      "?", x: left + size / 2, y: top + DialogDrawing.baseline(Self.controlSize, in: size),
      size: Self.controlSize, weight: .semibold, color: colors.label)
  }

  /// NSProgressIndicator's bar: a track with its done part in the accent
  /// colour; work of unknown length shows a segment of it.
  private func progressBar(
    _ progress: DialogProgress, top: Double, left: Double, width: Double, colors: MacOSColors,
    on drawing: inout DialogDrawing
  ) {
    let height = Self.progressHeight
    drawing.document.rect(
      x: left, y: top, width: width, height: height, radius: height / 2, fill: colors.field)
    drawing.document.outline(
      x: left, y: top, width: width, height: height, radius: height / 2,
      stroke: colors.fieldBorder, lineWidth: 0.5)
    let (start, length): (Double, Double) =
      switch progress {
      case .fraction(let value): (0, value.isFinite ? min(max(value, 0), 1) : 0)
      case .indeterminate: (0.3, 0.35)
      }
    guard length > 0 else { return }
    drawing.document.rect(
      x: left + width * start, y: top, width: max(width * length, height), height: height,
      radius: height / 2, fill: colors.accent)
  }
}
