/// Where an action sheet's popover points on iPad (and in other regular-width
/// layouts).
///
/// UIKit raises an exception when an action sheet is presented as a popover
/// without a source; for a dialog without an anchor FluentAlert's UIKit
/// shell points at the centre of the presenting view instead, and
/// validation warns (``DialogProblem/Kind/actionSheetWithoutAnchor``) so you
/// can choose. An identifier that matches nothing where the dialog is
/// presented is an ``DialogProblem/Kind/invalidAnchor`` error then, never a
/// quiet move to the centre. To point at an object you hold (the tapped
/// button), give it at presentation: `present(from: self, anchor:
/// .view(button))` in `FluentAlertUIKit`.
public enum PopoverAnchor: Hashable, Sendable {
  /// A rectangle in the presenting view controller's view, in points.
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// The view whose accessibility identifier is this string, searched in the
  /// presenting view controller's view hierarchy.
  case view(identifier: String)
  /// The bar button item whose accessibility identifier is this string.
  case barButtonItem(identifier: String)
  /// The centre of the presenting view, with no arrow.
  case center

  /// Whether two anchors are the same; every NaN coordinate equals every other.
  ///
  /// - Parameters:
  ///   - lhs: An anchor.
  ///   - rhs: Another anchor.
  /// - Returns: `true` when kind and every value match.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (
      .rect(let x1, let y1, let width1, let height1), .rect(let x2, let y2, let width2, let height2)
    ):
      return NumberIdentity.same(x1, x2) && NumberIdentity.same(y1, y2)
        && NumberIdentity.same(width1, width2) && NumberIdentity.same(height1, height2)
    case (.view(let lhsIdentifier), .view(let rhsIdentifier)):
      return lhsIdentifier == rhsIdentifier
    case (.barButtonItem(let lhsIdentifier), .barButtonItem(let rhsIdentifier)):
      return lhsIdentifier == rhsIdentifier
    case (.center, .center):
      return true
    default:
      return false
    }
  }

  /// Hashes the anchor consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .rect(let x, let y, let width, let height):
      hasher.combine(0)
      for value in [x, y, width, height] { NumberIdentity.hash(value, into: &hasher) }
    case .view(let identifier):
      hasher.combine(1)
      hasher.combine(identifier)
    case .barButtonItem(let identifier):
      hasher.combine(2)
      hasher.combine(identifier)
    case .center:
      hasher.combine(3)
    }
  }
}
