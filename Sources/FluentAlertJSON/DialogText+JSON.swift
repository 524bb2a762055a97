import FluentAlert

/// JSON form, by the rule Swift code follows: a plain string is a
/// localization key (shown as written when no table has it); verbatim text,
/// never looked up, is `{"verbatim": …}`; a key with anything more is a
/// `localized` object.
///
/// ```json
/// "Delete photo?"
/// {"verbatim": "Holiday.jpg"}
/// {"localized": "Delete %lld items?", "arguments": [3], "table": "Alerts",
///  "bundle": {"identifier": "com.example.app"}, "comment": "Before deleting",
///  "default": "Delete %lld items?"}
/// ```
///
/// `arguments`, `table`, `bundle` (``FluentAlert/TextBundle/main`` when
/// absent), `comment` and `default` are optional. An argument is a string, an
/// integer, or `{"double": 2.5}`. With arguments, the key and the default are
/// formats whose specifiers must fit them (see ``FluentAlert/TextKey``):
/// `%n`, `%9999$@`, `%@` given an integer or too few arguments are decoding
/// errors. A key with arguments and no specifier at all, such as
/// `"items.selected"`, is a name whose format is in a table: validation
/// checks it there. Strings are kept exactly as sent, control characters included.
extension DialogText: JSONCodable {
  private static let forms = [
    "localized": ["localized", "arguments", "table", "bundle", "comment", "default"],
    "verbatim": ["verbatim"],
  ]

  /// Decodes a text from a string (a key), a `verbatim` object or a
  /// `localized` object.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is
  ///   none of these, or when a format does not fit its arguments.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      self = .localized(TextKey(string))
      return
    }
    let object = try JSONObject(decoder, .text)
    let tag = try object.tag(["localized", "verbatim"])
    try object.rejectMembers(of: Self.forms, besides: tag)
    if tag == "verbatim" {
      self = .verbatim(try object.require("verbatim", object.string))
      return
    }
    let format = try object.require("localized", object.string)
    let arguments = try object.array(TextArgument.self, "arguments", limit: .maxArrayElements) ?? []
    let defaultValue = try object.string("default")
    let key = TextKey(format, arguments: arguments)
    // A name with arguments has its format in a table: validation reads it there.
    if defaultValue != nil || !key.isName, let mismatch = key.mismatch(defaultValue: defaultValue) {
      throw DialogDecodingError(
        .invalidValue, at: object.path(mismatch.inDefault ? "default" : "localized"),
        mismatch.reason)
    }
    self = .localized(
      key,
      table: try object.string("table"),
      bundle: try object.value(TextBundle.self, "bundle") ?? .main,
      comment: try object.string("comment"),
      defaultValue: defaultValue)
  }

  /// Encodes a plain key as a string, verbatim text as a `verbatim` object
  /// and any other key as a `localized` object.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    switch content {
    case .verbatim(let string):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(string, forKey: JSONField("verbatim"))
    case .localized(let key, nil, .main, nil, nil) where key.arguments.isEmpty:
      var single = encoder.singleValueContainer()
      try single.encode(key.format)
    case .localized(let key, let table, let bundle, let comment, let defaultValue):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(key.format, forKey: JSONField("localized"))
      if !key.arguments.isEmpty {
        try container.encode(key.arguments, forKey: JSONField("arguments"))
      }
      try container.encodeIfPresent(table, forKey: JSONField("table"))
      if bundle != .main { try container.encode(bundle, forKey: JSONField("bundle")) }
      try container.encodeIfPresent(comment, forKey: JSONField("comment"))
      try container.encodeIfPresent(defaultValue, forKey: JSONField("default"))
    }
  }
}

/// JSON form: a string, an integer, or `{"double": 2.5}` (a number that is
/// written with a fraction would otherwise read back as an integer).
extension TextArgument: JSONCodable {
  /// Decodes an argument.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is
  ///   none of the forms.
  init(json decoder: any Decoder) throws {
    if let string = try decoder.stringValue() {
      self = .string(string)
      return
    }
    if let single = try? decoder.singleValueContainer(), let integer = try? single.decode(Int.self)
    {
      self = .integer(integer)
      return
    }
    if let single = try? decoder.singleValueContainer(), (try? single.decode(Double.self)) != nil {
      throw DialogDecodingError(
        .typeMismatch, at: JSONPath.render(decoder.codingPath),
        "expected an integer, found a number with a fraction (write {\"double\": …})")
    }
    let object = try JSONObject(decoder, .textArgument)
    self = .double(try object.require("double", object.double))
  }

  /// Encodes the argument.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    switch self {
    case .string(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .integer(let integer):
      var single = encoder.singleValueContainer()
      try single.encode(integer)
    case .double(let double):
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encodeNumber(double, forKey: JSONField("double"))
    }
  }
}
