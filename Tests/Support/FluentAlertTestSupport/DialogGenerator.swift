import FluentAlert
import Foundation

/// Builds seeded random dialogs that vary every field of ``FluentAlert/Dialog``.
///
/// By default the dialogs are small and valid: they have no problems at all
/// (no errors and no warnings), so a test can rely on `problems.isEmpty`.
/// With ``Validity/arbitrary`` any field may hold anything the types allow
/// (duplicate keys, NaN sizes, empty titles, negative delays, …).
///
/// ```swift
/// var rng = SeededGenerator(seed: 7)
/// let valid = Dialog<GenKey>.random(using: &rng)
/// let anything = DialogGenerator(validity: .arbitrary).dialog(using: &rng)
/// for mutation in DialogGenerator.mutations(of: valid) {
///   print(mutation.field)  // e.g. "actions[1].isEnabled"
/// }
/// ```
public struct DialogGenerator: Sendable {
  /// Which dialogs the generator may produce.
  public enum Validity: Sendable, Hashable {
    /// Dialogs with no problems (no errors, no warnings).
    case valid
    /// Dialogs with any field values, valid or not.
    case arbitrary
  }

  /// Whether generated dialogs must be free of problems.
  public var validity: Validity
  /// The most actions a generated dialog has.
  public var maxActions: Int
  /// The most text fields a generated dialog has.
  public var maxTextFields: Int

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - validity: `.valid` (the default) for problem-free dialogs,
  ///     `.arbitrary` for anything.
  ///   - maxActions: The most actions per dialog (at least 2 is used for
  ///     valid action sheets, which need a cancel and another action).
  ///   - maxTextFields: The most text fields per dialog.
  public init(validity: Validity = .valid, maxActions: Int = 4, maxTextFields: Int = 2) {
    self.validity = validity
    self.maxActions = max(maxActions, 0)
    self.maxTextFields = max(maxTextFields, 0)
  }

  private var isValid: Bool { validity == .valid }

  // MARK: - Dialogs

  /// A random dialog.
  ///
  /// - Parameter rng: The source of randomness; a ``SeededGenerator`` makes
  ///   the result reproducible.
  /// - Returns: A dialog; problem-free when ``validity`` is `.valid`.
  public func dialog<R: RandomNumberGenerator>(using rng: inout R) -> Dialog<GenKey> {
    isValid ? validDialog(&rng) : arbitraryDialog(&rng)
  }

  private func validDialog<R: RandomNumberGenerator>(_ rng: inout R) -> Dialog<GenKey> {
    let style: DialogStyle = Bool.random(using: &rng) ? .alert : .actionSheet
    var title = maybe(&rng) { text(&$0) }
    let message = maybe(&rng) { text(&$0) }
    if style == .alert && title == nil && message == nil { title = text(&rng) }
    let fieldCount = style == .alert ? Int.random(in: 0...maxTextFields, using: &rng) : 0
    let needsCancel = style == .actionSheet || Bool.random(using: &rng)
    var actions = validActions(needsCancel: needsCancel, style: style, &rng)
    var autoDismiss: AutoDismiss<GenKey>?
    if actions.isEmpty || Int.random(in: 0..<4, using: &rng) == 0 {
      autoDismiss = AutoDismiss(
        after: delay(&rng), reporting: actions.randomElement(using: &rng)?.key)
    } else {
      autoDismiss = nil
    }
    var fields: [DialogTextField<GenKey>] = []
    for index in 0..<fieldCount {
      fields.append(textField(index, actions: actions, &rng))
    }
    // A timeout reports only a key the user could tap.
    if let dismiss = autoDismiss, let key = dismiss.key,
      let action = actions.first(where: { $0.key == key }),
      !action.isEnabled || fields.contains(where: { $0.requirement?.gates(action) == true })
    {
      autoDismiss = AutoDismiss(after: dismiss.delay, reporting: nil)
    }
    if fields.contains(where: { $0.requirement != nil }) && !actions.contains(where: isOpenCancel) {
      actions.removeAll { $0.role == .cancel }
      actions.append(
        DialogAction(title: text(&rng), role: .cancel, key: GenKey("cancel-extra")))
    }
    // Styles are warnings where a platform draws plain text (SwiftUI, AppKit), so valid
    // dialogs have none; arbitrary ones do.
    return Dialog(
      style: style, title: title, message: message,
      actions: actions, textFields: fields,
      anchor: style == .actionSheet ? anchor(&rng) : maybe(&rng) { anchor(&$0) },
      autoDismiss: autoDismiss, accessibilityIdentifier: maybe(&rng) { identifier("dialog", &$0) },
      // A critical severity and an icon are warnings where a platform drops them.
      severity: maybe(&rng) { [.informational, .warning].randomElement(using: &$0)! })
  }

