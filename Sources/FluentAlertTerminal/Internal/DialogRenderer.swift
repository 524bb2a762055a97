internal import FluentAlert

/// Draws a dialog's screen state as a full-screen frame: a pure function of
/// the state, the terminal size and what the terminal can show.
///
/// Alerts are a centred box (title, message, text fields, actions, cancel set
/// apart below a rule, countdown); action sheets are a list along the bottom
/// of the screen. Every string passes through ``TerminalText`` first and is
/// measured with ``DisplayWidth``, so hostile or wide text can neither
/// escape the box nor break its border.
struct DialogRenderer: Sendable {
  /// The terminal's columns.
  let width: Int
  /// The terminal's rows.
  let height: Int
  /// What the terminal can show.
  let capabilities: TerminalCapabilities

  /// The widest an alert's interior grows, for readable line lengths.
  static let maximumAlertInterior = 60
  /// The narrowest an alert's interior shrinks when the screen allows.
  static let minimumAlertInterior = 30
  /// The most columns or rows drawn: the largest size a terminal reports
  /// (`winsize` holds 16 bits), so no size can make a frame unbounded.
  static let largestSide = Int(UInt16.max)

  private var glyphs: Glyphs { .for(capabilities) }

  /// Creates a renderer for a screen size.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns, clamped to `1...largestSide`.
  ///   - height: The terminal's rows, clamped to `1...largestSide`.
  ///   - capabilities: What the terminal can show.
  init(width: Int, height: Int, capabilities: TerminalCapabilities) {
    self.width = min(max(width, 1), Self.largestSide)
    self.height = min(max(height, 1), Self.largestSide)
    self.capabilities = capabilities
  }

  /// The frame for a state.
  ///
  /// - Parameter state: The dialog and its interaction state.
  /// - Returns: One line per terminal row and the cursor position.
  func render(_ state: DialogScreenState) -> ScreenFrame {
    switch state.dialog.style {
    case .alert: renderAlert(state)
    case .actionSheet: renderSheet(state)
    }
  }

  // MARK: - Rows

  /// A row of the dialog before it is framed.
  private enum Row {
    /// Spans of at most the interior width; the cursor column within them.
    case content([Span], cursor: Int?)
    /// A rule across the dialog.
    case rule
  }

  // MARK: - Alert

