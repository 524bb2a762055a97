import FluentAlert

/// JSON form:
///
/// ```json
/// {"title": "Delete", "key": "delete", "role": "destructive", "enabled": false,
///  "preferred": true, "titleColor": "#FF3B30", "image": {"system": "trash"},
///  "checked": true, "keepsDialogOpen": true, "keyEquivalent": {"character": "d"},
///  "accessibilityIdentifier": "delete-button"}
/// ```
///
/// `title` and `key` are required; `role` defaults to `"default"`, `enabled`
/// to `true`, `preferred`, `checked` and `keepsDialogOpen` to `false`, and
/// default values are omitted on encode.
extension DialogAction: JSONCodable where Key: Codable {
  /// Decodes an action.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of the first bad member.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .action)
    self.init(
      title: try object.require("title") { try object.value(DialogText.self, $0) },
      role: try object.enumeration(ActionRole.self, "role") ?? .default,
      key: try object.require("key") { try object.value(Key.self, $0) },
      isEnabled: try object.bool("enabled") ?? true,
      isPreferred: try object.bool("preferred") ?? false,
      titleColor: try object.value(DialogColor.self, "titleColor"),
      image: try object.value(DialogImage.self, "image"),
      isChecked: try object.bool("checked") ?? false,
      keepsDialogOpen: try object.bool("keepsDialogOpen") ?? false,
      keyEquivalent: try object.value(DialogKeyEquivalent.self, "keyEquivalent"),
      accessibilityIdentifier: try object.string("accessibilityIdentifier"))
  }

  /// Encodes the action, omitting members that have their default value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encode(title, forKey: JSONField("title"))
    try container.encode(key, forKey: JSONField("key"))
    if role != .default { try container.encode(role.rawValue, forKey: JSONField("role")) }
    if !isEnabled { try container.encode(false, forKey: JSONField("enabled")) }
    if isPreferred { try container.encode(true, forKey: JSONField("preferred")) }
    try container.encodeIfPresent(titleColor, forKey: JSONField("titleColor"))
    try container.encodeIfPresent(image, forKey: JSONField("image"))
    if isChecked { try container.encode(true, forKey: JSONField("checked")) }
    if keepsDialogOpen { try container.encode(true, forKey: JSONField("keepsDialogOpen")) }
    try container.encodeIfPresent(keyEquivalent, forKey: JSONField("keyEquivalent"))
    try container.encodeIfPresent(
      explicitAccessibilityIdentifier, forKey: JSONField("accessibilityIdentifier"))
  }
}
