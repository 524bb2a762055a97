extension DialogDraft where Style == DraftState.Alert {
  /// Adds a text field below the ones added before (alerts only).
  ///
  /// - Parameter field: The text field.
  /// - Returns: The draft with the field added.
  @inlinable
  public consuming func addTextField(_ field: DialogTextField<Key>) -> Self {
    moved { $0.textFields.append(field) }
  }
}

extension DialogDraft where Style == DraftState.ActionSheet {
  /// Refused: action sheets cannot have text fields.
  ///
  /// - Parameter field: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message: "an action sheet cannot have text fields; start with alert(_:message:keys:)"
  )
  public func addTextField(_ field: DialogTextField<Key>) -> Self {
    fatalError("unavailable")
  }
}
