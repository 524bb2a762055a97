#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  extension Dialog {
    /// Shows the dialog over `viewController` (or whatever it presents or
    /// shows on top), after any dialog already shown in its window, and
    /// waits for the user's choice: the one way a UIKit app presents.
    ///
    /// ```swift
    /// enum Choice: Hashable, Sendable { case delete, keep, copy, cancel }
    ///
    /// final class DraftViewController: UIViewController {
    ///   let shareItem = UIBarButtonItem(title: "Share")
    ///
    ///   func deleteTapped() async throws {
    ///     let dialog = Dialog<Choice>.alert("Delete draft?")
    ///       .addDestructive("Delete", key: .delete)
    ///       .addCancel("Keep", key: .keep)
    ///     if try await dialog.present(from: self) == .delete {
    ///       print("deleting")
    ///     }
    ///   }
    ///
    ///   func shareTapped() async throws {
    ///     let sheet = Dialog<Choice>.actionSheet("Share Draft")
    ///       .addAction("Copy", key: .copy)
    ///       .addCancel("Cancel", key: .cancel)
    ///     let anchor = UIKitAnchor.barButtonItem(shareItem)
    ///     _ = try await sheet.present(from: self, anchor: anchor)
    ///   }
    /// }
    /// ```
    ///
    /// The `actionTap` handler still runs. A dialog opened from a handler
    /// waits until this one is gone. To show a dialog without waiting for
    /// it, call this from a `Task`; to give it a priority or replace a
    /// duplicate, use `present(using:priority:identity:onDuplicate:)` with
    /// `UIKitDialogPresenter.queue(for:)`.
    ///
    /// An action sheet's popover (iPad) points at `anchor` when given, for
    /// this dialog and its follow-ups, in place of the dialog's own
    /// `anchor` (which names a view by identifier); an alert ignores it.
    /// An action sheet whose anchor matches nothing in the presenting
    /// hierarchy is not shown pointing elsewhere: this throws the problem.
    ///
    /// - Parameters:
    ///   - viewController: Where the search for the top view controller
    ///     starts.
    ///   - anchor: The view, bar button item or rectangle an action
    ///     sheet's popover points at, or `nil` for the dialog's own anchor.
    /// - Returns: The key the dismissal reported, or `nil` for none.
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors, or when its anchor matches nothing or is not in
    ///   a window (`invalidAnchor`); `CancellationError` when the task was
    ///   cancelled.
    @MainActor
    public func present(from viewController: UIViewController, anchor: UIKitAnchor? = nil)
      async throws -> Key?
    {
      let queue = UIKitDialogPresenter.queue(for: viewController)
      guard let anchor else { return try await queue.present(self) }
      let presenter = UIKitDialogPresenter(
        anchor: anchor, from: viewController, like: queue.presenter)
      return try await queue.present(self, drawnBy: presenter)
    }
  }
#endif
