import FluentAlert

/// The versioned JSON form of a dialog (format version 1).
///
/// ```json
/// {
///   "fluentalert": 1,
///   "style": "alert",
///   "title": "Update required",
///   "message": {"localized": "update.message", "default": "Please update to continue."},
///   "titleStyle": {"font": {"textStyle": "headline"}, "color": "#FF3B30"},
///   "actions": [
///     {"title": "Update", "key": "update", "preferred": true},
///     {"title": "Later", "key": "later", "role": "cancel"}
///   ],
///   "textFields": [{"placeholder": "Code", "requirement": {"rule": "nonEmpty"}}],
///   "controls": [{"toggle": "Install in the background", "key": "background", "on": true}],
///   "anchor": "center",
///   "autoDismiss": {"after": "30s", "reporting": "later"},
///   "accessibilityIdentifier": "update-alert",
///   "severity": "warning",
///   "icon": {"system": "arrow.down.circle"},
///   "suppressionToggle": {"title": "Do not remind me again"},
///   "hasDefaultAction": false,
///   "help": {"link": "https://example.com/help/updates"},
///   "progress": {"fraction": 0.25},
///   "accessories": [{"link": "https://example.com/notes", "text": "Release notes"}]
/// }
/// ```
///
/// `fluentalert` (the format version) and `style` are required; every other
/// member is optional and omitted on encode when it has its default value
/// (no title, no actions, …). The tap handler is never encoded, and a
/// decoded dialog has none: attach one with `actionTap`.
///
/// Keys are encoded with `Key`'s own `Codable` conformance: `String` keys (the
/// server case) as JSON strings, `Int` keys as numbers, and enums with
/// `String` raw values as their raw value.
///
/// Encode with ``DialogJSON/encode(_:prettyPrinted:)`` for byte-stable output:
/// a bare `JSONEncoder` must be given `.sortedKeys`, because it does not keep
/// member order. Decode untrusted bytes with
/// ``FluentAlertJSON/FluentAlert/Dialog/init(json:options:)``, which enforces
/// ``DialogDecodingLimits`` before parsing; any other `Decoder` gets the same
/// field checks, with options from its `userInfo` under
/// ``DialogDecodingOptions/userInfoKey``.
extension Dialog: Codable where Key: Codable {
  /// Decodes a dialog, checking the format version first.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path of the first problem;
  ///   ``DialogDecodingError/Kind/unsupportedVersion(_:)`` for a missing or
  ///   newer `fluentalert` version.
  public init(from decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .dialog, checkingFields: false)
    guard let version = try object.int("fluentalert") else {
      throw DialogDecodingError(
        .unsupportedVersion(nil), at: "",
        "missing \"fluentalert\" format version: expected {\"fluentalert\": "
          + "\(DialogJSON.formatVersion), \"style\": …}")
    }
    guard version == DialogJSON.formatVersion else {
      throw DialogDecodingError(
        .unsupportedVersion(version), at: object.path("fluentalert"),
        version > DialogJSON.formatVersion
          ? "fluentalert version \(version) is newer than this library supports "
            + "(\(DialogJSON.formatVersion))"
          : "fluentalert version \(version) is not valid; versions start at 1")
    }
    try object.checkFields()
    let controls = try object.array(DialogControl<Key>.self, "controls", limit: .maxArrayElements)
    let toggle = try object.value(SuppressionToggle.self, "suppressionToggle")
    self.init(
      style: try object.require("style") { try object.enumeration(DialogStyle.self, $0) },
      title: try object.value(DialogText.self, "title"),
      message: try object.value(DialogText.self, "message"),
      titleStyle: try object.value(TextStyle.self, "titleStyle"),
      messageStyle: try object.value(TextStyle.self, "messageStyle"),
      actions: try object.array(DialogAction<Key>.self, "actions", limit: .maxActions) ?? [],
      textFields: try object.array(
        DialogTextField<Key>.self, "textFields", limit: .maxTextFields) ?? [],
      controls: (controls ?? [])
        + (toggle.map { [.suppressionToggle($0.title, isSuppressed: $0.isSuppressed)] } ?? []),
      anchor: try object.value(PopoverAnchor.self, "anchor"),
      autoDismiss: try object.value(AutoDismiss<Key>.self, "autoDismiss"),
      accessibilityIdentifier: try object.string("accessibilityIdentifier"),
      severity: try object.enumeration(AlertSeverity.self, "severity"),
      icon: try object.value(DialogImage.self, "icon"),
      hasDefaultAction: try object.bool("hasDefaultAction") ?? true,
      help: try object.value(DialogHelp.self, "help"),
      progress: try object.value(DialogProgress.self, "progress"),
      accessories: try object.array(
        DialogAccessory.self, "accessories", limit: .maxArrayElements) ?? [])
  }

  /// Encodes the dialog (never its tap handler), omitting default values.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError` for a number that is not finite (a font size or
  ///   anchor rectangle), which JSON cannot represent.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encode(DialogJSON.formatVersion, forKey: JSONField("fluentalert"))
    try container.encode(style.rawValue, forKey: JSONField("style"))
    try container.encodeIfPresent(title, forKey: JSONField("title"))
    try container.encodeIfPresent(message, forKey: JSONField("message"))
    try container.encodeIfPresent(titleStyle, forKey: JSONField("titleStyle"))
    try container.encodeIfPresent(messageStyle, forKey: JSONField("messageStyle"))
    if !actions.isEmpty { try container.encode(actions, forKey: JSONField("actions")) }
    if !textFields.isEmpty { try container.encode(textFields, forKey: JSONField("textFields")) }
    if !keyedControls.isEmpty {
      try container.encode(keyedControls, forKey: JSONField("controls"))
    }
    try container.encodeIfPresent(anchor, forKey: JSONField("anchor"))
    try container.encodeIfPresent(autoDismiss, forKey: JSONField("autoDismiss"))
    try container.encodeIfPresent(
      accessibilityIdentifier, forKey: JSONField("accessibilityIdentifier"))
    try container.encodeIfPresent(severity?.rawValue, forKey: JSONField("severity"))
    try container.encodeIfPresent(icon, forKey: JSONField("icon"))
    try container.encodeIfPresent(suppressionToggle, forKey: JSONField("suppressionToggle"))
    if !hasDefaultAction { try container.encode(false, forKey: JSONField("hasDefaultAction")) }
    try container.encodeIfPresent(help, forKey: JSONField("help"))
    try container.encodeIfPresent(progress, forKey: JSONField("progress"))
    if !accessories.isEmpty {
      try container.encode(accessories, forKey: JSONField("accessories"))
    }
  }
}
