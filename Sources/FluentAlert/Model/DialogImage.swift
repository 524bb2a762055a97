/// An image shown beside an action's title.
public enum DialogImage: Hashable, Sendable {
  /// A system symbol by name (SF Symbols on Apple platforms).
  case system(String)
  /// An image from the app's asset catalogue by name.
  case asset(String)
}
