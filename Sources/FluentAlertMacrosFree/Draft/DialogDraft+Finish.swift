extension DialogDraft where HasAction == DraftState.Yes {
  /// The finished dialog: a plain `Dialog`, equal to the same dialog written
  /// with `Dialog`'s chaining, its result builder or its initializer.
  ///
  /// It is available once the draft has an action or an auto-dismiss, and it
  /// has none of the errors the draft's types rule out (see ``DialogDraft``).
  public var dialog: Dialog<Key> { storage.dialog }
}

extension DialogDraft where HasAction == DraftState.No, HasTimer == DraftState.Yes {
  /// The finished dialog, which closes by its auto-dismiss: a plain `Dialog`,
  /// as for a draft with actions.
  public var dialog: Dialog<Key> { storage.dialog }
}

extension DialogDraft where HasAction == DraftState.No, HasTimer == DraftState.No {
  /// Refused: the dialog has neither an action nor an auto-dismiss.
  @available(
    *, unavailable,
    message: "a dialog needs an action or an auto-dismiss, or the user could not close it"
  )
  public var dialog: Dialog<Key> { fatalError("unavailable") }
}
