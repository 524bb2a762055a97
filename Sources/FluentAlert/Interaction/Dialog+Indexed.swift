extension Dialog {
  /// This dialog with each action keyed by its index in display order: what
  /// ``AnyDialogSession/indexedDialog`` shows presenters.
  ///
  /// Every fact a presenter draws is kept. Each action keeps its
  /// accessibility identifier (the explicit one, or the one its key
  /// derives), the auto-dismiss reports the index of the action its key
  /// names, and a requirement gates the indices of the actions it gated.
  /// The tap handler is not carried over: taps go through the session.
  ///
  /// - Parameter keyDescriptions: Each action's key as
  ///   `String(describing:)` writes it, when the caller has them already,
  ///   so no key is described twice.
  /// - Returns: The same dialog, keyed by index.
  package func indexed(keyDescriptions: [String]? = nil) -> Dialog<Int> {
    let actions = self.actions
    let indexedActions = actions.enumerated().map { index, action in
      let identifier = action.accessibilityIdentifier(
        keyDescription: keyDescriptions?[index] ?? KeyDescription.of(action.key))
      return action.keyed(index).setting(\.accessibilityIdentifier, to: identifier)
    }
    let indexedAutoDismiss = autoDismiss.map { autoDismiss in
      AutoDismiss<Int>(
        after: autoDismiss.delay,
        reporting: autoDismiss.key.flatMap { key in actions.firstIndex { $0.key == key } })
    }
    // The dialog-wide settings are shared as they are, so every one of them,
    // present and future, reaches the presenters; of the callbacks, only the
    // app's view is drawn.
    var indexedCallbacks = DialogCallbacks<Int>(tap: nil, followUp: nil, dismiss: nil)
    if let view = callbacks.accessoryView { indexedCallbacks.accessoryView = view }
    return Dialog<Int>(
      style: style, title: title, message: message, actions: indexedActions,
      textFields: indexedTextFields(), controls: indexedControls(), autoDismiss: indexedAutoDismiss,
      storedSettings: storedSettings, callbacks: indexedCallbacks)
  }

  /// The control rows a presenter draws before anything is changed,
  /// without a session (`RequirementGates` says what they gate).
  ///
  /// - Parameter localization: Where and in which language text is looked up.
  /// - Returns: One row per control, top to bottom.
  package func presentedControls(
    in localization: DialogLocalization = .current
  ) -> [PresentedControl] {
    indexedControls().map { PresentedControl($0, value: $0.initialValue, in: localization) }
  }

  /// The controls keyed by their index, a choice's options by theirs, each
  /// gating the indices of the actions it gated by key.
  private func indexedControls() -> [DialogControl<Int>] {
    let actions = self.actions
    return keyedControls.enumerated().map { index, control in
      let gates = actions.indices.filter { control.gatedKeys.contains(actions[$0].key) }
      switch control {
      case .toggle(let title, _, let isOn, _):
        return .toggle(title, key: index, isOn: isOn, gates: gates)
      case .choice(let title, _, let options, let selected, _):
        return .choice(
          title, key: index,
          options: options.enumerated().map { ($0.offset, $0.element.title) },
          selected: selected.flatMap { key in options.firstIndex { $0.key == key } },
          gates: gates)
      case .suppressionToggle(let title, let isSuppressed):
        return .suppressionToggle(title, isSuppressed: isSuppressed)
      }
    }
  }

  /// The text fields, each requirement gating the indices of the actions
  /// it gated by key.
  private func indexedTextFields() -> [DialogTextField<Int>] {
    let actions = self.actions
    return textFields.map { field in
      field.replacingRequirement(
        with: field.requirement.map { requirement in
          TextRequirement(
            requirement.rule,
            gates: requirement.gatedKeys.map { _ in requirement.gatedIndices(in: actions) },
            message: requirement.message)
        })
    }
  }
}

extension Dialog {
  /// The rows a presenter draws of this dialog before anything is typed,
  /// without a session: for drawing a description as it will look.
  ///
  /// An action's refusal is only its own ``DialogAction/isEnabled``; text
  /// requirements are left to the caller (a session, or `RequirementGates`,
  /// evaluates them).
  ///
  /// - Parameter localization: Where and in which language text is looked up.
  /// - Returns: The action rows in display order and the field rows, top to
  ///   bottom.
  package func presentedRows(
    in localization: DialogLocalization = .current
  ) -> (actions: [PresentedAction], textFields: [PresentedTextField]) {
    // Built from the actions as they are: re-keying a copy of the whole
    // dialog, as a session does, would copy each action's settings to give
    // it an identifier the row derives anyway.
    let lookup = TextLookup(localization)
    var rows: [PresentedAction] = []
    rows.reserveCapacity(actions.count)
    for index in actions.indices {
      let action = actions[index]
      rows.append(
        PresentedAction(
          // Not `keyed(index)`: called generic from unspecialized code, it
          // looks the action type up at run time for every action.
          action: DialogAction<Int>(
            title: action.title, role: action.role, key: index,
            storedSettings: action.storedSettings),
          title: lookup.resolve(action.title),
          keyDescription: KeyDescription.of(action.key),
          refusal: action.isEnabled ? nil : .disabled))
    }
    return (rows, Dialog<Int>.presentedTextFields(indexedTextFields(), in: localization))
  }
}

extension Dialog where Key == Int {
  /// The action rows of an indexed dialog: each action with its resolved
  /// title, refused only when the description disables it.
  ///
  /// - Parameters:
  ///   - keyDescriptions: The original keys as text, by index.
  ///   - localization: Where and in which language titles are looked up.
  /// - Returns: One row per action, in display order.
  package func presentedActions(
    keyDescriptions: [String], in localization: DialogLocalization
  ) -> [PresentedAction] {
    let lookup = TextLookup(localization)
    return actions.map { action in
      PresentedAction(
        action: action, title: lookup.resolve(action.title),
        keyDescription: keyDescriptions[action.key],
        refusal: action.isEnabled ? nil : .disabled)
    }
  }

  /// The field rows of an indexed dialog, with their initial texts.
  ///
  /// - Parameter localization: Where and in which language placeholders and
  ///   requirement messages are looked up.
  /// - Returns: One row per text field, top to bottom.
  package func presentedTextFields(in localization: DialogLocalization) -> [PresentedTextField] {
    Self.presentedTextFields(textFields, in: localization)
  }

  /// The rows of `textFields`, indexed fields of a dialog.
  fileprivate static func presentedTextFields(
    _ textFields: [DialogTextField<Int>], in localization: DialogLocalization
  ) -> [PresentedTextField] {
    let lookup = TextLookup(localization)
    let texts = textFields.map(\.text)
    return textFields.enumerated().map { index, field in
      PresentedTextField(
        index: index, field: field, placeholder: field.placeholder.map { lookup.resolve($0) },
        label: field.label.map { lookup.resolve($0) },
        requirementMessage: field.requirement?.message.map { lookup.resolve($0) },
        texts: texts, locale: localization.locale)
    }
  }
}
