extension DialogDraft where Key == Int {
  /// Adds an action whose key is its index in the dialog's actions, as
  /// `Dialog<Int>` does.
  ///
  /// ```swift
  /// let dialog = alert("Rate us", keys: Int.self)
  ///   .addAction("Now")  // key 0
  ///   .addAction("Later")  // key 1
  ///   .addCancel("Never")  // key 2
  ///   .dialog
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: `.default` or `.destructive`.
  /// - Returns: The draft with the action added.
  @inlinable
  public consuming func addAction(
    _ title: DialogText,
    role: NonCancelRole = .default
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    let parts = taken()
    parts.actions.append(
      DialogAction(title: title, role: role.actionRole, key: parts.actions.count))
    return .init(parts: parts)
  }

  /// Adds an action whose key is its index in the dialog's actions, as
  /// `Dialog<Int>` does.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// - Parameters:
  ///   - title: The button's title, as written.
  ///   - role: `.default` or `.destructive`.
  /// - Returns: The draft with the action added.
  @_disfavoredOverload
  @inlinable
  public consuming func addAction(
    _ title: some StringProtocol,
    role: NonCancelRole = .default
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    (consume self).addAction(DialogText.verbatim(String(title)), role: role)
  }

  /// Adds a destructive action whose key is its index in the dialog's
  /// actions.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The draft with the action added.
  @inlinable
  public consuming func addDestructive(
    _ title: DialogText
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    let parts = taken()
    parts.actions.append(
      DialogAction(title: title, role: .destructive, key: parts.actions.count))
    return .init(parts: parts)
  }

  /// Adds a destructive action whose key is its index in the dialog's
  /// actions.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The draft with the action added.
  @_disfavoredOverload
  @inlinable
  public consuming func addDestructive(
    _ title: some StringProtocol
  ) -> DialogDraft<Key, Style, HasCancel, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    (consume self).addDestructive(DialogText.verbatim(String(title)))
  }
}

extension DialogDraft where Key == Int, HasCancel == DraftState.No {
  /// Adds the cancel action, whose key is its index in the dialog's actions.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The draft with its cancel action.
  @inlinable
  public consuming func addCancel(
    _ title: DialogText
  ) -> DialogDraft<Key, Style, DraftState.Yes, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    let parts = taken()
    parts.actions.append(
      DialogAction(title: title, role: .cancel, key: parts.actions.count))
    return .init(parts: parts)
  }

  /// Adds the cancel action, whose key is its index in the dialog's actions.
  ///
  /// A `String` or `Substring` title is user data: it is shown exactly as
  /// written and never looked up; a literal still makes a localization key.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The draft with its cancel action.
  @_disfavoredOverload
  @inlinable
  public consuming func addCancel(
    _ title: some StringProtocol
  ) -> DialogDraft<Key, Style, DraftState.Yes, HasPreferred, DraftState.Yes, HasTimer, HasTap> {
    (consume self).addCancel(DialogText.verbatim(String(title)))
  }
}

extension DialogDraft where Key == Int, HasCancel == DraftState.Yes {
  /// Refused: the draft already has its cancel action.
  ///
  /// - Parameter title: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog can have only one cancel action")
  public func addCancel(_ title: DialogText) -> Self {
    fatalError("unavailable")
  }

  /// Refused: the draft already has its cancel action.
  ///
  /// - Parameter title: Unused.
  /// - Returns: Never returns.
  @available(*, unavailable, message: "a dialog can have only one cancel action")
  @_disfavoredOverload
  public func addCancel(_ title: some StringProtocol) -> Self {
    fatalError("unavailable")
  }
}
