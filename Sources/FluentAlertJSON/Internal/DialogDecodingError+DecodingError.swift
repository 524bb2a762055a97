import FluentAlert

extension DialogDecodingError {
  /// Rewrites a `Decoder`'s own error (from a key type's decoding, say) in
  /// the path-and-expectation form.
  init(converting error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(
        .typeMismatch, at: JSONPath.render(context.codingPath), "expected \(Self.jsonName(type))")
    case .valueNotFound(let type, let context):
      self.init(
        .typeMismatch, at: JSONPath.render(context.codingPath),
        "expected \(Self.jsonName(type)), found null")
    case .keyNotFound(let key, let context):
      self.init(
        .missingField, at: JSONPath.render(context.codingPath + [key]), "missing required field")
    case .dataCorrupted(let context):
      self.init(
        .invalidValue, at: JSONPath.render(context.codingPath), context.debugDescription)
    @unknown default:
      self.init(.invalidValue, at: "", "\(error)")
    }
  }

  private static func jsonName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type, is Substring.Type, is Character.Type: "a string"
    case is Bool.Type: "true or false"
    case is any FixedWidthInteger.Type: "an integer"
    case is any BinaryFloatingPoint.Type: "a number"
    default: "a value of type \(type)"
    }
  }
}
