/// How text that does not fit is wrapped or truncated: the six cases of
/// `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// Wrap at word boundaries.
  case byWordWrapping
  /// Wrap at character boundaries.
  case byCharWrapping
  /// Cut off what does not fit.
  case byClipping
  /// Show the end, with an ellipsis at the start.
  case byTruncatingHead
  /// Show the start, with an ellipsis at the end.
  case byTruncatingTail
  /// Show both ends, with an ellipsis in the middle.
  case byTruncatingMiddle
}
