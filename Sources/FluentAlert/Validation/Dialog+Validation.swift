internal import FluentAlertText

extension Dialog {
  /// Every broken rule in this description, errors first, then warnings.
  ///
  /// This lists the rules of every platform; ``problems(for:)`` keeps those
  /// that hold on one.
  ///
  /// The rules are those that make UIKit raise an exception, SwiftUI or
  /// AppKit misbehave, or leave the user unable to close the dialog or the
  /// caller unable to tell which button was tapped; see ``DialogProblem/Kind``
  /// for the full list. Each message names the offending action by title and
  /// key, or the field by position and placeholder.
  ///
  /// Complexity: O(*n*) in the number of actions and fields (plus compiling
  /// each text field pattern once).
  public var problems: [DialogProblem] {
    var check = ProblemCollector()
    checkActions(&check)
    checkTextFields(&check)
    checkControls(&check)
    checkTextChecks(&check)
    checkAutoDismiss(&check)
    checkDismissalKeys(&check)
    checkStyles(&check)
    checkSheet(&check)
    checkSecureFields(&check)
    checkMaxLengths(&check)
    checkIdentifiers(&check)
    checkTextFormats(&check)
    let keyboard = self.keyboard
    checkKeyEquivalents(keyboard, &check)
    checkPlatformSupport(keyboard, &check)
    return check.sorted
  }

  /// The broken rules that hold on `platform`, errors first, then warnings.
  ///
  /// Errors are the same on every platform; warnings about another
  /// platform's behaviour are left out (see ``DialogProblem/Kind/platforms``).
  ///
  /// ```swift
  /// let sheet = Dialog<String>.actionSheet("Share")
  ///   .addAction("Copy Link", key: "copy")
  ///   .addCancel("Cancel", key: "cancel")
  /// assert(sheet.problems(for: .swiftUI).isEmpty)
  /// assert(sheet.problems(for: .uiKit).map(\.kind) == [.actionSheetWithoutAnchor])
  /// ```
  ///
  /// - Parameter platform: The platform the dialog is shown on.
  /// - Returns: The subset of ``problems`` that holds there, in the same order.
  public func problems(for platform: DialogPlatform) -> [DialogProblem] {
    problems.compactMap { problem in
      guard problem.kind.platforms.contains(platform) else { return nil }
      guard problem.kind == .actionSheetWithoutCancel else { return problem }
      // The one message that says how each platform ends the sheet: told for this one alone.
      return DialogProblem(
        problem.kind, problem.severity,
        "action sheet has no cancel action" + ActionSheetDismissal.remark(on: platform))
    }
  }

  /// Returns the dialog unchanged when it has no error-severity problems.
  ///
  /// ```swift
  /// enum Choice: Hashable, Sendable { case ok, cancel }
  ///
  /// let actions: [DialogAction<Choice>] = [
  ///   DialogAction(title: "OK", key: .ok),
  ///   DialogAction(title: "Cancel", role: .cancel, key: .cancel),
  /// ]
  /// let dialog = try Dialog(style: .alert, title: "Hi", actions: actions)
  ///   .validated()
  /// ```
  ///
  /// - Returns: `self`.
  /// - Throws: ``DialogValidationError`` listing every problem when at least
  ///   one is an error. Warnings alone do not throw.
  public func validated() throws(DialogValidationError) -> Self {
    let problems = problems
    if problems.contains(where: { $0.severity == .error }) {
      throw DialogValidationError(problems: problems)
    }
    return self
  }

  // MARK: - Rules

  private func checkControls(_ check: inout ProblemCollector) {
    var seen = Set(actions.map(\.key))
    let actionKeys = seen
    for (index, control) in keyedControls.enumerated() {
      guard let key = control.key else { continue }
      let name = "control \(index) (key \(SnapshotEscaping.key(key)))"
      if !seen.insert(key).inserted {
        let other = actionKeys.contains(key) ? "an action" : "another control"
        check.error(
          .invalidControl, "\(name) has the key of \(other); a key names one thing")
      }
      for key in control.gatedKeys where !actionKeys.contains(key) {
        check.error(
          .invalidControl, "\(name) gates \(SnapshotEscaping.key(key)), which no action has")
      }
      switch control {
      case .toggle(let title, _, _, _):
        if title.isEmpty {
          check.error(.invalidControl, "\(name) is a toggle without a title")
        }
      case .choice(_, _, let options, _, _):
        if options.isEmpty {
          check.error(.invalidControl, "\(name) is a choice without options")
        }
        checkOptions(of: control, named: name, &check)
      case .suppressionToggle: break
      }
    }
  }

