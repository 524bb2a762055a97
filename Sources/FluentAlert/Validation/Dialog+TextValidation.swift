internal import FluentAlertText

// The rules about text: the text fields, their requirements and checks, and the formats of
// localized texts. `problems(for:)` runs them with the others (`Dialog+Validation.swift`).
extension Dialog {
  func checkTextChecks(_ check: inout ProblemCollector) {
    let keys = Set(actions.map(\.key))
    for (index, textCheck) in callbacks.checks.enumerated() {
      for key in textCheck.gatedKeys ?? [] where !keys.contains(key) {
        check.error(
          .requirementNamesUnknownKey,
          "text check \(index) gates key \(SnapshotEscaping.key(key)), which no action has")
      }
      checkDisabledGates(textCheck.gatedKeys, by: "text check \(index)", &check)
    }
  }

  /// Reports a disabled action named in a requirement's or check's gates.
  ///
  /// The two combine (an action can be tapped only when it is enabled and
  /// every gate is met), so the gate can never enable it. Gates left to
  /// their default (every non-cancel action) name nothing and are not
  /// reported.
  func checkDisabledGates(
    _ gatedKeys: [Key]?, by gate: String, _ check: inout ProblemCollector
  ) {
    guard let gatedKeys else { return }
    for action in actions where !action.isEnabled && gatedKeys.contains(action.key) {
      check.warning(
        .disabledActionGated,
        "action \(name(action)) is disabled and \(gate) gates it, which cannot enable it: "
          + "it stays disabled until the app calls setEnabled on the session; leave out "
          + ".disabled() so the gate decides")
    }
  }

  func checkTextFields(_ check: inout ProblemCollector) {
    guard !textFields.isEmpty else { return }
    if style == .actionSheet {
      check.error(
        .textFieldOnActionSheet,
        "action sheet has \(textFields.count) text field\(textFields.count == 1 ? "" : "s") "
          + "(\(textFields.indices.map(fieldName).joined(separator: ", "))); only alerts can")
    }
    let keys = Set(actions.map(\.key))
    for index in textFields.indices {
      guard let requirement = textFields[index].requirement else { continue }
      for key in requirement.gatedKeys ?? [] where !keys.contains(key) {
        check.error(
          .requirementNamesUnknownKey,
          "\(fieldName(index)) requirement gates key \(SnapshotEscaping.key(key)), "
            + "which no action has")
      }
      checkRule(requirement.rule, field: index, &check)
      checkDisabledGates(requirement.gatedKeys, by: "\(fieldName(index)) requirement", &check)
      let enabled = actions.count(where: \.isEnabled)
      let gated = requirement.gatedIndices(in: actions).count { actions[$0].isEnabled }
      if enabled > 0 && gated == enabled
        && !requirement.rule.isSatisfied(by: textFields[index].text, in: textFields.map(\.text))
        && autoDismiss == nil
      {
        check.warning(
          .requirementGatesEveryAction,
          "\(fieldName(index)) requirement gates every enabled action; "
            + "add a cancel action so the user can back out")
      }
    }
  }

  /// A maximum length must leave room: at least one character, the
  /// initial text, and as many characters as the requirement needs.
  func checkMaxLengths(_ check: inout ProblemCollector) {
    for (index, field) in textFields.enumerated() {
      guard let limit = field.maxLength else { continue }
      let most = "takes at most \(limit) character\(limit == 1 ? "" : "s")"
      if limit < 1 {
        check.error(.invalidMaxLength, "\(fieldName(index)) \(most); the limit must be at least 1")
        continue
      }
      let initial = field.text.count
      if initial > limit {
        check.error(
          .invalidMaxLength,
          "\(fieldName(index)) starts with \(initial) characters but \(most)")
      }
      let needed = field.requirement?.rule.fewestCharacters ?? 0
      if needed > limit {
        check.error(
          .invalidMaxLength,
          "\(fieldName(index)) requires at least \(needed) characters but \(most), "
            + "so its requirement is never met")
      }
    }
  }

  func checkSecureFields(_ check: inout ProblemCollector) {
    for (index, field) in textFields.enumerated() where field.isSecure {
      if field.autocorrection == true {
        check.warning(
          .autocorrectionOnSecureField,
          "\(fieldName(index)) is secure and asks for autocorrection, "
            + "which secure text entry never does")
      }
    }
  }

