import FluentAlert

/// JSON form (every member optional):
///
/// ```json
/// {"placeholder": "Code", "label": "Licence key:", "text": "", "secure": true,
///  "keyboard": "numberPad",
///  "contentType": "oneTimeCode", "capitalization": "none", "autocorrection": false,
///  "clearButton": "whileEditing", "keyboardAppearance": "dark", "returnKey": "done",
///  "maxLength": 6,
///  "accessibilityIdentifier": "code", "requirement": {"rule": {"matches": "[0-9]{6}"}}}
/// ```
///
/// `text` defaults to `""`, `secure` to `false`, `keyboard` to `"default"`;
/// `contentType` is the raw value of a ``FluentAlert/TextContentType`` case. Default values
/// are omitted on encode.
extension DialogTextField: JSONCodable where Key: Codable {
  /// Decodes a text field.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of the first bad member.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .textField)
    var settings = TextFieldSettings(placeholder: try object.value(DialogText.self, "placeholder"))
    settings.label = try object.value(DialogText.self, "label")
    settings.text = try object.string("text") ?? ""
    settings.isSecure = try object.bool("secure") ?? false
    settings.keyboard = try object.enumeration(KeyboardKind.self, "keyboard") ?? .default
    settings.contentType = try object.enumeration(TextContentType.self, "contentType")
    settings.capitalization = try object.enumeration(TextCapitalization.self, "capitalization")
    settings.autocorrection = try object.bool("autocorrection")
    settings.clearButton = try object.enumeration(ClearButtonMode.self, "clearButton")
    settings.keyboardAppearance = try object.enumeration(
      KeyboardAppearance.self, "keyboardAppearance")
    settings.returnKey = try object.enumeration(ReturnKey.self, "returnKey")
    settings.maxLength = try object.int("maxLength")
    settings.accessibilityIdentifier = try object.string("accessibilityIdentifier")
    self.init(
      settings: settings, requirement: try object.value(TextRequirement<Key>.self, "requirement"))
  }

  /// Encodes the text field, omitting members that have their default value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encodeIfPresent(placeholder, forKey: JSONField("placeholder"))
    try container.encodeIfPresent(label, forKey: JSONField("label"))
    if !text.isEmpty { try container.encode(text, forKey: JSONField("text")) }
    if isSecure { try container.encode(true, forKey: JSONField("secure")) }
    if keyboard != .default {
      try container.encode(keyboard.rawValue, forKey: JSONField("keyboard"))
    }
    try container.encodeIfPresent(contentType?.rawValue, forKey: JSONField("contentType"))
    try container.encodeIfPresent(capitalization?.rawValue, forKey: JSONField("capitalization"))
    try container.encodeIfPresent(autocorrection, forKey: JSONField("autocorrection"))
    try container.encodeIfPresent(clearButton?.rawValue, forKey: JSONField("clearButton"))
    try container.encodeIfPresent(
      keyboardAppearance?.rawValue, forKey: JSONField("keyboardAppearance"))
    try container.encodeIfPresent(returnKey?.rawValue, forKey: JSONField("returnKey"))
    try container.encodeIfPresent(maxLength, forKey: JSONField("maxLength"))
    try container.encodeIfPresent(
      accessibilityIdentifier, forKey: JSONField("accessibilityIdentifier"))
    try container.encodeIfPresent(requirement, forKey: JSONField("requirement"))
  }
}

extension JSONSchema {
  /// A text field's members, in documentation order: kept beside the
  /// conformance that reads and writes them, so a new setting is added in
  /// one file.
  static let textFieldFields = [
    "placeholder", "label", "text", "secure", "keyboard", "contentType", "capitalization",
    "autocorrection", "clearButton", "keyboardAppearance", "returnKey", "maxLength",
    "accessibilityIdentifier", "requirement",
  ]
}
