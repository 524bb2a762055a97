extension DialogDraft where HasAction == DraftState.Yes {
  /// Changes how the last added action looks, as `Dialog`'s chained
  /// `actionStyle { }` does.
  ///
  /// ```swift
  /// let dialog = alert("Photo", keys: String.self)
  ///   .addDestructive("Delete", key: "delete")
  ///   .actionStyle { $0.image(.system("trash")).titleColor(.system(.red)) }
  ///   .dialog
  /// ```
  ///
  /// The closure sees an ``ActionAppearance``: it can change the title
  /// colour, image and accessibility identifier, but not the role, key,
  /// preference or enabled state, which the draft's types keep track of.
  ///
  /// - Parameter change: Returns the new appearance from the current one.
  /// - Returns: The draft with the last action restyled.
  @inlinable
  public consuming func actionStyle(
    _ change: (ActionAppearance<Key>) -> ActionAppearance<Key>
  ) -> Self {
    let parts = taken()
    let last = parts.actions.count - 1
    parts.actions[last] = change(ActionAppearance(parts.actions[last])).action
    return .init(parts: parts)
  }
}

extension DialogDraft where HasAction == DraftState.No {
  /// Refused: there is no action to style yet.
  ///
  /// - Parameter change: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable, message: "actionStyle changes the last added action; add an action first"
  )
  public func actionStyle(_ change: (ActionAppearance<Key>) -> ActionAppearance<Key>) -> Self {
    fatalError("unavailable")
  }
}
