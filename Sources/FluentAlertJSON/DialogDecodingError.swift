import FluentAlert

/// Why dialog JSON could not be decoded: where (a JSON path such as
/// `actions[2].role`), what kind of failure, and a one-line message that
/// says what was expected.
///
/// ```swift
/// import Foundation
///
/// let json = #"{"fluentalert": 1, "style": "popup"}"#
/// do {
///   _ = try Dialog<String>(json: Data(json.utf8))
/// } catch {
///   print(error)  // style: expected one of alert, actionSheet, found "popup"
/// }
/// ```
public struct DialogDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  ///
  /// Cases are stable and safe to match.
  public enum Kind: Hashable, Sendable {
    /// The bytes are not well-formed JSON (including truncation, a raw NUL
    /// byte or an unescaped control character in a string).
    case malformedJSON
    /// A string or the document is not valid UTF-8.
    case invalidUTF8
    /// The same member appears twice in one object.
    case duplicateField
    /// A value has the wrong JSON type (a number where a string belongs).
    case typeMismatch
    /// A required member is missing.
    case missingField
    /// A member that this format version does not define, with
    /// ``DialogDecodingOptions/UnknownFields/reject``.
    case unknownField
    /// A value has the right type but is not allowed (an unknown role, a
    /// malformed hex colour or duration, a range whose bounds are reversed).
    case invalidValue
    /// The document's `"fluentalert"` version is missing, not a positive
    /// integer, or newer than this library supports; the payload is the
    /// version found, `nil` when there was none.
    case unsupportedVersion(Int?)
    /// A ``DialogDecodingLimits`` bound was exceeded.
    case limitExceeded(DialogDecodingLimits.Limit)
  }

  /// The JSON path of the offending value: `actions[2].role`; empty for the document itself.
  public let path: String
  /// What failed.
  public let kind: Kind
  /// What was found and what was expected, in one line without the path.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What failed.
  ///   - path: The JSON path, empty for the document.
  ///   - message: One line saying what was expected.
  package init(_ kind: Kind, at path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// `path: message` on one line (just the message at the document level).
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}
