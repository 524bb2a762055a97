/// How serious a dialog is: `NSAlert.Style` on macOS, `UIAlertController`'s
/// `severity`, SwiftUI's `dialogSeverity` on macOS and watchOS, a badge
/// before the title in the terminal.
///
/// A dialog whose severity is `nil` is the platform's plain alert, even with
/// a destructive action: the action's button shows the danger, and an alert
/// is critical only when the app says so.
///
/// ```swift
/// let erase = Dialog<String>.alert("Erase the disk?")
///   .addDestructive("Erase", key: "erase")
///   .addCancel("Cancel", key: "cancel")
///   .severity(.critical)
/// ```
///
/// macOS draws informational and warning alerts alike; a critical one gets
/// a caution badge (as UIKit's does under Mac Catalyst; an iPhone shows no
/// difference). SwiftUI has no severity on iOS, tvOS and visionOS:
/// ``Dialog/problems(for:)`` reports a critical dialog for SwiftUI as
/// ``DialogProblem/Kind/severityUnsupported``.
public enum AlertSeverity: String, Hashable, Sendable, CaseIterable, Codable {
  /// Information about something the user did or asked for.
  case informational
  /// A warning about an imminent event (NSAlert's default).
  case warning
  /// Something that can cause data loss or cannot be undone.
  case critical
}
