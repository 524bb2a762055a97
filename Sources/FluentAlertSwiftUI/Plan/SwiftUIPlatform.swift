/// An operating system and version, for deciding which SwiftUI dialog API
/// to use.
///
/// The SwiftUI shell passes `current` (on Apple platforms); tests pass any platform, so the
/// choice for an OS version that is not on this machine is still checked.
package struct SwiftUIPlatform: Hashable, Sendable {
  /// An Apple operating system.
  package enum OS: String, Hashable, Sendable, CaseIterable {
    /// iOS and iPadOS (and Mac Catalyst).
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
  }

  /// The operating system.
  package let os: OS
  /// The major version, such as 17 for iOS 17.4.
  package let major: Int
  /// The minor version, such as 4 for iOS 17.4.
  package let minor: Int

  /// Creates a platform.
  ///
  /// - Parameters:
  ///   - os: The operating system.
  ///   - major: The major version.
  ///   - minor: The minor version.
  package init(_ os: OS, _ major: Int, _ minor: Int = 0) {
    self.os = os
    self.major = major
    self.minor = minor
  }

  /// Whether this is `os` at `major.minor` or later.
  ///
  /// - Parameters:
  ///   - os: An operating system.
  ///   - major: A major version.
  ///   - minor: A minor version.
  /// - Returns: `true` on that system at that version or later.
  package func isAtLeast(_ os: OS, _ major: Int, _ minor: Int = 0) -> Bool {
    self.os == os && (self.major, self.minor) >= (major, minor)
  }

  /// Whether an alert's actions may contain `TextField` and `SecureField`
  /// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
  package var supportsTextFieldsInAlerts: Bool {
    isAtLeast(.iOS, 16) || isAtLeast(.macOS, 13) || isAtLeast(.tvOS, 16)
      || isAtLeast(.watchOS, 9) || isAtLeast(.visionOS, 1)
  }

  /// Whether `View.dialogSeverity(_:)` exists (macOS 13, watchOS 10; the
  /// view modifier is not available on iOS, tvOS or visionOS).
  package var supportsDialogSeverity: Bool {
    isAtLeast(.macOS, 13) || isAtLeast(.watchOS, 10)
  }

  /// Whether `View.dialogIcon(_:)` shows its icon (macOS 13, watchOS 10;
  /// the modifier has no effect on other systems).
  package var supportsDialogIcon: Bool {
    isAtLeast(.macOS, 13) || isAtLeast(.watchOS, 10)
  }

  /// Whether `View.dialogSuppressionToggle(_:isSuppressed:)` shows its
  /// toggle (macOS 14; the modifier exists on iOS 17 and the others but
  /// shows nothing there).
  package var supportsSuppressionToggle: Bool {
    isAtLeast(.macOS, 14)
  }

  /// Whether `keyboardShortcut(.defaultAction)` exists (every system but
  /// tvOS and watchOS).
  package var supportsKeyboardShortcuts: Bool {
    os != .tvOS && os != .watchOS
  }

  /// Whether `confirmationDialog` adds a Cancel button by itself when the
  /// dialog has none (iOS, iPadOS and visionOS; a tap on it dismisses
  /// without a key).
  package var confirmationDialogAddsCancel: Bool {
    os == .iOS || os == .visionOS
  }
}
