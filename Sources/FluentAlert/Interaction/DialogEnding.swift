/// How a dialog ended: why, and what the user entered (the text fields'
/// final texts, the controls' values, whether its suppression toggle was
/// on).
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
///   .addControl(.suppressionToggle())
///   .onConversationEnd { ending in
///     if ending.values.isSuppressed { stopAsking() }
///   }
/// ```
public struct DialogEnding<Key: Hashable & Sendable>: Hashable, Sendable {
  /// Why the dialog ended, with the key it reported, if any.
  public let reason: DismissReason<Key>
  /// What the user entered when the dialog closed: each text field's text,
  /// top to bottom, as its elements, and each control's value by its key.
  public let values: DialogValues<Key>

  /// Refused: the suppression toggle is one of the values.
  @available(*, unavailable, renamed: "values.isSuppressed")
  public var isSuppressed: Bool { fatalError("unavailable") }

  /// Creates an ending, as a test double of a presentation would.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog ended.
  ///   - values: What the user entered; nothing when omitted.
  public init(reason: DismissReason<Key>, values: DialogValues<Key> = []) {
    self.reason = reason
    self.values = values
  }

  /// Refused: the texts and the toggle's state are part of the values.
  ///
  /// - Parameters:
  ///   - reason: Unused.
  ///   - texts: Unused.
  ///   - isSuppressed: Unused.
  @available(
    *, unavailable,
    message:
      "pass the values: DialogEnding(reason: r, values: DialogValues(texts: t, isSuppressed: s))"
  )
  public init(reason: DismissReason<Key>, texts: [String], isSuppressed: Bool = false) {
    fatalError("unavailable")
  }

  /// Refused: the texts are the values' elements.
  @available(*, unavailable, message: "read ending.values[i], or Array(ending.values)")
  public var texts: [String] { fatalError("unavailable") }

  /// The key the ending reported, or `nil` (a dismissal by code, a screen
  /// torn down, a keyless Escape).
  public var key: Key? { reason.key }

}
