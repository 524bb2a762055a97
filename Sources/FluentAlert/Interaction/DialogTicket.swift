/// Identifies one dialog enqueued on a ``DialogQueue``, to ask its status or
/// withdraw it.
public struct DialogTicket: Hashable, Sendable {
  let id: UInt64
}
