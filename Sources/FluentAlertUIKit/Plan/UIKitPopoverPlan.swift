import FluentAlert
internal import FluentAlertText

/// Where an action sheet's popover points on iPad, never letting UIKit raise
/// its "no source" exception.
///
/// UIKit raises when an action sheet is shown as a popover without a
/// `sourceView` or bar button item. A dialog without an anchor points at
/// the centre of the presenting view with no arrow; one whose identifier
/// matches nothing where it is presented is refused with
/// ``unmatchedAnchor(presenting:)`` (only a controller presented by hand,
/// which cannot be refused, falls back to the centre).
package struct UIKitPopoverPlan: Hashable, Sendable {
  /// What the popover points at.
  package enum Source: Hashable, Sendable {
    /// A rectangle in the presenting view, in points.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// The view with this accessibility identifier in the presenting view
    /// controller's view hierarchy.
    case view(identifier: String)
    /// The bar button item with this accessibility identifier in the
    /// presenting view controller's navigation item or toolbar.
    case barButtonItem(identifier: String)
    /// The centre of the presenting view, with no arrow.
    case center
  }

  /// What the dialog asked for (``Source/center`` when it gave no anchor or
  /// an unusable rectangle).
  package let requested: Source

  /// Plans the popover for an anchor.
  ///
  /// - Parameter anchor: The dialog's anchor, or `nil`.
  package init(anchor: PopoverAnchor?) {
    switch anchor {
    case .rect(let x, let y, let width, let height):
      let values = [x, y, width, height]
      let usable = values.allSatisfy(\.isFinite) && width >= 0 && height >= 0
      requested = usable ? .rect(x: x, y: y, width: width, height: height) : .center
    case .view(let identifier):
      requested = .view(identifier: identifier)
    case .barButtonItem(let identifier):
      requested = .barButtonItem(identifier: identifier)
    case .center, nil:
      requested = .center
    }
  }

  /// The problem of the requested identifier when it matches nothing
  /// where the dialog is presented.
  ///
  /// - Parameter presenting: The presenting view controller's type, for the
  ///   message.
  /// - Returns: An ``DialogProblem/Kind/invalidAnchor`` error naming the
  ///   identifier and the fix.
  package func unmatchedAnchor(presenting: String) -> DialogProblem {
    let message =
      switch requested {
      case .barButtonItem(let identifier):
        "anchor bar button item \(TextEscaping.quoted(identifier)) matches no item in the "
          + "navigation item or toolbar of \(presenting); give the item that accessibility "
          + "identifier, or pass the item itself to present(from:anchor:)"
      case .view(let identifier):
        "anchor view \(TextEscaping.quoted(identifier)) matches no view in the hierarchy "
          + "of \(presenting); give the view that accessibility identifier, or pass the view "
          + "itself to present(from:anchor:)"
      case .rect, .center:
        "anchor matches nothing in \(presenting)"
      }
    return DialogProblem(.invalidAnchor, .error, message)
  }

  /// The problem of an anchor view, given as an object, that is not in a
  /// window: UIKit would point the popover at nothing on screen.
  ///
  /// - Parameter what: The view's type, or "the rectangle's view".
  /// - Returns: An ``DialogProblem/Kind/invalidAnchor`` error.
  package static func detachedAnchor(_ what: String) -> DialogProblem {
    DialogProblem(
      .invalidAnchor, .error,
      "anchor \(what) is not in a window; pass a view that is on screen when the dialog is shown")
  }
}
