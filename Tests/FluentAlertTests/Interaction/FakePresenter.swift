import FluentAlert
import FluentAlertTesting

/// A presenter without a screen: records what it is asked to do, keeps the
/// sessions it shows, and completes `show`/`remove` at once unless told to
/// hold the completions back.
@MainActor
final class FakePresenter: DialogPresenter {
  enum Call: Equatable {
    case show(ObjectIdentifier)
    case update(ObjectIdentifier)
    case remove(ObjectIdentifier)
  }

  let testClock = TestClock()
  var clock: any Clock<Duration> { testClock }
  private(set) var visible: [AnyDialogSession] = []
  private(set) var calls: [Call] = []
  /// Every session ever shown, in order.
  private(set) var shown: [AnyDialogSession] = []
  /// The most sessions ever visible at once.
  private(set) var maxVisible = 0
  var completesShowAtOnce = true
  var completesRemoveAtOnce = true
  private(set) var heldShowCompletions: [@MainActor @Sendable () -> Void] = []
  private(set) var heldRemoveCompletions: [@MainActor @Sendable () -> Void] = []

  init() {}

  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    calls.append(.show(ObjectIdentifier(session)))
    visible.append(session)
    shown.append(session)
    maxVisible = max(maxVisible, visible.count)
    if completesShowAtOnce { completion() } else { heldShowCompletions.append(completion) }
  }

  func update(_ session: AnyDialogSession) {
    calls.append(.update(ObjectIdentifier(session)))
  }

  func remove(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    calls.append(.remove(ObjectIdentifier(session)))
    visible.removeAll { $0 === session }
    if completesRemoveAtOnce { completion() } else { heldRemoveCompletions.append(completion) }
  }

  func completeShows() {
    let held = heldShowCompletions
    heldShowCompletions = []
    for completion in held { completion() }
  }

  func completeRemoves() {
    let held = heldRemoveCompletions
    heldRemoveCompletions = []
    for completion in held { completion() }
  }

  /// Forgets every session, as a window closing without telling them would.
  func dropEverything() {
    visible = []
    shown = []
    heldShowCompletions = []
    heldRemoveCompletions = []
  }

  /// The single visible session, typed.
  func top<Key>(_: Key.Type = Key.self) -> DialogSession<Key>? {
    visible.last as? DialogSession<Key>
  }

  /// The titles of every session shown, in order.
  var shownTitles: [String] { shown.map { $0.indexedDialog.title?.fallback ?? "" } }
}

/// Yields to other main-actor work until `condition` holds (at most 1,000
/// times), so async tests never sleep.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<1_000 where !condition() { await Task.yield() }
}

/// A deterministic random number generator (SplitMix64), so large
/// randomized tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
