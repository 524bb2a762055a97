import FluentAlert
import Foundation

extension DialogGenerator {
  /// Every "one field changed" variant of a dialog.
  ///
  /// Each result differs from `dialog` in exactly one field (or, for the
  /// action and text field lists, by one element added, removed or moved),
  /// and every field of every kind is changed at least once: style, title
  /// and message (verbatim and localized key, table, bundle and default
  /// value), both text styles attribute by attribute, each action's title,
  /// role, key, flags, colour, image and identifier, each text field's
  /// settings and requirement (rule, nested rules, gated keys), the anchor,
  /// the auto-dismiss delay and key, and the accessibility identifier.
  /// Results may be invalid; they are meant for equality and snapshot laws.
  ///
  /// - Parameter dialog: The dialog to vary.
  /// - Returns: The variants, each labelled with the changed field's path.
  public static func mutations(of dialog: Dialog<GenKey>) -> [DialogMutation] {
    var result: [DialogMutation] = []
    let parts = DialogParts(dialog)
    func add<T>(
      _ field: String, _ values: [(String, T)], _ set: (inout DialogParts<GenKey>, T) -> Void
    ) {
      for (suffix, value) in values {
        var copy = parts
        set(&copy, value)
        result.append(DialogMutation(field: field + suffix, dialog: copy.dialog))
      }
    }
    let otherStyle: DialogStyle = dialog.style == .alert ? .actionSheet : .alert
    add("style", [("", otherStyle)]) { $0.style = $1 }
    add("title", optional(dialog.title, texts, sample: .verbatim("T"))) { $0.title = $1 }
    add("message", optional(dialog.message, texts, sample: .verbatim("M"))) { $0.message = $1 }
    add("titleStyle", optional(dialog.titleStyle, styles, sample: TextStyle())) {
      $0.titleStyle = $1
    }
    add("messageStyle", optional(dialog.messageStyle, styles, sample: TextStyle())) {
      $0.messageStyle = $1
    }
    add("actions", list(dialog.actions, actions, sample: sampleAction)) { $0.actions = $1 }
    add("textFields", list(dialog.textFields, fields, sample: DialogTextField())) {
      $0.textFields = $1
    }
    add("anchor", optional(dialog.anchor, anchors, sample: .center)) { $0.anchor = $1 }
    let dismissSample = AutoDismiss<GenKey>(after: .seconds(1))
    add("autoDismiss", optional(dialog.autoDismiss, autoDismisses, sample: dismissSample)) {
      $0.autoDismiss = $1
    }
    add("accessibilityIdentifier", optional(dialog.accessibilityIdentifier, strings, sample: "i")) {
      $0.accessibilityIdentifier = $1
    }
    add("severity", optional(dialog.severity, cases, sample: .critical)) { $0.severity = $1 }
    add("icon", optional(dialog.icon, images, sample: .system("i"))) { $0.icon = $1 }
    add("suppressionToggle", optional(dialog.suppressionToggle, toggles, sample: .init())) {
      $0.suppressionToggle = $1
    }
    add("hasDefaultAction", [("", !dialog.hasDefaultAction)]) { $0.hasDefaultAction = $1 }
    let helps: (DialogHelp) -> Variants<DialogHelp> = { help in
      switch help {
      case .anchor(let value):
        [(" kind", .link("https://example.com/" + value)), (".value", .anchor(value + "-2"))]
      case .link(let value): [(" kind", .anchor("help")), (".value", .link(value + "/more"))]
      }
    }
    add("help", optional(dialog.help, helps, sample: .link("https://example.org"))) {
      $0.help = $1
    }
    let progresses: (DialogProgress) -> Variants<DialogProgress> = { progress in
      switch progress {
      case .indeterminate: [(" kind", .fraction(0.5))]
      case .fraction(let value):
        [(" kind", .indeterminate), (".fraction", .fraction(value + 0.25))]
      }
    }
    add("progress", optional(dialog.progress, progresses, sample: .indeterminate)) {
      $0.progress = $1
    }
    let accessories: (DialogAccessory) -> Variants<DialogAccessory> = { accessory in
      switch accessory {
      case .lines(let lines):
        [(" kind", .footnote("F")), (".lines", .lines(lines + [.verbatim("L")]))]
      case .link(let text, let address):
        [(" kind", .lines(["L"])), (".address", .link(text, address: address + "/more"))]
      case .footnote(let text):
        [(" kind", .link(text, address: "https://example.com")), (".text", .footnote("F2"))]
      }
    }
    add("accessories", list(dialog.accessories, accessories, sample: .footnote("F"))) {
      $0.accessories = $1
    }
    let controls: (DialogControl<GenKey>) -> Variants<DialogControl<GenKey>> = { control in
      switch control {
      case .toggle(let title, let key, let isOn, let gates):
        [
          (" kind", .choice(title, key: key, options: [])),
          (".title", .toggle(.verbatim("T2"), key: key, isOn: isOn, gates: gates)),
          (".key", .toggle(title, key: GenKey("k2"), isOn: isOn, gates: gates)),
          (".isOn", .toggle(title, key: key, isOn: !isOn, gates: gates)),
          (".gates", .toggle(title, key: key, isOn: isOn, gates: gates + [GenKey("g2")])),
        ]
      case .choice(let title, let key, let options, let selected, let gates):
        [
          (" kind", .toggle(title ?? "T", key: key)),
          (
            ".title",
            .choice(
              title == nil ? "T" : nil, key: key, options: options,
              selected: selected, gates: gates)
          ),
          (
            ".options",
            .choice(
              title, key: key, options: options + [(GenKey("o2"), "O")],
              selected: selected, gates: gates)
          ),
          (
            ".selected",
            .choice(
              title, key: key, options: options,
              selected: selected == nil ? GenKey("o2") : nil, gates: gates)
          ),
        ]
      case .suppressionToggle:
        []
      }
    }
    add("controls", list(dialog.keyedControls, controls, sample: .toggle("C", key: GenKey("c9")))) {
      $0.controls = $1
    }
    return result
  }