  private func checkOptions(
    of control: DialogControl<Key>, named name: String, _ check: inout ProblemCollector
  ) {
    if case .choice(_, _, let options, let selected, _) = control {
      var optionKeys = Set<Key>()
      for option in options where !optionKeys.insert(option.key).inserted {
        check.error(
          .invalidControl,
          "\(name) has two options of key \(SnapshotEscaping.key(option.key)); "
            + "a selection could not tell them apart")
      }
      if let selected, !optionKeys.contains(selected) {
        check.error(
          .invalidControl,
          "\(name) selects \(SnapshotEscaping.key(selected)), which none of its options has")
      }
      for option in options where option.title.isEmpty {
        check.error(
          .invalidControl,
          "\(name) has an option of key \(SnapshotEscaping.key(option.key)) without a title")
      }
    }
  }

  private func checkActions(_ check: inout ProblemCollector) {
    let cancels = actions.filter { $0.role == .cancel }
    if cancels.count > 1 {
      check.error(
        .multipleCancelActions,
        "\(cancels.count) cancel actions (\(names(cancels))); at most one is allowed")
    }
    checkDuplicateKeys(&check)
    for action in actions where action.title.isEmpty {
      if action.role == .cancel {
        check.error(
          .emptyCancelTitle,
          "cancel action with key \(SnapshotEscaping.key(action.key)) has an empty title")
      } else {
        check.warning(
          .emptyActionTitle,
          "\(action.role.rawValue) action with key \(SnapshotEscaping.key(action.key)) "
            + "has an empty title and would show a blank button")
      }
    }
    if let title = suppressionToggle?.title, title.isEmpty {
      check.warning(
        .emptySuppressionToggleTitle,
        "suppression toggle has an empty title and would show a checkbox without words; "
          + "give no title for the platform's own")
    }
    if let help, let defect = help.defect {
      check.error(.invalidHelp, "dialog has help that cannot be opened: \(defect)")
    }
    if let defect = icon?.defect {
      check.error(.invalidImage, "dialog icon cannot be shown: \(defect)")
    }
    for action in actions {
      if let defect = action.image?.defect {
        check.error(.invalidImage, "action \(name(action)) image cannot be shown: \(defect)")
      }
    }
    for (index, accessory) in accessories.enumerated() {
      if let defect = accessory.defect {
        check.error(.invalidAccessory, "accessory \(index) cannot be shown: \(defect)")
      }
    }
    let preferred = actions.filter(\.isPreferred)
    if preferred.count > 1 {
      check.error(
        .multiplePreferredActions,
        "\(preferred.count) preferred actions (\(names(preferred))); at most one is allowed")
    }
    for action in preferred where !action.isEnabled {
      check.warning(
        .preferredActionDisabled,
        "preferred action \(name(action)) is disabled, so Return does nothing")
    }
    if let progress, !progress.isValid {
      check.error(
        .invalidProgress, "dialog has progress \(progress), which is not a fraction from 0 to 1")
    }
    // A dialog with progress is closed by the app when the work ends.
    if !actions.contains(where: { $0.isEnabled && !$0.keepsDialogOpen }) && autoDismiss == nil
      && progress == nil
    {
      let reason =
        if actions.isEmpty {
          "no action and no auto-dismiss"
        } else if actions.contains(where: \.isEnabled) {
          "every enabled action keeps the dialog open "
            + "(\(names(actions.filter(\.isEnabled)))) and there is no auto-dismiss"
        } else {
          "every action is disabled (\(names(actions))) and there is no auto-dismiss"
        }
      check.error(.cannotBeClosed, reason + ": the dialog could not be closed")
    }
    for action in actions where action.role == .cancel && action.keepsDialogOpen {
      check.error(
        .keptOpenCancelAction,
        "cancel action \(name(action)) keeps the dialog open; a cancel action always closes it, "
          + "as Escape and a tap outside do")
    }
  }

