// The dialog-wide settings of the chain, and the tap handler: each returns the dialog with one
// setting changed. Starting a dialog and adding its actions and fields is in
// `Dialog+Chaining.swift`.
extension Dialog {
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
    (consume self).setting(\.storedSettings.value.titleStyle, to: style)
  }

  /// Returns the dialog with these message attributes.
  ///
  /// - Parameter style: Font, colour, line limit, line breaking, alignment.
  /// - Returns: The dialog with ``messageStyle`` set.
  @inlinable
  public consuming func messageStyle(_ style: TextStyle) -> Self {
    (consume self).setting(\.storedSettings.value.messageStyle, to: style)
  }

  /// Returns the dialog with its popover pointing here (action sheets on iPad).
  ///
  /// - Parameter anchor: Where the popover points.
  /// - Returns: The dialog with ``anchor`` set.
  @inlinable
  public consuming func anchor(_ anchor: PopoverAnchor) -> Self {
    (consume self).setting(\.storedSettings.value.anchor, to: anchor)
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
    (consume self).setting(\._autoDismiss, to: AutoDismiss(after: delay, reporting: key))
  }

  /// Returns the dialog that UI tests find by this identifier.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The dialog with ``accessibilityIdentifier`` set.
  @inlinable
  public consuming func accessibilityIdentifier(_ identifier: String) -> Self {
    (consume self).setting(\.storedSettings.value.accessibilityIdentifier, to: identifier)
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
  /// - Parameter severity: How serious the dialog is, or `nil` for the
  ///   platform's plain alert.
  /// - Returns: The dialog with ``severity`` set.
  @inlinable
  public consuming func severity(_ severity: AlertSeverity?) -> Self {
    (consume self).setting(\.storedSettings.value.severity, to: severity)
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
    (consume self).setting(\.storedSettings.value.icon, to: icon)
  }

  /// Refused: the suppression toggle is a control.
  ///
  /// - Parameters:
  ///   - title: Unused.
  ///   - isSuppressed: Unused.
  /// - Returns: Nothing.
  @available(
    *, unavailable,
    message: "add it as a control: .addControl(.suppressionToggle(title, isSuppressed: on))"
  )
  public consuming func suppressionToggle(
    _ title: DialogText? = nil, isSuppressed: Bool = false
  ) -> Self {
    fatalError("unavailable")
  }

  /// Returns the dialog with Return taken away: no action performs it.
  ///
  /// For a dialog where a stray Return must do nothing, such as one whose
  /// only action moves files to the Trash. The preferred action keeps its
  /// look; the user chooses an action by clicking it, tabbing to it or (in
  /// a terminal) selecting it first.
  ///
  /// ```swift
  /// let trash = Dialog<String>.alert("Move “Report.pdf” to the Trash?")
  ///   .addDestructive("Move to Trash", key: "trash")
  ///   .addCancel("Cancel", key: "cancel")
  ///   .withoutDefaultAction()
  /// ```
  ///
  /// AppKit gives no button Return; the terminal starts with no action
  /// selected, so Enter does nothing until one is; `DialogTester`'s
  /// `press(.return)` taps nothing. UIKit gives Return to its preferred
  /// action and SwiftUI on macOS to its first button, which
  /// ``problems(for:)`` reports as
  /// ``DialogProblem/Kind/defaultActionUnsupported``; an action given
  /// Return as its key equivalent contradicts it
  /// (``DialogProblem/Kind/returnKeyWithoutDefaultAction``).
  ///
  /// - Returns: The dialog with ``hasDefaultAction`` `false`.
  @inlinable
  public consuming func withoutDefaultAction() -> Self {
    (consume self).setting(\.storedSettings.value.hasNoDefaultAction, to: true)
  }

  /// Returns the dialog with a Help button that leads to `help`.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("Allow access to your contacts?")
  ///   .addAction("Allow", key: true)
  ///   .addCancel("Don't Allow", key: false)
  ///   .help(.anchor("contacts-access"))
  /// ```
  ///
  /// AppKit shows its Help button, which opens the Help Book at an anchor
  /// or a link in the browser, and leaves the dialog open. The terminal
  /// offers a link as `?`; a Help Book it cannot open. UIKit and SwiftUI
  /// alerts have no Help button: ``problems(for:)`` reports
  /// ``DialogProblem/Kind/helpUnsupported`` for them, and
  /// ``DialogProblem/Kind/helpAnchorUnsupported`` where an anchor cannot be
  /// opened. An empty anchor, or a link without a scheme, is an error
  /// (``DialogProblem/Kind/invalidHelp``).
  ///
  /// - Parameter help: A Help Book anchor or a web address.
  /// - Returns: The dialog with ``help`` set.
  @inlinable
  public consuming func help(_ help: DialogHelp) -> Self {
    (consume self).setting(\.storedSettings.value.help, to: help)
  }

  /// Returns the dialog with progress shown while the app works: a dialog
  /// the app closes when the work ends, which needs no action.
  ///
  /// ```swift
  /// enum Upload: Hashable, Sendable { case stop }
  ///
  /// @MainActor
  /// func upload(on presenter: any DialogPresenter) throws {
  ///   let dialog = Dialog<Upload>.alert("Uploading “Report.pdf”…")
  ///     .progress(.fraction(0))
  ///     .addCancel("Stop", key: .stop)
  ///   let session = try DialogSession(dialog)
  ///   session.present(using: presenter)
  ///   session.setProgress(.fraction(0.5))  // as the work goes on
  ///   session.dismiss()  // when it ends
  /// }
  /// ```
  ///
  /// AppKit shows an `NSProgressIndicator` under the message, the terminal
  /// a bar (a spinner for ``DialogProgress/indeterminate``), `DialogTester`
  /// reads it; UIKit and SwiftUI alerts have no indicator, which
  /// ``problems(for:)`` reports as ``DialogProblem/Kind/progressUnsupported``.
  /// A fraction outside 0...1 is an error
  /// (``DialogProblem/Kind/invalidProgress``).
  ///
  /// - Parameter progress: The indicator as it starts.
  /// - Returns: The dialog with ``progress`` set.
  @inlinable
  public consuming func progress(_ progress: DialogProgress) -> Self {
    (consume self).setting(\.storedSettings.value.progress, to: progress)
  }

  /// Returns the dialog with `accessory` added under the message, after
  /// the accessories it has.
  ///
  /// ```swift
  /// let dialog = Dialog<Bool>.alert("“Recorder” would like to access:")
  ///   .accessory(.lines(["Camera", "Microphone"]))
  ///   .accessory(.link("Privacy", address: "https://example.com/privacy"))
  ///   .addAction("Allow", key: true)
  ///   .addCancel("Don't Allow", key: false)
  /// ```
  ///
  /// AppKit draws accessories in the alert's accessory view, the terminal
  /// under the message (a link as a hyperlink where the terminal opens
  /// one), `DialogTester` reads them. UIKit and SwiftUI alerts have no
  /// room for them: ``problems(for:)`` reports
  /// ``DialogProblem/Kind/accessoryUnsupported``. A list without lines,
  /// or a link without a scheme, is an error
  /// (``DialogProblem/Kind/invalidAccessory``).
  ///
  /// - Parameter accessory: A list of lines, a link or a footnote.
  /// - Returns: The dialog with `accessory` last in ``accessories``.
  @inlinable
  public consuming func accessory(_ accessory: DialogAccessory) -> Self {
    var dialog = consume self
    dialog.storedSettings.value.accessories.append(accessory)
    return dialog
  }

  /// The dialog with the app's own view under the message, made by `make`
  /// on the platform it is for: the one body of each platform's
  /// `accessoryView(_:)`.
  ///
  /// - Parameter make: Makes the view (an `NSView` for AppKit) each time
  ///   the dialog is shown.
  /// - Returns: The dialog with the view's maker.
  package consuming func settingAccessoryView(
    _ make: @escaping @MainActor @Sendable () -> AnyObject
  ) -> Self {
    (consume self).setting(\.callbacks.accessoryView, to: make)
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
    (consume self).setting(\.callbacks.tap, to: { key, _ in handler(key) })
  }

  /// Returns the dialog with the one callback that receives the chosen key and
  /// what the user entered: the text fields' final texts and the controls'
  /// values.
  ///
  /// ```swift
  /// enum Rename: Hashable, Sendable { case rename, cancel, keepOld }
  ///
  /// let dialog = Dialog<Rename>.alert("Rename")
  ///   .addTextField("Name")
  ///   .addControl(.toggle("Keep a copy", key: .keepOld))
  ///   .addAction("Rename", key: .rename)
  ///   .addCancel("Cancel", key: .cancel)
  ///   .actionTap { key, values in
  ///     print(key, values[0], values.isOn(.keepOld), values.isSuppressed)
  ///   }
  /// ```
  ///
  /// On a platform that cannot show a control
  /// (``DialogProblem/Kind/controlUnsupported``,
  /// ``DialogProblem/Kind/suppressionToggleUnsupported``), its value is the
  /// one it starts with.
  ///
  /// - Parameter handler: Receives the chosen action's key and the values:
  ///   the text of every text field, top to bottom, as its elements, each
  ///   control's value by its key, and whether the suppression toggle was
  ///   on.
  /// - Returns: The dialog with the callback attached.
  @inlinable
  public consuming func actionTap(
    _ handler: @escaping @MainActor @Sendable (Key, DialogValues<Key>) -> Void
  ) -> Self {
    (consume self).setting(\.callbacks.tap, to: handler)
  }

  /// Refused: the suppression toggle's state is part of the values.
  ///
  /// - Parameter handler: Unused.
  /// - Returns: Never.
  @available(
    *, unavailable,
    message: "read the toggle from the values: .actionTap { key, values in values.isSuppressed }"
  )
  public consuming func actionTap(
    _ handler: @escaping @MainActor @Sendable (Key, [String], Bool) -> Void
  ) -> Self {
    fatalError("unavailable")
  }
}

extension Dialog {
  /// The dialog with one stored field replaced, changed in place: the one
  /// body of every chained setting above.
  ///
  /// - Parameters:
  ///   - field: The stored field.
  ///   - value: Its new value.
  /// - Returns: The dialog with the field replaced.
  @inlinable
  consuming func setting<Value>(_ field: WritableKeyPath<Self, Value>, to value: Value) -> Self {
    var dialog = consume self
    dialog[keyPath: field] = value
    return dialog
  }
}