  private func isOpenCancel(_ action: DialogAction<GenKey>) -> Bool {
    action.role == .cancel && action.isEnabled
  }

  private func validActions<R: RandomNumberGenerator>(
    needsCancel: Bool, style: DialogStyle, _ rng: inout R
  ) -> [DialogAction<GenKey>] {
    // At least one action: an alert closed only by auto-dismiss is a warning
    // (SwiftUI adds its own OK button), and a valid sheet needs a non-cancel one.
    let lowest = needsCancel && style == .alert ? 0 : 1
    let others = Int.random(in: lowest...max(lowest, maxActions - 1), using: &rng)
    var actions: [DialogAction<GenKey>] = []
    let preferredIndex =
      style == .alert && Bool.random(using: &rng)
      ? Int.random(in: 0..<max(others, 1), using: &rng)
      : -1
    for index in 0..<others {
      let drawn: ActionRole = Bool.random(using: &rng) ? .default : .destructive
      // Before the preferred action only destructive ones, or AppKit, which puts the default
      // button first, would warn that it changes the order.
      let role: ActionRole = index < preferredIndex ? .destructive : drawn
      let preferred = index == preferredIndex
      actions.append(
        action(
          index, role: role, enabled: preferred || Bool.random(using: &rng),
          preferred: preferred, &rng))
    }
    if needsCancel {
      let cancel = action(actions.count, role: .cancel, enabled: true, preferred: false, &rng)
      actions.insert(cancel, at: Int.random(in: 0...actions.count, using: &rng))
    }
    if !actions.isEmpty && !actions.contains(where: \.isEnabled) {
      let first = actions[0]
      actions[0] = first.disabled(false)
    }
    return actions
  }

  private func arbitraryDialog<R: RandomNumberGenerator>(_ rng: inout R) -> Dialog<GenKey> {
    let count = Int.random(in: 0...maxActions, using: &rng)
    var actions: [DialogAction<GenKey>] = []
    for index in 0..<count {
      let role = ActionRole.allCases.randomElement(using: &rng)!
      actions.append(
        action(
          index, role: role, enabled: Int.random(in: 0..<4, using: &rng) != 0,
          preferred: Int.random(in: 0..<3, using: &rng) == 0, &rng))
    }
    var fields: [DialogTextField<GenKey>] = []
    for index in 0..<Int.random(in: 0...maxTextFields, using: &rng) {
      fields.append(textField(index, actions: actions, &rng))
    }
    let dismiss = maybe(&rng) { rng in
      AutoDismiss(
        after: delay(&rng), reporting: maybe(&rng) { key(Int.random(in: 0...9, using: &$0), &$0) })
    }
    let dialog = Dialog(
      style: DialogStyle.allCases.randomElement(using: &rng)!,
      title: maybe(&rng) { text(&$0) }, message: maybe(&rng) { text(&$0) },
      titleStyle: maybe(&rng) { textStyle(&$0) }, messageStyle: maybe(&rng) { textStyle(&$0) },
      actions: actions, textFields: fields,
      controls: controls(actions: actions, &rng)
        + (maybe(&rng) { rng in
          DialogControl.suppressionToggle(
            maybe(&rng) { text(&$0) }, isSuppressed: .random(using: &rng))
        }.map { [$0] } ?? []),
      anchor: maybe(&rng) { anchor(&$0) }, autoDismiss: dismiss,
      accessibilityIdentifier: maybe(&rng) { identifier("dialog", &$0) },
      severity: maybe(&rng) { AlertSeverity.allCases.randomElement(using: &$0)! },
      icon: maybe(&rng) { image(&$0) },
      hasDefaultAction: Int.random(in: 0..<4, using: &rng) != 0,
      help: help(&rng), progress: progress(&rng), accessories: accessories(&rng))
    // A view of the app's own, which only AppKit shows, on one arbitrary
    // dialog in ten.
    guard !isValid, Int.random(in: 0..<10, using: &rng) == 0 else { return dialog }
    return dialog.settingAccessoryView { GeneratedAccessoryView() }
  }

