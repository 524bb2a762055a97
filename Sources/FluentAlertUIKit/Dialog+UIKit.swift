#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import FluentAlert

  extension Dialog {
    /// Shows the dialog over `viewController` (or whatever it presents or
    /// shows on top), after any dialog already shown this way in its window,
    /// and waits for the user's choice.
    ///
    /// ```swift
    /// enum Choice: Hashable, Sendable { case delete, keep }
    ///
    /// final class DraftViewController: UIViewController {
    ///   func deleteTapped() async throws {
    ///     let dialog = Dialog<Choice>.alert("Delete draft?")
    ///       .addDestructive("Delete", key: .delete)
    ///       .addCancel("Keep", key: .keep)
    ///     let choice = try await dialog.present(from: self)
    ///     if choice == .delete { print("deleting") }
    ///   }
    /// }
    /// ```
    ///
    /// The `actionTap` handler still runs. A dialog opened from a handler
    /// waits until this one is gone. An action sheet whose anchor names an
    /// identifier that matches nothing in the presenting hierarchy is not
    /// shown pointing elsewhere: this throws the problem.
    ///
    /// - Parameter viewController: Where the search for the top view
    ///   controller starts.
    /// - Returns: The key the dismissal reported, or `nil` for none.
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors, or when its anchor identifier matches nothing
    ///   (`invalidAnchor`); `CancellationError` when
    ///   the task was cancelled.
    @MainActor
    public func present(from viewController: UIViewController) async throws -> Key? {
      try await UIKitDialogPresenter.queue(for: viewController).present(self)
    }

    /// Shows the dialog over `viewController` with its action sheet's
    /// popover pointing at `anchor` on iPad, after any dialog already shown
    /// in its window, and waits for the user's choice.
    ///
    /// ```swift
    /// enum Share: Hashable, Sendable { case copy, cancel }
    ///
    /// final class PhotoViewController: UIViewController {
    ///   let shareItem = UIBarButtonItem(title: "Share")
    ///
    ///   func shareTapped() async throws {
    ///     let sheet = Dialog<Share>.actionSheet("Share Photo")
    ///       .addAction("Copy", key: .copy)
    ///       .addCancel("Cancel", key: .cancel)
    ///     let anchor = UIKitAnchor.barButtonItem(shareItem)
    ///     if try await sheet.present(from: self, anchor: anchor) == .copy {
    ///       print("copied")
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// The object takes the place of the dialog's own `anchor`
    /// (which names one by identifier), for this dialog and its follow-ups.
    /// An alert ignores it.
    ///
    /// - Parameters:
    ///   - viewController: Where the search for the top view controller
    ///     starts.
    ///   - anchor: The view, bar button item or rectangle the popover
    ///     points at.
    /// - Returns: The key the dismissal reported, or `nil` for none.
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors, or when the anchor view is not in a window
    ///   (`invalidAnchor`); `CancellationError` when
    ///   the task was cancelled.
    @MainActor
    public func present(from viewController: UIViewController, anchor: UIKitAnchor)
      async throws -> Key?
    {
      let queue = UIKitDialogPresenter.queue(for: viewController)
      let presenter = UIKitDialogPresenter(
        anchor: anchor, from: viewController, like: queue.presenter)
      return try await queue.present(self, drawnBy: presenter)
    }

    /// Queues the dialog over `viewController` without waiting, its action
    /// sheet's popover pointing at `anchor` on iPad.
    ///
    /// A dialog refused at presentation (an anchor view not in a window)
    /// ends as `tornDown`; `present(from:anchor:)` throws
    /// the problem instead.
    ///
    /// - Parameters:
    ///   - viewController: Where the search for the top view controller
    ///     starts.
    ///   - anchor: The view, bar button item or rectangle the popover
    ///     points at.
    /// - Returns: The dialog's ticket.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func enqueue(from viewController: UIViewController, anchor: UIKitAnchor)
      throws(DialogValidationError) -> DialogTicket
    {
      let queue = UIKitDialogPresenter.queue(for: viewController)
      let presenter = UIKitDialogPresenter(
        anchor: anchor, from: viewController, like: queue.presenter)
      return try queue.enqueue(self, drawnBy: presenter)
    }

    /// Shows the dialog in `scene`'s key window (or its first window), after
    /// any dialog already shown there, and waits for the user's choice.
    ///
    /// - Parameter scene: The window scene.
    /// - Returns: The key the dismissal reported, or `nil` for none (also
    ///   when the scene has no window to show it in).
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors; `CancellationError` when the task was cancelled.
    @MainActor
    public func present(in scene: UIWindowScene) async throws -> Key? {
      try await UIKitDialogPresenter.queue(for: scene).present(self)
    }

    /// Shows the dialog in the app's key window, from its top view
    /// controller, after any dialog already shown there, and waits for the
    /// user's choice: for code that has no view controller at hand.
    ///
    /// ```swift
    /// enum Choice: Hashable, Sendable { case retry, cancel }
    ///
    /// @MainActor
    /// func sessionExpired() async throws -> Bool {
    ///   let dialog = Dialog<Choice>.alert("Your session expired")
    ///     .addAction("Sign In Again", key: .retry)
    ///     .addCancel("Cancel", key: .cancel)
    ///   return try await dialog.present() == .retry
    /// }
    /// ```
    ///
    /// The window is the one `UIKitDialogPresenter.keyWindowQueue()` finds.
    ///
    /// - Returns: The key the dismissal reported, or `nil` for none (also
    ///   when the app has no window to show it in).
    /// - Throws: `DialogValidationError` before anything is shown when the
    ///   dialog has errors; `CancellationError` when the task was cancelled.
    @MainActor
    public func present() async throws -> Key? {
      try await UIKitDialogPresenter.keyWindowQueue().present(self)
    }

    /// Queues the dialog in the app's key window without waiting.
    ///
    /// A model-driven app keeps the dialog as plain data and attaches its
    /// handler when it shows it:
    ///
    /// ```swift
    /// enum Choice: Hashable, Sendable { case delete, keep }
    ///
    /// @MainActor final class DraftModel {
    ///   var dialog: Dialog<Choice>?
    ///   func handle(_ choice: Choice) { print(choice) }
    /// }
    ///
    /// @MainActor func show(_ model: DraftModel) throws {
    ///   try model.dialog?.actionTap { model.handle($0) }.enqueue()
    /// }
    /// ```
    ///
    /// - Returns: The dialog's ticket.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func enqueue() throws(DialogValidationError) -> DialogTicket {
      try UIKitDialogPresenter.keyWindowQueue().enqueue(self)
    }

    /// Queues the dialog over `viewController` without waiting: the
    /// fire-and-forget spelling for code that only needs `actionTap`.
    ///
    /// - Parameter viewController: Where the search for the top view
    ///   controller starts.
    /// - Returns: The dialog's ticket, to ask its status or withdraw it.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func enqueue(from viewController: UIViewController) throws(DialogValidationError)
      -> DialogTicket
    {
      try UIKitDialogPresenter.queue(for: viewController).enqueue(self)
    }

    /// Queues the dialog in `scene`'s key window without waiting.
    ///
    /// - Parameter scene: The window scene.
    /// - Returns: The dialog's ticket.
    /// - Throws: `DialogValidationError` when the dialog has errors.
    @MainActor
    @discardableResult
    public func enqueue(in scene: UIWindowScene) throws(DialogValidationError) -> DialogTicket {
      try UIKitDialogPresenter.queue(for: scene).enqueue(self)
    }
  }
#endif
