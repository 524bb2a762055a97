import FluentAlert
public import Foundation

/// Byte-stable encoding of the versioned dialog form described on
/// ``FluentAlert/Dialog``'s `Codable` conformance; `Dialog(json:options:)` decodes it.
///
/// ```swift
/// let dialog = Dialog<String>.alert("Saved").addCancel("OK", key: "ok")
/// let data = try DialogJSON.encode(dialog)
/// let decoded = try Dialog<String>(json: data).validated()
/// ```
public enum DialogJSON {
  /// The format version this library writes and reads (the `"fluentalert"` member).
  package static let formatVersion = 1

  /// Encodes a dialog to JSON with sorted member names, so equal dialogs give equal bytes.
  ///
  /// - Parameters:
  ///   - dialog: The dialog; its tap handler is not encoded.
  ///   - prettyPrinted: Whether to indent the output for people to read.
  /// - Returns: UTF-8 JSON.
  /// - Throws: `EncodingError` for a number JSON cannot hold (an infinite
  ///   font size or anchor value), or what `Key`'s encoding throws.
  public static func encode<Key: Codable>(
    _ dialog: Dialog<Key>, prettyPrinted: Bool = false
  ) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted
      ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
      : [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(dialog)
  }
}

extension Dialog where Key: Codable {
  /// Decodes a dialog from untrusted JSON.
  ///
  /// The bytes are first checked in one pass for well-formed JSON, valid
  /// UTF-8, duplicate members and every ``DialogDecodingLimits`` bound, so no
  /// parser ever sees oversized or hostile input; then they are decoded
  /// with the field checks of the `Codable` conformance. Strings are kept
  /// exactly as sent. The result is not validated and has no tap handler:
  /// call ``FluentAlert/Dialog/validated()`` (or read
  /// ``FluentAlert/Dialog/problems``) before presenting it:
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let json = #"""
  ///   {"fluentalert": 1, "style": "alert", "title": "Hi",
  ///    "actions": [{"title": "OK", "key": "ok", "role": "cancel"}]}
  ///   """#
  /// let dialog = try Dialog<String>(json: Data(json.utf8)).validated()
  /// ```
  ///
  /// - Parameters:
  ///   - json: The JSON document.
  ///   - options: Unknown-field handling and limits.
  /// - Throws: ``DialogDecodingError`` with the JSON path of the first problem.
  public init(json: Data, options: DialogDecodingOptions = DialogDecodingOptions())
    throws(DialogDecodingError)
  {
    let scan = json.withUnsafeBytes { bytes in
      Result { () throws(DialogDecodingError) in
        try JSONPreScanner.scan(bytes, options: options)
      }
    }
    let unknownField = try scan.get()
    var checked = options
    checked.fieldsPrechecked = true
    let decoder = JSONDecoder()
    decoder.userInfo[DialogDecodingOptions.userInfoKey] = checked
    let result: Result<Self, DialogDecodingError>
    do {
      result = .success(try decoder.decode(Self.self, from: json))
    } catch let error as DialogDecodingError {
      result = .failure(error)
    } catch let error as DecodingError {
      result = .failure(DialogDecodingError(converting: error))
    } catch {
      result = .failure(DialogDecodingError(.malformedJSON, at: "", "could not decode: \(error)"))
    }
    // A newer format version explains everything else; then unknown members.
    if case .failure(let error) = result, case .unsupportedVersion = error.kind { throw error }
    if let unknownField { throw unknownField }
    self = try result.get()
  }
}
