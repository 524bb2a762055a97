extension AnyDialogSession {
  /// Turns the toggle at `index` (among the controls, top to bottom) on or
  /// off, as the user did, enabling or disabling the actions it gates; then
  /// asks the presenter to ``DialogPresenter/update(_:)``.
  ///
  /// - Parameters:
  ///   - isOn: The toggle's new state.
  ///   - index: The control's index.
  /// The suppression toggle, last among ``controls``, is set the same way.
  ///
  /// - Returns: `false` (and nothing changes) when the session is not
  ///   ``DialogPhase/presented`` or that control is not a toggle.
  @discardableResult
  public func setOn(_ isOn: Bool, forControl index: Int) -> Bool {
    if index == controlValues.count, indexedDialog.suppressionToggle != nil {
      return setSuppressed(isOn)
    }
    guard phase == .presented, controlValues.indices.contains(index),
      case .isOn = controlValues[index]
    else { return false }
    controlValues[index] = .isOn(isOn)
    presenter?.update(self)
    return true
  }

  /// Selects the option at `option` of the choice at `index` (among the
  /// controls, top to bottom), as the user did, enabling the actions the
  /// choice gates; then asks the presenter to ``DialogPresenter/update(_:)``.
  ///
  /// - Parameters:
  ///   - option: The option's index, in display order.
  ///   - index: The control's index.
  /// - Returns: `false` (and nothing changes) when the session is not
  ///   ``DialogPhase/presented``, that control is not a choice or it has
  ///   no such option.
  @discardableResult
  public func select(option: Int, forControl index: Int) -> Bool {
    guard phase == .presented, indexedDialog.keyedControls.indices.contains(index),
      case .choice(_, _, let options, _, _) = indexedDialog.keyedControls[index],
      options.indices.contains(option)
    else { return false }
    controlValues[index] = .selected(option)
    presenter?.update(self)
    return true
  }

  /// What the user entered so far, controls and options by index.
  package var indexedValues: DialogValues<Int> {
    Self.values(texts: texts, controls: controlValues, isSuppressed: isSuppressed)
  }

  /// Values of these parts, controls and options by index.
  nonisolated static func values(
    texts: [String], controls: [ControlValue<Int>], isSuppressed: Bool
  ) -> DialogValues<Int> {
    DialogValues(
      texts: texts,
      controls: Dictionary(uniqueKeysWithValues: controls.enumerated().map { ($0, $1) }),
      isSuppressed: isSuppressed)
  }

  /// For each action of an indexed dialog, the indices of the controls
  /// that gate it.
  static func controlGates(of indexed: Dialog<Int>) -> [[Int]] {
    var gates = [[Int]](repeating: [], count: indexed.actions.count)
    for (control, part) in indexed.keyedControls.enumerated() {
      for index in part.gatedKeys { gates[index].append(control) }
    }
    return gates
  }
}
