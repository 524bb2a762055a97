/// An action as a presenter shows it right now: its description plus whether
/// it can be tapped at this moment.
///
/// Sessions give the package's shells these through `AnyDialogSession.actions`
/// so a shell can render any dialog without knowing its key type, and forward
/// a tap by ``index``.
package struct PresentedAction: Hashable, Sendable {
  /// The position in the dialog's actions (display order).
  package let index: Int
  /// The button's title.
  package let title: DialogText
  /// Default, cancel or destructive.
  package let role: ActionRole
  /// Whether this is the preferred action (bold, triggered by Return).
  package let isPreferred: Bool
  /// The title's colour.
  package let titleColor: DialogColor?
  /// An image beside the title.
  package let image: DialogImage?
  /// The stable identifier UI tests use: the action's explicit
  /// `accessibilityIdentifier`, else `"fluentalert.action.<key>"`
  /// (see ``DialogAction/accessibilityIdentifier``).
  package let accessibilityIdentifier: String
  /// The key as text (`String(describing:)`), for logs and terminals.
  package let keyDescription: String
  /// Why a tap on this action would be refused now, or `nil` when it would
  /// be accepted (the session's phase aside).
  package let refusal: TapRefusal?

  /// Whether the action can be tapped now: enabled in the description and
  /// not gated by an unmet text requirement.
  package var isEnabled: Bool { refusal == nil }

  /// Creates a presented action; sessions build these for you.
  ///
  /// - Parameters:
  ///   - index: The position in the dialog's actions.
  ///   - title: The button's title.
  ///   - role: Default, cancel or destructive.
  ///   - isPreferred: Whether it is the preferred action.
  ///   - titleColor: The title's colour.
  ///   - image: An image beside the title.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - keyDescription: The key as text.
  ///   - refusal: Why a tap would be refused now, or `nil`.
  package init(
    index: Int,
    title: DialogText,
    role: ActionRole,
    isPreferred: Bool,
    titleColor: DialogColor?,
    image: DialogImage?,
    accessibilityIdentifier: String,
    keyDescription: String,
    refusal: TapRefusal?
  ) {
    self.index = index
    self.title = title
    self.role = role
    self.isPreferred = isPreferred
    self.titleColor = titleColor
    self.image = image
    self.accessibilityIdentifier = accessibilityIdentifier
    self.keyDescription = keyDescription
    self.refusal = refusal
  }
}
