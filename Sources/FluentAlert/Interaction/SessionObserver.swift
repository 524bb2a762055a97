/// One registered lifecycle observer of a session, by action index.
struct SessionObserver: Sendable {
  let id: UInt64
  let body: @MainActor @Sendable (DialogEvent<Int>) -> Void
}
