/// Identifies an observer added to a session, for
/// ``AnyDialogSession/removeObserver(_:)``.
public struct DialogObservation: Hashable, Sendable {
  let id: UInt64
}
