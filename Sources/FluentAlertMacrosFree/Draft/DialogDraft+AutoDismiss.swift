extension DialogDraft where HasTimer == DraftState.No {
  /// Closes the dialog by itself after a delay, reporting an optional key
  /// (a tap before the delay wins).
  ///
  /// An auto-dismiss is a way to close the dialog, so a draft with one can
  /// be finished without any action. A dialog has at most one.
  ///
  /// - Parameters:
  ///   - delay: How long the dialog stays up; must be positive.
  ///   - key: The key reported to the tap handler when the timer closes the
  ///     dialog (it must belong to an action), or `nil` to report none.
  /// - Returns: The draft with its auto-dismiss.
  @inlinable
  public consuming func dismiss(
    after delay: Duration,
    reporting key: Key? = nil
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, HasAction, DraftState.Yes, HasTap> {
    let parts = taken()
    parts.autoDismiss = AutoDismiss(after: delay, reporting: key)
    return .init(parts: parts)
  }
}

extension DialogDraft where HasTimer == DraftState.Yes {
  /// Refused: the draft already has its auto-dismiss.
  ///
  /// - Parameters:
  ///   - delay: Unused.
  ///   - key: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog has one auto-dismiss, and it is already set")
  public func dismiss(after delay: Duration, reporting key: Key? = nil) -> Self {
    fatalError("unavailable")
  }
}