  func checkRule(_ rule: TextRule, field index: Int, _ check: inout ProblemCollector) {
    switch rule {
    case .nonEmpty:
      break
    case .length(let range):
      if range.lowerBound < 0 {
        check.error(
          .invalidLengthRange,
          "\(fieldName(index)) length range \(range.lowerBound)...\(range.upperBound) "
            + "starts below zero")
      }
    case .matches(let pattern):
      do {
        _ = try TextPattern(pattern)
      } catch {
        check.error(
          error.kind == .invalid ? .invalidPattern : .unsupportedPattern,
          "\(fieldName(index)) pattern \(TextEscaping.quoted(pattern)) \(error.reason)")
      }
    case .all(let rules):
      for rule in rules { checkRule(rule, field: index, &check) }
    case .sameAs(let other), .differentFrom(let other):
      checkRuleField(other, rule: rule, field: index, &check)
    case .anyNonEmpty(let others):
      if others.isEmpty {
        check.error(
          .unknownRuleField, "\(fieldName(index)) rule anyNonEmpty names no text field")
      }
      for other in others { checkRuleField(other, rule: rule, field: index, &check) }
    case .number(let range):
      if !range.lowerBound.isFinite || !range.upperBound.isFinite {
        check.error(
          .invalidNumberRange,
          "\(fieldName(index)) number range \(range.lowerBound)...\(range.upperBound) "
            + "has a bound that is not a finite number")
      }
    case .integer:
      break
    }
  }

  func checkRuleField(
    _ other: Int, rule: TextRule, field index: Int, _ check: inout ProblemCollector
  ) {
    guard !textFields.indices.contains(other) else { return }
    let count = textFields.count
    check.error(
      .unknownRuleField,
      "\(fieldName(index)) rule names text field \(other), but the dialog has "
        + (count == 1 ? "1 text field (0)" : "\(count) text fields (0...\(count - 1))"))
  }

  func checkTextFormats(_ check: inout ProblemCollector) {
    func checkText(_ text: DialogText?, _ owner: @autoclosure () -> String) {
      guard case .localized(let key, let table, let bundle, _, let defaultValue)? = text?.content
      else { return }
      let quotedKey = TextEscaping.quoted(key.format)
      if let format = TextLookup.formatAtHand(of: key, table: table, in: bundle) {
        // The table holds the key: its format is what is shown, whatever the key looks like.
        guard !format.contains("%#@"), let mismatch = key.mismatch(defaultValue: format)
        else { return }
        check.error(
          .invalidTextFormat,
          "\(owner()) key \(quotedKey) has the format \(TextEscaping.quoted(format)) in table "
            + "\(table ?? "Localizable"): \(mismatch.reason)")
        return
      }
      if defaultValue == nil, key.isName {
        // A name such as "items.selected": its format is in a table this process cannot see.
        let count = key.formatArguments.count
        check.warning(
          .uncheckedTextFormat,
          "\(owner()) key \(quotedKey) takes \(count) argument\(count == 1 ? "" : "s") but no "
            + "table at hand holds it, so its format could not be checked (where no table has "
            + "the key, it is shown as written)")
        return
      }
      if let mismatch = key.mismatch(defaultValue: defaultValue) {
        let (part, format) =
          mismatch.inDefault ? ("default", defaultValue ?? "") : ("key", key.format)
        check.error(
          .invalidTextFormat,
          "\(owner()) \(part) \(TextEscaping.quoted(format)): \(mismatch.reason)")
      } else if let reason = key.interpolationWarning(defaultValue: defaultValue) {
        check.warning(.interpolatedKey, "\(owner()) key \(quotedKey): \(reason)")
      }
    }
    checkText(title, "title")
    checkText(message, "message")
    for action in actions { checkText(action.title, "action \(name(action))") }
    for (index, field) in textFields.enumerated() {
      checkText(field.placeholder, "\(fieldName(index)) placeholder")
      checkText(field.label, "\(fieldName(index)) label")
      checkText(field.requirement?.message, "\(fieldName(index)) requirement message")
    }
    checkText(suppressionToggle?.title, "suppression toggle title")
    for (index, control) in keyedControls.enumerated() {
      for text in control.texts { checkText(text, "control \(index)") }
    }
    for (index, accessory) in accessories.enumerated() {
      for text in accessory.texts { checkText(text, "accessory \(index)") }
    }
  }
}
