/// How a presentation finished, as the owners waiting for it hear it.
package struct SessionEnd: Sendable {
  /// Why it ended, by action index.
  package let reason: DismissReason<Int>
  /// The key `reason` reports, with the dialog's own key type.
  package let key: (any Hashable & Sendable)?
  /// The text fields' final texts.
  package let texts: [String]
  /// Whether the suppression toggle was on at the end.
  package let isSuppressed: Bool
  /// The dialog `followUp` returned for the reported key: still pending
  /// while the end handlers run, and held only by whoever presents it.
  package weak var followUp: AnyDialogSession?
  /// Why the dialog `followUp` returned could not be shown.
  package let followUpError: DialogValidationError?
}
