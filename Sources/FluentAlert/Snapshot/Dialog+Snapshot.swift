internal import FluentAlertText

extension Dialog: CustomStringConvertible {
  /// The deterministic text form of the description, one fact per line.
  ///
  /// The text is platform-independent, ordered as the dialog is drawn, and
  /// injective: two dialogs are equal exactly when their snapshots are equal
  /// (provided `String(describing:)` tells their keys apart). Fields at their
  /// default values are left out; every other field has its own line or
  /// token. Strings are quoted, with `\`, `"`, control characters, line
  /// separators and bidirectional controls escaped (`\n`, `\u{202E}`), so
  /// no string can break a line or reorder what follows it.
  ///
  /// ```text
  /// actionSheet "Ana"
  ///   message "What now?"
  ///   severity critical
  ///   icon system "person.crop.circle"
  ///   action 0 default "Follow" key follow
  ///   action 1 destructive "Mute" key mute
  ///   action 2 cancel "Cancel" key cancel
  ///   anchor rect(x: 10, y: 20, width: 44, height: 44)
  /// ```
  ///
  /// Complexity: O(*n*) in the total length of the dialog's strings; no
  /// reflection except `String(describing:)` for keys.
  public var snapshot: String {
    var writer = SnapshotWriter()
    writer.write(self)
    return writer.text
  }

  /// The snapshot text; see ``snapshot``.
  public var description: String { snapshot }
}

/// Writes the snapshot grammar into one growing string.
struct SnapshotWriter {
  /// The snapshot so far; the parts append to it.
  var text = ""

  mutating func write<Key>(_ dialog: Dialog<Key>) {
    text.reserveCapacity(64 + 48 * (dialog.actions.count + dialog.textFields.count))
    text.append(dialog.style.rawValue)
    if let title = dialog.title {
      text.append(" ")
      append(title)
    }
    if let message = dialog.message {
      line("message ")
      append(message)
    }
    if let severity = dialog.severity { line("severity \(severity.rawValue)") }
    if let icon = dialog.icon {
      line("icon")
      appendImage(icon)
    }
    if let style = dialog.titleStyle { appendStyle("title", style) }
    if let style = dialog.messageStyle { appendStyle("message", style) }
    let ownKeys = dialog.keyboard.ownKeys
    for (index, action) in dialog.actions.enumerated() {
      appendAction(index, action, ownKey: ownKeys[index])
    }
    if !dialog.hasDefaultAction { line("no default action") }
    for (index, field) in dialog.textFields.enumerated() { appendField(index, field) }
    for (index, control) in dialog.keyedControls.enumerated() { appendControl(index, control) }
    if let toggle = dialog.suppressionToggle {
      appendSuppressionToggle(title: toggle.title, isSuppressed: toggle.isSuppressed)
    }
    if let help = dialog.help {
      switch help {
      case .anchor(let anchor):
        line("help anchor ")
        quote(anchor)
      case .link(let address):
        line("help link ")
        quote(address)
      }
    }
    switch dialog.progress {
    case .indeterminate?: line("progress indeterminate")
    case .fraction(let value)?: line("progress \(value)")
    case nil: break
    }
    for accessory in dialog.accessories { appendAccessory(accessory) }
    if let anchor = dialog.anchor { appendAnchor(anchor) }
    if let autoDismiss = dialog.autoDismiss {
      line("auto-dismiss after ")
      text.append(DurationText.format(autoDismiss.delay))
      if let key = autoDismiss.key {
        text.append(" reporting ")
        text.append(SnapshotEscaping.key(key))
      }
    }
    if let identifier = dialog.accessibilityIdentifier {
      line("id ")
      quote(identifier)
    }
  }

  // MARK: - Parts

  private mutating func appendAction<Key>(
    _ index: Int, _ action: DialogAction<Key>, ownKey: DialogKeyEquivalent?
  ) {
    line("action \(index) \(action.role.rawValue) ")
    append(action.title)
    text.append(" key ")
    text.append(SnapshotEscaping.key(action.key))
    if action.isPreferred { text.append(" preferred") }
    if !action.isEnabled { text.append(" disabled") }
    if action.isChecked { text.append(" checked") }
    if action.keepsDialogOpen { text.append(" keeps-open") }
    if let equivalent = ownKey {
      text.append(" key-equivalent ")
      for (modifier, name) in DialogKeyEquivalent.Modifiers.named
      where equivalent.modifiers.contains(modifier) {
        text.append(name + "+")
      }
      switch equivalent.key {
      case .return: text.append("return")
      case .escape: text.append("escape")
      case .character(let character): quote(String(character))
      }
    }
    if let color = action.titleColor {
      text.append(" color ")
      appendColor(color)
    }
    if let image = action.image {
      text.append(" image")
      appendImage(image)
    }
    if let identifier = action.givenAccessibilityIdentifier {
      text.append(" id ")
      quote(identifier)
    }
  }

