/// Content shown under a dialog's message: a short list, a link or a
/// footnote.
///
/// A dialog shows its accessories in the order they were added, between
/// the message and the text fields:
///
/// ```swift
/// let privacy = "https://example.com/privacy"
/// let dialog = Dialog<Bool>.alert(
///   "“Recorder” would like to access:", message: "It records calls."
/// )
/// .accessory(.lines(["Camera", "Microphone", "Screen Recording"]))
/// .accessory(.link("How we use your data", address: privacy))
/// .accessory(.footnote("You can change this later in System Settings."))
/// .addAction("Allow", key: true)
/// .addCancel("Don't Allow", key: false)
/// ```
///
/// AppKit draws them in the alert's accessory view (a list longer than
/// six lines scrolls), the terminal under the message (a
/// link as a hyperlink where the terminal opens one), the macOS picture
/// and `DialogTester` read them. UIKit and SwiftUI alerts have no room for
/// them, which ``Dialog/problems(for:)`` reports as
/// ``DialogProblem/Kind/accessoryUnsupported``.
public enum DialogAccessory: Hashable, Sendable {
  /// A list of short lines, one item each, such as the permissions an app
  /// asks for.
  case lines([DialogText])
  /// A link the user can open: the words shown, and the address (with its
  /// scheme: `https:`, `mailto:`, `x-apple.systempreferences:`).
  case link(DialogText, address: String)
  /// A line of small print under the rest.
  case footnote(DialogText)

  /// How many lines of a ``lines(_:)-enum.case`` list AppKit shows before it
  /// scrolls.
  package static var visibleLineCount: Int { 6 }

  /// A list of lines shown exactly as written: `String` values are never
  /// looked up.
  ///
  /// ```swift
  /// let devices = ["Ana's iPhone", "Studio Mac"]
  /// let dialog = Dialog<Bool>.alert("Sign out of these devices?")
  ///   .accessory(.lines(verbatim: devices))
  ///   .addDestructive("Sign Out", key: true)
  ///   .addCancel("Cancel", key: false)
  /// ```
  ///
  /// The items of an array literal share one type, so a literal beside a
  /// `String` value in `.lines([…])` would be shown as written too: write
  /// that value as `.verbatim(value)` instead, and the literals stay keys.
  ///
  /// - Parameter lines: The lines, shown as written.
  /// - Returns: The list.
  public static func lines(verbatim lines: [String]) -> Self {
    .lines(lines.map(DialogText.verbatim))
  }

  /// Refused: a list of `String` values without `verbatim:`.
  ///
  /// An array literal's items share one type, so a list that took `String`
  /// values would show a literal beside them as written instead of looking
  /// it up.
  ///
  /// - Parameter lines: Unused.
  /// - Returns: Never.
  @available(
    *, unavailable,
    message:
      "a list of String values: write .lines(verbatim: values), or .verbatim(value) for one item beside literal keys"
  )
  @_disfavoredOverload
  public static func lines(_ lines: [String]) -> Self {
    fatalError("unavailable")
  }

  /// A link whose words are shown exactly as written: a `String` or
  /// `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - text: The words shown, as written.
  ///   - address: The address the link opens.
  /// - Returns: The link.
  @_disfavoredOverload
  public static func link(_ text: some StringProtocol, address: String) -> Self {
    .link(.verbatim(String(text)), address: address)
  }

  /// A footnote shown exactly as written: a `String` or `Substring` value
  /// is never looked up.
  ///
  /// - Parameter text: The footnote, shown as written.
  /// - Returns: The footnote.
  @_disfavoredOverload
  public static func footnote(_ text: some StringProtocol) -> Self {
    .footnote(.verbatim(String(text)))
  }

  /// The texts it shows, in order.
  package var texts: [DialogText] {
    switch self {
    case .lines(let lines): lines
    case .link(let text, _): [text]
    case .footnote(let text): [text]
    }
  }

  /// Why it cannot be shown as given, or `nil` when it can: an empty list,
  /// or a link whose address a terminal or browser could not take.
  package var defect: String? {
    switch self {
    case .lines(let lines): lines.isEmpty ? "its list has no line" : nil
    case .link(_, let address): DialogHelp.link(address).defect
    case .footnote: nil
    }
  }
}
