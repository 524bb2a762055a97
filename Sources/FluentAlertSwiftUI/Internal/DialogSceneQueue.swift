#if canImport(SwiftUI)
  import SwiftUI
  import FluentAlert

  /// The queue every `.dialog` modifier of one scene shows its dialogs
  /// through, so they appear one at a time, in order; each modifier still
  /// draws its own.
  @MainActor
  final class DialogSceneQueue: ObservableObject {
    /// The queue; each dialog is drawn by the modifier that enqueued it.
    let queue = DialogQueue(presenter: UndrawnPresenter())

    /// The queue of views under no `.dialogScene()`: one for the app.
    static let app = DialogSceneQueue()
  }

  /// Where the `.dialog` modifiers find their scene's queue: `nil` (the
  /// default) means the app's.
  struct DialogSceneKey: EnvironmentKey {
    static let defaultValue: DialogSceneQueue? = nil
  }

  extension EnvironmentValues {
    /// The queue set by the nearest `.dialogScene()`, if any.
    var dialogScene: DialogSceneQueue? {
      get { self[DialogSceneKey.self] }
      set { self[DialogSceneKey.self] = newValue }
    }
  }

  /// The scene queue's own presenter, which draws nothing.
  ///
  /// Every dialog of a scene is drawn by its modifier's presenter. A session
  /// that reaches this one anyway ends as torn down rather than wait unseen.
  @MainActor
  private final class UndrawnPresenter: DialogPresenter {
    func show(_ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void) {
      _ = session.tearDown()
    }

    func remove(
      _ session: AnyDialogSession, completion: @escaping @MainActor @Sendable () -> Void
    ) {
      completion()
    }
  }
#endif
