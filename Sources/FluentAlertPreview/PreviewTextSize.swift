/// The text size a preview is drawn at: the iPhone's Dynamic Type sizes,
/// from the smallest to the largest accessibility size.
///
/// The iOS looks scale every text style as iOS does at that size (the
/// title, message and buttons, and a text style a dialog's style asks
/// for; a font of a fixed point size stays as it is). At the accessibility
/// sizes an alert's buttons always stack and a button's title wraps onto
/// more lines instead of shrinking, as UIKit does. The Mac and terminal
/// looks have no text size and draw the same at every one.
///
/// Its raw value is the name the `fluentalert preview --text-size` option
/// takes.
///
/// ```swift
/// let dialog = Dialog<String>(
///   style: .alert, title: "Turn on notifications?",
///   actions: [
///     DialogAction(title: "Allow", key: "allow"),
///     DialogAction(title: "Don’t Allow", role: .cancel, key: "deny"),
///   ])
/// let largest = dialog.svgPreview(
///   .iOSAlert, textSize: .accessibilityExtraExtraExtraLarge)
/// ```
public enum PreviewTextSize: String, Sendable, Hashable, CaseIterable {
  /// The smallest size (body text 14 points).
  case extraSmall = "extra-small"
  /// Body text 15 points.
  case small
  /// Body text 16 points.
  case medium
  /// The default size (body text 17 points).
  case large
  /// Body text 19 points.
  case extraLarge = "extra-large"
  /// Body text 21 points.
  case extraExtraLarge = "extra-extra-large"
  /// The largest size without the accessibility sizes (body text 23 points).
  case extraExtraExtraLarge = "extra-extra-extra-large"
  /// The first accessibility size (body text 28 points).
  case accessibilityMedium = "accessibility-medium"
  /// Body text 33 points.
  case accessibilityLarge = "accessibility-large"
  /// Body text 40 points.
  case accessibilityExtraLarge = "accessibility-extra-large"
  /// Body text 47 points.
  case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
  /// The largest size (body text 53 points).
  case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

  /// Whether this is one of the accessibility sizes, where buttons stack
  /// and their titles wrap: the sizes worth pinning besides the default.
  ///
  /// ```swift
  /// let dialog = Dialog<String>(
  ///   style: .alert, title: "Delete?",
  ///   actions: [DialogAction(title: "Delete", key: "delete")])
  /// let pictures = PreviewTextSize.allCases
  ///   .filter(\.isAccessibilitySize)
  ///   .map { dialog.svgPreview(.iOSAlert, textSize: $0) }
  /// ```
  public var isAccessibilitySize: Bool {
    step >= 7
  }

  /// The size's position from the smallest (0) to the largest (11): the
  /// column of the Dynamic Type tables.
  var step: Int {
    switch self {
    case .extraSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .extraLarge: 4
    case .extraExtraLarge: 5
    case .extraExtraExtraLarge: 6
    case .accessibilityMedium: 7
    case .accessibilityLarge: 8
    case .accessibilityExtraLarge: 9
    case .accessibilityExtraExtraLarge: 10
    case .accessibilityExtraExtraExtraLarge: 11
    }
  }
}
