extension DialogDraft
where Style == DraftState.Alert, HasPreferred == DraftState.No {
  /// Marks the action with this key as the preferred one (bold, triggered by
  /// Return).
  ///
  /// An alert has at most one preferred action, and an action sheet none
  /// (UIKit ignores it there), so after this call `preferred` no longer
  /// compiles.
  ///
  /// As on `Dialog`, the first action with the key is marked, and nothing is
  /// marked when no action has it yet, so call it after adding that action.
  ///
  /// - Parameter key: The key of an action added before.
  /// - Returns: The draft with that action preferred.
  @inlinable
  public consuming func preferred(
    _ key: Key
  ) -> DialogDraft<Key, Style, HasCancel, DraftState.Yes, HasAction, HasTimer, HasTap> {
    let parts = taken()
    if let index = parts.actions.firstIndex(where: { $0.key == key }) {
      parts.actions[index] = parts.actions[index].preferred()
    }
    return .init(parts: parts)
  }
}

extension DialogDraft where HasPreferred == DraftState.Yes {
  /// Refused: the draft already has its preferred action.
  ///
  /// - Parameter key: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog can have only one preferred action")
  public func preferred(_ key: Key) -> Self {
    fatalError("unavailable")
  }
}

extension DialogDraft where Style == DraftState.ActionSheet {
  /// Refused: UIKit ignores a preferred action on an action sheet.
  ///
  /// - Parameter key: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "an action sheet has no preferred action (UIKit ignores it); only alerts do"
  )
  public func preferred(_ key: Key) -> Self {
    fatalError("unavailable")
  }
}