  /// Controls on one arbitrary dialog in four (a warning on UIKit and
  /// SwiftUI, so valid dialogs have none): toggles and choices whose keys
  /// sometimes clash with an action's or each other's, whose gates
  /// sometimes name no action, and choices sometimes without options or
  /// selecting a key none has.
  private func controls<R: RandomNumberGenerator>(
    actions: [DialogAction<GenKey>], _ rng: inout R
  ) -> [DialogControl<GenKey>] {
    guard Int.random(in: 0..<4, using: &rng) == 0 else { return [] }
    return (0..<Int.random(in: 1...2, using: &rng)).map { index in
      let clash = Int.random(in: 0..<6, using: &rng) == 0
      let key =
        clash ? (actions.randomElement(using: &rng)?.key ?? GenKey("c")) : GenKey("c\(index)")
      var gates = actions.map(\.key).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
      if Int.random(in: 0..<6, using: &rng) == 0 { gates.append(GenKey("nowhere")) }
      if Bool.random(using: &rng) {
        return .toggle(text(&rng), key: key, isOn: .random(using: &rng), gates: gates)
      }
      let options = (0..<Int.random(in: 0...3, using: &rng)).map { option in
        (key: GenKey("c\(index)-\(option)"), title: text(&rng))
      }
      let selected =
        Int.random(in: 0..<6, using: &rng) == 0
        ? GenKey("unknown") : options.randomElement(using: &rng)?.key
      return .choice(
        maybe(&rng) { text(&$0) }, key: key, options: options, selected: selected, gates: gates)
    }
  }

