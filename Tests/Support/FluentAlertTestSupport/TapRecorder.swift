import FluentAlert

/// Collects what a dialog's `actionTap` received, for the shells' tests.
///
/// ```swift
/// let recorder = TapRecorder<Int>()
/// let dialog = Dialog<Int>.alert("Saved").addCancel("OK", key: 0).actionTap(recorder.handler)
/// ```
@MainActor
package final class TapRecorder<Key: Hashable & Sendable> {
  /// Every tap, in order: the key and the text fields' texts.
  package var taps: [(Key, [String])] = []
  /// The keys of ``taps``.
  package var keys: [Key] { taps.map(\.0) }

  /// An empty recorder.
  package init() {}

  /// The handler to give `actionTap`.
  package var handler: @MainActor @Sendable (Key, DialogValues<Key>) -> Void {
    { [self] key, values in taps.append((key, Array(values))) }
  }
}

/// Lets queued main-actor work (presentations, handlers, awaiting tasks) run.
@MainActor
package func settle() async {
  for _ in 0..<20 { await Task.yield() }
}
