// What a presenter draws from a session: the rows of its actions and fields, with the state
// they are in now, and the dialog's own settings.
extension AnyDialogSession {
  /// Reads a setting of the dialog itself, by the name ``Dialog`` gives
  /// it: `session.style`, `session.titleStyle`, `session.anchor`,
  /// `session.severity`, `session.icon`, `session.help`,
  /// `session.accessibilityIdentifier`, `session.autoDismiss?.delay`.
  ///
  /// What the session changes while the dialog is up (its ``title``,
  /// ``message``, ``progress``, ``accessories``, ``actions`` and
  /// ``textFields``) has members of its own, resolved for the screen; they
  /// take the place of the dialog's.
  ///
  /// ```swift
  /// @MainActor func needsAnchor(_ session: AnyDialogSession) -> Bool {
  ///   session.style == .actionSheet && session.anchor == nil
  /// }
  /// ```
  ///
  /// - Parameter setting: A property of the dialog, keyed by action index.
  public subscript<Value>(dynamicMember setting: KeyPath<Dialog<Int>, Value>) -> Value {
    indexedDialog[keyPath: setting]
  }
  /// The content under the message (lists, links, footnotes), in order,
  /// its texts resolved for the screen.
  public var accessories: [PresentedAccessory] {
    indexedDialog.accessories.map { PresentedAccessory($0, in: localization) }
  }
  /// Makes the app's own view shown under the message, on the platform it
  /// was given for (an `NSView` on AppKit), or `nil` when there is none.
  package var accessoryView: (@MainActor @Sendable () -> AnyObject)? {
    indexedDialog.callbacks.accessoryView
  }
  /// The controls as the screen shows them now, top to bottom, the
  /// suppression toggle last.
  ///
  /// Their texts are resolved, and each holds its current value. Draw them
  /// under the text fields; a control's position here is its index. The
  /// suppression toggle is a ``PresentedControl/toggle(_:isOn:)`` with the
  /// platform's words when the dialog gives none ("Do not show this message
  /// again", in the user's language).
  public var controls: [PresentedControl] {
    guard let title = suppressionToggleTitle else { return keyedPresentedControls }
    return keyedPresentedControls + [.toggle(title, isOn: isSuppressed)]
  }
  /// The controls read by a key, without the suppression toggle, which the
  /// built-in presenters show in a place of its own.
  package var keyedPresentedControls: [PresentedControl] {
    zip(indexedDialog.keyedControls, controlValues).map {
      PresentedControl($0, value: $1, in: localization)
    }
  }
  /// The suppression toggle's title as the screen shows it ("Do not show
  /// this message again" in the user's language when the dialog gives
  /// none), or `nil` when the dialog has no toggle.
  package var suppressionToggleTitle: String? {
    indexedDialog.suppressionToggleTitle?.resolved(in: localization)
  }

  /// The index in ``actions`` of the action Return performs, or `nil`.
  ///
  /// That is the action whose key equivalent is Return, else the one
  /// preferred action, else the checked action, else the first default
  /// action, else the cancel action. Return never performs a destructive action nobody made the
  /// default, and performs none on a dialog made
  /// ``Dialog/withoutDefaultAction()``.
  public var defaultActionIndex: Int? { indexedDialog.defaultActionIndex }

  /// Whether Return performs an action (``Dialog/hasDefaultAction``), for
  /// the built-in presenters that must take away a Return their platform
  /// gives by itself; a presenter of your own reads ``defaultActionIndex``.
  package var hasDefaultAction: Bool { indexedDialog.hasDefaultAction }

  /// Which keys press which action, and the order each platform shows them
  /// in, for the built-in presenters.
  package var keyboard: DialogKeyboard { indexedDialog.keyboard }

  /// The suppression toggle's title as the dialog gives it, resolved, or
  /// `nil` when it gives none: for a platform with its own default title.
  package var givenSuppressionToggleTitle: String? {
    indexedDialog.suppressionToggle?.title?.resolved(in: localization)
  }

  /// The actions in display order, each with its resolved title and
  /// whether it can be tapped now: the rows every presenter draws.
  ///
  /// Read them again after ``DialogPresenter/update(_:)``: typing changes
  /// which actions a requirement lets through.
  public var actions: [PresentedAction] {
    actionRows.map { row in
      var row = row
      row.refusal = refusalIgnoringPhase(ofActionAt: row.index)
      return row
    }
  }

  /// The text fields, top to bottom, with their current texts.
  public var textFields: [PresentedTextField] {
    fieldRows.map { row in
      var row = row
      row.text = texts[row.index]
      row.isSatisfied = fieldsMet[row.index]
      return row
    }
  }

  /// What each failing `textCheck` says of the current texts, resolved, in
  /// the order the checks were attached: what presenters that show
  /// requirements show beside the fields.
  public var unmetCheckMessages: [String] {
    checkResults.compactMap { $0?.resolved(in: localization) }
  }

  /// How many text checks the dialog has: the most messages
  /// ``unmetCheckMessages`` can hold, for a presenter that makes room for
  /// them.
  package var textCheckCount: Int { checkResults.count }

  /// Whether the action at `index` can be tapped now, the phase aside.
  ///
  /// - Parameter index: An action index.
  /// - Returns: `false` for an index out of range, a disabled action, or one
  ///   gated by an unmet requirement.
  public func isEnabled(actionAt index: Int) -> Bool {
    indexedDialog.actions.indices.contains(index) && refusalIgnoringPhase(ofActionAt: index) == nil
  }

  /// Why a tap on the action at `index` would be refused right now
  /// (including the phase), or `nil` when it would be accepted.
  ///
  /// - Parameter index: An action index.
  /// - Returns: The refusal ``tap(actionAt:keepingOpen:)`` would return, or `nil`.
  package func refusal(forActionAt index: Int) -> TapRefusal? {
    switch phase {
    case .pending, .presenting: return .notPresented
    case .dismissing, .dismissed: return .alreadyDismissed
    case .presented: break
    }
    guard indexedDialog.actions.indices.contains(index) else { return .noSuchAction }
    return refusalIgnoringPhase(ofActionAt: index)
  }
}
