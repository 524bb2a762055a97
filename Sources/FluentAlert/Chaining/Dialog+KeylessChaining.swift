extension Dialog where Key == Int {
  /// Returns the dialog with one more action whose key is its index.
  ///
  /// For `Dialog<Int>`, an action added without a key gets its position in
  /// ``actions`` (counting from 0) as key, as index-based dialog APIs did. Keys
  /// given explicitly elsewhere may collide with these; ``problems`` then
  /// reports ``DialogProblem/Kind/duplicateKey``.
  ///
  /// ```swift
  /// let dialog = Dialog<Int>.alert("Rate us")
  ///   .addAction("Now")  // key 0
  ///   .addAction("Later")  // key 1
  ///   .addCancel("Never")  // key 2
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: What the button means; ``ActionRole/default`` when omitted.
  /// - Returns: The dialog with the action appended.
  @inlinable
  public consuming func addAction(
    _ title: DialogText, role: ActionRole = .default
  ) -> Self {
    var dialog = consume self
    dialog.append(DialogAction(title: title, role: role, key: dialog._actions.count))
    return dialog
  }

  /// Returns the dialog with one more action whose key is its index, its
  /// title shown exactly as written: a `String` or `Substring` value is
  /// never looked up.
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as written.
  ///   - role: What the button means; ``ActionRole/default`` when omitted.
  /// - Returns: The dialog with the action appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addAction(
    _ title: some StringProtocol, role: ActionRole = .default
  ) -> Self {
    (consume self).addAction(.verbatim(String(title)), role: role)
  }

  /// Returns the dialog with one more destructive action whose key is its
  /// index.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The dialog with the action appended.
  @inlinable
  public consuming func addDestructive(_ title: DialogText) -> Self {
    var dialog = consume self
    dialog.append(
      DialogAction(title: title, role: .destructive, key: dialog._actions.count))
    return dialog
  }
  /// Returns the dialog with one more destructive action whose key is its index, its
  /// title shown exactly as written: a `String` or `Substring` value is
  /// never looked up.
  ///
  /// - Parameter title: The button's title, shown as written.
  /// - Returns: The dialog with the action appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addDestructive(_ title: some StringProtocol) -> Self {
    (consume self).addDestructive(.verbatim(String(title)))
  }

  /// Returns the dialog with a cancel action whose key is its index.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The dialog with the action appended.
  @inlinable
  public consuming func addCancel(_ title: DialogText) -> Self {
    var dialog = consume self
    dialog.append(DialogAction(title: title, role: .cancel, key: dialog._actions.count))
    return dialog
  }
  /// Returns the dialog with a cancel action whose key is its index, its
  /// title shown exactly as written: a `String` or `Substring` value is
  /// never looked up.
  ///
  /// - Parameter title: The button's title, shown as written.
  /// - Returns: The dialog with the action appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addCancel(_ title: some StringProtocol) -> Self {
    (consume self).addCancel(.verbatim(String(title)))
  }

}
