/// How ``Dialog/init(json:options:)`` treats what it does not expect.
///
/// Pass the options to any other `Decoder` through its `userInfo` under
/// ``userInfoKey``; without them the defaults apply.
///
/// ```swift
/// let lenient = DialogDecodingOptions(unknownFields: .ignore)
/// ```
public struct DialogDecodingOptions: Hashable, Sendable {
  /// What to do with an object member this version of the format does not define.
  public enum UnknownFields: String, Hashable, Sendable, CaseIterable {
    /// Fail with ``DialogDecodingError/Kind/unknownField``, naming the field
    /// (the default: a misspelt `"mesage"` is a bug, not a silent no-op).
    case reject
    /// Skip it. Useful when a server adds fields for newer clients within
    /// the same format version.
    case ignore
  }

  /// Which regular expressions a `matches` rule may hold.
  public enum Patterns: String, Hashable, Sendable, CaseIterable {
    /// Refuse patterns of the shapes known to make a backtracking engine
    /// take exponential time (`(a+)+`, `(a|aa)*`, backreferences), more than
    /// four unbounded quantifiers, or more than 256 bytes (the default:
    /// validation and every keystroke run the pattern, and one hostile
    /// pattern could otherwise hang the app).
    case rejectBacktrackingRisks
    /// Accept any pattern. Only for documents from a trusted source.
    case allowAny
  }

  /// The `userInfo` key under which a `Decoder` carries the options.
  public static let userInfoKey = CodingUserInfoKey(rawValue: "FluentAlert.DialogDecodingOptions")!

  /// What to do with unknown fields.
  public var unknownFields: UnknownFields
  /// Bounds on the input.
  public var limits: DialogDecodingLimits
  /// Which `matches` patterns are accepted.
  public var patterns: Patterns
  /// Set by ``DialogJSON`` when its pre-scan has checked every member name,
  /// so the `Codable` conformances need not ask each container for `allKeys`.
  var fieldsPrechecked = false

  /// Creates decoding options.
  ///
  /// - Parameters:
  ///   - unknownFields: What to do with unknown fields (default ``UnknownFields/reject``).
  ///   - limits: Bounds on the input (default: the safe defaults).
  ///   - patterns: Which `matches` patterns are accepted (default
  ///     ``Patterns/rejectBacktrackingRisks``).
  public init(
    unknownFields: UnknownFields = .reject, limits: DialogDecodingLimits = DialogDecodingLimits(),
    patterns: Patterns = .rejectBacktrackingRisks
  ) {
    self.unknownFields = unknownFields
    self.limits = limits
    self.patterns = patterns
  }
}
