/// The stored `actionTap` callback: a key and the text fields' final values,
/// on the main actor.
@usableFromInline
struct TapHandler<Key>: Sendable {
  @usableFromInline
  let body: (@MainActor @Sendable (Key, [String]) -> Void)?

  @usableFromInline
  init(_ body: (@MainActor @Sendable (Key, [String]) -> Void)?) {
    self.body = body
  }

  @MainActor
  func callAsFunction(_ key: Key, _ texts: [String]) {
    body?(key, texts)
  }
}