  /// One random "one field changed" variant of a dialog.
  ///
  /// - Parameters:
  ///   - dialog: The dialog to vary.
  ///   - rng: The source of randomness.
  /// - Returns: One of ``mutations(of:)``.
  public static func mutation<R: RandomNumberGenerator>(
    of dialog: Dialog<GenKey>, using rng: inout R
  ) -> DialogMutation {
    mutations(of: dialog).randomElement(using: &rng)!
  }

  // MARK: - Variants of each field type

  typealias Variants<T> = [(String, T)]

  static let sampleAction = DialogAction<GenKey>(title: "New", key: "new key")

  static func optional<T>(_ value: T?, _ vary: (T) -> Variants<T>, sample: T) -> Variants<T?> {
    guard let value else { return [("", sample)] }
    return [(" removed", nil)] + vary(value).map { ($0.0, $0.1) }
  }

  static func list<T: Equatable>(_ values: [T], _ vary: (T) -> Variants<T>, sample: T) -> Variants<
    [T]
  > {
    var result: Variants<[T]> = [(" appended", values + [sample])]
    for index in values.indices {
      var removed = values
      removed.remove(at: index)
      result.append(("[\(index)] removed", removed))
      for (suffix, value) in vary(values[index]) {
        var changed = values
        changed[index] = value
        result.append(("[\(index)]\(suffix)", changed))
      }
    }
    if Array(values.reversed()) != values {
      result.append((" reversed", values.reversed()))
    }
    return result
  }

  static func strings(_ value: String) -> Variants<String> {
    var result: Variants<String> = [("", value + "x"), ("", value + "\u{1B}")]
    if !value.isEmpty { result.append(("", String(value.dropLast()))) }
    return result
  }

  static func bools(_ value: Bool) -> Variants<Bool> { [("", !value)] }

  static func cases<T: CaseIterable & Equatable>(_ value: T) -> Variants<T> {
    T.allCases.filter { $0 != value }.map { ("", $0) }
  }

  static func ints(_ value: Int) -> Variants<Int> {
    var result: Variants<Int> = []
    if value < .max { result.append(("", value + 1)) }
    if value > .min { result.append(("", value - 1)) }
    return result
  }

  static func doubles(_ value: Double) -> Variants<Double> {
    if value.isNaN { return [("", 1)] }
    if value.isInfinite { return [("", 0), ("", -value)] }
    var result: Variants<Double> = [("", value.nextUp)]
    if value + 1 != value { result.append(("", value + 1)) }
    return result
  }

