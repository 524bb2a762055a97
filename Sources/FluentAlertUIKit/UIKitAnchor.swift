#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// What an action sheet's popover points at on iPad, given as the object
  /// itself when the dialog is presented: the button that was tapped, a bar
  /// button item, or a rectangle in a view.
  ///
  /// ```swift
  /// enum Share: Hashable, Sendable { case copy, cancel }
  ///
  /// final class PhotoViewController: UIViewController {
  ///   func shareTapped(_ button: UIView) async throws {
  ///     let sheet = Dialog<Share>.actionSheet("Share Photo")
  ///       .addAction("Copy", key: .copy)
  ///       .addCancel("Cancel", key: .cancel)
  ///     _ = try await sheet.present(from: self, anchor: .view(button))
  ///   }
  /// }
  /// ```
  ///
  /// A dialog's own ``FluentAlert/PopoverAnchor`` names its anchor by
  /// accessibility identifier, so the value stays data (comparable, JSON);
  /// an anchor object given at presentation takes its place, and nothing
  /// has to be looked up. A view that is not in a window is a
  /// ``FluentAlert/DialogProblem/Kind/invalidAnchor`` error at
  /// presentation: `present(from:anchor:)` throws it instead of pointing
  /// somewhere else.
  @MainActor
  public enum UIKitAnchor {
    /// The view's bounds: the button or cell the user tapped.
    case view(UIView)
    /// A bar button item in a navigation bar or toolbar.
    case barButtonItem(UIBarButtonItem)
    /// A rectangle in a view's coordinates.
    case rect(CGRect, in: UIView)
  }
#endif
