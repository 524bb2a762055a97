internal import FluentAlert
internal import FluentAlertText

/// What the terminal shows of one dialog at one moment, and how keys change it.
///
/// The state holds the selection, the text being edited and its cursor, the
/// countdown. Pure and synchronous, so every interaction is unit-tested
/// without a terminal.
///
/// Actions are listed in display order: every non-cancel action in the
/// dialog's order, then the cancel action set apart at the end (as UIKit
/// places it). Number keys choose by this display position, starting at 1.
struct DialogScreenState: Sendable {
  /// The focusable element under the cursor.
  enum Focus: Hashable, Sendable {
    /// The text field at this index.
    case field(Int)
    /// The toggle at this index among the controls.
    case toggle(Int)
    /// An option (the second index) of the choice at this index among the
    /// controls.
    case option(Int, Int)
    /// The suppression toggle ("Do not show this message again").
    case suppressionToggle
    /// The action at this display position (an index into ``order``).
    case action(Int)
  }

  /// What a key press asks the presenter to do.
  enum Outcome: Hashable, Sendable {
    /// Nothing visible changed.
    case none
    /// The state changed; draw again.
    case redraw
    /// The user chose the action at this index.
    case choose(Int)
    /// The text of the field at this index changed (and was redrawn): a
    /// session-backed presenter forwards it and refreshes what is enabled.
    case edited(Int)
    /// The user turned the toggle at this index among the controls on or
    /// off, or selected an option of the choice there (and it was
    /// redrawn): a session-backed presenter forwards the value in
    /// ``controls``.
    case changedControl(Int)
    /// The user ticked or cleared the suppression toggle (and it was
    /// redrawn): a session-backed presenter forwards ``isSuppressed``.
    case toggledSuppression
    /// The user dismissed the dialog (Esc): the presenter reports the
    /// cancel action if there is one.
    case dismiss
    /// Ctrl-C: the presenter restores the terminal and stops.
    case interrupt
    /// Ctrl-Z: the presenter restores the terminal, stops the process as
    /// job control does, and takes the terminal again when continued.
    case suspend
  }

  /// The dialog shown.
  private(set) var dialog: ScreenContent
  /// Action indices in display order (cancel last).
  let order: [Int]
  /// The text fields' current texts.
  private(set) var texts: [String]
  /// Per field, the cursor position as a count of characters before it.
  private(set) var cursors: [Int]
  /// Per field, how many characters its text has, kept in step with the
  /// edits so typing and pasting at the end never count the whole text.
  private(set) var lengths: [Int]
  /// Where the keyboard focus is, or `nil` when nothing can take it.
  private(set) var focus: Focus?
  /// Whether the suppression toggle is on.
  private(set) var isSuppressed: Bool
  /// The controls with their current values.
  private(set) var controls: [PresentedControl]
  /// Whole seconds until the dialog closes by itself, or `nil`.
  var secondsLeft: Int?
  /// The first row of the fields and actions shown when they are taller
  /// than the screen, as the last frame drew them (see
  /// ``ScreenFrame/scrollOffset``).
  var scrollOffset = 0
  /// A one-line hint shown under the actions after a refused key (for
  /// example choosing a disabled action by its number).
  private(set) var notice: String?
  /// Whether the help link is shown (`?` toggles it).
  private(set) var showsHelp = false
  /// Per action, whether requirements let it be chosen now (the description
  /// may still disable it).
  private var allowedByRequirements: [Bool]
  /// Per action index, whether it is disabled outright (by the description,
  /// or by the app while the dialog is up), whatever the texts say.
  private var disabled: [Bool]
  /// What the session's failing text checks say now, shown under the
  /// fields.
  private(set) var checkMessages: [String] = []