  static func keys(_ key: GenKey) -> Variants<GenKey> {
    strings(key.name).map { ($0.0, GenKey($0.1)) }
  }

  static func texts(_ text: DialogText) -> Variants<DialogText> {
    switch text.content {
    case .verbatim(let string):
      return strings(string).map { (".verbatim", .verbatim($0.1)) }
        + [(" as localized", .localized(TextKey(string)))]
    case .localized(let key, let table, let bundle, let comment, let defaultValue):
      func localized(
        _ key: TextKey, _ table: String?, _ bundle: TextBundle, _ comment: String?,
        _ defaultValue: String?
      ) -> DialogText {
        .localized(key, table: table, bundle: bundle, comment: comment, defaultValue: defaultValue)
      }
      var result: Variants<DialogText> = [(" as verbatim", .verbatim(key.format))]
      // A format keeps its specifiers: only what is before them changes.
      let formats =
        key.arguments.isEmpty
        ? strings(key.format) : [("", "x" + key.format), ("", "\u{1B}" + key.format)]
      for (_, value) in formats {
        result.append(
          (
            ".key",
            localized(
              TextKey(value, arguments: key.arguments), table, bundle, comment,
              defaultValue)
          ))
      }
      for (_, value) in textArguments(key.arguments) {
        result.append(
          (
            ".arguments",
            localized(
              TextKey(key.format, arguments: value), table, bundle, comment,
              defaultValue)
          ))
      }
      for (_, value) in optional(table, strings, sample: "Table") {
        result.append((".table", localized(key, value, bundle, comment, defaultValue)))
      }
      for (_, value) in bundles(bundle) {
        result.append((".bundle", localized(key, table, value, comment, defaultValue)))
      }
      for (_, value) in optional(comment, strings, sample: "Comment") {
        result.append((".comment", localized(key, table, bundle, value, defaultValue)))
      }
      func prefixed(_ format: String) -> Variants<String> {
        [("", "x" + format), ("", "\u{1B}" + format)]
      }
      let defaults: (String) -> Variants<String> = key.arguments.isEmpty ? strings : prefixed
      for (_, value) in optional(defaultValue, defaults, sample: "Default") {
        result.append((".defaultValue", localized(key, table, bundle, comment, value)))
      }
      return result
    }
  }

  /// Arguments one step away: each changed in value, keeping its kind (so
  /// the format still fits).
  static func textArguments(_ arguments: [TextArgument]) -> Variants<[TextArgument]> {
    var result: Variants<[TextArgument]> = []
    for (index, argument) in arguments.enumerated() {
      let changed: [TextArgument] =
        switch argument {
        case .string(let string): strings(string).map { .string($0.1) }
        case .integer(let integer): ints(integer).map { .integer($0.1) }
        case .double(let double): doubles(double).map { .double($0.1) }
        }
      for value in changed {
        var copy = arguments
        copy[index] = value
        result.append(("", copy))
      }
    }
    return result
  }

  static func bundles(_ bundle: TextBundle) -> Variants<TextBundle> {
    switch bundle {
    case .main:
      return [("", .identifier("main")), ("", .path("main"))]
    case .identifier(let name):
      return [("", .main), ("", .path(name))] + strings(name).map { ("", .identifier($0.1)) }
    case .path(let path):
      return [("", .main), ("", .identifier(path))] + strings(path).map { ("", .path($0.1)) }
    }
  }

  static func styles(_ style: TextStyle) -> Variants<TextStyle> {
    var result: Variants<TextStyle> = []
    for (_, font) in optional(style.font, fonts, sample: .textStyle(.body)) {
      result.append(
        (
          ".font",
          TextStyle(
            font: font, color: style.color, maxLines: style.maxLines,
            lineBreakMode: style.lineBreakMode, alignment: style.alignment)
        ))
    }
    for (_, color) in optional(style.color, colors, sample: .system(.red)) {
      result.append(
        (
          ".color",
          TextStyle(
            font: style.font, color: color, maxLines: style.maxLines,
            lineBreakMode: style.lineBreakMode, alignment: style.alignment)
        ))
    }
    for (_, lines) in optional(style.maxLines, ints, sample: 2) {
      result.append(
        (
          ".maxLines",
          TextStyle(
            font: style.font, color: style.color, maxLines: lines,
            lineBreakMode: style.lineBreakMode, alignment: style.alignment)
        ))
    }
    for (_, mode) in optional(style.lineBreakMode, cases, sample: .byClipping) {
      result.append(
        (
          ".lineBreakMode",
          TextStyle(
            font: style.font, color: style.color, maxLines: style.maxLines, lineBreakMode: mode,
            alignment: style.alignment)
        ))
    }
    for (_, alignment) in optional(style.alignment, cases, sample: .center) {
      result.append(
        (
          ".alignment",
          TextStyle(
            font: style.font, color: style.color, maxLines: style.maxLines,
            lineBreakMode: style.lineBreakMode, alignment: alignment)
        ))
    }
    return result
  }

