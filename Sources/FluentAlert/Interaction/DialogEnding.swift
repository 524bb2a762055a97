/// How a dialog ended: why, the text fields' final values and whether its
/// suppression toggle was on.
///
/// ``Dialog/onConversationEnd(_:)`` receives the ending of a
/// conversation's last dialog, however it ended: a tap, the auto-dismiss,
/// Escape, a dismissal by code or a screen torn down, and
/// ``Dialog/presentForEnding(using:)`` returns it. It exists when no key
/// was reported, so the state of the suppression toggle reaches the app on
/// every ending.
///
/// ```swift
/// enum Quit: Hashable, Sendable { case quit, cancel }
///
/// @MainActor func stopAsking() {}
///
/// let dialog = Dialog<Quit>.alert("Quit with downloads running?")
///   .addAction("Quit", key: .quit)
///   .addCancel("Cancel", key: .cancel)
///   .suppressionToggle()
///   .onConversationEnd { ending in
///     if ending.isSuppressed { stopAsking() }
///   }
/// ```
public struct DialogEnding<Key: Hashable & Sendable>: Hashable, Sendable {
  /// Why the dialog ended, with the key it reported, if any.
  public let reason: DismissReason<Key>
  /// The text of every text field when the dialog closed, top to bottom.
  public let texts: [String]
  /// Whether the dialog's suppression toggle was on when it closed (`false`
  /// when it has none).
  public let isSuppressed: Bool

  /// Creates an ending, as a test double of a presentation would.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog ended.
  ///   - texts: The text fields' final values.
  ///   - isSuppressed: Whether the suppression toggle was on.
  public init(reason: DismissReason<Key>, texts: [String] = [], isSuppressed: Bool = false) {
    self.reason = reason
    self.texts = texts
    self.isSuppressed = isSuppressed
  }

  /// The key the ending reported, or `nil` (a dismissal by code, a screen
  /// torn down, a keyless Escape).
  public var key: Key? { reason.key }

}
