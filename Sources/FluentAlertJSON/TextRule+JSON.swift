import FluentAlert
internal import FluentAlertText

/// JSON form: one of
///
/// ```json
/// "nonEmpty"
/// {"length": {"min": 4, "max": 8}}
/// {"matches": "[0-9]{6}"}
/// {"all": ["nonEmpty", {"length": {"min": 1, "max": 20}}]}
/// {"sameAs": 0}
/// {"differentFrom": 0}
/// {"anyNonEmpty": [0, 1]}
/// {"number": {"min": 0.25, "max": 4}}
/// {"integer": {"min": 1, "max": 65535}}
/// ```
///
/// The numbers are text field indices, top to bottom from 0; validation
/// reports one the dialog does not have
/// (``DialogProblem/Kind/unknownRuleField``).
///
/// A `matches` pattern that validation would refuse (not a regular
/// expression, or outside the syntax FluentAlert matches in linear time; see
/// <doc:TextPatterns>) is refused both ways, so a document can never carry a
/// pattern that hangs or is never met. A `length`, `number` or `integer` whose
/// `min` is greater than its `max` is a decoding error (it cannot form a range); nesting of `all` is bounded by
/// ``DialogDecodingLimits/maxDepth`` and its element count by
/// ``DialogDecodingLimits/maxArrayElements``.
extension TextRule: JSONCodable {
  /// Decodes a rule.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    // The only recursive member: bound its depth even without the pre-scan
    // (a plain JSONDecoder); each level is an object and an array.
    let depth = decoder.codingPath.count + 1
    let limit = decoder.dialogDecodingOptions.limits.maxDepth
    if depth > limit {
      throw DialogDecodingError(
        .limitExceeded(.maxDepth), at: JSONPath.render(decoder.codingPath),
        "nesting deeper than the limit maxDepth (\(limit))")
    }
    if let string = try decoder.stringValue() {
      guard string == "nonEmpty" else {
        throw DialogDecodingError(
          .invalidValue, at: JSONPath.render(decoder.codingPath),
          "expected \(JSONSchema.rule.what), found \(TextEscaping.quoted(string))")
      }
      self = .nonEmpty
      return
    }
    let object = try JSONObject(decoder, .rule)
    let tags = [
      "length", "matches", "all", "sameAs", "differentFrom", "anyNonEmpty", "number", "integer",
    ]
    switch try object.tag(tags) {
    case "number":
      self = .number(
        in: try object.require("number") { try object.value(Bounds<Double>.self, $0) }.range)
    case "integer":
      self = .integer(
        in: try object.require("integer") { try object.value(Bounds<Int>.self, $0) }.range)
    case "matches":
      let pattern = try object.require("matches", object.string)
      do {
        _ = try TextPattern(pattern)
      } catch {
        throw DialogDecodingError(
          .invalidValue, at: object.path("matches"),
          "pattern \(TextEscaping.quoted(pattern)) \(error.reason)")
      }
      self = .matches(pattern)
    case "all":
      self = .all(
        try object.require("all") { try object.array(TextRule.self, $0, limit: .maxArrayElements) })
    case "sameAs":
      self = .sameAs(field: try object.require("sameAs", object.int))
    case "differentFrom":
      self = .differentFrom(field: try object.require("differentFrom", object.int))
    case "anyNonEmpty":
      self = .anyNonEmpty(
        fields: try object.require("anyNonEmpty") {
          try object.array(Int.self, $0, limit: .maxArrayElements)
        })
    default:
      self = .length(try object.require("length") { try object.value(Bounds<Int>.self, $0) }.range)
    }
  }

  /// Encodes the rule.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for a pattern the decoder would
  ///   refuse, or what the encoder throws.
  func encode(json encoder: any Encoder) throws {
    if self == .nonEmpty {
      var single = encoder.singleValueContainer()
      try single.encode("nonEmpty")
      return
    }
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .length(let range):
      try container.encode(Bounds(range: range), forKey: JSONField("length"))
    case .matches(let pattern):
      do {
        _ = try TextPattern(pattern)
      } catch {
        throw EncodingError.invalidValue(
          pattern,
          EncodingError.Context(
            codingPath: encoder.codingPath + [JSONField("matches")],
            debugDescription: "pattern \(TextEscaping.quoted(pattern)) \(error.reason)"))
      }
      try container.encode(pattern, forKey: JSONField("matches"))
    case .all(let rules):
      try container.encode(rules, forKey: JSONField("all"))
    case .sameAs(let field):
      try container.encode(field, forKey: JSONField("sameAs"))
    case .differentFrom(let field):
      try container.encode(field, forKey: JSONField("differentFrom"))
    case .anyNonEmpty(let fields):
      try container.encode(fields, forKey: JSONField("anyNonEmpty"))
    case .number(let range):
      try container.encode(Bounds(range: range), forKey: JSONField("number"))
    case .integer(let range):
      try container.encode(Bounds(range: range), forKey: JSONField("integer"))
    case .nonEmpty:
      break
    }
  }

  /// The bounds of a `length`, `integer` or `number` rule: `min` no greater
  /// than `max`, read as the bound's JSON type.
  private struct Bounds<Bound: RangeBound>: Codable {
    let range: ClosedRange<Bound>

    init(range: ClosedRange<Bound>) {
      self.range = range
    }

    init(from decoder: any Decoder) throws {
      let object = try JSONObject(decoder, Bound.schema)
      let lower = try object.require("min") { try Bound.read($0, in: object) }
      let upper = try object.require("max") { try Bound.read($0, in: object) }
      guard lower <= upper else {
        throw DialogDecodingError(
          .invalidValue, at: JSONPath.render(decoder.codingPath),
          "min \(lower) is greater than max \(upper)")
      }
      range = lower...upper
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: JSONField.self)
      try container.encode(range.lowerBound, forKey: JSONField("min"))
      try container.encode(range.upperBound, forKey: JSONField("max"))
    }
  }
}

/// A bound of a rule's range, and how a JSON object holds it.
private protocol RangeBound: Comparable, Codable {
  /// The object kind of a range of such bounds.
  static var schema: JSONSchema { get }
  /// The member `name` of `object`, or `nil` when it is absent.
  static func read(_ name: String, in object: JSONObject) throws -> Self?
}

extension Int: RangeBound {
  fileprivate static var schema: JSONSchema { .lengthRange }
  fileprivate static func read(_ name: String, in object: JSONObject) throws -> Int? {
    try object.int(name)
  }
}

extension Double: RangeBound {
  fileprivate static var schema: JSONSchema { .numberRange }
  fileprivate static func read(_ name: String, in object: JSONObject) throws -> Double? {
    try object.double(name)
  }
}