  static func fonts(_ font: DialogFont) -> Variants<DialogFont> {
    switch font {
    case .system(let size, let weight):
      return doubles(size).map { (" size", .system(size: $0.1, weight: weight)) }
        + cases(weight).map { (" weight", .system(size: size, weight: $0.1)) }
        + [(" kind", .custom(name: "System", size: size))]
    case .textStyle(let style):
      return cases(style).map { ("", .textStyle($0.1)) } + [(" kind", .system(size: 17))]
    case .custom(let name, let size):
      return strings(name).map { (" name", .custom(name: $0.1, size: size)) }
        + doubles(size).map { (" size", .custom(name: name, size: $0.1)) }
        + [(" kind", .system(size: size))]
    }
  }

  static func colors(_ color: DialogColor) -> Variants<DialogColor> {
    switch color.representation {
    case .rgba(let red, let green, let blue, let alpha):
      var result: Variants<DialogColor> = [(" kind", .system(.blue)), (" kind", .asset("C"))]
      result += components(red).map {
        (".red", .rgba(red: $0, green: green, blue: blue, alpha: alpha))
      }
      result += components(green).map {
        (".green", .rgba(red: red, green: $0, blue: blue, alpha: alpha))
      }
      result += components(blue).map {
        (".blue", .rgba(red: red, green: green, blue: $0, alpha: alpha))
      }
      result += components(alpha).map {
        (".alpha", .rgba(red: red, green: green, blue: blue, alpha: $0))
      }
      return result
    case .system(let name):
      return cases(name).map { ("", .system($0.1)) } + [(" kind", .asset(name.rawValue))]
    case .asset(let name):
      return strings(name).map { ("", .asset($0.1)) } + [
        (" kind", .rgba(red: 0, green: 0, blue: 0))
      ]
    }
  }

  /// Other values in 0...1: a neighbouring byte value and a non-byte value.
  static func components(_ value: Double) -> [Double] {
    let candidates = [value + 1.0 / 255, value - 1.0 / 255, 0.123_456_789, 0.987_654_321]
    return candidates.filter { $0 >= 0 && $0 <= 1 && $0 != value }.prefix(3).map { $0 }
  }

  static func actions(_ action: DialogAction<GenKey>) -> Variants<DialogAction<GenKey>> {
    let parts = ActionParts(action)
    var result: Variants<DialogAction<GenKey>> = []
    func add<T>(
      _ field: String, _ values: Variants<T>, _ set: (inout ActionParts<GenKey>, T) -> Void
    ) {
      for (suffix, value) in values {
        var copy = parts
        set(&copy, value)
        result.append((".\(field)\(suffix)", copy.action))
      }
    }
    add("title", texts(action.title)) { $0.title = $1 }
    add("role", cases(action.role)) { $0.role = $1 }
    add("key", keys(action.key)) { $0.key = $1 }
    add("isEnabled", bools(action.isEnabled)) { $0.isEnabled = $1 }
    add("isPreferred", bools(action.isPreferred)) { $0.isPreferred = $1 }
    add("titleColor", optional(action.titleColor, colors, sample: .system(.red))) {
      $0.titleColor = $1
    }
    add("image", optional(action.image, images, sample: .system("star"))) { $0.image = $1 }
    add("isChecked", bools(action.isChecked)) { $0.isChecked = $1 }
    add("keepsDialogOpen", bools(action.keepsDialogOpen)) { $0.keepsDialogOpen = $1 }
    add("keyEquivalent", optional(action.keyEquivalent, keyEquivalents, sample: .return)) {
      $0.keyEquivalent = $1
    }
    add(
      "accessibilityIdentifier",
      optional(action.settings.accessibilityIdentifier, strings, sample: "a")
    ) {
      $0.accessibilityIdentifier = $1
    }
    return result
  }

