/// An action as every presenter shows it right now: the action as
/// described, its title resolved for the screen, and whether it can be
/// tapped at this moment.
///
/// Sessions give the package's shells these rows through
/// `AnyDialogSession.actions`, so a shell draws any dialog without knowing
/// its key type and forwards a tap by ``index``. The row declares nothing the
/// action already says: its role, colour, image and every other property
/// are read from ``action`` (`row.action.role`).
package struct PresentedAction: Hashable, Sendable {
  /// The action as described, keyed by its index in display order.
  ///
  /// Its ``DialogAction/accessibilityIdentifier`` is the explicit one, or
  /// `"fluentalert.action.<key>"` derived from the original key.
  package let action: DialogAction<Int>
  /// The title as the screen shows it, resolved once for the session.
  package let title: String
  /// The original key as text (`String(describing:)`), for logs and
  /// terminals.
  package let keyDescription: String
  /// Why a tap on this action would be refused now, or `nil` when it would
  /// be accepted (the session's phase aside).
  package var refusal: TapRefusal?

  /// The position in the dialog's actions (display order), which a tap
  /// reports to the session.
  @inlinable package var index: Int { action.key }
  /// Whether the action can be tapped now: enabled in the description and
  /// not gated by an unmet text requirement.
  @inlinable package var isEnabled: Bool { refusal == nil }

  /// Creates a row; sessions build these for you.
  ///
  /// - Parameters:
  ///   - action: The action, keyed by its index.
  ///   - title: The resolved title.
  ///   - keyDescription: The original key as text.
  ///   - refusal: Why a tap would be refused now, or `nil`.
  package init(
    action: DialogAction<Int>, title: String, keyDescription: String, refusal: TapRefusal? = nil
  ) {
    self.action = action
    self.title = title
    self.keyDescription = keyDescription
    self.refusal = refusal
  }
}
