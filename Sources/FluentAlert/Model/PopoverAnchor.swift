/// Where an action sheet's popover points on iPad (and in other regular-width
/// layouts).
///
/// UIKit raises an exception when an action sheet is presented as a popover
/// without a source; FluentAlert's UIKit shell falls back to the centre of the
/// presenting view instead, and validation warns
/// (``DialogProblem/Kind/actionSheetWithoutAnchor``) so you can choose.
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
}
