internal import FluentAlertText

/// Where a dialog's Help button leads.
///
/// AppKit shows a Help button (`NSAlert.showsHelp`) for either; the
/// terminal offers a link as `?`, which shows the address as a link the
/// user can open. UIKit and SwiftUI alerts have no Help button, and
/// ``Dialog/problems(for:)`` says so.
///
/// ```swift
/// let dialog = Dialog<Bool>.alert("Allow access to your contacts?")
///   .addAction("Allow", key: true)
///   .addCancel("Don't Allow", key: false)
///   .help(.link("https://example.com/help/contacts"))
/// ```
public enum DialogHelp: Hashable, Sendable {
  /// An anchor in the app's Help Book, which macOS opens in Help Viewer
  /// (`NSAlert.helpAnchor`).
  case anchor(String)
  /// A web address, opened in the browser on macOS and shown as a link in
  /// a terminal. It must name its scheme (`https:`, `mailto:`, `x-help:`)
  /// and hold no spaces or control characters.
  case link(String)

  /// Why the help cannot be used as given, or `nil` when it can: an empty
  /// anchor, or a link without a scheme or with spaces or control
  /// characters (which a terminal would take for commands).
  package var defect: String? {
    switch self {
    case .anchor(let anchor):
      if anchor.isEmpty { return "its anchor is empty" }
      if anchor.unicodeScalars.contains(where: TextEscaping.mustEscape) {
        return "its anchor holds control characters"
      }
      return nil
    case .link(let address):
      if address.isEmpty { return "its link is empty" }
      if address.unicodeScalars.contains(where: { TextEscaping.mustEscape($0) || $0 == " " }) {
        return "its link holds spaces or control characters"
      }
      guard let colon = address.firstIndex(of: ":"), address.first?.isASCII == true,
        address.first?.isLetter == true, address[..<colon].allSatisfy(Self.isSchemeCharacter)
      else { return "its link names no scheme, such as https:" }
      return nil
    }
  }

  /// A letter, digit, `+`, `-` or `.`: what a URI scheme is made of.
  private static func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
  }
}
