import FluentAlert

/// How ``FluentAlertJSON/FluentAlert/Dialog/init(json:options:)`` treats what it does not expect.
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

  /// The `userInfo` key under which a `Decoder` carries the options.
  public static let userInfoKey = CodingUserInfoKey(rawValue: "FluentAlert.DialogDecodingOptions")!

  /// What to do with unknown fields.
  public var unknownFields: UnknownFields
  /// Bounds on the input.
  public var limits: DialogDecodingLimits
  /// The URL schemes a document's links and help may use, in lower case.
  ///
  /// They are `http`, `https` and `mailto` by default. Anything else
  /// (`file:`, `javascript:`, `data:`, `smb:`, another app's scheme) is
  /// refused with ``DialogDecodingError/Kind/invalidValue``, because a
  /// presenter opens the link when the user taps it. Add a scheme only for
  /// documents you trust, as here.
  ///
  /// ```swift
  /// var options = DialogDecodingOptions()
  /// options.linkSchemes.insert("x-help-action")
  /// ```
  public var linkSchemes: Set<String> = ["http", "https", "mailto"]
  /// Set by ``DialogJSON`` when its pre-scan has checked every member name,
  /// so the `Codable` conformances need not ask each container for `allKeys`.
  var fieldsPrechecked = false

  /// Creates decoding options.
  ///
  /// - Parameters:
  ///   - unknownFields: What to do with unknown fields (default ``UnknownFields/reject``).
  ///   - limits: Bounds on the input (default: the safe defaults).
  public init(
    unknownFields: UnknownFields = .reject, limits: DialogDecodingLimits = DialogDecodingLimits()
  ) {
    self.unknownFields = unknownFields
    self.limits = limits
  }
}