  static func keyEquivalents(_ equivalent: DialogKeyEquivalent) -> Variants<DialogKeyEquivalent> {
    let otherKey: DialogKeyEquivalent.Key = equivalent.key == .escape ? .return : .escape
    return [
      (".key", DialogKeyEquivalent(otherKey, modifiers: equivalent.modifiers)),
      (".modifiers", DialogKeyEquivalent(equivalent.key, modifiers: [.command, .shift])),
      (".character", DialogKeyEquivalent(.character("x"), modifiers: equivalent.modifiers)),
    ].filter { $0.1 != equivalent }
  }

  static func toggles(_ toggle: SuppressionToggle) -> Variants<SuppressionToggle> {
    optional(toggle.title, texts, sample: .verbatim("S")).map {
      (".title" + $0.0, SuppressionToggle(title: $0.1, isSuppressed: toggle.isSuppressed))
    } + [
      (".isSuppressed", SuppressionToggle(title: toggle.title, isSuppressed: !toggle.isSuppressed))
    ]
  }

  static func images(_ image: DialogImage) -> Variants<DialogImage> {
    switch image {
    case .system(let name):
      return strings(name).map { ("", .system($0.1)) } + [(" kind", .asset(name))]
    case .asset(let name):
      return strings(name).map { ("", .asset($0.1)) } + [(" kind", .system(name))]
    case .file(let url):
      return [
        ("", .file(url.appendingPathExtension("png"))), (" kind", .data(Data(url.path.utf8))),
      ]
    case .data(let data):
      return [("", .data(data + [0])), (" kind", .file(URL(filePath: "/tmp/icon.png")))]
    }
  }

  static func fields(_ field: DialogTextField<GenKey>) -> Variants<DialogTextField<GenKey>> {
    let parts = FieldParts(field)
    var result: Variants<DialogTextField<GenKey>> = []
    func add<T>(_ name: String, _ values: Variants<T>, _ set: (inout FieldParts<GenKey>, T) -> Void)
    {
      for (suffix, value) in values {
        var copy = parts
        set(&copy, value)
        result.append((".\(name)\(suffix)", copy.field))
      }
    }
    add("placeholder", optional(field.placeholder, texts, sample: "P")) { $0.placeholder = $1 }
    add("label", optional(field.label, texts, sample: "L")) { $0.label = $1 }
    add("text", strings(field.text)) { $0.text = $1 }
    add("isSecure", bools(field.isSecure)) { $0.isSecure = $1 }
    add("keyboard", cases(field.keyboard)) { $0.keyboard = $1 }
    add("contentType", optional(field.contentType, cases, sample: .password)) {
      $0.contentType = $1
    }
    add("capitalization", optional(field.capitalization, cases, sample: .words)) {
      $0.capitalization = $1
    }
    add("autocorrection", optional(field.autocorrection, bools, sample: true)) {
      $0.autocorrection = $1
    }
    add("clearButton", optional(field.clearButton, cases, sample: .always)) {
      $0.clearButton = $1
    }
    add("keyboardAppearance", optional(field.keyboardAppearance, cases, sample: .dark)) {
      $0.keyboardAppearance = $1
    }
    add("returnKey", optional(field.returnKey, cases, sample: .done)) { $0.returnKey = $1 }
    let limits: (Int) -> Variants<Int> = { [(" grown", $0 + 1), (" shrunk", $0 - 1)] }
    add("maxLength", optional(field.maxLength, limits, sample: 12)) { $0.maxLength = $1 }
    add("accessibilityIdentifier", optional(field.accessibilityIdentifier, strings, sample: "f")) {
      $0.accessibilityIdentifier = $1
    }
    let sample = TextRequirement<GenKey>(.nonEmpty)
    add("requirement", optional(field.requirement, requirements, sample: sample)) {
      $0.requirement = $1
    }
    return result
  }