  private func renderAlert(_ state: DialogScreenState) -> ScreenFrame {
    let glyphs = glyphs
    let available = max(width - 4, 1)
    let natural = naturalWidth(state)
    let interior = min(
      max(natural, min(Self.minimumAlertInterior, available)),
      min(Self.maximumAlertInterior, available))
    var (rows, header) = bodyRows(state, interior: interior, alignmentDefault: .center)
    fit(&rows, header: header, into: height - 2)

    let boxWidth = interior + 4
    let left = max((width - boxWidth) / 2, 0)
    let indent = Span(String(repeating: " ", count: left))
    let border = TextAttributes()
    var lines: [[Span]] = []
    var cursor: ScreenFrame.Position?
    lines.append([
      indent,
      Span(
        glyphs.topLeft + String(repeating: glyphs.horizontal, count: interior + 2)
          + glyphs.topRight, border),
    ])
    for row in rows {
      switch row {
      case .rule:
        lines.append([
          indent,
          Span(
            glyphs.teeLeft + String(repeating: glyphs.horizontal, count: interior + 2)
              + glyphs.teeRight, border),
        ])
      case .content(let spans, let column):
        let used = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if let column { cursor = .init(row: lines.count, column: left + 2 + column) }
        lines.append(
          [indent, Span(glyphs.vertical + " ", border)] + spans + [
            Span(String(repeating: " ", count: max(interior - used, 0)) + " " + glyphs.vertical)
          ])
      }
    }
    lines.append([
      indent,
      Span(
        glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: interior + 2)
          + glyphs.bottomRight, border),
    ])
    return place(lines, top: max((height - lines.count) / 2, 0), cursor: cursor)
  }

  /// The width the alert's content would like, before clamping.
  private func naturalWidth(_ state: DialogScreenState) -> Int {
    var widest = 0
    let dialog = state.dialog
    for text in [dialog.title, dialog.message].compactMap({ $0 }) {
      for paragraph in TerminalText.paragraphs(text.resolved()) {
        widest = max(widest, DisplayWidth.of(paragraph))
      }
    }
    for (position, index) in state.order.enumerated() {
      widest = max(widest, DisplayWidth.of(actionLabel(state, index, position: position)) + 2)
    }
    if !dialog.fields.isEmpty { widest = max(widest, 36) }
    for field in dialog.fields {
      guard let rule = field.rule else { continue }
      // Indented by four, after the mark and a space.
      let words = describe(rule, message: field.requirementMessage)
      widest = max(widest, 4 + DisplayWidth.of(glyphs.unmet) + 1 + DisplayWidth.of(words))
    }
    return widest
  }

  // MARK: - Action sheet

  private func renderSheet(_ state: DialogScreenState) -> ScreenFrame {
    let interior = max(width - 2, 1)
    var (rows, header) = bodyRows(state, interior: interior, alignmentDefault: .center)
    fit(&rows, header: header, into: height - 1)
    var lines: [[Span]] = [[Span(String(repeating: glyphs.horizontal, count: width))]]
    var cursor: ScreenFrame.Position?
    for row in rows {
      switch row {
      case .rule:
        lines.append([Span(String(repeating: glyphs.horizontal, count: width))])
      case .content(let spans, let column):
        if let column { cursor = .init(row: lines.count, column: 1 + column) }
        lines.append([Span(" ")] + spans)
      }
    }
    return place(lines, top: max(height - lines.count, 0), cursor: cursor)
  }

  // MARK: - Body

  /// Title, message, fields, actions, notice and countdown, as rows of at
  /// most `interior` columns.
  private func bodyRows(
    _ state: DialogScreenState, interior: Int, alignmentDefault: TextLayout.Alignment
  ) -> (rows: [Row], header: Int) {
    let dialog = state.dialog
    var rows: [Row] = []
    var header: [Row] = []
    if let title = dialog.title {
      header += textRows(
        title.resolved(), style: dialog.titleStyle, interior: interior,
        base: .bold, alignmentDefault: alignmentDefault)
    }
    if let message = dialog.message {
      if !header.isEmpty { header.append(.content([], cursor: nil)) }
      header += textRows(
        message.resolved(), style: dialog.messageStyle, interior: interior,
        base: TextAttributes(), alignmentDefault: alignmentDefault)
    }
    rows += header
    if !header.isEmpty { rows.append(dialog.style == .alert ? .content([], cursor: nil) : .rule) }
    for index in dialog.fields.indices {
      rows += fieldRows(state, index, interior: interior)
    }
    if !dialog.fields.isEmpty { rows.append(.content([], cursor: nil)) }
    for (position, index) in state.order.enumerated() {
      if dialog.actions[index].role == .cancel, position > 0 { rows.append(.rule) }
      rows.append(actionRow(state, index, position: position, interior: interior))
    }
    if let notice = state.notice {
      rows.append(.content([], cursor: nil))
      for line in TextLayout.wrap(notice, width: interior) {
        rows.append(.content([Span(line, TextAttributes(color: .yellow))], cursor: nil))
      }
    }
    if let seconds = state.secondsLeft {
      var text = "Closes by itself in \(seconds)s"
      // Named only while it can be chosen: the timeout reports no key else.
      if let index = dialog.autoDismissActionIndex, state.isEnabled(actionAt: index) {
        text += " (\(TerminalText.line(dialog.actions[index].title.resolved())))"
      }
      text += "."
      rows.append(.content([], cursor: nil))
      for line in TextLayout.wrap(text, width: interior) {
        rows.append(.content([Span(line, .dim)], cursor: nil))
      }
    }
    if case .rule = rows.last { rows.removeLast() }
    if case .content(let spans, _) = rows.last, spans.isEmpty { rows.removeLast() }
    return (rows, header.count)
  }

  /// A title or message: paragraphs wrapped to the interior, limited to the
  /// style's line count with its line-break mode, aligned.
  private func textRows(
    _ text: String, style: TextStyle?, interior: Int, base: TextAttributes,
    alignmentDefault: TextLayout.Alignment
  ) -> [Row] {
    var attributes = base
    if let color = style?.color { attributes.color = TerminalCapabilities.terminalColor(color) }
    if case .system(_, let weight) = style?.font,
      [.semibold, .bold, .heavy, .black].contains(weight)
    {
      attributes.bold = true
    }
    let mode = style?.lineBreakMode ?? .byWordWrapping
    var lines: [String] = []
    for paragraph in TerminalText.paragraphs(text) {
      if mode == .byCharWrapping {
        lines += TextLayout.wrap(
          paragraph.replacingSpacesWithNonBreaking, width: interior
        ).map(\.restoringSpaces)
      } else {
        lines += TextLayout.wrap(paragraph, width: interior)
      }
    }
    if let maxLines = style?.maxLines, maxLines > 0, lines.count > maxLines {
      lines = truncate(lines, to: maxLines, mode: mode, interior: interior)
    }
    let alignment: TextLayout.Alignment =
      switch style?.alignment {
      case .left: .leading
      case .right: .trailing
      case .center: .center
      case .natural, .justified, nil: alignmentDefault
      }
    return lines.map { line in
      // Alignment padding stays unstyled: only the words are bold or coloured.
      let padded = TextLayout.pad(line, width: interior, alignment: alignment)
      let lead = padded.prefix { $0 == " " }.count - line.prefix { $0 == " " }.count
      let spans = [Span(String(repeating: " ", count: max(lead, 0))), Span(line, attributes)]
      return .content(spans.filter { !$0.text.isEmpty }, cursor: nil)
    }
  }

  /// The first (or, for head truncation, last) `count` lines, marked with an
  /// ellipsis where text was cut (clipping cuts silently).
  private func truncate(
    _ lines: [String], to count: Int, mode: LineBreakMode, interior: Int
  ) -> [String] {
    let ellipsis = glyphs.ellipsis
    switch mode {
    case .byTruncatingHead:
      var kept = Array(lines.suffix(count))
      kept[0] = TextLayout.truncateHead(
        ellipsis + kept[0], width: interior, ellipsis: ellipsis)
      return kept
    case .byClipping:
      return Array(lines.prefix(count))
    default:
      var kept = Array(lines.prefix(count))
      let last = kept[count - 1]
      kept[count - 1] = TextLayout.truncateTail(
        last + ellipsis, width: interior, ellipsis: ellipsis)
      return kept
    }
  }

  // MARK: - Fields

  private func fieldRows(
    _ state: DialogScreenState, _ index: Int, interior: Int
  ) -> [Row] {
    let field = state.dialog.fields[index]
    let focused = state.focus == .field(index)
    let text = state.texts[index]
    let boxWidth = max(interior - 4, 1)  // marker (2) and brackets (2)
    var inside: [Span]
    var cursorColumn: Int?
    if text.isEmpty {
      let placeholder =
        field.placeholder.map {
          TerminalText.line($0.resolved())
        } ?? ""
      inside = [
        Span(TextLayout.truncateTail(placeholder, width: boxWidth, ellipsis: glyphs.ellipsis), .dim)
      ]
      cursorColumn = focused ? 3 : nil
    } else {
      let (shown, beforeCursor) = window(
        of: text, cursor: state.cursors[index], length: state.lengths[index],
        secure: field.isSecure, width: boxWidth)
      inside = [Span(shown)]
      if focused { cursorColumn = 3 + beforeCursor }
    }
    let used = inside.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let marker = focused ? glyphs.selection + " " : "  "
    var spans = [Span(marker), Span("[")]
    spans += inside
    spans.append(Span(String(repeating: " ", count: max(boxWidth - used, 0)) + "]"))
    var rows: [Row] = [.content(spans, cursor: cursorColumn)]
    if let rule = field.rule {
      let met = rule.isSatisfied(by: text)
      let description = describe(
        met ? rule : unmetPart(of: rule, text), message: field.requirementMessage)
      let line = (met ? glyphs.met : glyphs.unmet) + " " + description
      for (number, part) in TextLayout.wrap(line, width: max(interior - 4, 1)).enumerated() {
        let attributes = TextAttributes(dim: met, color: met ? .green : .red)
        rows.append(
          .content(
            [Span(number == 0 ? "    " : "      "), Span(part, attributes)],
            cursor: nil))
      }
    }
    return rows
  }

  /// The part of a field's text the box shows, scrolled so the cursor (one
  /// column after the text at its end) fits, and the columns before the
  /// cursor.
  ///
  /// Only the characters shown are visited (plus the walk to the cursor
  /// when it is not at the end), so the work is the box's width, not the
  /// text's length.
  private func window(
    of text: String, cursor: Int, length: Int, secure: Bool, width: Int
  ) -> (shown: String, beforeCursor: Int) {
    let mask = Character(glyphs.mask)
    func visible(_ character: Character) -> Character {
      if secure { return mask }
      let safe = TerminalText.line(String(character))
      return safe.count == 1 ? Character(safe) : "\u{FFFD}"
    }
    let cursorIndex =
      cursor >= length
      ? text.endIndex
      : cursor * 2 < length
        ? text.index(text.startIndex, offsetBy: cursor)
        : text.index(text.endIndex, offsetBy: cursor - length)
    // Walk back from the cursor while the characters fit before it.
    var start = cursorIndex
    var beforeCursor = 0
    while start > text.startIndex {
      let previous = text.index(before: start)
      let characterWidth = DisplayWidth.of(visible(text[previous]))
      if beforeCursor + characterWidth > width - 1 { break }
      beforeCursor += characterWidth
      start = previous
    }
    var shown = ""
    var used = 0
    var position = start
    while position < text.endIndex {
      let character = visible(text[position])
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width { break }
      shown.append(character)
      used += characterWidth
      position = text.index(after: position)
    }
    return (shown, beforeCursor)
  }

  /// The parts of a rule the text does not meet (the rule itself when it is
  /// not a conjunction).
  private func unmetPart(of rule: TextRule, _ text: String) -> TextRule {
    guard case .all(let rules) = rule else { return rule }
    let unmet = rules.filter { !$0.isSatisfied(by: text) }
    return unmet.count == 1 ? unmet[0] : .all(unmet)
  }

  /// A requirement in words: the developer's message, else the rule (or
  /// its unmet part) with the range dash the glyphs allow.
  private func describe(_ rule: TextRule, message: DialogText?) -> String {
    RequirementWording.describe(rule, message: message, dash: glyphs.rangeDash)
  }

  // MARK: - Actions

  /// `1. Title`, with ` (unavailable)` for an action that cannot be chosen.
  private func actionLabel(
    _ state: DialogScreenState, _ index: Int, position: Int
  ) -> String {
    let action = state.dialog.actions[index]
    var label = "\(position + 1). \(TerminalText.line(action.title.resolved()))"
    // Without colour, red cannot say "destructive": words do.
    if action.role == .destructive, capabilities.colorLevel < .basic {
      label += " (destructive)"
    }
    return state.isEnabled(actionAt: index) ? label : label + " (unavailable)"
  }

  private func actionRow(
    _ state: DialogScreenState, _ index: Int, position: Int, interior: Int
  ) -> Row {
    let action = state.dialog.actions[index]
    let selected = state.focus == .action(position)
    var attributes = TextAttributes()
    attributes.reverse = selected
    attributes.bold = action.isPreferred
    attributes.dim = !state.isEnabled(actionAt: index)
    if action.role == .destructive {
      attributes.color = .red
    } else if let color = action.titleColor {
      attributes.color = TerminalCapabilities.terminalColor(color)
    }
    let label = TextLayout.truncateTail(
      actionLabel(state, index, position: position), width: max(interior - 2, 1),
      ellipsis: glyphs.ellipsis)
    let marker = selected ? glyphs.selection + " " : "  "
    return .content([Span(marker), Span(label, attributes)], cursor: nil)
  }

  // MARK: - Fitting and placing

  /// Drops the last title and message lines until the rows fit the screen.
  ///
  /// The cut is marked with an ellipsis row; fields and actions stay.
  /// Only when they alone overflow is the top of the dialog cut off.
  private func fit(_ rows: inout [Row], header: Int, into available: Int) {
    let excess = rows.count - max(available, 1)
    guard excess > 0 else { return }
    if header >= 2 {
      let removed = min(excess + 1, header)
      let marker = Row.content([Span(glyphs.ellipsis, .dim)], cursor: nil)
      rows.replaceSubrange((header - removed)..<header, with: [marker])
    }
  }

  /// Puts the dialog's lines on a screen of `height` rows starting at `top`;
  /// when they are taller than the screen, their bottom part is kept (where
  /// the actions are).
  private func place(
    _ lines: [[Span]], top: Int, cursor: ScreenFrame.Position?
  ) -> ScreenFrame {
    var screen = Array(repeating: [Span](), count: height)
    let cut = max(lines.count - height, 0)
    let shift = cut > 0 ? 0 : top
    for (offset, line) in lines.dropFirst(cut).enumerated() where shift + offset < height {
      screen[shift + offset] = line
    }
    let placedCursor = cursor.flatMap { position -> ScreenFrame.Position? in
      let row = position.row - cut + shift
      return row >= 0 ? ScreenFrame.Position(row: row, column: position.column) : nil
    }
    return ScreenFrame(lines: screen, cursor: placedCursor)
  }
}

extension String {
  /// Spaces as no-break spaces, so word wrapping breaks anywhere.
  fileprivate var replacingSpacesWithNonBreaking: String {
    String(map { $0 == " " ? "\u{A0}" : $0 })
  }

  /// No-break spaces back as spaces.
  fileprivate var restoringSpaces: String {
    String(map { $0 == "\u{A0}" ? " " : $0 })
  }
}
