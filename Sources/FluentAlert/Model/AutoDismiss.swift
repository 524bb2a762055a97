/// Closes a dialog by itself after a delay, reporting an optional key.
///
/// A tap before the delay wins; the timer then never fires. The delay must be
/// positive and at most ``maximumDelay`` (one day): validation reports
/// anything else as an error, so no presenter is ever asked to schedule a
/// delay its clock cannot hold.
///
/// ```swift
/// let toast = Dialog<String>.alert("Saved")
///   .addCancel("OK", key: "ok")
///   .dismiss(after: .seconds(3), reporting: "ok")
/// ```
public struct AutoDismiss<Key: Hashable & Sendable>: Hashable, Sendable {
  /// How long the dialog stays up.
  public let delay: Duration
  /// The key reported to the tap handler when the timer closes the dialog,
  /// or `nil` to close it without calling the handler.
  public let key: Key?

  /// The longest delay a dialog may have: one day (86,400 seconds).
  ///
  /// A longer delay is reported by validation as
  /// ``DialogProblem/Kind/autoDismissDelayTooLong`` and refused by the JSON
  /// decoder, because a timer that long outlives any dialog a person reads
  /// and, at the extremes, cannot be represented by the platform's clocks.
  public static var maximumDelay: Duration { .seconds(86_400) }

  /// Creates an auto-dismiss rule.
  ///
  /// - Parameters:
  ///   - delay: How long the dialog stays up; must be positive and at most
  ///     ``maximumDelay``.
  ///   - key: The key to report, which must belong to one of the dialog's
  ///     actions, or `nil` to report none.
  @inlinable
  public init(after delay: Duration, reporting key: Key? = nil) {
    self.delay = delay
    self.key = key
  }
}