  /// One problem per shared key, in the order the second use appears.
  ///
  /// Linear: one dictionary pass, then one pass per reported key's group.
  private func checkDuplicateKeys(_ check: inout ProblemCollector) {
    var firstIndex: [Key: Int] = [:]
    firstIndex.reserveCapacity(actions.count)
    var groups: [Key: [Int]] = [:]  // only keys used more than once
    var shared: [Key] = []
    for (index, action) in actions.enumerated() {
      guard let first = firstIndex[action.key] else {
        firstIndex[action.key] = index
        continue
      }
      if groups[action.key] == nil {
        shared.append(action.key)
        groups[action.key] = [first]
      }
      groups[action.key]?.append(index)
    }
    for key in shared {
      let indices = groups[key] ?? []
      let titles = indices.map { TextEscaping.quoted(actions[$0].title.fallback) }
      let first = TextEscaping.quoted(actions[indices[0]].title.fallback)
      check.error(
        .duplicateKey,
        "\(indices.count) actions share key \(SnapshotEscaping.key(key)) "
          + "(\(titles.joined(separator: ", "))); a tap on \(first) could not be told apart")
    }
  }

  private func checkAutoDismiss(_ check: inout ProblemCollector) {
    guard let autoDismiss else { return }
    if autoDismiss.delay <= .zero {
      check.error(
        .nonPositiveAutoDismissDelay,
        "auto-dismiss delay \(DurationText.format(autoDismiss.delay)) is not positive")
    } else if autoDismiss.delay > AutoDismiss<Key>.maximumDelay {
      check.error(
        .autoDismissDelayTooLong,
        "auto-dismiss delay \(DurationText.format(autoDismiss.delay)) is longer than the "
          + "maximum of \(DurationText.format(AutoDismiss<Key>.maximumDelay)) (one day)")
    }
    if actions.isEmpty {
      check.warning(
        .autoDismissOnly,
        "no action: only the auto-dismiss closes the dialog, and SwiftUI and AppKit add an OK "
          + "button of their own that closes it with no key")
    }
    if let key = autoDismiss.key, !actions.contains(where: { $0.key == key }) {
      check.error(
        .autoDismissNamesUnknownKey,
        "auto-dismiss reports key \(SnapshotEscaping.key(key)), which no action has")
    }
  }

  /// The cancel action and the auto-dismiss key are what a dismissal
  /// without a tap reports; it reports neither while it cannot be tapped.
  private func checkDismissalKeys(_ check: inout ProblemCollector) {
    if let cancel = cancelAction, let state = untappableState(of: cancel) {
      check.warning(
        .dismissalActionDisabled,
        "cancel action \(name(cancel)) \(state) Escape or a tap outside reports no key")
    }
    if let key = autoDismiss?.key, let action = actions.first(where: { $0.key == key }),
      let state = untappableState(of: action)
    {
      check.warning(
        .dismissalActionDisabled,
        "auto-dismiss reports \(name(action)), which \(state) the timeout reports no key")
    }
  }

  /// Why `action` may be impossible to tap ("is disabled, so" or "is gated
  /// by …; while it is unmet,"), or `nil` when it is always tappable.
  func untappableState(of action: DialogAction<Key>) -> String? {
    if !action.isEnabled { return "is disabled, so" }
    guard
      let field = textFields.indices.first(where: {
        textFields[$0].requirement?.gates(action) == true
      })
    else { return nil }
    return "is gated by \(fieldName(field))'s requirement; while it is unmet,"
  }

  private func checkStyles(_ check: inout ProblemCollector) {
    for (part, style) in [("title", titleStyle), ("message", messageStyle)] {
      guard let style else { continue }
      if let maxLines = style.maxLines, maxLines < 0 {
        check.error(.invalidMaxLines, "\(part) style max lines is \(maxLines); use 0 for no limit")
      }
      switch style.font {
      case .system(let size, _), .custom(_, let size):
        if !(size.isFinite && size > 0) {
          check.error(.invalidFontSize, "\(part) style font size \(size) is not a positive number")
        }
      case .textStyle, nil:
        break
      }
    }
    if style == .alert && (title?.isEmpty ?? true) && (message?.isEmpty ?? true) {
      check.warning(.alertWithoutText, "alert has neither title nor message")
    }
  }

