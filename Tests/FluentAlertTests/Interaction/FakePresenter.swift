import FluentAlert

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

  let manualScheduler = ManualDialogScheduler()
  var scheduler: any DialogScheduler { manualScheduler }
  private(set) var visible: [AnyDialogSession] = []
  private(set) var calls: [Call] = []
  /// Every session ever shown, in order.
  private(set) var shown: [AnyDialogSession] = []
  var completesShowAtOnce = true
  var completesRemoveAtOnce = true
  private(set) var heldShowCompletions: [@MainActor @Sendable () -> Void] = []
  private(set) var heldRemoveCompletions: [@MainActor @Sendable () -> Void] = []

  init() {}

  func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
    calls.append(.show(ObjectIdentifier(session)))
    visible.append(session)
    shown.append(session)
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
}
