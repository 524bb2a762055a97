internal import FluentAlert

/// Line mode as a pure conversation: the plain-text rendering of a dialog,
/// one prompt at a time, and what each answered line means.
///
/// Used when stdin or stdout is not a terminal (pipes, CI, `TERM=dumb`), so
/// scripts and tests can drive a dialog by writing lines. Text fields are
/// asked first, one line each:
///
/// - an empty line keeps the field's text (shown in brackets when it has one);
/// - a lone `\` clears it (a line of only backslashes loses one, so `\\`
///   is a single backslash);
/// - anything else is the new text.
///
/// An answer that does not meet the field's requirement is asked again with
/// the requirement's message; an empty line then goes on without it, so the
/// cancel action and every action the requirement does not gate can always
/// be reached. A suppression toggle is asked next, as a yes-or-no question
/// (an empty line keeps its state). Then the numbered actions are listed and one line chooses: a
/// number, or an action's title or key, case-insensitively. Choosing an
/// action an unmet requirement holds back asks the unmet fields again.
/// Anything else gets a clear message and the question again.
struct LineConversation: Sendable {
  /// What the presenter does after printing a reply's text.
  enum Next: Hashable, Sendable {
    /// Print the prompt and read another line; `hidden` for secure fields
    /// (echo is turned off when the input is a terminal).
    case ask(prompt: String, hidden: Bool)
    /// Report the action at this index.
    case choose(Int)
  }

  /// The answer to one line.
  struct Reply: Hashable, Sendable {
    /// Text to print before the next prompt (may be empty).
    var output: String
    /// A field whose text the line set, for the session.
    var textChange: TextChange?
    /// The suppression toggle's state the line set, for the session.
    var suppressionChange: Bool? = nil
    /// Whether to print ``actionList()`` next (after the text change has
    /// reached the session, so it shows what the session now enables).
    var listActions = false
    /// What happens next.
    var next: Next
  }

  /// A text field's new text.
  struct TextChange: Hashable, Sendable {
    /// The field's index.
    var field: Int
    /// Its text.
    var text: String
  }

  /// The dialog being asked.
  let dialog: ScreenContent
  /// Action indices in display order (number `n` is position `n - 1`).
  let order: [Int]
  /// The fields' texts so far.
  private(set) var texts: [String]
  /// The field being asked, or `nil` once the toggle or the actions are.
  private(set) var currentField: Int?
  /// Whether the suppression toggle is on.
  private(set) var isSuppressed: Bool
  /// Whether the suppression toggle has been answered (it is asked once).
  private var toggleAnswered = false
  /// Whether the current field was just answered without meeting its rule:
  /// an empty line then goes on without it.
  private var retrying = false
  /// Whether only the fields whose rules are unmet are being asked again
  /// (after choosing an action they hold back).
  private var revisiting = false
  private var allowed: [Bool]
  /// Per action index, whether it is disabled outright (by the description,
  /// or by the app while the dialog is up), whatever the texts say.
  private var disabled: [Bool]
  /// What the session's failing text checks say now.
  private var checkMessages: [String] = []

  /// Starts a conversation.
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - enabled: Per action, whether requirements allow it now; computed
  ///     from the content's gates when `nil`.
  ///   - disabled: Per action, whether it is disabled outright; the
  ///     description's word when `nil`.
  ///   - checkMessages: What the session's failing text checks say now.
  init(
    dialog: ScreenContent, enabled: [Bool]? = nil, disabled: [Bool]? = nil,
    checkMessages: [String] = []
  ) {
    self.dialog = dialog
    self.disabled = disabled ?? dialog.actions.map { !$0.action.isEnabled }
    self.checkMessages = checkMessages
    order = dialog.displayOrder
    texts = dialog.fields.map(\.text)
    currentField = dialog.fields.isEmpty ? nil : 0
    isSuppressed = dialog.isSuppressed
    allowed =
      enabled ?? dialog.requirementsAllow(texts: dialog.fields.map(\.text))
      ?? Array(repeating: true, count: dialog.actions.count)
  }

