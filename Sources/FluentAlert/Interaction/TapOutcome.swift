/// What became of a tap: accepted (the presentation ends and the handler
/// will run once), or refused with the reason.
public enum TapOutcome: Hashable, Sendable {
  /// The tap ended the presentation with the action at this index.
  case accepted(actionIndex: Int)
  /// The tap changed nothing, for this reason.
  case refused(TapRefusal)

  /// Whether the tap was accepted.
  package var isAccepted: Bool {
    if case .accepted = self { return true }
    return false
  }

  /// The refusal, or `nil` when the tap was accepted.
  package var refusal: TapRefusal? {
    if case .refused(let refusal) = self { return refusal }
    return nil
  }
}

extension TapOutcome: CustomStringConvertible {
  /// `accepted action 2` or `refused: …`.
  public var description: String {
    switch self {
    case .accepted(let index): "accepted action \(index)"
    case .refused(let refusal): "refused: \(refusal)"
    }
  }
}
