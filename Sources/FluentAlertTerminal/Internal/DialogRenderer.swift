internal import FluentAlert
internal import FluentAlertText
internal import Foundation

/// Draws a dialog's screen state as a full-screen frame: a pure function of
/// the state, the terminal size and what the terminal can show.
///
/// Alerts are a centred box (title, message, text fields, actions, cancel set
/// apart below a rule, countdown); action sheets are a list along the bottom
/// of the screen. Every string passes through ``TerminalText`` first and is
/// measured with ``DisplayWidth``, so hostile or wide text can neither
/// escape the box nor break its border. Text wraps (action titles under
/// their number); a dialog taller than the screen gives up its spacing,
/// then keeps the first lines of its message, and scrolls its fields and
/// actions so the field being edited or the selected action is always in
/// view, with a mark where more is above or below.
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

    static let blank = Row.content([], cursor: nil)

    /// Whether the row is only spacing.
    var isBlank: Bool {
      if case .content(let spans, _) = self { return spans.isEmpty }
      return false
    }
  }

  /// The dialog's rows before they are fitted to the screen.
  private struct Body {
    /// Title and message lines.
    var header: [Row] = []
    /// What sets the header apart from the list (a blank row or a rule).
    var separator: Row?
    /// Fields and actions: the part that scrolls.
    var list: [Row] = []
    /// The rows of ``list`` that must stay in view (the field being
    /// edited with its requirement, or the selected action), cursor first.
    var focus: Range<Int>?
    /// The notice and the countdown: kept in view below the list.
    var footer: [Row] = []
    /// The words of the marks for rows hidden above and below.
    var wording: TerminalWording?

    var count: Int { header.count + (separator == nil ? 0 : 1) + list.count + footer.count }

    /// The body with as many blank rows removed as it takes to fit.
    ///
    /// Spacing is the first thing given up on a small screen: blank rows go
    /// until the body fits `available` rows (none when it fits already), or
    /// all of them. The blank between fields and actions goes first, then
    /// those in the footer, in the header, and the blank separator last.
    func compacted(toFit available: Int) -> Body {
      var copy = self
      var excess = count - available
      // Removes blank rows from the end; returns the indices removed.
      func drop(_ rows: inout [Row]) -> [Int] {
        var removed: [Int] = []
        while excess > 0, let blank = rows.lastIndex(where: \.isBlank) {
          rows.remove(at: blank)
          removed.append(blank)
          excess -= 1
        }
        return removed
      }
      let removedFromList = drop(&copy.list)
      _ = drop(&copy.footer)
      _ = drop(&copy.header)
      if excess > 0, separator?.isBlank == true { copy.separator = nil }
      if let focus {
        // The focus holds no blank rows: it moves up by those removed before it.
        let before = removedFromList.count { $0 < focus.lowerBound }
        copy.focus = (focus.lowerBound - before)..<(focus.upperBound - before)
      }
      return copy
    }
  }

  // MARK: - Alert

  private func renderAlert(_ state: DialogScreenState) -> ScreenFrame {
    let glyphs = glyphs
    let available = max(width - 4, 1)
    let natural = naturalWidth(state)
    let interior = min(
      max(natural, min(Self.minimumAlertInterior, available)),
      min(Self.maximumAlertInterior, available))
    let body = body(state, interior: interior)
    let (rows, offset, outOfSight) = arrange(
      body, into: height - 2, scrolledTo: state.scrollOffset, interior: interior)

    let boxWidth = interior + 4
    let left = max((width - boxWidth) / 2, 0)
    let indent = Span(TextLayout.repeated(" ", count: left))
    let border = TextAttributes()
    let horizontal = TextLayout.repeated(glyphs.horizontal, count: interior + 2)
    let edge = Line(spans: [], width: left + boxWidth)
    var lines: [Line] = []
    var cursor: ScreenFrame.Position?
    lines.append(
      edge.with([indent, Span(glyphs.topLeft + horizontal + glyphs.topRight, border)]))
    for row in rows {
      switch row {
      case .rule:
        lines.append(
          edge.with([indent, Span(glyphs.teeLeft + horizontal + glyphs.teeRight, border)]))
      case .content(let spans, let column):
        let used = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if let column { cursor = .init(row: lines.count, column: left + 2 + column) }
        lines.append(
          Line(
            spans: [indent, Span(glyphs.vertical + " ", border)] + spans + [
              Span(
                TextLayout.repeated(" ", count: max(interior - used, 0)) + " " + glyphs.vertical)
            ], width: left + 4 + max(interior, used)))
      }
    }
    lines.append(
      edge.with([indent, Span(glyphs.bottomLeft + horizontal + glyphs.bottomRight, border)]))
    let top = max((height - lines.count) / 2, 0)
    var frame = place(lines, top: top, cursor: cursor, scrollOffset: offset)
    frame.rowsOutOfSight = outOfSight
    return frame
  }

  /// The width the alert's content would like, before clamping.
  private func naturalWidth(_ state: DialogScreenState) -> Int {
    var widest = 0
    let dialog = state.dialog
    for text in [dialog.title, dialog.message].compactMap({ $0 }) {
      for paragraph in TerminalText.paragraphs(text) {
        widest = max(widest, DisplayWidth.of(paragraph))
      }
    }
    for (position, index) in state.order.enumerated() {
      let number = DisplayWidth.of(dialog.wording.number(position + 1)) + 2
      widest = max(
        widest, number + DisplayWidth.of(actionLabel(state, index, position: position)) + 2)
    }
    if !dialog.fields.isEmpty { widest = max(widest, 36) }
    for control in state.controls {
      // After the selection mark and the box or circle.
      switch control {
      case .toggle(let title, _):
        widest = max(widest, 6 + DisplayWidth.of(TerminalText.line(title)))
      case .choice(let title, let options, _):
        for text in options + [title].compactMap({ $0 }) {
          widest = max(widest, 6 + DisplayWidth.of(TerminalText.line(text)))
        }
      }
    }
    if let title = dialog.suppressionTitle {
      // After the selection mark and the box.
      widest = max(widest, 6 + DisplayWidth.of(TerminalText.line(title)))
    }
    for row in dialog.fields {
      guard let rule = row.rule else { continue }
      // Indented by four, after the mark and a space.
      let words = describe(
        rule, message: row.requirementMessage, fieldNames: dialog.fieldNames,
        in: dialog.wording)
      widest = max(widest, 4 + DisplayWidth.of(glyphs.unmet) + 1 + DisplayWidth.of(words))
    }
    for message in state.checkMessages {
      let words = TerminalText.line(message)
      widest = max(widest, 4 + DisplayWidth.of(glyphs.unmet) + 1 + DisplayWidth.of(words))
    }
    for accessory in dialog.accessories {
      widest = max(widest, accessoryLines(accessory).map(DisplayWidth.of).max() ?? 0)
    }
    if let link = dialog.helpLink {
      // Room for the whole address once shown, so the box does not jump at `?`.
      let words = dialog.wording
      widest = max(widest, DisplayWidth.of(words[.help(TerminalText.line(link))]))
    }
    return widest
  }

  // MARK: - Action sheet

  private func renderSheet(_ state: DialogScreenState) -> ScreenFrame {
    let interior = max(width - 2, 1)
    let body = body(state, interior: interior)
    let (rows, offset, outOfSight) = arrange(
      body, into: height - 1, scrolledTo: state.scrollOffset, interior: interior)
    let rule = Line(
      spans: [Span(TextLayout.repeated(glyphs.horizontal, count: width))], width: width)
    var lines = [rule]
    var cursor: ScreenFrame.Position?
    for row in rows {
      switch row {
      case .rule:
        lines.append(rule)
      case .content(let spans, let column):
        if let column { cursor = .init(row: lines.count, column: 1 + column) }
        lines.append(
          Line(
            spans: [Span(" ")] + spans,
            width: spans.reduce(1) { $0 + DisplayWidth.of($1.text) }))
      }
    }
    var frame = place(
      lines, top: max(height - lines.count, 0), cursor: cursor, scrollOffset: offset)
    frame.rowsOutOfSight = outOfSight
    return frame
  }

  // MARK: - Body

  /// Title, message, fields, actions, notice, help and countdown, as rows.
  ///
  /// No row is wider than `interior` columns. Empty text draws nothing,
  /// like no text.
  private func body(_ state: DialogScreenState, interior: Int) -> Body {
    let dialog = state.dialog
    let words = dialog.wording
    var body = Body(wording: words)
    if let badge = dialog.severityBadge {
      // Where NSAlert draws its icon: above the title, in the severity's colour.
      let color: TerminalColor =
        switch dialog.severity {
        case .critical?: .red
        case .warning?: .yellow
        default: .blue
        }
      body.header += textRows(
        badge, style: nil, interior: interior,
        base: TextAttributes(bold: dialog.severity == .critical, color: color))
    }
    if let title = dialog.title, !title.isEmpty {
      body.header += textRows(
        title, style: dialog.titleStyle, interior: interior, base: .bold)
    }
    if let message = dialog.message, !message.isEmpty {
      if !body.header.isEmpty { body.header.append(.blank) }
      body.header += textRows(
        message, style: dialog.messageStyle, interior: interior, base: TextAttributes())
    }
    for accessory in dialog.accessories {
      if !body.header.isEmpty { body.header.append(.blank) }
      body.header += accessoryRows(accessory, interior: interior)
    }
    if let progress = dialog.progress {
      if !body.header.isEmpty { body.header.append(.blank) }
      body.header.append(
        .content(progressSpans(progress, interior: interior, wording: words), cursor: nil))
    }
    let hasList = !dialog.fields.isEmpty || !state.order.isEmpty
    if !body.header.isEmpty, hasList {
      body.separator = dialog.style == .alert ? .blank : .rule
    }
    for index in dialog.fields.indices {
      let rows = fieldRows(state, index, interior: interior)
      if state.focus == .field(index) {
        body.focus = body.list.count..<(body.list.count + rows.count)
      }
      body.list += rows
    }
    body.list += checkRows(state, interior: interior)
    for index in state.controls.indices {
      if index == 0, !dialog.fields.isEmpty { body.list.append(.blank) }
      for (focus, rows) in controlRows(state, index, interior: interior) {
        if let focus, state.focus == focus {
          body.focus = body.list.count..<(body.list.count + rows.count)
        }
        body.list += rows
      }
    }
    if let title = dialog.suppressionTitle {
      if !dialog.fields.isEmpty || !state.controls.isEmpty { body.list.append(.blank) }
      let rows = toggleRows(state, title: title, interior: interior)
      if state.focus == .suppressionToggle {
        body.focus = body.list.count..<(body.list.count + rows.count)
      }
      body.list += rows
    }
    if !dialog.fields.isEmpty || !state.controls.isEmpty || dialog.suppressionTitle != nil,
      !state.order.isEmpty
    {
      body.list.append(.blank)
    }
    for (position, index) in state.order.enumerated() {
      if dialog.actions[index].role == .cancel, position > 0 { body.list.append(.rule) }
      let rows = actionRows(state, index, position: position, interior: interior)
      if state.focus == .action(position) {
        body.focus = body.list.count..<(body.list.count + rows.count)
      }
      body.list += rows
    }
    if let notice = state.notice {
      body.footer.append(.blank)
      for line in TextLayout.wrap(notice, width: interior) {
        body.footer.append(.content([Span(line, TextAttributes(color: .yellow))], cursor: nil))
      }
    }
    if let link = dialog.helpLink {
      body.footer.append(.blank)
      if state.showsHelp {
        // The whole line links to the address, shown whole, wrapped if it must be.
        let text = words[.help(TerminalText.line(link))]
        for line in TextLayout.wrap(words.line(text), width: interior) {
          let spans = [Span(line, TextAttributes(underline: true, link: link))]
          body.footer.append(.content(spans, cursor: nil))
        }
      } else {
        for line in TextLayout.wrap(words.line(words[.helpHint]), width: interior) {
          body.footer.append(.content([Span(line, .dim)], cursor: nil))
        }
      }
    }
    if let seconds = state.secondsLeft {
      // Named only while it can be chosen: the timeout reports no key else.
      var text = words[.closesIn(seconds)]
      if let index = dialog.autoDismissActionIndex, state.isEnabled(actionAt: index) {
        text = words[.closesInChoosing(seconds, TerminalText.line(dialog.actions[index].title))]
      }
      text = words.line(text)
      body.footer.append(.blank)
      for line in TextLayout.wrap(text, width: interior) {
        body.footer.append(.content([Span(line, .dim)], cursor: nil))
      }
    }
    if body.list.isEmpty, !body.footer.isEmpty { body.footer.removeFirst() }
    return body
  }

  /// The text of an accessory, a line per paragraph, before wrapping: a
  /// list's items after bullets, a link's words (and its address where
  /// the terminal opens no hyperlink), a footnote.
  private func accessoryLines(_ accessory: PresentedAccessory) -> [String] {
    switch accessory {
    case .lines(let lines): lines.map { glyphs.mask + " " + TerminalText.line($0) }
    case .link(let text, let address):
      [TerminalText.line(text) + (capabilities.hyperlinks ? "" : " <\(address)>")]
    case .footnote(let text): TerminalText.paragraphs(text)
    }
  }

  /// The rows of an accessory: a list flush left, each item wrapped under
  /// its first word; a link underlined (an OSC 8 hyperlink where the
  /// terminal opens one, else followed by its address); a footnote dim.
  private func accessoryRows(_ accessory: PresentedAccessory, interior: Int) -> [Row] {
    switch accessory {
    case .lines(let items):
      return items.flatMap { item in
        let wrapped = TextLayout.wrap(TerminalText.line(item), width: max(interior - 2, 1))
        return wrapped.enumerated().map { index, line -> Row in
          .content([Span((index == 0 ? glyphs.mask : " ") + " " + line)], cursor: nil)
        }
      }
    case .link(let text, let address):
      let shown = text + (capabilities.hyperlinks ? "" : " <\(address)>")
      return textRows(
        shown, style: nil, interior: interior,
        base: TextAttributes(underline: true, link: address))
    case .footnote(let text):
      return textRows(text, style: nil, interior: interior, base: .dim)
    }
  }

  /// A progress bar as wide as the interior with the percentage after it,
  /// or, for work whose end cannot be told, a note that it is under way.
  private func progressSpans(
    _ progress: DialogProgress, interior: Int, wording: TerminalWording
  ) -> [Span] {
    guard case .fraction(let value) = progress else {
      let words = wording[.inProgress]
      return [
        Span(glyphs == .unicode ? words : words.replacingOccurrences(of: "…", with: "..."), .dim)
      ]
    }
    let fraction = value.isFinite ? min(max(value, 0), 1) : 0
    let percent = wording.percent(fraction)
    let width = max(interior - DisplayWidth.of(percent) - 1, 1)
    let done = Int((Double(width) * fraction).rounded(.down))
    let (full, empty) = glyphs == .unicode ? ("█", "░") : ("#", "-")
    return [
      Span(TextLayout.repeated(full, count: done), TextAttributes(color: .blue)),
      Span(TextLayout.repeated(empty, count: width - done), .dim),
      Span(" " + percent),
    ]
  }

  /// A title or message: paragraphs wrapped to the interior, limited to the
  /// style's line count with its line-break mode, centred unless the style
  /// aligns it.
  private func textRows(
    _ text: String, style: TextStyle?, interior: Int, base: TextAttributes
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
      case .natural, .justified, nil: .center
      }
    return lines.map { line in
      // Alignment padding stays unstyled: only the words are bold or coloured.
      let padded = TextLayout.pad(line, width: interior, alignment: alignment)
      let lead = padded.prefix { $0 == " " }.count - line.prefix { $0 == " " }.count
      let spans = [Span(TextLayout.repeated(" ", count: max(lead, 0))), Span(line, attributes)]
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
    let row = state.dialog.fields[index]
    let focused = state.focus == .field(index)
    let text = state.texts[index]
    // The clear button, where the field's mode shows it now, takes the
    // box's last columns: the key that clears the field (Control-U).
    let showsClear =
      row.clearButton?.isShown(isEditing: focused, hasText: !text.isEmpty) ?? false
    let clearWidth = showsClear ? DisplayWidth.of(glyphs.clear) + 1 : 0
    // Labels stand in a column before the boxes, as wide as the longest
    // (at most 45% of the width) and a space.
    let widest =
      state.dialog.fields.compactMap { $0.label.map(TerminalText.line) }
      .map(DisplayWidth.of).max() ?? 0
    let labelColumn = widest == 0 ? 0 : min(widest, interior * 45 / 100) + 1
    let boxWidth = max(interior - 4 - clearWidth - labelColumn, 1)  // marker (2), brackets (2)
    var inside: [Span]
    var cursorColumn: Int?
    if text.isEmpty {
      let placeholder =
        row.placeholder.map(TerminalText.line) ?? ""
      inside = [
        Span(TextLayout.truncateTail(placeholder, width: boxWidth, ellipsis: glyphs.ellipsis), .dim)
      ]
      cursorColumn = focused ? 3 + labelColumn : nil
    } else {
      let (shown, beforeCursor) = window(
        of: text, cursor: state.cursors[index], length: state.lengths[index],
        secure: row.isSecure, width: boxWidth)
      inside = [Span(shown)]
      if focused { cursorColumn = 3 + labelColumn + beforeCursor }
    }
    let used = inside.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let marker = focused ? glyphs.selection + " " : "  "
    var spans = [Span(marker)]
    if labelColumn > 0 {
      let label = row.label.map(TerminalText.line) ?? ""
      let shown = TextLayout.truncateTail(label, width: labelColumn - 1, ellipsis: glyphs.ellipsis)
      spans.append(Span(TextLayout.pad(shown, width: labelColumn)))
    }
    spans.append(Span("["))
    spans += inside
    spans.append(Span(TextLayout.repeated(" ", count: max(boxWidth - used, 0))))
    if showsClear { spans += [Span(" "), Span(glyphs.clear, .dim)] }
    spans.append(Span("]"))
    var rows: [Row] = [.content(spans, cursor: cursorColumn)]
    if let rule = row.rule {
      let locale = state.dialog.localization.locale
      let met = rule.isSatisfied(by: text, in: state.texts, locale: locale)
      let description = describe(
        met ? rule : unmetPart(of: rule, text, in: state.texts, locale: locale),
        message: row.requirementMessage,
        fieldNames: state.dialog.fieldNames, in: state.dialog.wording)
      let line = (met ? glyphs.met : glyphs.unmet) + " " + description
      // Continuation lines hang two columns further in, and are wrapped to
      // the width left after that indent.
      let lines = TextLayout.wrap(line, width: max(interior - 4, 1), then: max(interior - 6, 1))
      for (number, part) in lines.enumerated() {
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

  /// What the failing text checks say, under the fields: one `✗` line
  /// each, wrapped like a requirement.
  private func checkRows(_ state: DialogScreenState, interior: Int) -> [Row] {
    var rows: [Row] = []
    for message in state.checkMessages {
      let line = glyphs.unmet + " " + TerminalText.line(message)
      let lines = TextLayout.wrap(line, width: max(interior - 4, 1), then: max(interior - 6, 1))
      for (number, part) in lines.enumerated() {
        rows.append(
          .content(
            [Span(number == 0 ? "    " : "      "), Span(part, TextAttributes(color: .red))],
            cursor: nil))
      }
    }
    return rows
  }

  /// The parts of a rule the text does not meet (the rule itself when it is
  /// not a conjunction).
  private func unmetPart(
    of rule: TextRule, _ text: String, in texts: [String], locale: Locale
  ) -> TextRule {
    guard case .all(let rules) = rule else { return rule }
    let unmet = rules.filter { !$0.isSatisfied(by: text, in: texts, locale: locale) }
    return unmet.count == 1 ? unmet[0] : .all(unmet)
  }

  /// A requirement in words: the developer's message, else the rule (or
  /// its unmet part) with the range dash the glyphs allow.
  private func describe(
    _ rule: TextRule, message: String?, fieldNames: [String],
    in wording: TerminalWording
  ) -> String {
    RequirementWording.describe(
      rule, message: message, dash: glyphs.rangeDash, fieldNames: fieldNames, in: wording)
  }

  // MARK: - Controls

  /// A control's rows, each group with the focus it belongs to.
  ///
  /// A toggle's `[x] Title`; a choice's title (no focus), then one
  /// `(*) Option` or `( ) Option` group per option. Selected like an
  /// action; the same marks in every character set.
  private func controlRows(
    _ state: DialogScreenState, _ index: Int, interior: Int
  ) -> [(DialogScreenState.Focus?, [Row])] {
    switch state.controls[index] {
    case .toggle(let title, let isOn):
      let focus = DialogScreenState.Focus.toggle(index)
      return [(focus, markedRows(title, mark: isOn ? "[x] " : "[ ] ", state, focus, interior))]
    case .choice(let title, let options, let selected):
      var groups: [(DialogScreenState.Focus?, [Row])] = []
      if let title, !title.isEmpty {
        let lines = TextLayout.wrap(TerminalText.line(title), width: max(interior - 2, 1))
        groups.append((nil, lines.map { .content([Span("  " + $0)], cursor: nil) }))
      }
      for (position, option) in options.enumerated() {
        let focus = DialogScreenState.Focus.option(index, position)
        let mark = selected == position ? "(*) " : "( ) "
        groups.append((focus, markedRows(option, mark: mark, state, focus, interior)))
      }
      return groups
    }
  }

  /// `[x] Words` or `(*) Words`: the selection marker, the mark, the words
  /// wrapped under themselves, highlighted while focused.
  private func markedRows(
    _ text: String, mark: String, _ state: DialogScreenState,
    _ focus: DialogScreenState.Focus, _ interior: Int
  ) -> [Row] {
    let selected = state.focus == focus
    let words = TextLayout.wrap(
      TerminalText.line(text), width: max(interior - 2 - mark.count, 1))
    let marker = selected ? glyphs.selection + " " : "  "
    let attributes = TextAttributes(reverse: selected)
    return words.enumerated().map { line, text in
      line == 0
        ? .content([Span(marker), Span(mark + text, attributes)], cursor: nil)
        : .content(
          [Span(String(repeating: " ", count: 2 + mark.count)), Span(text, attributes)],
          cursor: nil)
    }
  }

  // MARK: - Suppression toggle

  /// `[x] Do not show this message again`, wrapped under its title and
  /// selected like an action; the same box in every character set.
  private func toggleRows(_ state: DialogScreenState, title: String, interior: Int) -> [Row] {
    markedRows(
      title, mark: state.isSuppressed ? "[x] " : "[ ] ", state, .suppressionToggle, interior)
  }

  // MARK: - Actions

  /// The label after an action's number: `Title` (`✓ Title` when
  /// checked, `Title [d]` with a key equivalent), with `(unavailable)` in
  /// the dialog's language for an action that cannot be chosen.
  private func actionLabel(
    _ state: DialogScreenState, _ index: Int, position: Int
  ) -> String {
    let action = state.dialog.actions[index].action
    // A checked action carries the mark before its title, as a menu does.
    let check = action.isChecked ? glyphs.met + " " : ""
    let words = state.dialog.wording
    var label = "\(check)\(TerminalText.line(state.dialog.actions[index].title))"
    // Without colour, red cannot say "destructive": words do.
    if action.role == .destructive, capabilities.colorLevel < .basic {
      label += " " + words[.destructive]
    }
    // The key that presses it from the list (modifier keys do not reach a terminal).
    if let character = state.dialog.keyboard.typedCharacter(ofAction: index) {
      label += " [\(TerminalText.line(String(character)))]"
    }
    return state.isEnabled(actionAt: index) ? label : label + " " + words[.unavailable]
  }

  /// The action's rows: its label wrapped under its title (the number
  /// stands alone at the left), selected in reverse video on every line.
  private func actionRows(
    _ state: DialogScreenState, _ index: Int, position: Int, interior: Int
  ) -> [Row] {
    let action = state.dialog.actions[index].action
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
    let label = actionLabel(state, index, position: position)
    let number = state.dialog.wording.number(position + 1) + ". "
    let numberWidth = DisplayWidth.of(number)
    let hanging = TextLayout.repeated(" ", count: numberWidth)
    let words = TextLayout.wrap(
      state.dialog.wording.line(label), width: max(interior - 2 - numberWidth, 1))
    let marker = selected ? glyphs.selection + " " : "  "
    return words.enumerated().map { line, text in
      let lead =
        line == 0
        ? [Span(marker), Span(number + text, attributes)]
        : [
          Span("  " + hanging), Span(text, attributes),
        ]
      return .content(lead, cursor: nil)
    }
  }

  // MARK: - Fitting and placing

  /// The rows that fit `available` rows, the list's new scroll offset, and
  /// how many rows of the dialog did not fit.
  ///
  /// When the whole dialog does not fit, its blank rows go first. When it
  /// still does not fit: the focus (with room for a mark above and below)
  /// comes first, then the footer, then the header, which
  /// keeps its first lines and marks the cut with an ellipsis row but takes
  /// at most half the screen while the list needs more. The list scrolls
  /// by as little as keeps the focus in view, from `offset`, and marks the
  /// rows hidden above and below.
  private func arrange(
    _ body: Body, into available: Int, scrolledTo offset: Int, interior: Int
  ) -> (rows: [Row], offset: Int, outOfSight: Int) {
    let available = max(available, 1)
    let body = body.compacted(toFit: available)
    let separator = body.separator.map { [$0] } ?? []
    guard body.count > available else {
      return (body.header + separator + body.list + body.footer, 0, 0)
    }
    let focusHeight = body.focus?.count ?? 0
    var listLeast = min(body.list.count, focusHeight + 2, available)
    // The first line of the title stays whenever three rows are left for
    // the rest: without it nobody knows what is asked.
    if !body.header.isEmpty, available - listLeast < 1, available >= 4 {
      listLeast = available - 1
    }
    let footer = shortened(body.footer, to: available - listLeast)
    let space = available - footer.count
    let headerWhole = body.header.count + separator.count
    let headerBudget = min(
      headerWhole, max(space - body.list.count, min(space - listLeast, max(space / 2, 1))))
    let header = shortened(header: body.header, separator: separator, to: headerBudget)
    let (list, newOffset) = window(
      body.list, rows: available - header.count - footer.count, focus: body.focus,
      from: offset, interior: interior, wording: body.wording)
    return (header + list + footer, newOffset, body.count - available)
  }

  /// The header in `budget` rows: whole, or its first lines, an ellipsis
  /// row where it was cut, and the separator when there is room for it.
  private func shortened(header: [Row], separator: [Row], to budget: Int) -> [Row] {
    guard budget > 0 else { return [] }
    if header.count + separator.count <= budget { return header + separator }
    if header.count <= budget { return header }
    let textBudget = separator.isEmpty || budget < 2 ? budget : budget - 1
    var kept = Array(header.prefix(textBudget))
    if textBudget >= 2 {
      kept[textBudget - 1] = .content([Span(glyphs.ellipsis, .dim)], cursor: nil)
    }
    return kept + (textBudget < budget ? separator : [])
  }

  /// The footer in `budget` rows: its first lines.
  private func shortened(_ footer: [Row], to budget: Int) -> [Row] {
    Array(footer.prefix(max(budget, 0)))
  }

  /// The part of the list shown in `rows` rows, starting as near `offset`
  /// as keeps the focus in view, with a mark for what is hidden above and
  /// below (when there are at least three rows to show it in).
  private func window(
    _ list: [Row], rows: Int, focus: Range<Int>?, from offset: Int, interior: Int,
    wording: TerminalWording?
  ) -> (rows: [Row], offset: Int) {
    let count = list.count
    guard count > rows, rows > 0 else { return (rows > 0 ? list : [], 0) }
    let marks = rows >= 3
    let focus = focus ?? 0..<0
    let kept = focus.lowerBound..<min(focus.upperBound, focus.lowerBound + rows - (marks ? 2 : 0))
    // The rows of the list shown when it starts at `top`.
    func shown(_ top: Int) -> Range<Int> {
      guard marks else { return top..<(top + rows) }
      let end = top + rows - (top > 0 ? 1 : 0)
      return end >= count ? top..<count : top..<(end - 1)
    }
    var top = min(max(offset, 0), count - rows + (marks ? 1 : 0))
    if kept.lowerBound < top { top = kept.lowerBound }
    while kept.upperBound > shown(top).upperBound { top += 1 }
    // A mark above one hidden row hides no more than showing the row.
    if marks, top == 1 { top = 0 }
    let visible = shown(top)
    var result: [Row] = []
    if marks, top > 0 {
      result.append(mark(above: true, hidden: top, interior: interior, wording: wording))
    }
    result += list[visible]
    // A focus cut short ends in an ellipsis (never on its first row: the
    // field's box or the action's number).
    let last = visible.upperBound - 1
    if visible.upperBound < focus.upperBound, last > focus.lowerBound, !result.isEmpty {
      result[result.count - 1] = ellipsized(list[last], interior: interior)
    }
    if marks, visible.upperBound < count {
      result.append(
        mark(
          above: false, hidden: count - visible.upperBound, interior: interior, wording: wording))
    }
    return (result, top)
  }

  /// The row with an ellipsis after its text, its last span shortened
  /// when the ellipsis would not fit in `interior` columns.
  private func ellipsized(_ row: Row, interior: Int) -> Row {
    guard case .content(var spans, let cursor) = row, let lastSpan = spans.last else { return row }
    let before = spans.dropLast().reduce(0) { $0 + DisplayWidth.of($1.text) }
    spans[spans.count - 1].text = TextLayout.truncateTail(
      lastSpan.text + glyphs.ellipsis, width: max(interior - before, 1), ellipsis: glyphs.ellipsis)
    return .content(spans, cursor: cursor)
  }

  /// The dim mark for rows hidden above or below.
  private func mark(above: Bool, hidden: Int, interior: Int, wording: TerminalWording?) -> Row {
    let arrow = capabilities.unicode ? (above ? "▲" : "▼") : (above ? "^" : "v")
    let words = wording.map { " " + $0[above ? .moreAbove(hidden) : .moreBelow(hidden)] } ?? ""
    let count = wording.map { " " + $0.number(hidden) } ?? ""
    // On a narrow screen the words give way, then the count; the arrow stays.
    let text =
      interior >= 3 + DisplayWidth.of(words)
      ? arrow + words : interior >= 3 + DisplayWidth.of(count) ? arrow + count : arrow
    return .content([Span(interior >= 3 ? "  " : ""), Span(text, .dim)], cursor: nil)
  }

  /// A framed line of the dialog and its width in columns.
  private struct Line {
    var spans: [Span]
    var width: Int

    /// The same width with other spans.
    func with(_ spans: [Span]) -> Line { Line(spans: spans, width: width) }
  }

  /// The line cut to the screen's width: only a screen narrower than a
  /// box's borders needs it, and a line the terminal wrapped would push
  /// every row below it down.
  private func clipped(_ line: Line) -> [Span] {
    guard line.width > width else { return line.spans }
    var used = 0
    var result: [Span] = []
    for span in line.spans {
      let spanWidth = DisplayWidth.of(span.text)
      if used + spanWidth <= width {
        result.append(span)
        used += spanWidth
        continue
      }
      var cut = span
      cut.text = TextLayout.truncateTail(span.text, width: width - used, ellipsis: "")
      result.append(cut)
      break
    }
    return result
  }

  /// Puts the dialog's lines on a screen of `height` rows starting at `top`;
  /// on a screen too short for even the borders (the rows are fitted
  /// already), the top border gives way, then the bottom one.
  private func place(
    _ lines: [Line], top: Int, cursor: ScreenFrame.Position?, scrollOffset: Int
  ) -> ScreenFrame {
    var screen = Array(repeating: [Span](), count: height)
    let cut = lines.count > height ? 1 : 0
    let shift = cut > 0 ? 0 : top
    for (offset, line) in lines.dropFirst(cut).enumerated() where shift + offset < height {
      screen[shift + offset] = clipped(line)
    }
    let placedCursor = cursor.flatMap { position -> ScreenFrame.Position? in
      let row = position.row - cut + shift
      guard (0..<height).contains(row), position.column < width else { return nil }
      return ScreenFrame.Position(row: row, column: position.column)
    }
    return ScreenFrame(lines: screen, cursor: placedCursor, scrollOffset: scrollOffset)
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
