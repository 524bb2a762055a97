import FluentAlert
internal import FluentAlertText

/// A member name of a dialog JSON object.
struct JSONField: CodingKey, Hashable {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}

/// One JSON object of the dialog format being decoded: typed accessors that
/// report failures as ``DialogDecodingError`` with the JSON path, what was
/// expected and what was found, and that enforce the string and array limits.
///
/// Creating one rejects members outside `fields` when the options say so.
struct JSONObject {
  let container: KeyedDecodingContainer<JSONField>
  let options: DialogDecodingOptions
  let schema: JSONSchema

  /// Where the object is; computed only for error messages, since a
  /// decoder builds it on every call.
  var codingPath: [any CodingKey] { container.codingPath }

  /// Opens the object of kind `schema` at `decoder`.
  ///
  /// Unless `checkingFields` is `false`, members the kind does not define
  /// are rejected here (per the options); otherwise call ``checkFields()``.
  init(_ decoder: any Decoder, _ schema: JSONSchema, checkingFields: Bool = true) throws {
    options = decoder.dialogDecodingOptions
    self.schema = schema
    let what = schema.what
    do {
      container = try decoder.container(keyedBy: JSONField.self)
    } catch DecodingError.typeMismatch {
      throw DialogDecodingError(
        .typeMismatch, at: JSONPath.render(decoder.codingPath),
        "expected \(what.hasSuffix(")") ? what : what + " (a JSON object)"), "
          + "found \(JSONObject.describeValue(decoder))")
    }
    if checkingFields { try checkFields() }
  }

  /// Rejects members the kind does not define when the options say so,
  /// unless the pre-scan has already checked the whole document.
  func checkFields() throws {
    guard options.unknownFields == .reject, !options.fieldsPrechecked else { return }
    let fields = schema.fields
    let keys = container.allKeys
    guard !keys.allSatisfy({ fields.contains($0.stringValue) }) else { return }
    // Sorted: a decoder's `allKeys` has no defined order, the report must.
    let unknown = keys.map(\.stringValue).filter { !fields.contains($0) }.sorted()
    if let first = unknown.first {
      throw DialogDecodingError(
        .unknownField, at: JSONPath.render(codingPath + [JSONField(first)]),
        Self.unknownFieldMessage(schema))
    }
  }

  var limits: DialogDecodingLimits { options.limits }

  func contains(_ name: String) -> Bool {
    container.contains(JSONField(name))
  }

  func path(_ name: String) -> String {
    JSONPath.render(codingPath + [JSONField(name)])
  }

  /// The message for a member `schema` does not define.
  static func unknownFieldMessage(_ schema: JSONSchema) -> String {
    "unknown field in \(schema.what); expected one of "
      + schema.fields.map { TextEscaping.quoted($0) }.joined(separator: ", ")
  }

  /// The one member of `tags` present (a tagged union such as `{"system": …}`).
  func tag(_ tags: [String]) throws -> String {
    let what = schema.what
    let present = tags.filter(contains)
    guard present.count == 1 else {
      let options = tags.map { TextEscaping.quoted($0) }.joined(separator: ", ")
      throw DialogDecodingError(
        present.isEmpty ? .missingField : .invalidValue, at: JSONPath.render(codingPath),
        present.isEmpty
          ? "expected \(what) with exactly one of the members \(options)"
          : "\(what) has both \(present.map { TextEscaping.quoted($0) }.joined(separator: " and ")); "
            + "expected exactly one of \(options)")
    }
    return present[0]
  }

  /// Rejects members of the other forms of a tagged union, such as a
  /// `"size"` beside `"system"` in a font: they are known names, so the
  /// unknown-field option does not apply; they are simply wrong.
  func rejectMembers(of forms: [String: [String]], besides tag: String) throws {
    let what = schema.what.split(separator: " ").prefix(2).joined(separator: " ")  // "a font"
    let allowed = forms[tag] ?? [tag]
    for name in forms.values.joined().sorted() where !allowed.contains(name) && contains(name) {
      throw DialogDecodingError(
        .invalidValue, at: path(name),
        "\(TextEscaping.quoted(name)) does not apply to \(what) with "
          + TextEscaping.quoted(tag))
    }
  }

  // MARK: - Required and optional values

  func require<T>(_ name: String, _ value: (String) throws -> T?) throws -> T {
    guard let result = try value(name) else {
      throw DialogDecodingError(.missingField, at: path(name), "missing required field")
    }
    return result
  }

  func string(_ name: String) throws -> String? {
    guard let value = try primitive(String.self, name, "a string") else { return nil }
    try checkLength(value, at: path(name))
    return value
  }

  /// The web address under `name`, refused unless its scheme is one the
  /// options allow: a document from a server cannot make the app open a
  /// file, a script or another app.
  func link(_ name: String) throws -> String? {
    guard let address = try string(name) else { return nil }
    // An address that names no scheme decodes, and validation refuses it with the reason.
    guard let colon = address.firstIndex(of: ":"),
      address.first.map({ $0.isASCII && $0.isLetter }) == true,
      address[..<colon].allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0))
      })
    else { return address }
    guard options.linkSchemes.contains(address[..<colon].lowercased()) else {
      let allowed = options.linkSchemes.sorted().joined(separator: ", ")
      throw DialogDecodingError(
        .invalidValue, at: path(name),
        "a document's links may use \(allowed.isEmpty ? "no scheme" : allowed), not "
          + "\(TextEscaping.quoted(address)); an app that trusts the document allows more "
          + "schemes in DialogDecodingOptions.linkSchemes")
    }
    return address
  }

  func bool(_ name: String) throws -> Bool? {
    try primitive(Bool.self, name, "true or false")
  }

  func int(_ name: String) throws -> Int? {
    try primitive(Int.self, name, "an integer")
  }

  func double(_ name: String) throws -> Double? {
    guard let value = try primitive(Double.self, name, "a number") else { return nil }
    guard value.isFinite else {
      // 1e400 parses as infinity, which no JSON encoder can write back.
      throw DialogDecodingError(
        .invalidValue, at: path(name), "number out of range for a 64-bit floating-point value")
    }
    return value
  }

  /// A string naming one case of `E`.
  func enumeration<E: RawRepresentable & CaseIterable>(
    _ type: E.Type, _ name: String
  ) throws -> E? where E.RawValue == String {
    guard let raw = try string(name) else { return nil }
    guard let value = E(rawValue: raw) else {
      throw DialogDecodingError(
        .invalidValue, at: path(name),
        "expected one of \(E.allCases.map(\.rawValue).joined(separator: ", ")), "
          + "found \(TextEscaping.quoted(raw))")
    }
    return value
  }

  /// A nested value decoded by its own `init(from:)`; `nil` when absent or null.
  func value<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
    let key = JSONField(name)
    guard
      let value = try converting(
        T.self, at: path(name), { try container.decodeIfPresent(T.self, forKey: key) })
    else { return nil }
    if let string = value as? String { try checkLength(string, at: path(name)) }
    return value
  }

  /// An array, after checking its length against `limit` and before decoding any element.
  func array<T: Decodable>(
    _ type: T.Type, _ name: String, limit: DialogDecodingLimits.Limit
  ) throws -> [T]? {
    let key = JSONField(name)
    guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
    var elements: UnkeyedDecodingContainer
    do {
      elements = try container.nestedUnkeyedContainer(forKey: key)
    } catch DecodingError.typeMismatch {
      throw DialogDecodingError(
        .typeMismatch, at: path(name), "expected an array, found \(describe(name))")
    }
    let count = elements.count ?? 0
    if count > limits[limit] {
      throw DialogDecodingError(
        .limitExceeded(limit), at: path(name),
        "\(count) elements, over the limit \(limit.rawValue) (\(limits[limit]))")
    }
    var result: [T] = []
    result.reserveCapacity(count)
    while !elements.isAtEnd {
      let element = try converting(T.self, at: path(name) + "[\(result.count)]") {
        try elements.decode(T.self)
      }
      if let string = element as? String {
        try checkLength(string, at: path(name) + "[\(result.count)]")
      }
      result.append(element)
    }
    return result
  }

  // MARK: - Machinery

  private func primitive<T: Decodable>(
    _ type: T.Type, _ name: String, _ expected: String
  ) throws -> T? {
    do {
      return try container.decodeIfPresent(T.self, forKey: JSONField(name))
    } catch {
      // Also JSONDecoder's own errors: 2.5 read as an integer is a type
      // mismatch; 1e400 cannot be read as any number at all.
      let found = describe(name)
      if found == Self.unreadable {
        throw DialogDecodingError(
          .invalidValue, at: path(name), "expected \(expected), found a number out of range")
      }
      throw DialogDecodingError(
        .typeMismatch, at: path(name), "expected \(expected), found \(found)")
    }
  }

  /// Runs `body`, rewriting a `Decoder`'s own errors with the path where they happened.
  private func converting<T>(
    _ type: Any.Type, at path: @autoclosure () -> String, _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch let error as DialogDecodingError {
      throw error
    } catch let error as DecodingError {
      throw DialogDecodingError(converting: error)
    } catch {
      // A decoder's private error, e.g. JSONDecoder's for 1.5 read as an Int key.
      throw DialogDecodingError(
        .invalidValue, at: path(),
        "expected a value of type \(type), found one that does not fit")
    }
  }

  private func checkLength(_ string: String, at path: @autoclosure () -> String) throws {
    let count = string.utf8.count
    if count > limits.maxStringBytes {
      throw DialogDecodingError(
        .limitExceeded(.maxStringBytes), at: path(),
        "string of \(count) bytes is over the limit maxStringBytes (\(limits.maxStringBytes))")
    }
  }

  private static let unreadable = "a value that cannot be read"

  /// What the member holds, for "found …" in messages (error paths only).
  private func describe(_ name: String) -> String {
    let key = JSONField(name)
    if (try? container.decodeNil(forKey: key)) == true { return "null" }
    if (try? container.decode(Bool.self, forKey: key)) != nil { return "a boolean" }
    if let string = try? container.decode(String.self, forKey: key) {
      return "the string \(TextEscaping.quoted(String(string.prefix(40))))"
        + (string.count > 40 ? "…" : "")
    }
    if (try? container.decode(Double.self, forKey: key)) != nil { return "a number" }
    if (try? container.nestedUnkeyedContainer(forKey: key)) != nil { return "an array" }
    if (try? container.nestedContainer(keyedBy: JSONField.self, forKey: key)) != nil {
      return "an object"
    }
    return Self.unreadable
  }

  /// What a whole decoder holds, for "found …" in messages (error paths only).
  static func describeValue(_ decoder: any Decoder) -> String {
    if (try? decoder.unkeyedContainer()) != nil { return "an array" }
    guard let single = try? decoder.singleValueContainer() else { return unreadable }
    if single.decodeNil() { return "null" }
    if (try? single.decode(Bool.self)) != nil { return "a boolean" }
    if let string = try? single.decode(String.self) {
      return "the string \(TextEscaping.quoted(String(string.prefix(40))))"
        + (string.count > 40 ? "…" : "")
    }
    if (try? single.decode(Double.self)) != nil { return "a number" }
    return unreadable
  }
}

extension Decoder {
  /// The options in `userInfo`, or the defaults.
  var dialogDecodingOptions: DialogDecodingOptions {
    userInfo[DialogDecodingOptions.userInfoKey] as? DialogDecodingOptions ?? DialogDecodingOptions()
  }

  /// The value as a string when it is one (`nil` when it is anything else).
  func stringValue() throws -> String? {
    guard let single = try? singleValueContainer(), let string = try? single.decode(String.self)
    else { return nil }
    let limit = dialogDecodingOptions.limits.maxStringBytes
    if string.utf8.count > limit {
      throw DialogDecodingError(
        .limitExceeded(.maxStringBytes), at: JSONPath.render(codingPath),
        "string of \(string.utf8.count) bytes is over the limit maxStringBytes (\(limit))")
    }
    return string
  }
}
