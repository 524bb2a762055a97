extension Dialog {
  /// Starts an alert to be completed by chaining.
  ///
  /// ```swift
  /// let dialog = Dialog<String>.alert("Delete?", message: "This cannot be undone.")
  ///   .addDestructive("Delete", key: "delete")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .actionTap { key in print(key) }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title: a literal (a localization key), an interpolation
  ///     (a key with arguments), or `.verbatim(value)`; `nil` for none.
  ///   - message: The message below the title; `nil` for none.
  /// - Returns: An alert with no actions yet.
  @inlinable
  public static func alert(
    _ title: DialogText? = nil,
    message: DialogText? = nil
  ) -> Self {
    Self(
      style: .alert, title: title, message: message, actions: [], textFields: [],
      callbacks: DialogCallbacks())
  }

  /// Starts an alert whose title is shown exactly as written: a `String` or
  /// `Substring` value is user data and is never looked up; a literal
  /// message beside it is still a localization key.
  ///
  /// ```swift
  /// let fileName = "Holiday.jpg"
  /// let dialog = Dialog<Bool>.alert(fileName, message: "Move to the Trash?")
  ///   .addDestructive("Move", key: true)
  ///   .addCancel("Cancel", key: false)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, shown as written.
  ///   - message: The message below the title; `nil` for none.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert<Title: StringProtocol>(_ title: Title, message: DialogText? = nil)
    -> Self where Title.SubSequence == Substring
  {
    alert(DialogText.verbatim(String(title)), message: message)
  }

  /// Starts an alert whose message is shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - title: The title: a literal (a localization key), an interpolation
  ///     (a key with arguments), or `.verbatim(value)`; `nil` for none.
  ///   - message: The message below the title, shown as written.
  /// - Returns: An alert with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func alert<Message: StringProtocol>(_ title: DialogText? = nil, message: Message)
    -> Self where Message.SubSequence == Substring
  {
    alert(title, message: DialogText.verbatim(String(message)))
  }

  /// Refused: a `String` title and a `String` message in one call.
  ///
  /// Swift would also take a literal beside a `String` value as a `String`,
  /// so a call that took both as values would show a literal message
  /// verbatim instead of looking it up. Write one of the two as
  /// `.verbatim(value)`.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - message: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
  )
  @_disfavoredOverload
  public static func alert(
    _ title: some StringProtocol, message: some StringProtocol
  ) -> Self {
    fatalError("unavailable")
  }

  /// Starts an action sheet to be completed by chaining.
  ///
  /// ```swift
  /// let sheet = Dialog<String>.actionSheet("Ana", message: "What now?")
  ///   .addAction("Follow", key: "follow")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .anchor(.center)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title: a literal (a localization key), an interpolation
  ///     (a key with arguments), or `.verbatim(value)`; `nil` for none.
  ///   - message: The message below the title; `nil` for none.
  /// - Returns: An action sheet with no actions yet.
  @inlinable
  public static func actionSheet(
    _ title: DialogText? = nil,
    message: DialogText? = nil
  ) -> Self {
    Self(
      style: .actionSheet, title: title, message: message, actions: [], textFields: [],
      callbacks: DialogCallbacks())
  }

  /// Starts an action sheet whose title is shown exactly as written: a `String` or
  /// `Substring` value is user data and is never looked up; a literal
  /// message beside it is still a localization key.
  ///
  /// ```swift
  /// let fileName = "Holiday.jpg"
  /// let dialog = Dialog<Bool>.actionSheet(fileName, message: "Move to the Trash?")
  ///   .addDestructive("Move", key: true)
  ///   .addCancel("Cancel", key: false)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, shown as written.
  ///   - message: The message below the title; `nil` for none.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet<Title: StringProtocol>(_ title: Title, message: DialogText? = nil)
    -> Self where Title.SubSequence == Substring
  {
    actionSheet(DialogText.verbatim(String(title)), message: message)
  }

  /// Starts an action sheet whose message is shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - title: The title: a literal (a localization key), an interpolation
  ///     (a key with arguments), or `.verbatim(value)`; `nil` for none.
  ///   - message: The message below the title, shown as written.
  /// - Returns: An action sheet with no actions yet.
  @_disfavoredOverload
  @inlinable
  public static func actionSheet<Message: StringProtocol>(
    _ title: DialogText? = nil, message: Message
  ) -> Self where Message.SubSequence == Substring {
    actionSheet(title, message: DialogText.verbatim(String(message)))
  }

  /// Refused: a `String` title and a `String` message in one call.
  ///
  /// Swift would also take a literal beside a `String` value as a `String`,
  /// so a call that took both as values would show a literal message
  /// verbatim instead of looking it up. Write one of the two as
  /// `.verbatim(value)`.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - message: Unused.
  /// - Returns: Never returns.
  @available(
    *, unavailable,
    message:
      "a String title and a String message in one call: write one of them as .verbatim(value), so that a literal beside a String value stays a localization key"
  )
  @_disfavoredOverload
  public static func actionSheet(
    _ title: some StringProtocol, message: some StringProtocol
  ) -> Self {
    fatalError("unavailable")
  }

  /// Returns the dialog with one more action at the end.
  ///
  /// Every chain method consumes the dialog it is called on, so a chain of
  /// *n* calls costs O(*n*): the actions are never copied as a whole. In a
  /// loop, hand the variable over with `consume` to keep that:
  ///
  /// ```swift
  /// func sizePicker() -> Dialog<Int> {
  ///   var dialog = Dialog<Int>.actionSheet("Pick a size")
  ///   for size in [1, 2, 3] {
  ///     dialog = (consume dialog).addAction("Size \(size)", key: size)
  ///   }
  ///   return dialog
  /// }
  /// ```
  ///
  /// Without `consume`, the variable still holds the old value while the new
  /// one is built, so each call copies the actions and the loop is O(*n*²).
  /// A `for` loop inside a `@DialogBuilder` body is O(*n*) without any care.
  ///
  /// A chain is one expression to the type checker, and literal arguments
  /// make its type-check time grow faster than its length; for dialogs of
  /// dozens of actions, prefer the builder split into helpers.
  ///
  /// - Parameters:
  ///   - title: The button's title: a literal (a localization key), an
  ///     interpolation (a key with arguments), or `.verbatim(value)`.
  ///   - key: The key the tap handler receives when this button is tapped.
  ///   - role: What the button means; ``ActionRole/default`` when omitted.
  /// - Returns: The dialog with the action appended.
  @inlinable
  public consuming func addAction(
    _ title: consuming DialogText, key: Key, role: ActionRole = .default
  ) -> Self {
    var dialog = consume self
    dialog.append(DialogAction(title: title, role: role, key: key))
    return dialog
  }

  /// Returns the dialog with one more action at the end, its title shown
  /// exactly as written.
  ///
  /// A `String` or `Substring` value is user data and is never looked up,
  /// as SwiftUI's `Button` treats a string value; a literal still makes a
  /// localization key:
  ///
  /// ```swift
  /// func accountPicker(_ accounts: [String]) -> Dialog<String> {
  ///   var dialog = Dialog<String>.actionSheet("Switch account")
  ///   for account in accounts {
  ///     dialog = (consume dialog).addAction(account, key: account)  // verbatim
  ///   }
  ///   return dialog.addCancel("Cancel", key: "")  // the key "Cancel"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as written.
  ///   - key: The key the tap handler receives when this button is tapped.
  ///   - role: What the button means; ``ActionRole/default`` when omitted.
  /// - Returns: The dialog with the action appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addAction<Title: StringProtocol>(
    _ title: Title, key: Key, role: ActionRole = .default
  ) -> Self where Title.SubSequence == Substring {
    (consume self).addAction(.verbatim(String(title)), key: key, role: role)
  }

  /// Returns the dialog with one more destructive action at the end.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - key: The key the tap handler receives when this button is tapped.
  /// - Returns: The dialog with the action appended.
  @inlinable
  public consuming func addDestructive(_ title: consuming DialogText, key: Key) -> Self {
    var dialog = consume self
    dialog.append(DialogAction(title: title, role: .destructive, key: key))
    return dialog
  }

  /// Returns the dialog with one more destructive action at the end, its title
  /// shown exactly as written: a `String` or `Substring` value is never
  /// looked up.
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as written.
  ///   - key: The key the tap handler receives when this button is tapped.
  /// - Returns: The dialog with the action appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addDestructive<Title: StringProtocol>(_ title: Title, key: Key) -> Self
  where Title.SubSequence == Substring {
    (consume self).addDestructive(.verbatim(String(title)), key: key)
  }

  /// Returns the dialog with a cancel action at the end.
  ///
  /// A dialog should have at most one; a second one is reported by
  /// ``problems`` as ``DialogProblem/Kind/multipleCancelActions``.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - key: The key the tap handler receives when this button is tapped.
  /// - Returns: The dialog with the action appended.
  @inlinable
  public consuming func addCancel(_ title: consuming DialogText, key: Key) -> Self {
    var dialog = consume self
    dialog.append(DialogAction(title: title, role: .cancel, key: key))
    return dialog
  }

  /// Returns the dialog with a cancel action at the end, its title shown
  /// exactly as written: a `String` or `Substring` value is never
  /// looked up.
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as written.
  ///   - key: The key the tap handler receives when this button is tapped.
  /// - Returns: The dialog with the action appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addCancel<Title: StringProtocol>(_ title: Title, key: Key) -> Self
  where Title.SubSequence == Substring {
    (consume self).addCancel(.verbatim(String(title)), key: key)
  }

  /// Returns the dialog with one more text field at the bottom, set up by
  /// the same modifiers a `TextInput` has.
  ///
  /// Only alerts can show text fields; on an action sheet ``problems``
  /// reports ``DialogProblem/Kind/textFieldOnActionSheet``.
  ///
  /// ```swift
  /// let login = Dialog<String>.alert("Sign in")
  ///   .addTextField("User name") { $0.contentType(.username) }
  ///   .addTextField("Password") { $0.secure().required(.nonEmpty) }
  ///   .addAction("Sign in", key: "signIn")
  ///   .addCancel("Cancel", key: "cancel")
  /// ```
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty; `nil` for none.
  ///   - setUp: Returns the field with its settings (``DialogTextField/secure(_:)``,
  ///     ``DialogTextField/required(_:gates:message:)-(_,_,DialogText?)``…); the
  ///     field as it is when omitted.
  /// - Returns: The dialog with the field appended.
  @inlinable
  public consuming func addTextField(
    _ placeholder: DialogText? = nil,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self {
    var dialog = consume self
    dialog.append(setUp(DialogTextField(placeholder)))
    return dialog
  }

  /// Returns the dialog with one more text field at the bottom, its
  /// placeholder shown exactly as written: a `String` or `Substring` value
  /// is never looked up.
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty, as written.
  ///   - setUp: Returns the field with its settings; the field as it is
  ///     when omitted.
  /// - Returns: The dialog with the field appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addTextField<Placeholder: StringProtocol>(
    _ placeholder: Placeholder,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self where Placeholder.SubSequence == Substring {
    (consume self).addTextField(DialogText.verbatim(String(placeholder)), setUp)
  }

  /// Returns the dialog with its last added action adjusted.
  ///
  /// `transform` receives the last action and returns its replacement,
  /// usually through the action's modifiers:
  ///
  /// ```swift
  /// let dialog = Dialog<String>.alert("Save changes?")
  ///   .addAction("Save", key: "save")
  ///   .actionStyle { $0.preferred().titleColor(.system(.blue)) }
  ///   .addCancel("Cancel", key: "cancel")
  /// ```
  ///
  /// A dialog without actions is returned unchanged and `transform` is not
  /// called.
  ///
  /// - Parameter transform: Makes the replacement of the last action.
  /// - Returns: The dialog with its last action replaced.
  @inlinable
  public consuming func actionStyle(
    _ transform: (DialogAction<Key>) -> DialogAction<Key>
  ) -> Self {
    var dialog = consume self
    if let last = dialog._actions.indices.last {
      dialog._actions[last] = transform(dialog._actions[last])
    }
    return dialog
  }
}