  private mutating func appendField<Key>(_ index: Int, _ field: DialogTextField<Key>) {
    line("text field \(index)")
    if let placeholder = field.placeholder {
      text.append(" placeholder ")
      append(placeholder)
    }
    if let label = field.label {
      text.append(" label ")
      append(label)
    }
    if !field.text.isEmpty {
      text.append(" text ")
      quote(field.text)
    }
    if field.isSecure { text.append(" secure") }
    if field.keyboard != .default { text.append(" keyboard \(field.keyboard.rawValue)") }
    if let contentType = field.contentType {
      text.append(" content ")
      quote(contentType.rawValue)
    }
    if let capitalization = field.capitalization {
      text.append(" capitalization \(capitalization.rawValue)")
    }
    if let autocorrection = field.autocorrection {
      text.append(autocorrection ? " autocorrection on" : " autocorrection off")
    }
    if let mode = field.clearButton { text.append(" clear button \(mode.rawValue)") }
    if let appearance = field.keyboardAppearance {
      text.append(" keyboard appearance \(appearance.rawValue)")
    }
    if let returnKey = field.returnKey { text.append(" return key \(returnKey.rawValue)") }
    if let maxLength = field.maxLength { text.append(" max length \(maxLength)") }
    if let identifier = field.accessibilityIdentifier {
      text.append(" id ")
      quote(identifier)
    }
    if let requirement = field.requirement {
      line("text field \(index) requires ")
      appendRule(requirement.rule)
      if let keys = requirement.gatedKeys {
        text.append(" gating [")
        text.append(keys.map { SnapshotEscaping.key($0) }.joined(separator: ", "))
        text.append("]")
      } else {
        text.append(" gating non-cancel")
      }
      if let message = requirement.message {
        text.append(" message ")
        append(message)
      }
    }
  }

  private mutating func appendRule(_ rule: TextRule) {
    switch rule {
    case .nonEmpty:
      text.append("nonEmpty")
    case .length(let range):
      text.append("length \(range.lowerBound)...\(range.upperBound)")
    case .matches(let pattern):
      text.append("matches ")
      quote(pattern)
    case .all(let rules):
      text.append("all(")
      for (index, rule) in rules.enumerated() {
        if index > 0 { text.append(", ") }
        appendRule(rule)
      }
      text.append(")")
    case .sameAs(let field):
      text.append("sameAs field \(field)")
    case .differentFrom(let field):
      text.append("differentFrom field \(field)")
    case .anyNonEmpty(let fields):
      text.append("anyNonEmpty fields [\(fields.map(String.init).joined(separator: ", "))]")
    case .number(let range):
      text.append("number \(range.lowerBound)...\(range.upperBound)")
    case .integer(let range):
      text.append("integer \(range.lowerBound)...\(range.upperBound)")
    }
  }

  private mutating func appendStyle(_ part: String, _ style: TextStyle) {
    line("\(part) style:")
    if style.isEmpty {
      text.append(" default")
      return
    }
    var separator = " "
    if let font = style.font {
      text.append(separator + "font ")
      separator = ", "
      switch font {
      case .system(let size, let weight):
        text.append("system \(Self.format(size)) \(weight.rawValue)")
      case .textStyle(let style):
        text.append("textStyle \(style.rawValue)")
      case .custom(let name, let size):
        text.append("custom ")
        quote(name)
        text.append(" \(Self.format(size))")
      }
    }
    if let color = style.color {
      text.append(separator + "color ")
      separator = ", "
      appendColor(color)
    }
    if let maxLines = style.maxLines {
      text.append(separator + "max lines \(maxLines)")
      separator = ", "
    }
    if let mode = style.lineBreakMode {
      text.append(separator + "line break \(mode.rawValue)")
      separator = ", "
    }
    if let alignment = style.alignment {
      text.append(separator + "alignment \(alignment.rawValue)")
    }
  }

