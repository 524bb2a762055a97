/// Where a presentation is in its life: pending → presenting → presented →
/// dismissing → dismissed.
///
/// Only ``presented`` accepts taps and text. A presentation moves forward
/// only, never back, and reaches ``dismissed`` exactly once.
public enum DialogPhase: Hashable, Sendable, CaseIterable {
  /// Created, not yet handed to a presenter.
  case pending
  /// Handed to a presenter (`willPresent` was sent); waiting for it to
  /// report the dialog visible.
  case presenting
  /// Visible (`didPresent` was sent): taps, text input, keyless dismissal
  /// and the auto-dismiss timer are live.
  case presented
  /// Ended (`willDismiss` was sent, the reason is fixed); waiting for the
  /// presenter to report the dialog gone.
  case dismissing
  /// Gone (`didDismiss` was sent and the tap handler, if any, has run).
  case dismissed

  /// Whether the presentation has ended (``dismissing`` or ``dismissed``).
  package var hasEnded: Bool { self == .dismissing || self == .dismissed }
}
