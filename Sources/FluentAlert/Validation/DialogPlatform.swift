/// A place FluentAlert shows dialogs, for the rules that hold on some of
/// them only.
///
/// ```swift
/// let share = Dialog<String>.actionSheet("Share")
///   .addAction("Copy Link", key: "copy")
///   .addCancel("Cancel", key: "cancel")
/// // SwiftUI's confirmationDialog anchors itself: nothing to report.
/// assert(share.problems(for: .swiftUI).isEmpty)
/// // iPad shows a UIKit action sheet as a popover, which needs an anchor.
/// let kinds = share.problems(for: .uiKit).map(\.kind)
/// assert(kinds == [.actionSheetWithoutAnchor])
/// ```
public enum DialogPlatform: String, Hashable, Sendable, CaseIterable, Codable {
  /// `UIAlertController`, shown by `FluentAlertUIKit` on iOS, iPadOS,
  /// tvOS and visionOS.
  case uiKit = "uikit"
  /// `alert` and `confirmationDialog`, shown by `FluentAlertSwiftUI`.
  case swiftUI = "swiftui"
  /// `NSAlert`, shown by `FluentAlertAppKit` on macOS.
  case appKit = "appkit"
  /// The terminal, shown by `FluentAlertTerminal` on Linux and macOS.
  case terminal
}