  static func requirements(_ requirement: TextRequirement<GenKey>) -> Variants<
    TextRequirement<GenKey>
  > {
    let gates = requirement.gatedKeys
    let message = requirement.message
    var result = rules(requirement.rule).map {
      (".rule\($0.0)", TextRequirement($0.1, gates: gates, message: message))
    }
    for (suffix, keys) in optional(gates, { list($0, keys, sample: "gated") }, sample: []) {
      result.append(
        (".gatedKeys\(suffix)", TextRequirement(requirement.rule, gates: keys, message: message)))
    }
    for (suffix, text) in optional(message, texts, sample: "M") {
      result.append(
        (".message\(suffix)", TextRequirement(requirement.rule, gates: gates, message: text)))
    }
    return result
  }

  static func rules(_ rule: TextRule) -> Variants<TextRule> {
    switch rule {
    case .nonEmpty:
      return [(" kind", .length(0...1)), (" kind", .matches(".+")), (" kind", .all([.nonEmpty]))]
    case .length(let range):
      var result: Variants<TextRule> = [(" kind", .nonEmpty)]
      if range.upperBound < .max {
        result.append((".upper", .length(range.lowerBound...(range.upperBound + 1))))
      }
      if range.lowerBound > .min {
        result.append((".lower", .length((range.lowerBound - 1)...range.upperBound)))
      }
      return result
    case .matches(let pattern):
      return strings(pattern).map { (".pattern", .matches($0.1)) } + [(" kind", .nonEmpty)]
    case .all(let rules):
      return list(rules, self.rules, sample: .nonEmpty).map { ($0.0, .all($0.1)) }
        + [(" kind", .nonEmpty)]
    case .sameAs(let field):
      return [(".field", .sameAs(field: field + 1)), (" kind", .differentFrom(field: field))]
    case .differentFrom(let field):
      return [(".field", .differentFrom(field: field + 1)), (" kind", .sameAs(field: field))]
    case .anyNonEmpty(let fields):
      return list(fields, { [(".field", $0 + 1)] }, sample: 0).map {
        ($0.0, .anyNonEmpty(fields: $0.1))
      } + [(" kind", .nonEmpty)]
    case .number(let range):
      var result: Variants<TextRule> = [(" kind", .integer(in: 0...1))]
      if range.upperBound.isFinite {
        result.append((".upper", .number(in: range.lowerBound...(range.upperBound + 1))))
      }
      if range.lowerBound.isFinite {
        result.append((".lower", .number(in: (range.lowerBound - 1)...range.upperBound)))
      }
      return result
    case .integer(let range):
      var result: Variants<TextRule> = [(" kind", .number(in: 0...1))]
      if range.upperBound < .max {
        result.append((".upper", .integer(in: range.lowerBound...(range.upperBound + 1))))
      }
      return result
    }
  }

  static func anchors(_ anchor: PopoverAnchor) -> Variants<PopoverAnchor> {
    switch anchor {
    case .rect(let x, let y, let width, let height):
      var result: Variants<PopoverAnchor> = [(" kind", .center)]
      result += doubles(x).map { (".x", .rect(x: $0.1, y: y, width: width, height: height)) }
      result += doubles(y).map { (".y", .rect(x: x, y: $0.1, width: width, height: height)) }
      result += doubles(width).map { (".width", .rect(x: x, y: y, width: $0.1, height: height)) }
      result += doubles(height).map { (".height", .rect(x: x, y: y, width: width, height: $0.1)) }
      return result
    case .view(let identifier):
      return strings(identifier).map { ("", .view(identifier: $0.1)) }
        + [(" kind", .barButtonItem(identifier: identifier))]
    case .barButtonItem(let identifier):
      return strings(identifier).map { ("", .barButtonItem(identifier: $0.1)) }
        + [(" kind", .view(identifier: identifier))]
    case .center:
      return [
        (" kind", .view(identifier: "center")), (" kind", .rect(x: 0, y: 0, width: 0, height: 0)),
      ]
    }
  }

  static func autoDismisses(_ dismiss: AutoDismiss<GenKey>) -> Variants<AutoDismiss<GenKey>> {
    let delays: Variants<Duration> = [
      ("", dismiss.delay + .nanoseconds(1)), ("", dismiss.delay + .seconds(1)),
      ("", dismiss.delay + Duration(secondsComponent: 0, attosecondsComponent: 1)),
    ]
    return delays.map { (".delay", AutoDismiss(after: $0.1, reporting: dismiss.key)) }
      + optional(dismiss.key, keys, sample: "k").map {
        (".key\($0.0)", AutoDismiss(after: dismiss.delay, reporting: $0.1))
      }
  }
}