  /// Takes a session's verdict on which actions can be chosen now, and
  /// what its failing text checks say.
  ///
  /// - Parameters:
  ///   - enabled: Per action index, whether requirements allow it.
  ///   - disabled: Per action index, whether it is disabled outright, by
  ///     the description or by the app, rather than held back by the texts.
  ///   - checkMessages: The failing checks' messages, resolved, in order.
  mutating func setEnabled(
    _ enabled: [Bool], disabled: [Bool]? = nil, checkMessages: [String] = []
  ) {
    self.checkMessages = checkMessages
    if let disabled, disabled.count == self.disabled.count { self.disabled = disabled }
    if enabled.count == allowed.count { allowed = enabled }
  }

  /// Whether the action at this index can be chosen now.
  ///
  /// - Parameter index: An action index.
  /// - Returns: `true` when enabled by the description and requirements.
  func isEnabled(actionAt index: Int) -> Bool {
    !disabled[index] && allowed[index]
  }

  // MARK: - Text

  /// The opening text (title, message, and the actions when there are no
  /// fields to ask first) and the first prompt.
  ///
  /// - Returns: What to print, and the first question.
  func start() -> Reply {
    var lines: [String] = []
    // Empty text prints nothing, exactly like no text.
    for text in [dialog.title, dialog.message] {
      if let resolved = text, !resolved.isEmpty {
        lines += TerminalText.paragraphs(resolved)
      }
    }
    if let badge = dialog.severityBadge {
      if lines.isEmpty { lines = [badge] } else { lines[0] = badge + " " + lines[0] }
    }
    // Accessories follow the message as plain lines: a pipe or a log keeps
    // a link's address, which no hyperlink would carry there.
    for accessory in dialog.accessories {
      switch accessory {
      case .lines(let items): lines += items.map { "- " + TerminalText.line($0) }
      case .link(let text, let address):
        lines.append(TerminalText.line(text) + ": " + TerminalText.line(address))
      case .footnote(let text): lines += TerminalText.paragraphs(text)
      }
    }
    if let seconds = dialog.autoDismissDelay.map(Self.wholeSeconds) {
      var note = "(Closes by itself in \(seconds)s"
      // The timeout reports only an action that can be chosen when it fires.
      if let index = dialog.autoDismissActionIndex, !disabled[index] {
        note += ", choosing \(title(index))"
        if !isEnabled(actionAt: index) { note += " if it is available then" }
      }
      lines.append(note + ".)")
    }
    let output = lines.map { $0 + "\n" }.joined()
    return Reply(output: output, textChange: nil, listActions: isChoosing, next: prompt())
  }

  /// Whether the suppression toggle is being asked: the fields are done
  /// and it has not been answered.
  private var askingToggle: Bool {
    currentField == nil && !toggleAnswered && dialog.suppressionTitle != nil
  }

  /// Whether the actions are being asked.
  private var isChoosing: Bool { currentField == nil && !askingToggle }

  /// The numbered actions, one per line.
  func actionList() -> String {
    var output = ""
    for (position, index) in order.enumerated() {
      var line =
        "  \(position + 1). \(TerminalText.line(dialog.actions[index].title))"
      switch dialog.actions[index].role {
      case .destructive: line += " (destructive)"
      case .cancel: line += " (cancel)"
      case .default: break
      }
      if dialog.actions[index].isChecked { line += " (checked)" }
      if case .character(let character)? = dialog.actions[index].keyEquivalent?.key {
        line += " [\(TerminalText.line(String(character)))]"
      }
      if !isEnabled(actionAt: index) { line += " (unavailable)" }
      output += line + "\n"
    }
    return output
  }

