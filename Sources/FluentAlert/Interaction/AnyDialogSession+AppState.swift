// What the app changes on a dialog while it is up, from state only the app knows.
extension AnyDialogSession {
  /// Enables or disables the action at `index` from the app's side, as a
  /// text rule would: for a state only the app knows (a shortcut was
  /// recorded, a download finished).
  ///
  /// The description's ``DialogAction/isEnabled`` is where the action
  /// starts; this replaces it for the rest of the presentation. Requirements
  /// and text checks still gate the action on top of it. The presenter is
  /// asked to ``DialogPresenter/update(_:)``, so every built-in screen
  /// follows at once.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the action may be tapped.
  ///   - index: The action's index, ``PresentedAction/index``.
  /// - Returns: `false` (and nothing changes) when the presentation has
  ///   ended or there is no such action.
  @discardableResult
  public func setEnabled(_ isEnabled: Bool, actionAt index: Int) -> Bool {
    guard !phase.hasEnded, actionsEnabled.indices.contains(index) else { return false }
    guard actionsEnabled[index] != isEnabled else { return true }
    actionsEnabled[index] = isEnabled
    if handedToPresenter { presenter?.update(self) }
    return true
  }
}
