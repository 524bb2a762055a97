#if canImport(SwiftUI)
  import SwiftUI
  import FluentAlert

  extension View {
    /// Gives the views inside one queue of dialogs: a dialog any of their
    /// `.dialog` modifiers opens while another is up waits its turn, and
    /// follow-ups go first.
    ///
    /// Without it, every `.dialog` modifier in the app shares one queue,
    /// which is one queue per window on iPhone. Put it on each window's root
    /// view so each window (or iPad and Mac scene) has its own:
    ///
    /// ```swift
    /// struct RootView: View {
    ///   var body: some View {
    ///     Text("Inbox").dialogScene()
    ///   }
    /// }
    /// ```
    ///
    /// In an app, that is `WindowGroup { RootView().dialogScene() }`: each
    /// window makes its own root view, so each gets its own queue.
    ///
    /// - Returns: The view with its own dialog queue.
    public func dialogScene() -> some View {
      modifier(DialogSceneModifier())
    }
  }

  /// Keeps a scene's queue for the life of the view and hands it down.
  struct DialogSceneModifier: ViewModifier {
    @StateObject private var scene = DialogSceneQueue()

    func body(content: Content) -> some View {
      content.environment(\.dialogScene, scene)
    }
  }
#endif