  /// The question for the current step.
  func prompt() -> Next {
    if let field = currentField {
      let spec = dialog.fields[field]
      var prompt = fieldLabel(field)
      if let rule = spec.rule { prompt += " (\(requirement(field, rule)))" }
      if let limit = spec.maxLength {
        prompt += limit == 1 ? " (1 character at most)" : " (\(limit) characters at most)"
      }
      let text = texts[field]
      if !text.isEmpty {
        prompt += spec.isSecure ? " [hidden]" : " [\(TerminalText.line(text))]"
        prompt += " (Enter keeps it, \\ clears it)"
      }
      return .ask(prompt: prompt + ": ", hidden: spec.isSecure)
    }
    if askingToggle, let title = dialog.suppressionTitle {
      let choices = isSuppressed ? "[Y/n]" : "[y/N]"
      return .ask(prompt: "\(TerminalText.line(title)) \(choices): ", hidden: false)
    }
    let count = order.count
    let range = count == 1 ? "1" : "1-\(count)"
    let help = dialog.helpLink == nil ? "" : " (? for help)"
    return .ask(prompt: "Choose \(range), or type an action's name\(help): ", hidden: false)
  }

  // MARK: - Answers

  /// Interprets one answered line.
  ///
  /// - Parameter line: The line, without its line break.
  /// - Returns: What to print and what happens next.
  mutating func receive(_ line: String) -> Reply {
    if let field = currentField { return receiveField(field, line) }
    if askingToggle { return receiveToggle(line) }
    return receiveChoice(line)
  }

  private mutating func receiveField(_ field: Int, _ line: String) -> Reply {
    let kept = line.isEmpty
    var text = kept ? texts[field] : Self.answerText(line)
    var cut = ""
    if let limit = dialog.fields[field].maxLength, text.count > limit {
      text = String(text.prefix(limit))
      cut =
        limit == 1
        ? "Only the first character is kept.\n" : "Only the first \(limit) characters are kept.\n"
    }
    let change = TextChange(field: field, text: text)
    texts[field] = text
    let met = isMet(field: field)
    if let computed = dialog.requirementsAllow(texts: texts) { allowed = computed }
    if !met, !(kept && retrying) {
      retrying = true
      let output =
        cut + "\(fieldLabel(field))\(unmetSentence(field)). Type it again, or press Enter to go on"
        + " without it (the actions that need it stay unavailable).\n"
      return Reply(output: output, textChange: change, next: prompt())
    }
    retrying = false
    currentField = nextField(after: field)
    if currentField == nil { revisiting = false }
    return Reply(output: cut, textChange: change, listActions: isChoosing, next: prompt())
  }

  /// `y`, `yes`, `n`, `no` (any case) set the toggle; an empty line keeps
  /// it; anything else is asked again.
  private mutating func receiveToggle(_ line: String) -> Reply {
    let answer = line.trimmingWhitespace.lowercased()
    let value: Bool
    switch answer {
    case "": value = isSuppressed
    case "y", "yes": value = true
    case "n", "no": value = false
    default:
      return Reply(
        output: "Please answer y or n (Enter keeps it as it is).\n", textChange: nil,
        next: prompt())
    }
    isSuppressed = value
    toggleAnswered = true
    return Reply(
      output: "", textChange: nil, suppressionChange: value, listActions: true, next: prompt())
  }

  /// The text an answered line stands for: a line of only backslashes loses
  /// one (a lone `\` clears the field), any other line is the text itself.
  private static func answerText(_ line: String) -> String {
    line.allSatisfy { $0 == "\\" } ? String(line.dropFirst()) : line
  }

  /// The field asked after `field`: the next one on the first pass, the next
  /// unmet one when asking again; `nil` when the actions come next.
  private func nextField(after field: Int) -> Int? {
    let rest = (field + 1)..<dialog.fields.count
    return revisiting ? rest.first { !isMet(field: $0) } : rest.first
  }

  /// Whether the field's text meets its rule (a field without one always does).
  private func isMet(field: Int) -> Bool {
    dialog.fields[field].rule?.isSatisfied(
      by: texts[field], in: texts, locale: dialog.localization.locale) ?? true
  }

  /// The position of the action whose key equivalent is the one character
  /// answered, if any.
  private func pressedPosition(_ answer: String) -> Int? {
    guard answer.count == 1, let character = answer.first else { return nil }
    let actions = dialog.actions.map(\.action)
    return DialogKeyEquivalent.actionIndex(
      pressedBy: .character(character), in: actions, hasDefaultAction: dialog.hasDefaultAction
    )
    .flatMap { order.firstIndex(of: $0) }
  }

