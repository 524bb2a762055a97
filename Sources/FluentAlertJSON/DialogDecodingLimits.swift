import FluentAlert

/// Bounds on untrusted dialog JSON, checked while decoding so that hostile
/// input gets an error naming the limit instead of a crash, a hang or a
/// huge allocation.
///
/// The defaults are generous for any real dialog and small enough that a
/// decode allocates at most a few times ``maxInputBytes``:
///
/// | limit | default | counts |
/// | --- | --- | --- |
/// | ``maxInputBytes`` | 1 MiB | bytes of the whole document |
/// | ``maxDepth`` | 32 | nested arrays and objects, the top-level object being 1 |
/// | ``maxStringBytes`` | 16 KiB | UTF-8 bytes of one string value after unescaping |
/// | ``maxMemberNameBytes`` | 64 | UTF-8 bytes of one object member name after unescaping |
/// | ``maxActions`` | 64 | entries of `actions` |
/// | ``maxTextFields`` | 8 | entries of `textFields` |
/// | ``maxArrayElements`` | 64 | entries of any other array (`gates`, `all`) |
///
/// ```swift
/// var limits = DialogDecodingLimits()
/// limits.maxStringBytes = 1_024
/// let options = DialogDecodingOptions(limits: limits)
/// ```
public struct DialogDecodingLimits: Hashable, Sendable {
  /// The name of one limit, as reported by ``DialogDecodingError/Kind/limitExceeded(_:)``.
  public enum Limit: String, Hashable, Sendable, CaseIterable {
    /// ``DialogDecodingLimits/maxInputBytes``.
    case maxInputBytes
    /// ``DialogDecodingLimits/maxDepth``.
    case maxDepth
    /// ``DialogDecodingLimits/maxStringBytes``.
    case maxStringBytes
    /// ``DialogDecodingLimits/maxMemberNameBytes``.
    case maxMemberNameBytes
    /// ``DialogDecodingLimits/maxActions``.
    case maxActions
    /// ``DialogDecodingLimits/maxTextFields``.
    case maxTextFields
    /// ``DialogDecodingLimits/maxArrayElements``.
    case maxArrayElements
  }

  /// The largest document accepted, in bytes.
  public var maxInputBytes: Int
  /// The deepest nesting of arrays and objects accepted; the top-level object is depth 1.
  public var maxDepth: Int
  /// The longest string value accepted, in UTF-8 bytes after unescaping.
  public var maxStringBytes: Int
  /// The longest object member name accepted, in UTF-8 bytes after
  /// unescaping (the format's own names are at most 23 bytes).
  public var maxMemberNameBytes: Int
  /// The most actions a dialog may have.
  public var maxActions: Int
  /// The most text fields a dialog may have.
  public var maxTextFields: Int
  /// The most elements of any other array (a requirement's `gates`, a rule's `all`).
  public var maxArrayElements: Int

  /// Creates limits; every parameter defaults to the safe default.
  ///
  /// - Parameters:
  ///   - maxInputBytes: The largest document in bytes (default 1 MiB).
  ///   - maxDepth: The deepest nesting (default 32).
  ///   - maxStringBytes: The longest string in UTF-8 bytes (default 16 KiB).
  ///   - maxMemberNameBytes: The longest member name in UTF-8 bytes (default 64).
  ///   - maxActions: The most actions (default 64).
  ///   - maxTextFields: The most text fields (default 8).
  ///   - maxArrayElements: The most elements of any other array (default 64).
  public init(
    maxInputBytes: Int = 1_048_576,
    maxDepth: Int = 32,
    maxStringBytes: Int = 16_384,
    maxMemberNameBytes: Int = 64,
    maxActions: Int = 64,
    maxTextFields: Int = 8,
    maxArrayElements: Int = 64
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxDepth = maxDepth
    self.maxStringBytes = maxStringBytes
    self.maxMemberNameBytes = maxMemberNameBytes
    self.maxActions = maxActions
    self.maxTextFields = maxTextFields
    self.maxArrayElements = maxArrayElements
  }

  /// The value of one limit.
  ///
  /// - Parameter limit: Which limit.
  /// - Returns: Its current value.
  package subscript(limit: Limit) -> Int {
    switch limit {
    case .maxInputBytes: maxInputBytes
    case .maxDepth: maxDepth
    case .maxStringBytes: maxStringBytes
    case .maxMemberNameBytes: maxMemberNameBytes
    case .maxActions: maxActions
    case .maxTextFields: maxTextFields
    case .maxArrayElements: maxArrayElements
    }
  }
}
