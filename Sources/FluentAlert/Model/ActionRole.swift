/// The meaning of an action, which decides how platforms draw and place it.
public enum ActionRole: String, Hashable, Sendable, CaseIterable, Codable {
  /// An ordinary choice.
  case `default`
  /// The choice that backs out without change. At most one per dialog; UIKit
  /// places it last (or hides it in an iPad popover) and reports it for an
  /// outside tap.
  case cancel
  /// A choice that destroys data or cannot be undone; drawn in red.
  case destructive
}
