/// What the user answered: the chosen key, the text fields' final values and
/// whether the suppression toggle was on.
///
/// ``Dialog/presentForResponse(using:)`` returns it; the three-parameter
/// `actionTap` receives the same three values.
///
/// ```swift
/// @MainActor
/// func askForName(on presenter: any DialogPresenter) async throws -> String? {
///   let dialog = Dialog<Bool>.alert("New Folder")
///     .addTextField("Name")
///     .addAction("Create", key: true)
///     .addCancel("Cancel", key: false)
///   let response = try await dialog.presentForResponse(using: presenter)
///   guard let response, response.key else { return nil }
///   return response.texts[0]
/// }
/// ```
public struct DialogResponse<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The key the dismissal reported: the tapped action's, the auto-dismiss
  /// key, or the cancel key for a keyless dismissal.
  public let key: Key
  /// The text of every text field when the dialog closed, top to bottom.
  public let texts: [String]
  /// Whether the dialog's suppression toggle was on when it closed (`false`
  /// when it has none).
  public let isSuppressed: Bool

  /// Creates a response, as a test double of a presentation would.
  ///
  /// - Parameters:
  ///   - key: The reported key.
  ///   - texts: The text fields' final values.
  ///   - isSuppressed: Whether the suppression toggle was on.
  public init(key: Key, texts: [String] = [], isSuppressed: Bool = false) {
    self.key = key
    self.texts = texts
    self.isSuppressed = isSuppressed
  }
}