  /// Creates the state a dialog starts in.
  ///
  /// Texts as given, cursors at their ends, focus on the first text field,
  /// else the default action when it can be chosen (`DialogKeyboard`: the
  /// action Return presses), else the first enabled action that is not
  /// destructive, else nothing: Enter never starts on a destructive action
  /// nobody made the default. On a dialog without a default action, no
  /// action starts selected.
  ///
  /// - Parameters:
  ///   - dialog: The dialog to show.
  ///   - enabled: Per action, whether it can be chosen with the initial
  ///     texts; computed from the content's gates when `nil`.
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
    lengths = texts.map(\.count)
    cursors = lengths
    isSuppressed = dialog.isSuppressed
    controls = dialog.controls
    allowedByRequirements = enabled ?? Array(repeating: true, count: dialog.actions.count)
    if enabled == nil { recomputeEnabled() }
    if !dialog.fields.isEmpty {
      focus = .field(0)
    } else if !dialog.hasDefaultAction {
      // Return was taken away: Enter does nothing until an arrow key or a
      // number selects an action.
      focus = nil
    } else if let position = defaultActionPosition() {
      // The default action (the current choice of a sheet of choices among them, as a menu
      // opens on it).
      focus = .action(position)
    } else {
      // Never a destructive action nobody made the default: with none
      // other, nothing is selected until an arrow key selects something.
      focus = order.indices.first {
        dialog.actions[order[$0]].role != .destructive && isEnabled(atPosition: $0)
      }.map(Focus.action)
    }
  }

  // MARK: - Derived state

  /// Whether the action at this index of `dialog.actions` can be chosen
  /// now: enabled in the description and not held back by an unmet text
  /// field requirement.
  ///
  /// - Parameter index: An index into `dialog.actions`.
  /// - Returns: `true` when a choice of it is accepted.
  func isEnabled(actionAt index: Int) -> Bool {
    !disabled[index] && allowedByRequirements[index]
  }

  /// Takes a session's verdict on which actions can be chosen now, and
  /// what its failing text checks say.
  ///
  /// - Parameters:
  ///   - enabled: Per action index, whether it can be chosen.
  ///   - disabled: Per action index, whether it is disabled outright, by
  ///     the description or by the app, rather than held back by the texts.
  ///   - checkMessages: The failing checks' messages, resolved, in order.
  mutating func setEnabled(
    _ enabled: [Bool], disabled: [Bool]? = nil, checkMessages: [String] = []
  ) {
    self.checkMessages = checkMessages
    if let disabled, disabled.count == self.disabled.count { self.disabled = disabled }
    guard enabled.count == allowedByRequirements.count else { return }
    allowedByRequirements = enabled
  }

  /// Takes what the app changed while the dialog is up: its title, its
  /// message, its progress and its controls' values.
  ///
  /// - Parameters:
  ///   - title: The title now.
  ///   - message: The message now.
  ///   - progress: The progress now.
  ///   - controls: The controls with their values now; unchanged when `nil`.
  mutating func refresh(
    title: String?, message: String?, progress: DialogProgress?,
    controls: [PresentedControl]? = nil
  ) {
    dialog.title = title
    dialog.message = message
    dialog.progress = progress
    if let controls, controls.count == self.controls.count { self.controls = controls }
  }

  /// Re-evaluates the requirements locally, when the content knows its gates.
  private mutating func recomputeEnabled() {
    if let allowed = dialog.requirementsAllow(texts: texts, controls: controls) {
      allowedByRequirements = allowed
    }
  }

  /// Whether the action at this display position can be chosen now.
  ///
  /// - Parameter position: An index into ``order``.
  /// - Returns: `true` when enabled.
  func isEnabled(atPosition position: Int) -> Bool {
    isEnabled(actionAt: order[position])
  }

  /// The action Enter in the last text field chooses: the dialog's
  /// default action (`DialogKeyboard.returnIndex`), if it is enabled now.
  ///
  /// - Returns: A position in ``order``, or `nil` when Enter chooses nothing.
  private func defaultActionPosition() -> Int? {
    guard let position = pressedPosition(.return) else { return nil }
    return isEnabled(atPosition: position) ? position : nil
  }

  /// The position of the action a key presses, by key equivalent.
  private func pressedPosition(_ key: DialogKeyEquivalent.Key) -> Int? {
    dialog.keyboard.actionIndex(pressedBy: key).flatMap { order.firstIndex(of: $0) }
  }

  /// Chooses the action at `position` when it can be chosen, else says why not.
  private mutating func choose(atPosition position: Int) -> Outcome {
    guard isEnabled(atPosition: position) else {
      notice = unavailableNotice(forPosition: position)
      return .redraw
    }
    return .choose(order[position])
  }

  /// Every focusable element in order: the fields, each toggle and each
  /// option of a choice, the suppression toggle, then the enabled actions.
  private var focusables: [Focus] {
    dialog.fields.indices.map(Focus.field)
      + controls.indices.flatMap { index -> [Focus] in
        switch controls[index] {
        case .toggle: [.toggle(index)]
        case .choice(_, let options, _): options.indices.map { .option(index, $0) }
        }
      }
      + (dialog.suppressionTitle == nil ? [] : [.suppressionToggle])
      + order.indices.filter { isEnabled(atPosition: $0) }.map(Focus.action)
  }

  // MARK: - Keys

  /// Applies one key press.
  ///
  /// - Parameter key: The key.
  /// - Returns: What the presenter should do next.
  mutating func handle(_ key: TerminalKey) -> Outcome {
    handle([key][...]).outcome
  }

  /// Applies the first of `keys` and, when they are characters typed into
  /// a text field, every character that follows at once: one edit, however
  /// long the run (an unbracketed paste), just as if typed one by one.
  ///
  /// - Parameter keys: Keys read together, in order; not empty.
  /// - Returns: What the presenter should do next, and how many keys that
  ///   used.
  mutating func handle(_ keys: ArraySlice<TerminalKey>) -> (outcome: Outcome, used: Int) {
    guard let key = keys.first else { return (.none, 0) }
    guard case .field(let index) = focus, case .character = key else {
      return (handleOne(key), 1)
    }
    var typed = String.UnicodeScalarView()
    var used = 0
    for next in keys {
      guard case .character(let scalar) = next else { break }
      used += 1
      // Control characters never enter a field (pasted escape sequences
      // arrive as keys, not text); everything printable does.
      if !TextEscaping.mustEscape(scalar) { typed.append(scalar) }
    }
    let hadNotice = notice != nil
    notice = nil
    guard !typed.isEmpty else { return (hadNotice ? .redraw : .none, used) }
    insert(String(typed), into: index)
    return (edited(index), used)
  }

  private mutating func handleOne(_ key: TerminalKey) -> Outcome {
    switch key {
    case .interrupt: return .interrupt
    case .suspend: return .suspend
    case .escape:
      // Escape presses an action that took it as key equivalent; else it dismisses.
      if let position = pressedPosition(.escape),
        dialog.actions[order[position]].role != .cancel
      {
        notice = nil
        return choose(atPosition: position)
      }
      return .dismiss
    case .endOfTransmission: return .dismiss
    default: break
    }
    let hadNotice = notice != nil
    notice = nil
    let outcome: Outcome
    switch focus {
    case .field(let index): outcome = handleInField(index, key)
    case let selected: outcome = handleOnList(selected, key)
    }
    return outcome == .none && hadNotice ? .redraw : outcome
  }

  private mutating func handleInField(_ index: Int, _ key: TerminalKey) -> Outcome {
    switch key {
    case .paste(let pasted):
      let typed = Self.fieldText(pasted)
      guard !typed.isEmpty else { return .none }
      insert(typed, into: index)
      return edited(index)
    case .backspace:
      guard cursors[index] > 0 else { return .none }
      if cursors[index] == lengths[index] {
        // The last character: what is left before it keeps its characters.
        texts[index].removeLast()
        lengths[index] -= 1
        cursors[index] -= 1
        return edited(index)
      }
      let text = texts[index]
      let at = text.index(text.startIndex, offsetBy: cursors[index] - 1)
      texts[index] = String(text[..<at]) + text[text.index(after: at)...]
      // Neighbours may join into one character: measured, not assumed.
      lengths[index] = texts[index].count
      cursors[index] = min(cursors[index] - 1, lengths[index])
      return edited(index)
    case .clearLine:
      guard !texts[index].isEmpty else { return .none }
      texts[index] = ""
      lengths[index] = 0
      cursors[index] = 0
      return edited(index)
    case .delete:
      guard cursors[index] < lengths[index] else { return .none }
      let text = texts[index]
      texts[index].remove(at: text.index(text.startIndex, offsetBy: cursors[index]))
      lengths[index] = texts[index].count
      cursors[index] = min(cursors[index], lengths[index])
      return edited(index)
    case .left:
      guard cursors[index] > 0 else { return .none }
      cursors[index] -= 1
      return .redraw
    case .right:
      guard cursors[index] < lengths[index] else { return .none }
      cursors[index] += 1
      return .redraw
    case .home:
      cursors[index] = 0
      return .redraw
    case .end:
      cursors[index] = lengths[index]
      return .redraw
    case .up, .backTab:
      return move(by: -1)
    case .down, .tab:
      return move(by: 1)
    case .enter:
      if index + 1 < dialog.fields.count {
        focus = .field(index + 1)
        return .redraw
      }
      // Return taken away: Enter in the last field chooses nothing, and
      // does not move on to the actions either, where a second Enter would.
      guard dialog.hasDefaultAction else { return .none }
      if let position = defaultActionPosition() {
        return .choose(order[position])
      }
      notice = unavailableNotice(forPosition: nil)
      return .redraw
    default:
      return .none
    }
  }

  /// Keys on the list below the fields: the controls, the suppression
  /// toggle and the actions move alike, and Enter or Space activates what is selected
  /// (nothing while nothing is); `?` shows or hides the help link.
  private mutating func handleOnList(_ selected: Focus?, _ key: TerminalKey) -> Outcome {
    // A key equivalent wins over the list's own letters (j, k) and space.
    if case .character(let scalar) = key,
      let pressed = pressedPosition(.character(Character(scalar)))
    {
      return choose(atPosition: pressed)
    }
    switch key {
    case .up, .left, .backTab, .character("k"):
      return move(by: -1)
    case .down, .right, .tab, .character("j"):
      return move(by: 1)
    case .enter, .character(" "):
      switch selected {
      case .suppressionToggle?:
        isSuppressed.toggle()
        return .toggledSuppression
      case .toggle(let index)?:
        guard case .toggle(let title, let isOn) = controls[index] else { return .none }
        controls[index] = .toggle(title, isOn: !isOn)
        recomputeEnabled()
        return .changedControl(index)
      case .option(let index, let option)?:
        guard case .choice(let title, let options, let selected) = controls[index],
          selected != option
        else { return .none }
        controls[index] = .choice(title, options: options, selected: option)
        recomputeEnabled()
        return .changedControl(index)
      case .action(let position)?:
        return choose(atPosition: position)
      case .field?, nil:
        return .none
      }
    case .character(let scalar) where Self.digit(scalar) != nil:
      return choose(number: scalar)
    case .character("?") where dialog.helpLink != nil:
      showsHelp.toggle()
      return .redraw
    default:
      return .none
    }
  }

  /// Chooses the action a digit numbers (1 is the first in display order),
  /// or says why it cannot be chosen.
  private mutating func choose(number scalar: Unicode.Scalar) -> Outcome {
    let chosen = (Self.digit(scalar) ?? 1) - 1
    guard chosen < order.count else {
      notice = dialog.wording.line(dialog.wording[.noAction(chosen + 1)])
      return .redraw
    }
    return choose(atPosition: chosen)
  }

  private mutating func edited(_ index: Int) -> Outcome {
    recomputeEnabled()
    return .edited(index)
  }

  private mutating func move(by step: Int) -> Outcome {
    let all = focusables
    guard !all.isEmpty else { return .none }
    let current = focus.flatMap { all.firstIndex(of: $0) } ?? (step > 0 ? -1 : all.count)
    let next = ((current + step) % all.count + all.count) % all.count
    guard all[next] != focus else { return .none }
    focus = all[next]
    return .redraw
  }

  /// Inserts text at the field's cursor and moves the cursor after it.
  ///
  /// At the end of the text (typing, pasting) the work is the inserted
  /// text's: text appended can join only the last character before it, so
  /// only that character and the new text are counted. In the middle, the
  /// text around the cursor is measured again.
  private mutating func insert(_ typed: String, into index: Int) {
    var typed = typed
    if let limit = dialog.fields[index].maxLength {
      // What does not fit is refused, as every platform refuses it.
      let room = max(0, limit - lengths[index])
      if typed.count > room { typed = String(typed.prefix(room)) }
      if typed.isEmpty { return }
    }
    if cursors[index] == lengths[index] {
      let last = texts[index].last.map(String.init) ?? ""
      texts[index] += typed
      lengths[index] += (last + typed).count - (last.isEmpty ? 0 : 1)
      cursors[index] = lengths[index]
      return
    }
    let text = texts[index]
    let split = text.index(text.startIndex, offsetBy: cursors[index])
    // A combining mark joins the character before it: the count of
    // characters before the cursor is measured, not assumed.
    let prefix = String(text[..<split]) + typed
    texts[index] = prefix + text[split...]
    cursors[index] = prefix.count
    lengths[index] = texts[index].count
  }

  /// Pasted text as a one-line field takes it: line breaks and tabs become
  /// spaces (`CR LF` one space), other control characters are dropped.
  ///
  /// - Parameter pasted: The text the terminal marked as pasted.
  /// - Returns: The text to insert.
  static func fieldText(_ pasted: String) -> String {
    var text = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in pasted.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterReturn: continue
      case "\r", "\n", "\t": text.append(" ")
      case _ where TextEscaping.mustEscape(scalar): continue
      default: text.append(scalar)
      }
    }
    return String(text)
  }

  private func unavailableNotice(forPosition position: Int?) -> String {
    let words = dialog.wording
    guard let position else { return words.line(words[.fillInFields]) }
    let title = TerminalText.line(dialog.actions[order[position]].title)
    if disabled[order[position]] { return words.line(words[.notAvailable(title)]) }
    return words.line(words[.needsFields(title)])
  }

  /// The value of a digit key from 1 to 9, in any decimal digits (`1`,
  /// `١`, `१`), or `nil`: the numbers shown before the actions are written
  /// as the language writes them.
  static func digit(_ scalar: Unicode.Scalar) -> Int? {
    guard scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue, (1...9).contains(value)
    else { return nil }
    return Int(value)
  }
}
