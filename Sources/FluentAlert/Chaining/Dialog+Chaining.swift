extension Dialog {
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
  public consuming func addAction(
    _ title: some StringProtocol, key: Key, role: ActionRole = .default
  ) -> Self {
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
  public consuming func addDestructive(_ title: some StringProtocol, key: Key) -> Self {
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
  public consuming func addCancel(_ title: some StringProtocol, key: Key) -> Self {
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
  public consuming func addTextField(
    _ placeholder: some StringProtocol,
    _ setUp: (DialogTextField<Key>) -> DialogTextField<Key> = { $0 }
  ) -> Self {
    (consume self).addTextField(DialogText.verbatim(String(placeholder)), setUp)
  }

  /// Returns the dialog with one more control (a checkbox or a choice)
  /// under the text fields and the controls added before.
  ///
  /// ```swift
  /// enum Seat: Hashable, Sendable {
  ///   case deactivate, cancel, machine, studio, laptop
  /// }
  ///
  /// let dialog = Dialog<Seat>.alert(
  ///   "All seats are in use", message: "Deactivate a Mac to use this one."
  /// )
  /// .addControl(
  ///   .choice(
  ///     "Deactivate", key: .machine,
  ///     options: [(.studio, "Studio Mac"), (.laptop, "MacBook Air")],
  ///     gates: [.deactivate]
  ///   )
  /// )
  /// .addAction("Deactivate", key: .deactivate)
  /// .addCancel("Cancel", key: .cancel)
  /// ```
  ///
  /// A ``DialogControl/suppressionToggle(_:isSuppressed:)-enum.case`` replaces the
  /// dialog's suppression toggle, if it had one, and stays last.
  ///
  /// - Parameter control: The control.
  /// - Returns: The dialog with the control appended.
  @inlinable
  public consuming func addControl(_ control: DialogControl<Key>) -> Self {
    if case .suppressionToggle(let title, let isSuppressed) = control {
      return (consume self).setting(
        \.storedSettings.value.suppressionToggle,
        to: SuppressionToggle(title: title, isSuppressed: isSuppressed))
    }
    var dialog = consume self
    dialog._controls.append(control)
    return dialog
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
