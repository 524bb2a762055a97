/// How a presentation finished, as the owners waiting for it hear it.
package struct SessionEnd: Sendable {
  /// Why it ended, by action index.
  package let reason: DismissReason<Int>
  /// The key `reason` reports, with the dialog's own key type.
  package let key: (any Hashable & Sendable)?
  /// What the user entered, as `DialogValues` of the dialog's key type.
  package let values: any Sendable
  /// The dialog `followUp` returned for the reported key: still pending
  /// while the end handlers run, and held only by whoever presents it.
  package weak var followUp: AnyDialogSession?
  /// Why the dialog `followUp` returned could not be shown.
  package let followUpError: DialogValidationError?
  /// Why the presenter refused to show the dialog (an action sheet's anchor
  /// that matches nothing), if it did.
  package let presentationError: DialogValidationError?

  /// The problems that kept the dialog, or its follow-up, from being
  /// shown: what an awaiting caller throws.
  package var error: DialogValidationError? { presentationError ?? followUpError }
}
