/// One button of a dialog: its title, role, the key reported when it is
/// tapped, and how it looks.
///
/// The ``key`` is chosen by the caller and is what the one tap handler
/// receives, so code never does index arithmetic.
public struct DialogAction<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The button's title.
  public let title: DialogText
  /// What the button means: default, cancel or destructive.
  public let role: ActionRole
  /// The key the tap handler receives when this button is tapped.
  public let key: Key
  /// Every other setting, out of line: an action that changes none of
  /// them allocates nothing for them.
  @usableFromInline package var storedSettings: OutOfLine<ActionSettings>

  /// Every other setting, read through the properties below.
  @inlinable
  package var settings: ActionSettings { storedSettings.value }

  /// Whether the button can be tapped.
  ///
  /// A text field's requirement can
  /// disable it further while the dialog is shown.
  @inlinable
  public var isEnabled: Bool { storedSettings.read { $0.isEnabled } }
  /// Whether this is the preferred action (bold, triggered by Return).
  @inlinable
  public var isPreferred: Bool { storedSettings.read { $0.isPreferred } }
  /// The title's colour.
  ///
  /// UIKit only takes this through an undocumented key;
  /// see the styling article.
  @inlinable
  public var titleColor: DialogColor? { storedSettings.read { $0.titleColor } }
  /// An image beside the title.
  @inlinable
  public var image: DialogImage? { storedSettings.read { $0.image } }
  /// Whether the action shows a checkmark: the current choice in a sheet
  /// of choices, such as the sort order.
  @inlinable
  public var isChecked: Bool { storedSettings.read { $0.isChecked } }
  /// Whether a tap reports the key and leaves the dialog open, as macOS's
  /// "Open Folder" beside "OK" does; a cancel action always closes.
  @inlinable
  public var keepsDialogOpen: Bool { storedSettings.read { $0.keepsDialogOpen } }
  /// The key that presses the button, or `nil` for the platform's: Return
  /// for the preferred action, Escape for the cancel action.
  @inlinable
  public var keyEquivalent: DialogKeyEquivalent? { storedSettings.read { $0.keyEquivalent } }

  /// Creates an action with the default settings: enabled, not preferred,
  /// no colour, image, checkmark or key equivalent.
  ///
  /// Change a setting with the modifiers, as in a `@DialogBuilder` body:
  ///
  /// ```swift
  /// let save = DialogAction(title: "Save", key: 1)
  ///   .preferred()
  ///   .image(.system("tray"))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: What the button means.
  ///   - key: The key reported when it is tapped.
  @inlinable
  public init(title: consuming DialogText, role: ActionRole = .default, key: Key) {
    self.init(title: title, role: role, key: key, storedSettings: OutOfLine())
  }

  /// Creates an action whose title is shown exactly as written.
  ///
  /// A `String` or `Substring` value is user data and is never looked up;
  /// a literal still makes a localization key:
  ///
  /// ```swift
  /// let names = ["Ana", "Ben"]
  /// let actions = names.map { DialogAction(title: $0, key: $0) }  // verbatim
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title, shown as written.
  ///   - role: What the button means.
  ///   - key: The key reported when it is tapped.
  @_disfavoredOverload
  @inlinable
  public init(title: some StringProtocol, role: ActionRole = .default, key: Key) {
    self.init(title: DialogText.verbatim(String(title)), role: role, key: key)
  }

  /// Creates an action from its parts.
  @inlinable
  package init(title: DialogText, role: ActionRole, key: Key, settings: ActionSettings) {
    var stored = OutOfLine<ActionSettings>()
    if settings != ActionSettings() { stored.value = settings }
    self.init(title: title, role: role, key: key, storedSettings: stored)
  }

  /// Creates an action from its parts, its settings as stored.
  @inlinable
  init(
    title: consuming DialogText, role: ActionRole, key: Key,
    storedSettings: OutOfLine<ActionSettings>
  ) {
    self.title = title
    self.role = role
    self.key = key
    self.storedSettings = storedSettings
  }

  /// A copy with one setting changed: the path every modifier takes.
  ///
  /// - Parameters:
  ///   - setting: Which setting.
  ///   - value: Its new value.
  /// - Returns: The adjusted action.
  @inlinable
  package func setting<Value>(_ setting: WritableKeyPath<ActionSettings, Value>, to value: Value)
    -> Self
  {
    var action = self
    action.storedSettings.value[keyPath: setting] = value
    return action
  }

  /// The same action reporting another key, every setting kept.
  ///
  /// - Parameter newKey: The key it reports.
  /// - Returns: The re-keyed action.
  @inlinable
  package func keyed<NewKey>(_ newKey: NewKey) -> DialogAction<NewKey> {
    DialogAction<NewKey>(title: title, role: role, key: newKey, storedSettings: storedSettings)
  }

  /// The identifier UI tests use to find this button: the one given to
  /// ``accessibilityIdentifier(_:)`` when there is one, otherwise
  /// `"fluentalert.action."` followed by `String(describing: key)`.
  ///
  /// ```swift
  /// let follow = DialogAction(title: "Follow", key: "follow")
  /// print(follow.accessibilityIdentifier)  // fluentalert.action.follow
  /// ```
  ///
  /// An XCTest UI test (Apple platforms only) taps that button with:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// app.buttons["fluentalert.action.follow"].tap()
  /// ```
  public var accessibilityIdentifier: String {
    accessibilityIdentifier(keyDescription: KeyDescription.of(key))
  }

  /// The identifier given to ``accessibilityIdentifier(_:)``, or `nil`
  /// when it derives from the key.
  @inlinable
  package var givenAccessibilityIdentifier: String? {
    storedSettings.read { $0.accessibilityIdentifier }
  }

  /// ``accessibilityIdentifier``, with the key as text already at hand.
  ///
  /// - Parameter keyDescription: `String(describing: key)`, worked out only
  ///   when no identifier was given.
  /// - Returns: The identifier.
  package func accessibilityIdentifier(keyDescription: @autoclosure () -> String) -> String {
    givenAccessibilityIdentifier ?? "fluentalert.action.\(keyDescription())"
  }
}

/// Everything about one action but its title, role and key: how it looks
/// and behaves, declared once.
///
/// ``DialogAction`` stores one and reads each setting from it; the
/// modifiers of ``ActionComponent`` change one setting through its key
/// path, and an action is given another key (numbered by index, or shown to
/// a presenter) by moving the whole value, so a new setting is added here,
/// read by ``DialogAction``, and reaches every spelling and every row.
@usableFromInline
package struct ActionSettings: Hashable, OutOfLineSettings {
  /// Whether the button can be tapped.
  @usableFromInline package var isEnabled = true
  /// Whether this is the preferred action.
  @usableFromInline package var isPreferred = false
  /// The title's colour, or `nil` for the platform's.
  @usableFromInline package var titleColor: DialogColor?
  /// An image beside the title.
  @usableFromInline package var image: DialogImage?
  /// Whether the action shows a checkmark.
  @usableFromInline package var isChecked = false
  /// Whether a tap reports the key and leaves the dialog open.
  @usableFromInline package var keepsDialogOpen = false
  /// The key that presses the button, or `nil` for the platform's.
  @usableFromInline package var keyEquivalent: DialogKeyEquivalent?
  /// The identifier given explicitly, or `nil` to derive one from the key.
  @usableFromInline package var accessibilityIdentifier: String?

  /// The settings of a plain action: enabled, not preferred, nothing else.
  @inlinable
  package init() {}
}
