internal import FluentAlert
internal import FluentAlertText
internal import Foundation

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
/// be reached. Each control is asked next: a toggle as a yes-or-no
/// question, a choice by its numbered options (a number or an option's
/// title); an empty line keeps its value. A suppression toggle is asked
/// then, as a yes-or-no question (an empty line keeps its state). Then the
/// numbered actions are listed and one line chooses: a
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
    /// Close the dialog without an action (Enter, for a dialog without
    /// actions).
    case dismiss
  }

  /// The answer to one line.
  struct Reply: Hashable, Sendable {
    /// Text to print before the next prompt (may be empty).
    var output: String
    /// A field whose text the line set, for the session.
    var textChange: TextChange?
    /// The suppression toggle's state the line set, for the session.
    var suppressionChange: Bool? = nil
    /// The control whose value the line set (its value is in
    /// ``LineConversation/controls``), for the session.
    var controlChange: Int? = nil
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
  /// The field being asked, or `nil` once the controls, the toggle or the
  /// actions are.
  private(set) var currentField: Int?
  /// The control being asked, or `nil`.
  private(set) var currentControl: Int?
  /// The controls with their values so far.
  private(set) var controls: [PresentedControl]
  /// Whether the controls have been asked once.
  private var controlsAsked = false
  /// Whether only the unmet controls are being asked again (after choosing
  /// an action they hold back).
  private var revisitingControls = false
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
    controls = dialog.controls
    isSuppressed = dialog.isSuppressed
    allowed =
      enabled ?? dialog.requirementsAllow(texts: dialog.fields.map(\.text))
      ?? Array(repeating: true, count: dialog.actions.count)
    if currentField == nil { startControls() }
  }

  /// Takes the controls' values as the app set them while the dialog is up.
  ///
  /// - Parameter controls: The controls with their values now.
  mutating func setControls(_ controls: [PresentedControl]) {
    if controls.count == self.controls.count { self.controls = controls }
  }

  /// Moves on to the controls once the fields are done the first time.
  private mutating func startControls() {
    guard !controlsAsked else { return }
    controlsAsked = true
    currentControl = controls.isEmpty ? nil : 0
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
      case .link(let text, let address) where text == address:
        // A link whose text is its address: the address once.
        lines.append(TerminalText.line(address))
      case .link(let text, let address):
        lines.append(
          words[.labelled(TerminalText.line(text), TerminalText.line(address))])
      case .footnote(let text): lines += TerminalText.paragraphs(text)
      }
    }
    if let seconds = dialog.autoDismissDelay.map(Self.wholeSeconds) {
      // The timeout reports only an action that can be chosen when it fires.
      if let index = dialog.autoDismissActionIndex, !disabled[index] {
        let title = TerminalText.line(dialog.actions[index].title)
        lines.append(
          words[
            isEnabled(actionAt: index)
              ? .closesInChoosing(seconds, title) : .closesInChoosingIfAvailable(seconds, title)])
      } else {
        lines.append(words[.closesIn(seconds)])
      }
    }
    if dialog.helpLink != nil { lines.append(words[.helpHint]) }
    let output = lines.map { words.line($0) + "\n" }.joined() + optionList()
    return Reply(output: output, textChange: nil, listActions: isChoosing, next: prompt())
  }

  /// Whether the suppression toggle is being asked: the fields are done
  /// and it has not been answered.
  private var askingToggle: Bool {
    currentField == nil && currentControl == nil && !toggleAnswered
      && dialog.suppressionTitle != nil
  }

  /// Whether the actions are being asked.
  private var isChoosing: Bool { currentField == nil && currentControl == nil && !askingToggle }

  /// The numbered options of the choice being asked, one per line, or
  /// nothing when no choice is: printed before its question.
  private func optionList() -> String {
    guard let control = currentControl,
      case .choice(let title, let options, _) = controls[control]
    else { return "" }
    var lines = title.map { TerminalText.paragraphs($0) } ?? []
    lines += options.indices.map {
      "  \(words.number($0 + 1)). " + TerminalText.line(options[$0])
    }
    return lines.map { words.line($0) + "\n" }.joined()
  }

  /// The numbered actions, one per line.
  func actionList() -> String {
    var output = ""
    for (position, index) in order.enumerated() {
      var line =
        "\(words.number(position + 1)). \(TerminalText.line(dialog.actions[index].title))"
      switch dialog.actions[index].role {
      case .destructive: line += " " + words[.destructive]
      case .cancel: line += " " + words[.cancelMark]
      case .default: break
      }
      if dialog.actions[index].isChecked { line += " " + words[.checked] }
      if let character = dialog.keyboard.typedCharacter(ofAction: index) {
        line += " [\(TerminalText.line(String(character)))]"
      }
      if !isEnabled(actionAt: index) { line += " " + words[.unavailable] }
      output += "  " + words.line(line) + "\n"
    }
    return output
  }

  /// The question for the current step.
  func prompt() -> Next {
    if let field = currentField {
      let spec = dialog.fields[field]
      var prompt = words.embedded(fieldLabel(field))
      if let rule = spec.rule { prompt += " " + words[.aside(requirement(field, rule))] }
      if let limit = spec.maxLength { prompt += " " + words[.atMost(limit)] }
      let text = texts[field]
      if !text.isEmpty {
        prompt +=
          " "
          + (spec.isSecure ? words[.hidden] : "[" + words.embedded(TerminalText.line(text)) + "]")
        prompt += " " + words[.keepsOrClears]
      }
      return ask(prompt, hidden: spec.isSecure)
    }
    if let control = currentControl {
      switch controls[control] {
      case .toggle(let title, let isOn):
        return askYesOrNo(title, isOn)
      case .choice(_, let options, let selected):
        var question = "\(words.number(1))–\(words.number(options.count))"
        if options.count == 1 { question = words.number(1) }
        if let selected { question += " [\(words.number(selected + 1))]" }
        return ask(question, hidden: false)
      }
    }
    if askingToggle, let title = dialog.suppressionTitle {
      return askYesOrNo(title, isSuppressed)
    }
    switch order.count {
    // Progress without actions asks nothing: the app ends it, as in full-screen mode.
    case 0 where dialog.progress != nil: return .ask(prompt: "", hidden: false)
    case 0: return ask(words[.pressEnterToClose], hidden: false)
    case 1: return ask(words[.chooseOne] + defaultMark, hidden: false)
    case let count: return ask(words[.chooseRange(count)] + defaultMark, hidden: false)
    }
  }

  /// The position of the action an empty answer (Enter) chooses: the
  /// dialog's default action, as Return performs it in full-screen mode,
  /// when it can be chosen now; `nil` otherwise.
  private var defaultPosition: Int? {
    guard let index = dialog.keyboard.returnIndex, isEnabled(actionAt: index) else { return nil }
    return order.firstIndex(of: index)
  }

  /// The default action's number in brackets after the question, as a
  /// command line marks what Enter answers: `" [2]"`, or nothing.
  private var defaultMark: String {
    defaultPosition.map { " [\(words.number($0 + 1))]" } ?? ""
  }

  /// A yes-or-no question: its title, and the letters with the current
  /// answer's in capitals.
  private func askYesOrNo(_ title: String, _ isOn: Bool) -> Next {
    let (yes, no) = (words[.yesLetter], words[.noLetter])
    let choices = isOn ? "[\(yes.uppercased())/\(no)]" : "[\(yes)/\(no.uppercased())]"
    return ask(words.embedded(TerminalText.line(title)) + " " + choices, hidden: false)
  }

  /// A question as the language asks one: its words, the colon the
  /// language puts after them, and a space.
  private func ask(_ question: String, hidden: Bool) -> Next {
    .ask(prompt: words.line(words[.prompt(question)]) + " ", hidden: hidden)
  }

  // MARK: - Answers

  /// Interprets one answered line.
  ///
  /// - Parameter line: The line, without its line break.
  /// - Returns: What to print and what happens next.
  mutating func receive(_ line: String) -> Reply {
    if let field = currentField { return receiveField(field, line) }
    if let control = currentControl { return receiveControl(control, line) }
    if askingToggle { return receiveToggle(line) }
    return receiveChoice(line)
  }

  private mutating func receiveField(_ field: Int, _ line: String) -> Reply {
    let kept = line.isEmpty
    var text = kept ? texts[field] : Self.answerText(line)
    var cut = ""
    if let limit = dialog.fields[field].maxLength, text.count > limit {
      text = String(text.prefix(limit))
      cut = words.line(words[.keptFirst(limit)]) + "\n"
    }
    let change = TextChange(field: field, text: text)
    texts[field] = text
    let met = isMet(field: field)
    if let computed = dialog.requirementsAllow(texts: texts) { allowed = computed }
    if !met, !(kept && retrying) {
      retrying = true
      let output =
        cut + words.line(unmetSentence(field)) + "\n" + words.line(words[.typeAgain]) + "\n"
      return Reply(output: output, textChange: change, next: prompt())
    }
    retrying = false
    currentField = nextField(after: field)
    if currentField == nil {
      revisiting = false
      startControls()
    }
    return Reply(
      output: cut + optionList(), textChange: change, listActions: isChoosing, next: prompt())
  }

  /// The answer to a yes-or-no question: the language's letter or word for
  /// yes or no (any case), or the English `y`, `yes`, `n`, `no`; an empty
  /// line keeps `current`; `nil` for anything else.
  private func yesOrNo(_ line: String, current: Bool) -> Bool? {
    let answer = line.trimmingWhitespace.lowercased()
    let yes = Set(["y", "yes", words[.yesLetter].lowercased(), words[.yes].lowercased()])
    let no = Set(["n", "no", words[.noLetter].lowercased(), words[.no].lowercased()])
    if answer.isEmpty { return current }
    if yes.contains(answer) { return true }
    if no.contains(answer) { return false }
    return nil
  }

  /// Asks a yes-or-no question again.
  private func yesOrNoAgain() -> Reply {
    let again = words[.answerYesOrNo(words[.yesLetter], words[.noLetter])]
    return Reply(output: words.line(again) + "\n", textChange: nil, next: prompt())
  }

  /// Sets the control being asked from one answered line.
  ///
  /// A toggle takes yes or no; a choice an option's number or title, in
  /// any case; an empty line keeps the value. Anything else is asked again.
  private mutating func receiveControl(_ control: Int, _ line: String) -> Reply {
    switch controls[control] {
    case .toggle(let title, let isOn):
      guard let value = yesOrNo(line, current: isOn) else { return yesOrNoAgain() }
      controls[control] = .toggle(title, isOn: value)
    case .choice(let title, let options, let selected):
      let answer = line.trimmingWhitespace
      var chosen = selected
      if let number = Self.wholeNumber(answer, locale: dialog.localization.locale) {
        guard (1...max(options.count, 1)).contains(number), !options.isEmpty else {
          return notAnOption(answer)
        }
        chosen = number - 1
      } else if !answer.isEmpty {
        let folded = answer.lowercased()
        guard
          let position = options.firstIndex(where: {
            $0.trimmingWhitespace.lowercased() == folded
          })
        else { return notAnOption(answer) }
        chosen = position
      }
      controls[control] = .choice(title, options: options, selected: chosen)
    }
    if let computed = dialog.requirementsAllow(texts: texts, controls: controls) {
      allowed = computed
    }
    let rest = (control + 1)..<controls.count
    currentControl = revisitingControls ? rest.first { !controls[$0].isMet } : rest.first
    if currentControl == nil { revisitingControls = false }
    return Reply(
      output: optionList(), textChange: nil, controlChange: control, listActions: isChoosing,
      next: prompt())
  }

  /// Says an answer is none of the options, and asks again.
  private func notAnOption(_ answer: String) -> Reply {
    let output = words.line(words[.notAChoice(TerminalText.line(answer))]) + "\n"
    return Reply(output: output, textChange: nil, next: prompt())
  }

  /// Sets the suppression toggle from a yes or no; an empty line keeps it;
  /// anything else is asked again.
  private mutating func receiveToggle(_ line: String) -> Reply {
    guard let value = yesOrNo(line, current: isSuppressed) else { return yesOrNoAgain() }
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
    return dialog.keyboard.actionIndex(pressedBy: .character(character)).flatMap {
      order.firstIndex(of: $0)
    }
  }

  private mutating func receiveChoice(_ line: String) -> Reply {
    let answer = line.trimmingWhitespace
    let count = order.count
    // Without actions, Enter closes the dialog: there is nothing to choose. Progress without
    // actions is the app's to end; a line changes nothing.
    if count == 0, dialog.progress != nil {
      return Reply(output: "", textChange: nil, next: prompt())
    }
    if count == 0, answer.isEmpty { return Reply(output: "", textChange: nil, next: .dismiss) }
    let hint = count == 0 ? "" : words.line(words[.chooseHint(count)]) + "\n"
    // Enter chooses the default action, whose number the question shows.
    if answer.isEmpty, let position = defaultPosition {
      return Reply(output: "", textChange: nil, next: .choose(order[position]))
    }
    guard !answer.isEmpty else {
      let output = words.line(words[.pleaseChoose]) + "\n" + hint
      return Reply(output: output, textChange: nil, next: prompt())
    }
    let position: Int?
    if let number = Self.wholeNumber(answer, locale: dialog.localization.locale) {
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
      let output = words.line(words[.help(TerminalText.line(link))]) + "\n"
      return Reply(output: output, textChange: nil, next: prompt())
    }
    guard let position else {
      let output =
        words.line(words[.notAChoice(TerminalText.line(answer))]) + "\n"
        + (count == 0 ? words.line(words[.prompt(words[.pressEnterToClose])]) + "\n" : hint)
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
        let output = words.line(words[.needsFields(title(index))]) + "\n"
        return Reply(output: output, textChange: nil, next: prompt())
      }
      if !disabled[index], let unmet = controls.indices.first(where: { !controls[$0].isMet }) {
        // Held back by a control: ask the unmet ones again.
        currentControl = unmet
        revisitingControls = true
        let output = words.line(words[.notAvailable(title(index))]) + "\n"
        return Reply(output: output + optionList(), textChange: nil, next: prompt())
      }
      if !disabled[index], !checkMessages.isEmpty, !dialog.fields.isEmpty {
        // Held back by a check of the texts: say why, and ask the fields again.
        currentField = 0
        return Reply(
          output: reasons(title(index), checkMessages), textChange: nil, next: prompt())
      }
      let output = words.line(words[.notAvailable(title(index))]) + "\n"
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
      in: dialog.wording)
  }

  /// What an unmet requirement says, as a sentence after the field's
  /// name: "Name: must be 3–5 characters.", or the developer's message,
  /// ended with a full stop only when it does not end a sentence already.
  private func unmetSentence(_ field: Int) -> String {
    let label = fieldLabel(field)
    guard let rule = dialog.fields[field].rule else { return label }
    let said =
      RequirementWording.words(of: dialog.fields[field].requirementMessage)
      ?? RequirementWording.describe(rule, fieldNames: dialog.fieldNames, in: dialog.wording)
    return words.sentence(words[.labelled(label, said)])
  }

  /// Why an action a check holds back cannot be chosen: its title, then
  /// each failing check's message on a line of its own.
  ///
  /// - Parameters:
  ///   - title: The action's title, safe.
  ///   - messages: The failing checks' messages.
  /// - Returns: The lines to print.
  func reasons(_ title: String, _ messages: [String]) -> String {
    ([words[.notAvailableBecause(title)]]
      + messages.map { "- " + words.sentence(TerminalText.line($0)) })
      .map { words.line($0) + "\n" }.joined()
  }

  /// Why the session refused the action the user chose, in lines to print.
  ///
  /// - Parameters:
  ///   - refusal: The session's reason.
  ///   - index: The action's index.
  /// - Returns: The lines.
  func refusal(_ refusal: TapRefusal, actionAt index: Int) -> String {
    if case .unmetTextCheck(let message) = refusal { return reasons(title(index), [message]) }
    return words.line(words[.notAvailable(title(index))]) + "\n"
  }

  private func fieldLabel(_ field: Int) -> String {
    let name = RequirementWording.givenName(of: dialog.fields[field])
    return name.isEmpty ? words[.textField(field + 1)] : name
  }

  /// An action's title, safe; the phrases put it in the language's quotes.
  private func title(_ index: Int) -> String {
    TerminalText.line(dialog.actions[index].title)
  }

  /// The words the terminal adds, in the dialog's language.
  private var words: TerminalWording { dialog.wording }

  /// A whole number typed in any decimal digits, or `nil`.
  static func wholeNumber(_ answer: String, locale: Locale) -> Int? {
    LocalizedNumber.parseInteger(answer, locale: locale)
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