  private mutating func receiveChoice(_ line: String) -> Reply {
    let answer = line.trimmingWhitespace
    let count = order.count
    let hint =
      count == 1
      ? "Type 1, or the action's name."
      : "Type a number from 1 to \(count), or an action's name."
    guard !answer.isEmpty else {
      return Reply(output: "Please choose an action. \(hint)\n", textChange: nil, next: prompt())
    }
    let position: Int?
    if let number = Int(answer) {
      position = (1...max(count, 1)).contains(number) && count > 0 ? number - 1 : nil
    } else {
      let folded = answer.lowercased()
      position =
        order.firstIndex {
          dialog.actions[$0].title.trimmingWhitespace.lowercased() == folded
        }
        ?? order.firstIndex { dialog.actions[$0].keyDescription.lowercased() == folded }
        ?? pressedPosition(answer)
    }
    if position == nil, answer == "?", let link = dialog.helpLink {
      return Reply(output: "Help: \(link)\n", textChange: nil, next: prompt())
    }
    guard let position else {
      let output = "\"\(TerminalText.line(answer))\" is not one of the choices. \(hint)\n"
      return Reply(output: output, textChange: nil, next: prompt())
    }
    let index = order[position]
    guard isEnabled(actionAt: index) else {
      if !disabled[index],
        let unmet = dialog.fields.indices.first(where: {
          !isMet(field: $0)
        })
      {
        // Held back by a requirement: ask the fields it needs again.
        currentField = unmet
        revisiting = true
        let output = "\(title(index)) needs the fields filled in as required.\n"
        return Reply(output: output, textChange: nil, next: prompt())
      }
      if !disabled[index], !checkMessages.isEmpty, !dialog.fields.isEmpty {
        // Held back by a check of the texts: say why, and ask the fields again.
        currentField = 0
        let reasons = checkMessages.map(TerminalText.line).joined(separator: "; ")
        let output = "\(title(index)) is not available: \(reasons).\n"
        return Reply(output: output, textChange: nil, next: prompt())
      }
      let output = "\(title(index)) is not available right now. Choose another action.\n"
      return Reply(output: output, textChange: nil, next: prompt())
    }
    return Reply(output: "", textChange: nil, next: .choose(index))
  }

  // MARK: - Words

  /// What the field's requirement asks for: the developer's message, or the
  /// rule in words.
  private func requirement(_ field: Int, _ rule: TextRule) -> String {
    RequirementWording.describe(
      rule, message: dialog.fields[field].requirementMessage, fieldNames: dialog.fieldNames,
      in: dialog.localization)
  }

  /// " must be 3-5 characters" after the label, or ": <message>" when the
  /// developer worded the requirement (without a doubled full stop).
  private func unmetSentence(_ field: Int) -> String {
    guard let rule = dialog.fields[field].rule else { return "" }
    guard let words = RequirementWording.words(of: dialog.fields[field].requirementMessage)
    else {
      return " "
        + RequirementWording.describe(
          rule, fieldNames: dialog.fieldNames, in: dialog.localization)
    }
    return ": " + (words.hasSuffix(".") ? String(words.dropLast()) : words)
  }

  private func fieldLabel(_ field: Int) -> String {
    if let placeholder = dialog.fields[field].placeholder {
      let label = TerminalText.line(placeholder)
      if !label.isEmpty { return label }
    }
    return "Text field \(field + 1)"
  }

  private func title(_ index: Int) -> String {
    "\"" + TerminalText.line(dialog.actions[index].title) + "\""
  }

  /// A delay in whole seconds, rounded up; zero for a delay that is not
  /// positive, and at most `Int.max` (validated delays are at most a day).
  static func wholeSeconds(_ duration: Duration) -> Int {
    guard duration > .zero else { return 0 }
    guard duration < .seconds(Int64.max) else { return Int(Int64.max) }
    let (seconds, attoseconds) = duration.components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }
}

extension String {
  /// The string without leading and trailing white space.
  var trimmingWhitespace: String {
    var view = Substring(self)
    while view.first?.isWhitespace == true { view.removeFirst() }
    while view.last?.isWhitespace == true { view.removeLast() }
    return String(view)
  }
}
