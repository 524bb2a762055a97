extension Dialog {
  /// Returns the dialog with a rule over its texts written in code: while
  /// `check` returns a message, the actions it gates stay disabled and
  /// presenters that show requirements show the message.
  ///
  /// Use it for what data cannot say: a name that must not already exist,
  /// a date that must be in the future, a sum of two fields. Rules that
  /// data can say (``TextRule``, across fields too) belong on the fields,
  /// where they are compared, snapshotted and sent as JSON.
  ///
  /// ```swift
  /// enum Rename: Hashable, Sendable { case rename, cancel }
  ///
  /// let taken = ["Notes", "Drafts"]
  /// let rename = Dialog<Rename>.alert("Rename Folder")
  ///   .addTextField("Name") { $0.text("Notes").required(.nonEmpty) }
  ///   .addAction("Rename", key: .rename)
  ///   .addCancel("Cancel", key: .cancel)
  ///   .textCheck(gates: [.rename]) { texts in
  ///     let name = texts[0]
  ///     let exists = taken.contains {
  ///       $0.caseInsensitiveCompare(name) == .orderedSame
  ///     }
  ///     return exists ? "A folder with that name already exists" : nil
  ///   }
  /// ```
  ///
  /// The check runs on the main actor when the dialog is shown and after
  /// every change of a text, so keep it quick. Each call adds a check;
  /// like `actionTap`, checks take no part in equality, hashing, the
  /// snapshot or the JSON form, so a dialog decoded from JSON gets its
  /// checks attached in code.
  ///
  /// - Parameters:
  ///   - gates: The keys of the actions kept disabled while the check
  ///     fails, or `nil` (the default) for every non-cancel action.
  ///   - check: Reads every text field's text, top to bottom, and returns
  ///     what is wrong in the user's words (a literal is a localization
  ///     key), or `nil` when the texts pass.
  /// - Returns: The dialog with the check added.
  @inlinable
  public consuming func textCheck(
    gates: [Key]? = nil,
    _ check: @escaping @MainActor @Sendable (_ texts: [String]) -> DialogText?
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.checks.append(TextCheck(gatedKeys: gates, body: check))
    return dialog
  }
}
