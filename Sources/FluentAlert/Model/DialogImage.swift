/// An image: beside an action's title, or a dialog's icon.
///
/// ```swift
/// let trash = Action<String>("Delete", key: "delete").image(.system("trash"))
/// let backup = Dialog<String>.alert("Back up now?").icon(.asset("BackupIcon"))
/// ```
public enum DialogImage: Hashable, Sendable {
  /// A system symbol by name (SF Symbols on Apple platforms).
  case system(String)
  /// An image from the app's asset catalogue by name.
  case asset(String)
}
