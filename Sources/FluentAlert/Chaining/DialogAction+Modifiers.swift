extension DialogAction: ActionComponent {
  /// `change` applied to this action.
  ///
  /// - Parameter change: The adjustment.
  /// - Returns: The adjusted action.
  @inlinable
  public func _adjusting(_ change: (DialogAction<Key>) -> DialogAction<Key>) -> Self {
    change(self)
  }
}

extension DialogAction {
  /// Returns a copy whose tap reports its key and leaves the dialog open, or
  /// closes it as usual.
  ///
  /// The tap handler runs at each tap, with the texts as they are; the
  /// dialog stays until another action, a dismissal or the timer closes it.
  /// When ``Dialog/followUp(_:)-137kk`` returns a dialog for the key, that
  /// dialog takes this one's place. A cancel action always closes:
  /// `Cancel(…).keepsDialogOpen()` does not compile, and a cancel action
  /// that keeps it open otherwise is reported as
  /// ``DialogProblem/Kind/keptOpenCancelAction``.
  ///
  /// ```swift
  /// let themes = Dialog<String>(.alert, title: "Themes installed") {
  ///   Action("Open Theme Folder", key: "open").keepsDialogOpen()
  ///   Action("OK", key: "ok").preferred()
  /// }
  /// ```
  ///
  /// The terminal and `DialogTester` keep the dialog open. UIKit, SwiftUI
  /// and `NSAlert` close an alert on any button: there the action closes
  /// it, and ``Dialog/problems(for:)`` says so with
  /// ``DialogProblem/Kind/keptOpenActionUnsupported``.
  ///
  /// - Parameter keepsOpen: Whether a tap leaves the dialog open; `true`
  ///   when omitted.
  /// - Returns: The adjusted component.
  @inlinable
  public func keepsDialogOpen(_ keepsOpen: Bool = true) -> Self {
    setting(\.keepsDialogOpen, to: keepsOpen)
  }
}
