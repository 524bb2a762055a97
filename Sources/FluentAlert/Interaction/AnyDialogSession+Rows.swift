// What a presenter draws from a session: the rows of its actions and fields, with the state
// they are in now.
extension AnyDialogSession {
  /// The actions in display order, each with its resolved title and
  /// whether it can be tapped now: the rows every shell draws.
  package var actions: [PresentedAction] {
    actionRows.map { row in
      var row = row
      row.refusal = refusalIgnoringPhase(ofActionAt: row.index)
      return row
    }
  }

  /// The text fields, top to bottom, with their current texts.
  package var textFields: [PresentedTextField] {
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
  package var unmetCheckMessages: [String] {
    checkResults.compactMap { $0?.resolved(in: localization) }
  }

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
  /// - Returns: The refusal ``tap(actionAt:)`` would return, or `nil`.
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