  private func checkSheet(_ check: inout ProblemCollector) {
    if case .rect(let x, let y, let width, let height) = anchor,
      ![x, y, width, height].allSatisfy(\.isFinite) || width < 0 || height < 0
    {
      check.error(
        .invalidAnchor,
        "anchor rect(x: \(x), y: \(y), width: \(width), height: \(height)) "
          + "needs finite values and a non-negative size")
    }
    guard style == .actionSheet else { return }
    if anchor == nil {
      check.warning(
        .actionSheetWithoutAnchor,
        "action sheet has no anchor; on iPad it will point at the centre of the view")
    }
    if !actions.isEmpty && actions.allSatisfy({ $0.role == .cancel }) {
      check.warning(
        .actionSheetWithOnlyCancel,
        "action sheet's only action is a cancel action, which iPad hides in a popover")
    } else if cancelAction == nil {
      check.warning(
        .actionSheetWithoutCancel,
        "action sheet has no cancel action" + ActionSheetDismissal.remark(on: nil))
    }
    for action in actions where action.isPreferred {
      check.warning(
        .preferredActionOnActionSheet,
        "action sheet marks \(name(action)) preferred, which UIKit ignores on action sheets")
    }
  }

  /// Explicit accessibility identifiers used by more than one action, text
  /// field or the dialog itself; one problem per identifier, linear.
  private func checkIdentifiers(_ check: inout ProblemCollector) {
    var owners: [String: [String]] = [:]
    var order: [String] = []
    func note(_ identifier: String?, _ owner: @autoclosure () -> String) {
      guard let identifier else { return }
      owners[identifier, default: []].append(owner())
      if owners[identifier]?.count == 2 { order.append(identifier) }
    }
    note(accessibilityIdentifier, "the dialog")
    for action in actions {
      note(action.givenAccessibilityIdentifier, name(action))
    }
    for index in textFields.indices {
      note(textFields[index].accessibilityIdentifier, fieldName(index))
    }
    for identifier in order {
      let users = owners[identifier] ?? []
      check.warning(
        .duplicateAccessibilityIdentifier,
        "accessibility identifier \(TextEscaping.quoted(identifier)) is used "
          + "\(users.count) times (\(users.joined(separator: ", "))); UI tests could not tell them apart"
      )
    }
  }

  /// Key equivalents are visible keys with known modifiers, and no two
  /// actions answer to the same one (the preferred action's Return and the
  /// cancel action's Escape count).
  private func checkKeyEquivalents(_ keyboard: DialogKeyboard, _ check: inout ProblemCollector) {
    for index in keyboard.ownKeys.indices {  // not `zip`: see `checkPlatformSupport`
      guard let own = keyboard.ownKeys[index] else { continue }
      let action = actions[index]
      let unknown = own.modifiers.subtracting(.all)
      if !unknown.isEmpty {
        check.error(
          .invalidKeyEquivalent,
          "action \(name(action)) key equivalent has unknown modifier bits \(unknown.rawValue)")
      }
      if !own.hasVisibleKey, case .character(let character) = own.key {
        check.error(
          .invalidKeyEquivalent,
          "action \(name(action)) key equivalent \(TextEscaping.quoted(String(character))) "
            + "is not a visible character; use .return or .escape for those keys")
      }
      if !hasDefaultAction && own.key == .return {
        check.error(
          .returnKeyWithoutDefaultAction,
          "action \(name(action)) takes Return, but the dialog has no default action; "
            + "remove one or the other")
      }
    }
    // One pass groups the actions by the key press they ask for (linear, like the
    // duplicate-key rule); two implicit keys clash only with two cancel actions, reported as such.
    var groups: [DialogKeyEquivalent.Press: [Int]] = [:]
    var order: [DialogKeyEquivalent.Press] = []
    for (index, claim) in keyboard.claims(hasDefaultAction: hasDefaultAction).enumerated() {
      guard let press = claim?.press else { continue }
      if groups[press] == nil { order.append(press) }
      groups[press, default: []].append(index)
    }
    for press in order {
      let sharing = groups[press] ?? []
      guard sharing.count > 1, let own = sharing.lazy.compactMap({ keyboard.ownKeys[$0] }).first
      else { continue }
      check.error(
        .duplicateKeyEquivalent,
        "\(sharing.count) actions answer to key \(own) "
          + "(\(names(sharing.map { actions[$0] }))); a key press could not be told apart")
    }
  }

  // MARK: - Naming offenders

  func name(_ action: DialogAction<Key>) -> String {
    "\(TextEscaping.quoted(action.title.fallback)) key \(SnapshotEscaping.key(action.key))"
  }

  func names(_ actions: [DialogAction<Key>]) -> String {
    actions.map(name).joined(separator: ", ")
  }

  func fieldName(_ index: Int) -> String {
    if let placeholder = textFields[index].placeholder {
      return "text field \(index) \(TextEscaping.quoted(placeholder.fallback))"
    }
    return "text field \(index)"
  }
}
