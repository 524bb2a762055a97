/// Finds the window a dialog shown "in the app" goes to: the key window of
/// the scene the user is using.
///
/// Scenes are ranked by activation: foreground and active, then foreground
/// and inactive (during a system alert or an app switch), then background,
/// then unattached. Among the scenes of the best rank that have windows, a
/// key window wins; otherwise the first such scene's first window. Ranking
/// is stable: scenes of equal standing keep the order they were given in.
package enum KeyWindowSearch {
  /// A scene's activation state, as far as the search cares.
  package enum Activation: Comparable, Sendable {
    case foregroundActive
    case foregroundInactive
    case background
    case unattached
  }

  /// One connected scene: its activation and its windows, each with whether
  /// it is the key window.
  package struct Scene<Window> {
    package let activation: Activation
    package let windows: [(window: Window, isKey: Bool)]

    /// Describes one scene.
    ///
    /// - Parameters:
    ///   - activation: The scene's activation state.
    ///   - windows: Its windows, in order, each with whether it is key.
    package init(activation: Activation, windows: [(window: Window, isKey: Bool)]) {
      self.activation = activation
      self.windows = windows
    }
  }

  /// The window to show a dialog in, or `nil` when no scene has a window.
  ///
  /// - Parameter scenes: The connected scenes, in any order.
  /// - Returns: The chosen window.
  package static func window<Window>(among scenes: [Scene<Window>]) -> Window? {
    let withWindows = scenes.filter { !$0.windows.isEmpty }
    guard let best = withWindows.map(\.activation).min() else { return nil }
    let candidates = withWindows.filter { $0.activation == best }
    for scene in candidates {
      if let key = scene.windows.first(where: \.isKey) { return key.window }
    }
    return candidates.first?.windows.first?.window
  }
}
