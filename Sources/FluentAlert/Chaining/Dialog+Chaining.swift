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
      style: .alert, title: title, message: message, titleStyle: nil,
      messageStyle: nil, actions: [], textFields: [], anchor: nil, autoDismiss: nil,
      accessibilityIdentifier: nil, severity: nil, icon: nil, suppressionToggle: nil,
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
  public static func alert(_ title: some StringProtocol, message: DialogText? = nil) -> Self {
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
  public static func alert(_ title: DialogText? = nil, message: some StringProtocol) -> Self {
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
      style: .actionSheet, title: title, message: message, titleStyle: nil,
      messageStyle: nil, actions: [], textFields: [], anchor: nil, autoDismiss: nil,
      accessibilityIdentifier: nil, severity: nil, icon: nil, suppressionToggle: nil,
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
  public static func actionSheet(_ title: some StringProtocol, message: DialogText? = nil) -> Self {
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
  public static func actionSheet(_ title: DialogText? = nil, message: some StringProtocol) -> Self {
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
    _ title: DialogText, key: Key, role: ActionRole = .default
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
  public consuming func addDestructive(_ title: DialogText, key: Key) -> Self {
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
  public consuming func addCancel(_ title: DialogText, key: Key) -> Self {
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

  /// Returns the dialog with one more text field at the bottom.
  ///
  /// Only alerts can show text fields; on an action sheet ``problems``
  /// reports ``DialogProblem/Kind/textFieldOnActionSheet``.
  ///
  /// ```swift
  /// let login = Dialog<String>.alert("Sign in")
  ///   .addTextField("User name", contentType: .username)
  ///   .addTextField("Password", isSecure: true, requirement: .init(.nonEmpty))
  ///   .addAction("Sign in", key: "signIn")
  ///   .addCancel("Cancel", key: "cancel")
  /// ```
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty; `nil` for none.
  ///   - text: The initial text.
  ///   - isSecure: Whether the text is masked.
  ///   - keyboard: The keyboard shown.
  ///   - contentType: What the field holds, for AutoFill.
  ///   - capitalization: When the shift key turns on by itself.
  ///   - autocorrection: Whether autocorrection is on.
  ///   - clearButton: When the button that clears the text shows.
  ///   - keyboardAppearance: The on-screen keyboard's colour scheme.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - requirement: A rule the text must meet to enable the actions it gates.
  /// - Returns: The dialog with the field appended.
  @inlinable
  public consuming func addTextField(
    _ placeholder: DialogText? = nil,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    clearButton: ClearButtonMode? = nil,
    keyboardAppearance: KeyboardAppearance? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) -> Self {
    var dialog = consume self
    dialog.append(
      DialogTextField(
        placeholder: placeholder, text: text, isSecure: isSecure,
        keyboard: keyboard, contentType: contentType, capitalization: capitalization,
        autocorrection: autocorrection, clearButton: clearButton,
        keyboardAppearance: keyboardAppearance, accessibilityIdentifier: accessibilityIdentifier,
        requirement: requirement))
    return dialog
  }

  /// Returns the dialog with one more text field at the bottom, its
  /// placeholder shown exactly as written: a `String` or `Substring` value
  /// is never looked up.
  ///
  /// - Parameters:
  ///   - placeholder: The hint shown while the field is empty, as written.
  ///   - text: The initial text.
  ///   - isSecure: Whether the text is masked.
  ///   - keyboard: The keyboard shown.
  ///   - contentType: What the field holds, for AutoFill.
  ///   - capitalization: When the shift key turns on by itself.
  ///   - autocorrection: Whether autocorrection is on.
  ///   - clearButton: When the button that clears the text shows.
  ///   - keyboardAppearance: The on-screen keyboard's colour scheme.
  ///   - accessibilityIdentifier: The identifier UI tests use.
  ///   - requirement: A rule the text must meet to enable the actions it gates.
  /// - Returns: The dialog with the field appended.
  @_disfavoredOverload
  @inlinable
  public consuming func addTextField(
    _ placeholder: some StringProtocol,
    text: String = "",
    isSecure: Bool = false,
    keyboard: KeyboardKind = .default,
    contentType: TextContentType? = nil,
    capitalization: TextCapitalization? = nil,
    autocorrection: Bool? = nil,
    clearButton: ClearButtonMode? = nil,
    keyboardAppearance: KeyboardAppearance? = nil,
    accessibilityIdentifier: String? = nil,
    requirement: TextRequirement<Key>? = nil
  ) -> Self {
    (consume self).addTextField(
      DialogText.verbatim(String(placeholder)), text: text, isSecure: isSecure,
      keyboard: keyboard, contentType: contentType, capitalization: capitalization,
      autocorrection: autocorrection, clearButton: clearButton,
      keyboardAppearance: keyboardAppearance, accessibilityIdentifier: accessibilityIdentifier,
      requirement: requirement)
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

  /// Returns the dialog with the action that has `key` marked preferred.
  ///
  /// Call it after adding that action. The first action with the key is
  /// marked; other actions keep their own setting, so a second preferred
  /// action is reported by ``problems``, not silently dropped. When no action
  /// has the key, the dialog is returned unchanged.
  ///
  /// - Parameter key: The key of the action to prefer.
  /// - Returns: The dialog with that action preferred.
  @inlinable
  public consuming func preferred(_ key: Key) -> Self {
    var dialog = consume self
    if let index = dialog._actions.firstIndex(where: { $0.key == key }) {
      dialog._actions[index] = dialog._actions[index].preferred()
    }
    return dialog
  }

  /// Returns the dialog with these title attributes.
  ///
  /// - Parameter style: Font, colour, line limit, line breaking, alignment.
  /// - Returns: The dialog with ``titleStyle`` set.
  @inlinable
  public consuming func titleStyle(_ style: TextStyle) -> Self {
    var dialog = consume self
    dialog._titleStyle = style
    return dialog
  }

  /// Returns the dialog with these message attributes.
  ///
  /// - Parameter style: Font, colour, line limit, line breaking, alignment.
  /// - Returns: The dialog with ``messageStyle`` set.
  @inlinable
  public consuming func messageStyle(_ style: TextStyle) -> Self {
    var dialog = consume self
    dialog._messageStyle = style
    return dialog
  }

  /// Returns the dialog with its popover pointing here (action sheets on iPad).
  ///
  /// - Parameter anchor: Where the popover points.
  /// - Returns: The dialog with ``anchor`` set.
  @inlinable
  public consuming func anchor(_ anchor: PopoverAnchor) -> Self {
    var dialog = consume self
    dialog._anchor = anchor
    return dialog
  }

  /// Returns the dialog closing by itself after a delay.
  ///
  /// ```swift
  /// let toast = Dialog<String>.alert("Saved").dismiss(after: .seconds(2))
  /// ```
  ///
  /// - Parameters:
  ///   - delay: How long the dialog stays up; must be positive.
  ///   - key: The key reported to the tap handler when it closes this way, or
  ///     `nil` to report none.
  /// - Returns: The dialog with ``autoDismiss`` set.
  @inlinable
  public consuming func dismiss(after delay: Duration, reporting key: Key? = nil) -> Self {
    var dialog = consume self
    dialog._autoDismiss = AutoDismiss(after: delay, reporting: key)
    return dialog
  }

  /// Returns the dialog that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The dialog with ``accessibilityIdentifier`` set.
  @inlinable
  public consuming func accessibilityIdentifier(_ identifier: String) -> Self {
    var dialog = consume self
    dialog._accessibilityIdentifier = identifier
    return dialog
  }

  /// Returns the dialog with this severity.
  ///
  /// ```swift
  /// let erase = Dialog<String>.alert("Erase the disk?")
  ///   .addDestructive("Erase", key: "erase")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .severity(.critical)
  /// ```
  ///
  /// - Parameter severity: How serious the dialog is, or `nil` to let a
  ///   destructive action make it critical.
  /// - Returns: The dialog with ``severity`` set.
  @inlinable
  public consuming func severity(_ severity: AlertSeverity?) -> Self {
    var dialog = consume self
    dialog._severity = severity
    return dialog
  }

  /// Returns the dialog with this icon instead of the app's.
  ///
  /// ```swift
  /// let backup = Dialog<String>.alert("Back up now?")
  ///   .addAction("Back Up", key: "backup")
  ///   .addCancel("Later", key: "later")
  ///   .icon(.system("externaldrive"))
  /// ```
  ///
  /// - Parameter icon: The icon, or `nil` for the app's.
  /// - Returns: The dialog with ``icon`` set.
  @inlinable
  public consuming func icon(_ icon: DialogImage?) -> Self {
    var dialog = consume self
    dialog._icon = icon
    return dialog
  }

  /// Returns the dialog with a "Do not show this message again" checkbox.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("Quit with downloads running?")
  ///   .addAction("Quit", key: true)
  ///   .addCancel("Cancel", key: false)
  ///   .suppressionToggle("Do not warn me again")
  /// ```
  ///
  /// Its state when the dialog closes reaches the three-parameter
  /// `actionTap` and ``presentForResponse(using:)``.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, or `nil` for the platform's words.
  ///   - isSuppressed: Whether the checkbox starts ticked.
  /// - Returns: The dialog with ``suppressionToggle`` set.
  @inlinable
  public consuming func suppressionToggle(
    _ title: DialogText? = nil, isSuppressed: Bool = false
  ) -> Self {
    var dialog = consume self
    dialog._suppressionToggle = SuppressionToggle(title: title, isSuppressed: isSuppressed)
    return dialog
  }

  /// Returns the dialog with a "Do not show this message again" checkbox
  /// whose title is shown exactly as written: a `String` or `Substring`
  /// value is never looked up.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, shown as written.
  ///   - isSuppressed: Whether the checkbox starts ticked.
  /// - Returns: The dialog with ``suppressionToggle`` set.
  @_disfavoredOverload
  @inlinable
  public consuming func suppressionToggle(
    _ title: some StringProtocol, isSuppressed: Bool = false
  ) -> Self {
    (consume self).suppressionToggle(DialogText.verbatim(String(title)), isSuppressed: isSuppressed)
  }

  /// Returns the dialog with the one callback that receives the chosen key.
  ///
  /// The callback runs on the main actor, once per presentation, with the key
  /// of the tapped action (or the auto-dismiss key); an action that keeps the
  /// dialog open reports its key at each tap. It replaces any callback set
  /// before and takes no part in equality.
  ///
  /// ```swift
  /// let dialog = Dialog<String>.alert("Follow Ana?")
  ///   .addAction("Follow", key: "follow")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .actionTap { key in print("chose", key) }
  /// ```
  ///
  /// - Parameter handler: Receives the chosen action's key.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func actionTap(
    _ handler: @escaping @MainActor @Sendable (Key) -> Void
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.tap = { key, _, _ in handler(key) }
    return dialog
  }

  /// Returns the dialog with the one callback that receives the chosen key and
  /// the text fields' final values.
  ///
  /// ```swift
  /// let dialog = Dialog<String>.alert("Rename")
  ///   .addTextField("Name")
  ///   .addAction("Rename", key: "rename")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .actionTap { key, texts in print(key, texts[0]) }
  /// ```
  ///
  /// - Parameter handler: Receives the chosen action's key and the text of
  ///   every text field, top to bottom.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func actionTap(
    _ handler: @escaping @MainActor @Sendable (Key, [String]) -> Void
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.tap = { key, texts, _ in handler(key, texts) }
    return dialog
  }

  /// Returns the dialog with the one callback that receives the chosen key,
  /// the text fields' final values and whether the suppression toggle was
  /// on.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("Empty the Trash?")
  ///   .addDestructive("Empty Trash", key: true)
  ///   .addCancel("Cancel", key: false)
  ///   .suppressionToggle()
  ///   .actionTap { empty, _, isSuppressed in
  ///     print(empty ? "emptying" : "kept", isSuppressed ? "(stop asking)" : "")
  ///   }
  /// ```
  ///
  /// On a platform that cannot show the toggle
  /// (``DialogProblem/Kind/suppressionToggleUnsupported``), and for a dialog
  /// without one, the third value is the toggle's initial state (`false`
  /// when there is none).
  ///
  /// - Parameter handler: Receives the chosen action's key, the text of
  ///   every text field, top to bottom, and whether the toggle was on.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func actionTap(
    _ handler: @escaping @MainActor @Sendable (Key, [String], Bool) -> Void
  ) -> Self {
    var dialog = consume self
    dialog.callbacks.tap = handler
    return dialog
  }
}
