/// A rule over the text fields written in code: what ``Dialog/textCheck(gates:_:)``
/// attaches.
///
/// Like the other callbacks it takes no part in equality, hashing, the
/// snapshot or JSON.
@usableFromInline
struct TextCheck<Key: Hashable & Sendable>: Sendable {
  /// The keys of the actions kept disabled while the check fails, or `nil`
  /// for every action whose role is not cancel.
  @usableFromInline let gatedKeys: [Key]?
  /// Reads every field's text, top to bottom; returns what is wrong, or
  /// `nil` when the texts pass.
  @usableFromInline let body: @MainActor @Sendable ([String]) -> DialogText?

  @inlinable
  init(gatedKeys: [Key]?, body: @escaping @MainActor @Sendable ([String]) -> DialogText?) {
    self.gatedKeys = gatedKeys
    self.body = body
  }
}
