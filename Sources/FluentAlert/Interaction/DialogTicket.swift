/// Identifies one dialog enqueued on a ``DialogQueue``, to ask its status or
/// withdraw it.
public struct DialogTicket: Hashable, Sendable, CustomStringConvertible {
  let id: UInt64

  /// `ticket #<n>`.
  public var description: String { "ticket #\(id)" }
}
