import FluentAlert

/// JSON form: a toggle,
/// `{"toggle": "Delete files from disk", "key": "deleteFiles", "on": true, "gates": ["remove"]}`,
/// or a choice,
/// `{"options": [{"key": "studio", "title": "Studio Mac"}, {"key": "air", "title": "MacBook Air"}],
/// "title": "Deactivate", "key": "machine", "selected": "studio", "gates": ["deactivate"]}`,
/// or the suppression toggle, `{"suppressionToggle": {"title": "Do not ask again"}}`
/// (the dialog's `suppressionToggle` member, which encoding writes);
/// each text in any form a text takes. `on`, `title`, `selected` and
/// `gates` may be left out (off, no title, nothing selected, gating
/// nothing) and are omitted on encode when so.
extension DialogControl: JSONCodable where Key: Codable {
  /// The members each form takes.
  private static var forms: [String: [String]] {
    [
      "toggle": ["toggle", "key", "on", "gates"], "options": JSONSchema.choiceFields,
      "suppressionToggle": ["suppressionToggle"],
    ]
  }

  /// Decodes a control.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``DialogDecodingError`` naming the path when the value is not one of the forms.
  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .control)
    let tag = try object.tag(["toggle", "options", "suppressionToggle"])
    try object.rejectMembers(of: Self.forms, besides: tag)
    if tag == "suppressionToggle" {
      let toggle = try object.require(tag) { try object.value(SuppressionToggle.self, $0) }
      self = .suppressionToggle(toggle.title, isSuppressed: toggle.isSuppressed)
      return
    }
    let key = try object.require("key") { try object.value(Key.self, $0) }
    let gates = try object.array(Key.self, "gates", limit: .maxArrayElements) ?? []
    if tag == "toggle" {
      self = .toggle(
        try object.require("toggle") { try object.value(DialogText.self, $0) }, key: key,
        isOn: try object.bool("on") ?? false, gates: gates)
    } else {
      let options = try object.require("options") {
        try object.array(ControlOption<Key>.self, $0, limit: .maxArrayElements)
      }
      self = .choice(
        try object.value(DialogText.self, "title"), key: key,
        options: options.map { ($0.key, $0.title) },
        selected: try object.value(Key.self, "selected"), gates: gates)
    }
  }

  /// Encodes the control, omitting members that have their default value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    switch self {
    case .toggle(let title, let key, let isOn, let gates):
      try container.encode(title, forKey: JSONField("toggle"))
      try container.encode(key, forKey: JSONField("key"))
      if isOn { try container.encode(true, forKey: JSONField("on")) }
      if !gates.isEmpty { try container.encode(gates, forKey: JSONField("gates")) }
    case .choice(let title, let key, let options, let selected, let gates):
      try container.encode(
        options.map { ControlOption(key: $0.key, title: $0.title) }, forKey: JSONField("options"))
      try container.encodeIfPresent(title, forKey: JSONField("title"))
      try container.encode(key, forKey: JSONField("key"))
      try container.encodeIfPresent(selected, forKey: JSONField("selected"))
      if !gates.isEmpty { try container.encode(gates, forKey: JSONField("gates")) }
    case .suppressionToggle(let title, let isSuppressed):
      try container.encode(
        SuppressionToggle(title: title, isSuppressed: isSuppressed),
        forKey: JSONField("suppressionToggle"))
    }
  }
}

/// One option of a choice: `{"key": "studio", "title": "Studio Mac"}`.
struct ControlOption<Key: Hashable & Sendable & Codable>: JSONCodable {
  let key: Key
  let title: DialogText

  init(key: Key, title: DialogText) {
    self.key = key
    self.title = title
  }

  init(json decoder: any Decoder) throws {
    let object = try JSONObject(decoder, .controlOption)
    key = try object.require("key") { try object.value(Key.self, $0) }
    title = try object.require("title") { try object.value(DialogText.self, $0) }
  }

  func encode(json encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONField.self)
    try container.encode(key, forKey: JSONField("key"))
    try container.encode(title, forKey: JSONField("title"))
  }
}

extension JSONSchema {
  /// A choice's members, in documentation order.
  static let choiceFields = ["options", "title", "key", "selected", "gates"]
}
