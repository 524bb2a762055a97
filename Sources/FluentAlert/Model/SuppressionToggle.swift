internal import FluentAlertText

/// A "Do not show this message again" checkbox under a dialog's buttons:
/// NSAlert's suppression button, SwiftUI's `dialogSuppressionToggle` on
/// macOS, a checkbox row in the terminal.
///
/// The toggle's state when the dialog closes reaches the tap handler that
/// takes three parameters and ``Dialog/presentForEnding(using:)``, so the
/// app can store it and not show the dialog again:
///
/// ```swift
/// @MainActor
/// func confirmEmptyTrash(on presenter: any DialogPresenter) async throws {
///   let dialog = Dialog<Bool>.alert("Empty the Trash?")
///     .addDestructive("Empty Trash", key: true)
///     .addCancel("Cancel", key: false)
///     .suppressionToggle()
///   let ending = try await dialog.presentForEnding(using: presenter)
///   if ending.isSuppressed { print("stop asking") }
/// }
/// ```
///
/// UIKit has no such checkbox and SwiftUI shows it on macOS only:
/// ``Dialog/problems(for:)`` reports it for those platforms as
/// ``DialogProblem/Kind/suppressionToggleUnsupported``, and the handler
/// then always hears the initial state.
public struct SuppressionToggle: Hashable, Sendable {
  /// The checkbox's title, or `nil` for the platform's own words: "Do not
  /// show this message again", or "Do not ask again" when the dialog offers
  /// a choice between actions.
  public let title: DialogText?
  /// Whether the checkbox is ticked when the dialog appears.
  public let isSuppressed: Bool

  /// Creates a suppression toggle.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, or `nil` for the platform's words.
  ///   - isSuppressed: Whether the checkbox starts ticked.
  @_disfavoredOverload
  @inlinable
  public init(title: DialogText? = nil, isSuppressed: Bool = false) {
    self.title = title
    self.isSuppressed = isSuppressed
  }

  /// Creates a suppression toggle of this title.
  ///
  /// The initializer a literal title meets, so that it ranks above the
  /// `String` one whatever `isSuppressed` is: before ranking, Swift favours
  /// the initializers a literal matches, and it matches a `String` or a
  /// `DialogText` parameter but not a `DialogText?` one.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title.
  ///   - isSuppressed: Whether the checkbox starts ticked.
  @_documentation(visibility: internal)
  @inlinable
  public init(title: DialogText, isSuppressed: Bool = false) {
    self.init(title: Optional(title), isSuppressed: isSuppressed)
  }

  /// Creates a suppression toggle whose title is shown exactly as written:
  /// a `String` or `Substring` value is never looked up.
  ///
  /// - Parameters:
  ///   - title: The checkbox's title, shown as written.
  ///   - isSuppressed: Whether the checkbox starts ticked.
  @_disfavoredOverload
  @inlinable
  public init(title: some StringProtocol, isSuppressed: Bool = false) {
    self.init(title: DialogText.verbatim(String(title)), isSuppressed: isSuppressed)
  }
}

extension Dialog {
  /// The suppression toggle's title where the platform has no words of its
  /// own (the terminal, `DialogTester`): the given title, or FluentAlert's
  /// translation of the words macOS uses, "Do not ask again" when more than
  /// one action closes the dialog and "Do not show this message again"
  /// otherwise; `nil` without a toggle.
  package var suppressionToggleTitle: DialogText? {
    guard let toggle = suppressionToggle else { return nil }
    if let title = toggle.title { return title }
    let choices = actions.count { !$0.keepsDialogOpen }
    let key = choices > 1 ? "Do not ask again" : "Do not show this message again"
    return .localized(TextKey(key), table: BuiltInStrings.table)
  }
}
