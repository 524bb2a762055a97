#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import FluentAlert

  extension Dialog {
    /// Returns the dialog with a view of the app's own under the message.
    ///
    /// It is for what no description can say, such as a shortcut
    /// recorder, and is shown by AppKit only.
    ///
    /// ```swift
    /// enum Shortcut: Hashable, Sendable { case save, cancel }
    ///
    /// @MainActor
    /// func recordShortcut(
    ///   with recorder: NSView, on presenter: any DialogPresenter
    /// ) throws {
    ///   let dialog = Dialog<Shortcut>.alert(
    ///     "Press the new shortcut", message: "It replaces ⌘⇧N."
    ///   )
    ///   .accessoryView { recorder }
    ///   .addAction("Save", key: .save)
    ///   .addCancel("Cancel", key: .cancel)
    ///   try DialogSession(dialog).present(using: presenter)
    /// }
    /// ```
    ///
    /// NSAlert shows the view at the top of its accessory view, at the
    /// size of its `frame`, above the dialog's accessories, progress and
    /// text fields. For a SwiftUI view, return an `NSHostingView` of it.
    /// The app keeps the view's state; enable an action from it with the
    /// session's `setEnabled(_:for:)` (see `onPresent(_:)`).
    ///
    /// UIKit, SwiftUI and the terminal have no place for a view and show
    /// the dialog without it: `problems(for:)` reports
    /// `DialogProblem.Kind.accessoryViewUnsupported` there. What can be
    /// data (a list, a link, a footnote) is better said with
    /// `accessory(_:)`, which every presenter but UIKit's and
    /// SwiftUI's draws.
    ///
    /// - Parameter make: Makes the view each time the dialog is shown, on
    ///   the main actor.
    /// - Returns: The dialog with the view.
    public consuming func accessoryView(
      _ make: @escaping @MainActor @Sendable () -> NSView
    ) -> Self {
      (consume self).settingAccessoryView { make() }
    }
  }
#endif
