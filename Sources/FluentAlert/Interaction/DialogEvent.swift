/// A lifecycle event of one presentation, as observers hear it (what a
/// delegate would be told, without optional methods that crash when
/// missing).
///
/// Every presentation that reaches the screen produces, in order,
/// `willPresent`, `didPresent`, `willDismiss(reason)`, `didDismiss(reason)`.
/// One that ends before it is shown produces only the two dismiss events.
public enum DialogEvent<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The session is about to be handed to its presenter.
  case willPresent
  /// The presenter reports the dialog visible.
  case didPresent
  /// The presentation has ended for this reason; the presenter is about to
  /// remove the dialog.
  case willDismiss(DismissReason<Key>)
  /// The dialog is gone; the tap handler runs right after this event.
  case didDismiss(DismissReason<Key>)

  /// The same event with its key transformed.
  ///
  /// - Parameter transform: Maps a key.
  /// - Returns: The event with `transform` applied to its reason's key.
  package func mapKey<Other: Hashable & Sendable>(
    _ transform: (Key) throws -> Other
  ) rethrows -> DialogEvent<Other> {
    switch self {
    case .willPresent: .willPresent
    case .didPresent: .didPresent
    case .willDismiss(let reason): .willDismiss(try reason.mapKey(transform))
    case .didDismiss(let reason): .didDismiss(try reason.mapKey(transform))
    }
  }
}

extension DialogEvent: CustomStringConvertible {
  /// A short form for logs and test messages: `willDismiss(action(save))`.
  public var description: String {
    switch self {
    case .willPresent: "willPresent"
    case .didPresent: "didPresent"
    case .willDismiss(let reason): "willDismiss(\(reason))"
    case .didDismiss(let reason): "didDismiss(\(reason))"
    }
  }
}