  /// Accessories on one dialog in five: one or two lists, links or
  /// footnotes (arbitrary dialogs sometimes an empty list or a link that
  /// names no scheme).
  private func accessories<R: RandomNumberGenerator>(_ rng: inout R) -> [DialogAccessory] {
    guard Int.random(in: 0..<5, using: &rng) == 0 else { return [] }
    return (0..<Int.random(in: 1...2, using: &rng)).map { _ in
      let word = Self.words.randomElement(using: &rng)!
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        let count = Int.random(in: (isValid ? 1 : 0)...3, using: &rng)
        return .lines((0..<count).map { _ in text(&rng) })
      case 1:
        let scheme = isValid || Bool.random(using: &rng) ? "https://" : ""
        return .link(text(&rng), address: "\(scheme)example.com/\(word)")
      default:
        return .footnote(text(&rng))
      }
    }
  }

  /// Progress on one dialog in five: indeterminate or a fraction (arbitrary
  /// dialogs sometimes one outside 0...1).
  private func progress<R: RandomNumberGenerator>(_ rng: inout R) -> DialogProgress? {
    guard Int.random(in: 0..<5, using: &rng) == 0 else { return nil }
    if Bool.random(using: &rng) { return .indeterminate }
    let eighths = Int.random(in: (isValid ? 0 : -2)...(isValid ? 8 : 10), using: &rng)
    return .fraction(Double(eighths) / 8)
  }

  /// Help on one dialog in four: an anchor or a link, each of the words.
  private func help<R: RandomNumberGenerator>(_ rng: inout R) -> DialogHelp? {
    guard Int.random(in: 0..<4, using: &rng) == 0 else { return nil }
    let word = Self.words.randomElement(using: &rng)!
    return Bool.random(using: &rng) ? .anchor(word) : .link("https://example.com/\(word)")
  }

  // MARK: - Parts

  private func action<R: RandomNumberGenerator>(
    _ index: Int, role: ActionRole, enabled: Bool, preferred: Bool, _ rng: inout R
  ) -> DialogAction<GenKey> {
    let title = text(&rng)
    let key = key(index, &rng)
    var settings = ActionSettings()
    settings.isEnabled = enabled
    settings.isPreferred = preferred
    settings.titleColor = maybe(&rng) { color(&$0) }
    settings.image = maybe(&rng) { image(&$0) }
    // Checked actions are warnings where a platform has no checkmark.
    settings.isChecked = !isValid && Int.random(in: 0..<4, using: &rng) == 0
    // So are actions that keep the dialog open; a kept-open cancel is an error.
    settings.keepsDialogOpen = !isValid && Int.random(in: 0..<5, using: &rng) == 0
    // Key equivalents UIKit cannot set are warnings too; among few letters some clash.
    settings.keyEquivalent = isValid ? nil : maybe(&rng) { keyEquivalent(&$0) }
    settings.accessibilityIdentifier = maybe(&rng) { identifier("action\(index)", &$0) }
    return DialogAction(title: title, role: role, key: key, settings: settings)
  }

  private func key<R: RandomNumberGenerator>(_ index: Int, _ rng: inout R) -> GenKey {
    let base = Self.keyNames.randomElement(using: &rng)!
    // Valid dialogs need distinct keys; arbitrary ones often share one.
    if isValid { return GenKey("\(base)\(index)") }
    return Bool.random(using: &rng) ? GenKey(base) : GenKey("\(base)\(index)")
  }

  private func textField<R: RandomNumberGenerator>(
    _ index: Int, actions: [DialogAction<GenKey>], _ rng: inout R
  ) -> DialogTextField<GenKey> {
    let requirement = maybe(&rng) { rng in
      TextRequirement(
        rule(depth: 2, field: index, &rng), gates: gates(actions, &rng),
        message: maybe(&rng) { text(&$0) })
    }
    let secure = Bool.random(using: &rng)
    // Secure entry never autocorrects, so valid secure fields do not ask for it; valid fields
    // ask for no setting a platform would drop with a warning.
    let autocorrection = maybe(&rng) { Bool.random(using: &$0) && (!secure || !isValid) }
    var settings = TextFieldSettings(placeholder: maybe(&rng) { text(&$0) })
    settings.text = Bool.random(using: &rng) ? "" : string(&rng)
    settings.isSecure = secure
    settings.keyboard = KeyboardKind.allCases.randomElement(using: &rng)!
    settings.contentType = maybe(&rng) { Self.contentTypes.randomElement(using: &$0)! }
    settings.capitalization = maybe(&rng) { TextCapitalization.allCases.randomElement(using: &$0)! }
    settings.autocorrection = autocorrection
    settings.clearButton = maybe(&rng) {
      isValid ? .never : ClearButtonMode.allCases.randomElement(using: &$0)!
    }
    settings.keyboardAppearance = maybe(&rng) {
      isValid ? .default : KeyboardAppearance.allCases.randomElement(using: &$0)!
    }
    let returnKey = maybe(&rng) { ReturnKey.allCases.randomElement(using: &$0)! }
    settings.returnKey = isValid ? nil : returnKey
    if Int.random(in: 0..<4, using: &rng) == 0 {
      // A valid limit leaves room for the initial text and what the requirement needs.
      let room = max(1, settings.text.count, requirement?.rule.fewestCharacters ?? 0)
      settings.maxLength =
        isValid ? room + Int.random(in: 0...5, using: &rng) : Int.random(in: -1...8, using: &rng)
    }
    settings.accessibilityIdentifier = maybe(&rng) { identifier("field\(index)", &$0) }
    // UIKit and SwiftUI drop a label with a warning, so only arbitrary fields have one.
    if !isValid { settings.label = maybe(&rng) { text(&$0) } }
    return DialogTextField(settings: settings, requirement: requirement)
  }

  private func gates<R: RandomNumberGenerator>(
    _ actions: [DialogAction<GenKey>], _ rng: inout R
  ) -> [GenKey]? {
    guard Bool.random(using: &rng) else { return nil }
    if !isValid && Bool.random(using: &rng) {
      return [GenKey("unknown\(Int.random(in: 0...3, using: &rng))")]
    }
    // A valid dialog names no disabled action: a gate could never enable it.
    let candidates = actions.filter { !isValid || ($0.role != .cancel && $0.isEnabled) }
    return candidates.filter { _ in Bool.random(using: &rng) }.map(\.key)
  }

  /// A random rule for the text field at `field`, nesting `.all` up to
  /// `depth` levels; a rule across fields names an earlier field (valid) or
  /// any index (arbitrary).
  func rule<R: RandomNumberGenerator>(depth: Int, field: Int, _ rng: inout R) -> TextRule {
    func other(_ rng: inout R) -> Int? {
      if !isValid { return Int.random(in: -1...(field + 2), using: &rng) }
      return field > 0 ? Int.random(in: 0..<field, using: &rng) : nil
    }
    switch Int.random(in: 0..<(depth > 0 ? 9 : 8), using: &rng) {
    case 0:
      return .nonEmpty
    case 1:
      let lower = Int.random(in: (isValid ? 0 : -2)...3, using: &rng)
      return .length(lower...(lower + Int.random(in: 0...8, using: &rng)))
    case 2:
      let patterns = isValid ? Self.validPatterns : Self.validPatterns + Self.invalidPatterns
      return .matches(patterns.randomElement(using: &rng)!)
    case 3:
      return other(&rng).map { .sameAs(field: $0) } ?? .nonEmpty
    case 4:
      return other(&rng).map { .differentFrom(field: $0) } ?? .nonEmpty
    case 5:
      var fields: [Int] = []
      for _ in 0..<Int.random(in: (isValid ? 1 : 0)...3, using: &rng) {
        fields.append(other(&rng) ?? field)
      }
      return .anyNonEmpty(fields: fields)
    case 6:
      let lower = Double(Int.random(in: -4...4, using: &rng)) / 4
      // Arbitrary dialogs sometimes leave a range without an end.
      if !isValid && Int.random(in: 0..<4, using: &rng) == 0 {
        return .number(in: lower...(.infinity))
      }
      return .number(in: lower...(lower + Double(Int.random(in: 0...40, using: &rng)) / 8))
    case 7:
      let lower = Int.random(in: -5...100, using: &rng)
      return .integer(in: lower...(lower + Int.random(in: 0...70_000, using: &rng)))
    default:
      var rules: [TextRule] = []
      for _ in 0..<Int.random(in: (isValid ? 1 : 0)...3, using: &rng) {
        rules.append(rule(depth: depth - 1, field: field, &rng))
      }
      return .all(rules)
    }
  }

  /// A random title, message or placeholder, verbatim or localized.
  func text<R: RandomNumberGenerator>(_ rng: inout R) -> DialogText {
    guard Int.random(in: 0..<3, using: &rng) == 0 else { return .verbatim(string(&rng)) }
    let bundle: TextBundle
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: bundle = .main
    case 1: bundle = .identifier("com.example.\(Int.random(in: 0...9, using: &rng))")
    default: bundle = .path("/tmp/Strings \(Int.random(in: 0...9, using: &rng)).bundle")
    }
    let key = textKey(&rng)
    return .localized(
      key, table: maybe(&rng) { string(&$0) }, bundle: bundle,
      comment: maybe(&rng) { string(&$0) },
      defaultValue: maybe(&rng) { rng in
        if key.arguments.isEmpty { return string(&rng) }
        // Arbitrary dialogs sometimes give a format key a default without specifiers.
        if !isValid && Int.random(in: 0..<4, using: &rng) == 0 { return "No value shown" }
        return "(\(key.format))"
      })
  }

  /// A random key: a plain string, or a format with a specifier for each of
  /// up to three arguments (positional sometimes, as translations write them).
  func textKey<R: RandomNumberGenerator>(_ rng: inout R) -> TextKey {
    guard Bool.random(using: &rng) else { return TextKey(string(&rng)) }
    var format = string(&rng).replacing("%", with: "%%")
    var arguments: [TextArgument] = []
    let positional = Bool.random(using: &rng)
    for index in 0..<Int.random(in: 1...3, using: &rng) {
      let argument: TextArgument =
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: .string(string(&rng))
        case 1: .integer(Int.random(in: -1_000...1_000_000, using: &rng))
        default: .double(Double(Int.random(in: -999...999, using: &rng)) / 8)
        }
      arguments.append(argument)
      let specifier = argument.specifier
      format +=
        " "
        + (positional ? "%\(index + 1)$" + specifier.dropFirst() : specifier)
    }
    if !isValid && Int.random(in: 0..<6, using: &rng) == 0 {
      // A key that does not fit: a specifier too many, or one never formatted; or a name whose
      // format only a table could hold, and none at hand does.
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: format += " %@ %@ %@ %@"
      case 1: format += " %n"
      default: return TextKey("items.selected", arguments: arguments)
      }
    }
    return TextKey(format, arguments: arguments)
  }

  /// A random string: plain words, hostile text (quotes, control and bidi
  /// characters, combining marks, emoji, right-to-left letters) or, when
  /// arbitrary, sometimes empty.
  func string<R: RandomNumberGenerator>(_ rng: inout R) -> String {
    if !isValid && Int.random(in: 0..<8, using: &rng) == 0 { return "" }
    let pool = Int.random(in: 0..<3, using: &rng) == 0 ? Self.hostileStrings : Self.words
    var result = pool.randomElement(using: &rng)!
    if Bool.random(using: &rng) { result += " \(Int.random(in: 0...999, using: &rng))" }
    return result
  }

  private func identifier<R: RandomNumberGenerator>(_ owner: String, _ rng: inout R) -> String {
    // Arbitrary dialogs sometimes reuse one identifier across elements.
    if !isValid && Int.random(in: 0..<3, using: &rng) == 0 { return "shared" }
    return "\(owner).\(Self.words.randomElement(using: &rng)!)"
  }

  /// A random text style; each attribute present or not.
  func textStyle<R: RandomNumberGenerator>(_ rng: inout R) -> TextStyle {
    let lines =
      isValid ? Int.random(in: 0...5, using: &rng) : Self.arbitraryInts.randomElement(using: &rng)!
    return TextStyle(
      font: maybe(&rng) { font(&$0) }, color: maybe(&rng) { color(&$0) },
      maxLines: Bool.random(using: &rng) ? lines : nil,
      lineBreakMode: maybe(&rng) { LineBreakMode.allCases.randomElement(using: &$0)! },
      alignment: maybe(&rng) { TextAlignment.allCases.randomElement(using: &$0)! })
  }

  /// A random font of any kind.
  func font<R: RandomNumberGenerator>(_ rng: inout R) -> DialogFont {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      return .system(size: size(&rng), weight: FontWeight.allCases.randomElement(using: &rng)!)
    case 1:
      return .textStyle(FontTextStyle.allCases.randomElement(using: &rng)!)
    default:
      return .custom(name: Self.fontNames.randomElement(using: &rng)!, size: size(&rng))
    }
  }

  private func size<R: RandomNumberGenerator>(_ rng: inout R) -> Double {
    let sizes = isValid ? Self.fontSizes : Self.fontSizes + Self.invalidNumbers
    return sizes.randomElement(using: &rng)!
  }

  /// A random colour: RGBA (byte-exact or not, opaque or not), system or asset.
  func color<R: RandomNumberGenerator>(_ rng: inout R) -> DialogColor {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      return .rgba(
        red: byte(&rng), green: byte(&rng), blue: byte(&rng),
        alpha: Bool.random(using: &rng) ? 1 : byte(&rng))
    case 1:
      return .rgba(
        red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
        blue: Double.random(in: 0...1, using: &rng), alpha: Double.random(in: 0...1, using: &rng))
    case 2:
      return .system(SystemColor.allCases.randomElement(using: &rng)!)
    default:
      return .asset("Brand/\(Self.words.randomElement(using: &rng)!)")
    }
  }

  private func byte<R: RandomNumberGenerator>(_ rng: inout R) -> Double {
    Double(UInt8.random(in: 0...255, using: &rng)) / 255
  }

  /// A random key equivalent: Return, Escape, a letter (sometimes a
  /// control character), with random modifiers. (Unknown modifier bits,
  /// which JSON cannot hold, are left to the validation tests.)
  func keyEquivalent<R: RandomNumberGenerator>(_ rng: inout R) -> DialogKeyEquivalent {
    let key: DialogKeyEquivalent.Key =
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: .return
      case 1: .escape
      case 2: .character("\t")
      default: .character(["d", "D", "s", "ß"].randomElement(using: &rng)!)
      }
    let bits = Int.random(in: 0..<16, using: &rng)
    return DialogKeyEquivalent(key, modifiers: DialogKeyEquivalent.Modifiers(rawValue: bits))
  }

  /// A random image of any kind: a symbol, an asset, a file or data (among
  /// arbitrary dialogs, sometimes a web address or empty data).
  func image<R: RandomNumberGenerator>(_ rng: inout R) -> DialogImage {
    let name = Self.symbolNames.randomElement(using: &rng)!
    switch Int.random(in: 0..<6, using: &rng) {
    case 0 where !isValid && Bool.random(using: &rng):
      return .file(URL(string: "https://example.com/\(name).png")!)
    case 0: return .file(URL(filePath: "/Applications/\(name).app/Contents/Resources/\(name).icns"))
    case 1 where !isValid && Bool.random(using: &rng): return .data(Data())
    case 1: return .data(Data(name.utf8))
    case 2, 3: return .system(name)
    default: return .asset("Icons/\(name)")
    }
  }

  /// A random popover anchor of any kind.
  func anchor<R: RandomNumberGenerator>(_ rng: inout R) -> PopoverAnchor {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      let numbers = isValid ? Self.anchorNumbers : Self.anchorNumbers + Self.invalidNumbers
      return .rect(
        x: numbers.randomElement(using: &rng)!, y: numbers.randomElement(using: &rng)!,
        width: numbers.randomElement(using: &rng)!, height: numbers.randomElement(using: &rng)!)
    case 1:
      return .view(identifier: "view.\(Self.words.randomElement(using: &rng)!)")
    case 2:
      return .barButtonItem(identifier: "item.\(Self.words.randomElement(using: &rng)!)")
    default:
      return .center
    }
  }

  /// A random auto-dismiss delay; positive when valid.
  func delay<R: RandomNumberGenerator>(_ rng: inout R) -> Duration {
    let delays = isValid ? Self.validDelays : Self.validDelays + Self.invalidDelays
    return delays.randomElement(using: &rng)!
  }

  private func maybe<T, R: RandomNumberGenerator>(
    _ rng: inout R, _ make: (inout R) -> T
  ) -> T? {
    Bool.random(using: &rng) ? make(&rng) : nil
  }

  // MARK: - Pools

  static let words = ["OK", "Delete", "Ana", "What now?", "Follow", "Mute", "Save draft"]
  /// Strings that a naive snapshot or renderer would get wrong.
  public static let hostileStrings = [
    "say \"hi\"", "back\\slash", "two\nlines", "cr\rlf", "tab\there", "\u{1B}[31mred\u{1B}[0m",
    "bell\u{07}", "c1\u{85}\u{9B}31m", "nul\0byte", "del\u{7F}", "e\u{301}te\u{301}",
    "👩‍👩‍👧‍👦 family", "🇯🇵", "مرحبا بالعالم", "עברית", "\u{202E}txt.exe", "\u{2066}iso\u{2069}",
    "line\u{2028}sep", "para\u{2029}sep", "bom\u{FEFF}", "zw\u{200B}sp", "\\u{1B}",
  ]
  static let keyNames = [
    "follow", "mute", "cancel", "two words", "say \"x\"", "k", "dot.ted-key", "ü", "",
  ]
  static let fontNames = ["Avenir Next", "Menlo-Bold", "Font \"Q\""]
  static let symbolNames = ["trash", "person.crop.circle", "star.fill"]
  static let contentTypes = TextContentType.allCases
  static let validPatterns = [
    "[a-z]+", "\\d{3,4}", ".+@.+", "(?i)yes|no", "\\p{L}+", "(a+)+b", "^(?!(?i)admin$).*",
  ]
  /// Not regular expressions, then outside the supported syntax.
  static let invalidPatterns = ["(", "[z-a]", "*", "a{2,1}", "(a)\\1", "(?<=a)b", "a*+"]
  static let fontSizes: [Double] = [1, 11, 13, 17, 17.5, 22.25, 0.1, 320]
  static let anchorNumbers: [Double] = [0, 1, 10.5, 44, 320, 1e6]
  static let invalidNumbers: [Double] = [-1, -0.0, .nan, .infinity, -.infinity, 1e300]
  static let arbitraryInts = [-3, -1, 0, 1, 2, 7, Int.max, Int.min]
  static let validDelays: [Duration] = [
    .seconds(5), .milliseconds(1500), .nanoseconds(1), .seconds(3600), .seconds(86_400),
    Duration(secondsComponent: 2, attosecondsComponent: 5),
  ]
  static let invalidDelays: [Duration] = [
    .zero, .seconds(-1), .milliseconds(-250), .seconds(86_400) + .nanoseconds(1),
    .seconds(Int64.max), .seconds(Int64.min),
  ]
}

/// The view a generated dialog gives for AppKit: any object will do where
/// nothing draws it.
private final class GeneratedAccessoryView {}
