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
  /// Whether the button can be tapped.
  ///
  /// A text field's requirement can
  /// disable it further while the dialog is shown.
  public let isEnabled: Bool
  /// Whether this is the preferred action (bold, triggered by Return).
  public let isPreferred: Bool
  /// The title's colour.
  ///
  /// UIKit only takes this through an undocumented key;
  /// see the styling article.
  public let titleColor: DialogColor?
  /// An image beside the title.
  public let image: DialogImage?
  /// Whether the action shows a checkmark: the current choice in a sheet
  /// of choices, such as the sort order.
  public let isChecked: Bool
  /// Whether a tap reports the key and leaves the dialog open, as macOS's
  /// "Open Folder" beside "OK" does; a cancel action always closes.
  public let keepsDialogOpen: Bool
  /// The key that presses the button, or `nil` for the platform's: Return
  /// for the preferred action, Escape for the cancel action.
  public let keyEquivalent: DialogKeyEquivalent?
  /// The identifier given to ``accessibilityIdentifier(_:)`` or the
  /// initializer, or `nil` when it is derived from the key.
  @usableFromInline package let explicitAccessibilityIdentifier: String?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - role: What the button means.
  ///   - key: The key reported when it is tapped.
  ///   - isEnabled: Whether it can be tapped.
  ///   - isPreferred: Whether it is the preferred action.
  ///   - titleColor: The title's colour.
  ///   - image: An image beside the title.
  ///   - isChecked: Whether the action shows a checkmark.
  ///   - keepsDialogOpen: Whether a tap leaves the dialog open.
  ///   - keyEquivalent: The key that presses the button.
  ///   - accessibilityIdentifier: The identifier UI tests use, or `nil` to
  ///     derive one from the key.
  @inlinable
  public init(
    title: DialogText,
    role: ActionRole = .default,
    key: Key,
    isEnabled: Bool = true,
    isPreferred: Bool = false,
    titleColor: DialogColor? = nil,
    image: DialogImage? = nil,
    isChecked: Bool = false,
    keepsDialogOpen: Bool = false,
    keyEquivalent: DialogKeyEquivalent? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.role = role
    self.key = key
    self.isEnabled = isEnabled
    self.isPreferred = isPreferred
    self.titleColor = titleColor
    self.image = image
    self.isChecked = isChecked
    self.keepsDialogOpen = keepsDialogOpen
    self.keyEquivalent = keyEquivalent
    self.explicitAccessibilityIdentifier = accessibilityIdentifier
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
  ///   - isEnabled: Whether it can be tapped.
  ///   - isPreferred: Whether it is the preferred action.
  ///   - titleColor: The title's colour.
  ///   - image: An image beside the title.
  ///   - isChecked: Whether the action shows a checkmark.
  ///   - keepsDialogOpen: Whether a tap leaves the dialog open.
  ///   - keyEquivalent: The key that presses the button.
  ///   - accessibilityIdentifier: The identifier UI tests use, or `nil` to
  ///     derive one from the key.
  @_disfavoredOverload
  @inlinable
  public init(
    title: some StringProtocol,
    role: ActionRole = .default,
    key: Key,
    isEnabled: Bool = true,
    isPreferred: Bool = false,
    titleColor: DialogColor? = nil,
    image: DialogImage? = nil,
    isChecked: Bool = false,
    keepsDialogOpen: Bool = false,
    keyEquivalent: DialogKeyEquivalent? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(
      title: DialogText.verbatim(String(title)), role: role, key: key, isEnabled: isEnabled,
      isPreferred: isPreferred, titleColor: titleColor, image: image, isChecked: isChecked,
      keepsDialogOpen: keepsDialogOpen, keyEquivalent: keyEquivalent,
      accessibilityIdentifier: accessibilityIdentifier)
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
    explicitAccessibilityIdentifier ?? "fluentalert.action.\(String(describing: key))"
  }
}
