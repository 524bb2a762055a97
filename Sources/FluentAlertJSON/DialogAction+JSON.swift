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
    let title = try object.require("title") { try object.value(DialogText.self, $0) }
    let role = try object.enumeration(ActionRole.self, "role") ?? .default
    let key = try object.require("key") { try object.value(Key.self, $0) }
    var settings = ActionSettings()
    settings.isEnabled = try object.bool("enabled") ?? true
    settings.isPreferred = try object.bool("preferred") ?? false
    settings.titleColor = try object.value(DialogColor.self, "titleColor")
    settings.image = try object.value(DialogImage.self, "image")
    settings.isChecked = try object.bool("checked") ?? false
    settings.keepsDialogOpen = try object.bool("keepsDialogOpen") ?? false
    settings.keyEquivalent = try object.value(DialogKeyEquivalent.self, "keyEquivalent")
    settings.accessibilityIdentifier = try object.string("accessibilityIdentifier")
    self.init(title: title, role: role, key: key, settings: settings)
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
      settings.accessibilityIdentifier, forKey: JSONField("accessibilityIdentifier"))
  }
}

extension JSONSchema {
  /// An action's members, in documentation order: kept beside the
  /// conformance that reads and writes them, so a new setting is added in
  /// one file.
  static let actionFields = [
    "title", "key", "role", "enabled", "preferred", "titleColor", "image", "checked",
    "keepsDialogOpen", "keyEquivalent", "accessibilityIdentifier",
  ]
}
