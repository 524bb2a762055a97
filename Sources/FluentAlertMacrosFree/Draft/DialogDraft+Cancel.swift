extension DialogDraft where HasCancel == DraftState.No {
  /// Adds the cancel action: the choice that backs out without change.
  ///
  /// A dialog has at most one (UIKit raises an exception for a second), so
  /// after this call `addCancel` no longer compiles.
  ///
  /// - Parameters:
  ///   - title: The button's title; UIKit requires a non-empty one on iPhone.
  ///   - key: The key the tap handler receives for this button (and for an
  ///     outside tap that dismisses an iPad popover).
  /// - Returns: The draft with its cancel action.
  @inlinable
  public consuming func addCancel(
    _ title: DialogText,
    key: Key
  ) -> DialogDraft<Key, Style, DraftState.Yes, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    let parts = taken()
    parts.actions.append(DialogAction(title: title, role: .cancel, key: key))
    return .init(parts: parts)
  }

  /// Adds the cancel action: the choice that backs out without change.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// A dialog has at most one (UIKit raises an exception for a second), so
  /// after this call `addCancel` no longer compiles.
  ///
  /// - Parameters:
  ///   - title: The button's title, as written.
  ///   - key: The key the tap handler receives for this button (and for an
  ///     outside tap that dismisses an iPad popover).
  /// - Returns: The draft with its cancel action.
  @_disfavoredOverload
  @inlinable
  public consuming func addCancel(
    _ title: some StringProtocol,
    key: Key
  ) -> DialogDraft<Key, Style, DraftState.Yes, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    (consume self).addCancel(DialogText.verbatim(String(title)), key: key)
  }
}

extension DialogDraft where HasCancel == DraftState.Yes {
  /// Refused: the draft already has its cancel action.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - key: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog can have only one cancel action")
  public func addCancel(_ title: DialogText, key: Key) -> Self {
    fatalError("unavailable")
  }

  /// Refused: the draft already has its cancel action.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - key: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog can have only one cancel action")
  @_disfavoredOverload
  public func addCancel(_ title: some StringProtocol, key: Key) -> Self {
    fatalError("unavailable")
  }
}
