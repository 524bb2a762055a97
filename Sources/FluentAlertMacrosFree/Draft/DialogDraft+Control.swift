extension DialogDraft {
  /// Adds a control (a checkbox or a choice) below the ones added before.
  ///
  /// ```swift
  /// enum Remove: Hashable, Sendable { case remove, cancel, deleteFiles }
  ///
  /// let dialog = alert("Remove “Steam”?", keys: Remove.self)
  ///   .addControl(.toggle("Delete files from disk", key: .deleteFiles))
  ///   .addDestructive("Remove", key: .remove)
  ///   .addCancel("Cancel", key: .cancel)
  ///   .actionTap { key, values in print(key, values.isOn(.deleteFiles)) }
  ///   .dialog
  /// ```
  ///
  /// - Parameter control: The control.
  /// - Returns: The draft with the control added.
  @inlinable
  public consuming func addControl(_ control: DialogControl<Key>) -> Self {
    let parts = taken()
    parts.controls.append(control)
    return .init(parts: parts)
  }
}