  private mutating func appendColor(_ color: DialogColor) {
    switch color.representation {
    case .rgba(let red, let green, let blue, let alpha):
      let components = [red, green, blue, alpha]
      // Components are clamped to 0...1, so adding one half and truncating
      // rounds to the nearest byte without libm's `round` (FluentAlert links
      // no libm on Linux: `rounded()` there is an undefined reference).
      let bytes = components.map { Double(Int($0 * 255 + 0.5)) }
      if zip(components, bytes).allSatisfy({ $1 / 255 == $0 }) {
        text.append("#")
        for byte in bytes.prefix(alpha == 1 ? 3 : 4) {
          let hex = String(UInt8(byte), radix: 16, uppercase: true)
          if hex.count == 1 { text.append("0") }
          text.append(hex)
        }
      } else {
        text.append("rgba(\(components.map(Self.format).joined(separator: ", ")))")
      }
    case .system(let name):
      text.append("system \(name.rawValue)")
    case .asset(let name):
      text.append("asset ")
      quote(name)
    }
  }

  /// ` system "name"`, ` asset "name"`, ` file "file:///…"` or
  /// ` data 2048 bytes fnv1a 0123456789abcdef` (a digest, so that two
  /// images differ in the snapshot when their bytes do).
  private mutating func appendImage(_ image: DialogImage) {
    switch image {
    case .system(let name):
      text.append(" system ")
      quote(name)
    case .asset(let name):
      text.append(" asset ")
      quote(name)
    case .file(let url):
      text.append(" file ")
      quote(url.absoluteString)
    case .data(let data):
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in data { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
      let hex = String(digest, radix: 16)
      text.append(
        " data \(data.count) bytes fnv1a " + String(repeating: "0", count: 16 - hex.count) + hex)
    }
  }

  private mutating func appendAnchor(_ anchor: PopoverAnchor) {
    line("anchor ")
    switch anchor {
    case .rect(let x, let y, let width, let height):
      text.append(
        "rect(x: \(Self.format(x)), y: \(Self.format(y)), "
          + "width: \(Self.format(width)), height: \(Self.format(height)))")
    case .view(let identifier):
      text.append("view ")
      quote(identifier)
    case .barButtonItem(let identifier):
      text.append("barButtonItem ")
      quote(identifier)
    case .center:
      text.append("center")
    }
  }

  /// A localization key is quoted (`"Save"`), followed by what else it
  /// holds (`arguments(3, "Ana") table "Alerts" comment "…"`); verbatim text
  /// is marked (`verbatim("Ana")`), so the two never read alike.
  mutating func append(_ dialogText: DialogText) {
    switch dialogText.content {
    case .verbatim(let string):
      text.append("verbatim(")
      quote(string)
      text.append(")")
    case .localized(let key, let table, let bundle, let comment, let defaultValue):
      quote(key.format)
      if !key.formatArguments.isEmpty {
        text.append(" arguments(")
        for (index, argument) in key.formatArguments.enumerated() {
          if index > 0 { text.append(", ") }
          switch argument {
          case .string(let string): quote(string)
          case .integer(let integer): text.append(String(integer))
          case .double(let double): text.append(String(double))
          }
        }
        text.append(")")
      }
      if let table {
        text.append(" table ")
        quote(table)
      }
      switch bundle {
      case .main: break
      case .identifier(let identifier):
        text.append(" bundle id ")
        quote(identifier)
      case .path(let path):
        text.append(" bundle path ")
        quote(path)
      }
      if let comment {
        text.append(" comment ")
        quote(comment)
      }
      if let defaultValue {
        text.append(" default ")
        quote(defaultValue)
      }
    }
  }

  // MARK: - Primitives

  mutating func line(_ start: String) {
    text.append("\n  ")
    text.append(start)
  }

  mutating func quote(_ string: String) {
    text.append("\"")
    TextEscaping.appendEscaped(string, to: &text)
    text.append("\"")
  }

  /// Integral values without a fraction (`17`), others in Swift's shortest
  /// round-tripping form (`17.5`), so distinct values print distinctly.
  static func format(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, Double(Int64(value)) == value {
      return String(Int64(value))
    }
    return String(value)
  }
}
