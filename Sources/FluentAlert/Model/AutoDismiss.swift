/// Closes a dialog by itself after a delay, reporting an optional key
/// (seed 003's `showAndDismissAfterTime`).
///
/// A tap before the delay wins; the timer then never fires.
public struct AutoDismiss<Key: Hashable & Sendable>: Hashable, Sendable {
  /// How long the dialog stays up.
  public let delay: Duration
  /// The key reported to the tap handler when the timer closes the dialog,
  /// or `nil` to close it without calling the handler.
  public let key: Key?

  /// Creates an auto-dismiss rule.
  ///
  /// - Parameters:
  ///   - delay: How long the dialog stays up; must be positive.
  ///   - key: The key to report, which must belong to one of the dialog's
  ///     actions, or `nil` to report none.
  @inlinable
  public init(after delay: Duration, reporting key: Key? = nil) {
    self.delay = delay
    self.key = key
  }
}
