internal import FluentAlertText

/// Something a preview's own layout cut or stretched past its look's
/// limits: a title that wraps onto too many lines, an action title cut
/// with "…", a placeholder that does not fit its field, rows of a terminal
/// dialog out of sight.
///
/// Warnings come from the same measurements that draw the picture, so a
/// warning always matches what the picture shows. Each names where it
/// happens: the look, the text size (for the iOS looks, the only ones with
/// text sizes) and the language.
///
/// ```swift
/// let share = "Share with everyone in the family album and on the web"
/// let dialog = Dialog<String>(
///   style: .actionSheet, title: "Photo",
///   actions: [
///     DialogAction(title: .verbatim(share), key: "share"),
///     DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
///   ])
/// for warning in dialog.preview(.iOSActionSheet).warnings {
///   print(warning)
///   // ios-action-sheet, large, en: the action title
///   // "Share with everyone in the family album and on the web" is cut to fit
/// }
/// ```
public struct PreviewWarning: Hashable, Sendable, CustomStringConvertible {
  /// What was cut or stretched.
  public enum Kind: Hashable, Sendable {
    /// The title needs `lines` lines, more than the look's `limit`.
    case titleTooLong(lines: Int, limit: Int)
    /// The message needs `lines` lines, more than the look's `limit`.
    case messageTooLong(lines: Int, limit: Int)
    /// An action's title (given whole) does not fit its button and is cut
    /// with "…": iOS action titles are one line below the accessibility
    /// sizes, and Mac buttons have a fixed width.
    case actionTitleCut(String)
    /// A text field's placeholder (given whole) does not fit its field and
    /// is cut with "…".
    case placeholderCut(String)
    /// The terminal look: this many rows of the dialog are out of sight on
    /// an 80 × 24 terminal and shown only by scrolling.
    case rowsOutOfSight(Int)
  }

  /// What was cut or stretched.
  public let kind: Kind
  /// The look it happens in.
  public let look: PreviewLook
  /// The text size it happens at, for the iOS looks; `nil` for the looks
  /// that draw the same at every size.
  public let textSize: PreviewTextSize?
  /// The language the texts were looked up in: the localization's locale
  /// identifier (`"de"`, `"ru_RU"`).
  public let language: String

  /// A warning of `kind` in `look`, at `textSize` (for a look that has
  /// text sizes), in `language`.
  init(_ kind: Kind, look: PreviewLook, textSize: PreviewTextSize?, language: String) {
    self.kind = kind
    self.look = look
    self.textSize = textSize
    self.language = language
  }

  /// One line: where it happens, then what happened, with the texts quoted
  /// and their control characters escaped.
  ///
  /// `ios-alert, accessibility-large, de: the title needs 4 lines, more than 3`
  public var description: String {
    [look.rawValue, textSize?.rawValue, TextEscaping.escaped(language)]
      .compactMap { $0 }.joined(separator: ", ") + ": " + what
  }

  /// What happened, without where: "the title needs 4 lines, more than 2".
  var what: String {
    switch kind {
    case .titleTooLong(let lines, let limit): "the title needs \(lines) lines, more than \(limit)"
    case .messageTooLong(let lines, let limit):
      "the message needs \(lines) lines, more than \(limit)"
    case .actionTitleCut(let title): "the action title \(TextEscaping.quoted(title)) is cut to fit"
    case .placeholderCut(let placeholder):
      "the placeholder \(TextEscaping.quoted(placeholder)) is cut to fit its field"
    case .rowsOutOfSight(let rows):
      "\(rows) \(rows == 1 ? "row does" : "rows do") not fit an 80 × 24 terminal and scroll"
    }
  }
}
