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
  /// The identifier UI tests use to find the button; when `nil`, presenters
  /// derive one from the key (see ``automationIdentifier``).
  public let accessibilityIdentifier: String?

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
  ///   - accessibilityIdentifier: The identifier UI tests use.
  @inlinable
  public init(
    title: DialogText,
    role: ActionRole = .default,
    key: Key,
    isEnabled: Bool = true,
    isPreferred: Bool = false,
    titleColor: DialogColor? = nil,
    image: DialogImage? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.title = title
    self.role = role
    self.key = key
    self.isEnabled = isEnabled
    self.isPreferred = isPreferred
    self.titleColor = titleColor
    self.image = image
    self.accessibilityIdentifier = accessibilityIdentifier
  }

  /// The identifier UI tests use to find this button: the explicit
  /// ``accessibilityIdentifier`` when there is one, otherwise
  /// `"fluentalert.action."` followed by `String(describing: key)`.
  ///
  /// ```swift
  /// let follow = DialogAction(title: "Follow", key: "follow")
  /// print(follow.automationIdentifier)  // fluentalert.action.follow
  /// ```
  ///
  /// An XCTest UI test (Apple platforms only) taps that button with:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// app.buttons["fluentalert.action.follow"].tap()
  /// ```
  public var automationIdentifier: String {
    accessibilityIdentifier ?? "fluentalert.action.\(String(describing: key))"
  }
}
