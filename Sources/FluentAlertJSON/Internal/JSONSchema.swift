import FluentAlert

/// The object kinds of the JSON format: their names in messages, their
/// members, and the kind of object each member holds.
///
/// The `Codable` conformances read their member lists from here, and the
/// pre-scan uses the same table to find unknown members in one pass over
/// the bytes (a `KeyedDecodingContainer`'s `allKeys` costs a fifth of the
/// whole decode), so the two cannot disagree.
enum JSONSchema {
  case dialog
  case text
  case textArgument
  case bundle
  case style
  case font
  case color
  case action
  case image
  case textField
  case requirement
  case rule
  case lengthRange
  case numberRange
  case anchor
  case rect
  case autoDismiss
  case keyPress
  case suppressionToggle
  case help
  case accessory
  case control
  case controlOption
  case progress

  /// The kind in messages: "unknown field in an action".
  var what: String {
    switch self {
    case .dialog: "a dialog"
    case .text: "a text (a string, or an object with \"localized\" or \"verbatim\")"
    case .textArgument: "an argument (a string, an integer, or an object with \"double\")"
    case .bundle: "a bundle (\"main\", or an object with \"identifier\" or \"path\")"
    case .style: "a text style"
    case .font: "a font (an object with \"system\", \"textStyle\" or \"custom\")"
    case .color: "a colour (a hex string, or an object with \"red\", \"system\" or \"asset\")"
    case .action: "an action"
    case .image: "an image (an object with \"system\", \"asset\", \"file\" or \"data\")"
    case .textField: "a text field"
    case .requirement: "a requirement"
    case .rule:
      "a rule (\"nonEmpty\", or an object with \"length\", \"matches\", \"all\", "
        + "\"sameAs\", \"differentFrom\", \"anyNonEmpty\", \"number\" or \"integer\")"
    case .lengthRange: "a length range"
    case .numberRange: "a number range"
    case .anchor:
      "an anchor (\"center\", or an object with \"rect\", \"view\" or \"barButtonItem\")"
    case .rect: "a rectangle"
    case .autoDismiss: "an auto-dismiss"
    case .keyPress:
      "a key equivalent (\"return\", \"escape\", or an object with \"key\" or \"character\")"
    case .suppressionToggle: "a suppression toggle"
    case .help: "help (an object with \"anchor\" or \"link\")"
    case .progress: "progress (\"indeterminate\", or an object with \"fraction\")"
    case .accessory: "an accessory (an object with \"lines\", \"link\" or \"footnote\")"
    case .control:
      "a control (an object with \"toggle\", \"options\" or \"suppressionToggle\")"
    case .controlOption: "a choice's option"
    }
  }

  /// Every member the kind defines, in documentation order.
  var fields: [String] {
    switch self {
    case .dialog: Self.dialogFields
    case .text: Self.textFields
    case .textArgument: Self.textArgumentFields
    case .bundle: Self.bundleFields
    case .style: Self.styleFields
    case .font: Self.fontFields
    case .color: Self.colorFields
    case .action: Self.actionFields
    case .image: Self.imageFields
    case .textField: Self.textFieldFields
    case .requirement: Self.requirementFields
    case .rule: Self.ruleFields
    case .lengthRange: Self.lengthRangeFields
    case .numberRange: Self.lengthRangeFields
    case .anchor: Self.anchorFields
    case .rect: Self.rectFields
    case .autoDismiss: Self.autoDismissFields
    case .keyPress: Self.keyPressFields
    case .suppressionToggle: Self.suppressionToggleFields
    case .help: Self.helpFields
    case .progress: ["fraction"]
    case .accessory: ["lines", "link", "text", "footnote"]
    case .control: ["toggle", "on", "suppressionToggle"] + Self.choiceFields
    case .controlOption: ["key", "title"]
    }
  }

  /// The kind of object that member `name` holds (for an array member, the
  /// kind of each element); `nil` for scalars and keys, which are not checked.
  func child(_ name: String) -> Self? {
    switch (self, name) {
    case (.dialog, "title"), (.dialog, "message"), (.action, "title"),
      (.textField, "placeholder"), (.textField, "label"), (.requirement, "message"),
      (.suppressionToggle, "title"),
      (.accessory, "lines"), (.accessory, "text"), (.accessory, "footnote"),
      (.control, "toggle"), (.control, "title"), (.controlOption, "title"):
      .text
    case (.dialog, "titleStyle"), (.dialog, "messageStyle"): .style
    case (.dialog, "actions"): .action
    case (.dialog, "textFields"): .textField
    case (.dialog, "anchor"): .anchor
    case (.dialog, "autoDismiss"): .autoDismiss
    case (.dialog, "suppressionToggle"), (.control, "suppressionToggle"): .suppressionToggle
    case (.dialog, "help"): .help
    case (.dialog, "progress"): .progress
    case (.dialog, "accessories"): .accessory
    case (.dialog, "controls"): .control
    case (.control, "options"): .controlOption
    case (.text, "bundle"): .bundle
    case (.text, "arguments"): .textArgument
    case (.style, "font"): .font
    case (.style, "color"), (.action, "titleColor"): .color
    case (.action, "image"): .image
    case (.action, "keyEquivalent"): .keyPress
    case (.textField, "requirement"): .requirement
    case (.requirement, "rule"), (.rule, "all"): .rule
    case (.rule, "length"), (.rule, "integer"): .lengthRange
    case (.rule, "number"): .numberRange
    case (.anchor, "rect"): .rect
    default: nil
    }
  }

  /// Whether member `name` holds an array (of ``child(_:)`` objects or of keys).
  func holdsArray(_ name: String) -> Bool {
    switch (self, name) {
    case (.dialog, "actions"), (.dialog, "textFields"), (.requirement, "gates"), (.rule, "all"),
      (.rule, "anyNonEmpty"), (.text, "arguments"), (.keyPress, "modifiers"),
      (.dialog, "accessories"), (.accessory, "lines"), (.dialog, "controls"),
      (.control, "options"), (.control, "gates"):
      true
    default:
      false
    }
  }

  private static let dialogFields = [
    "fluentalert", "style", "title", "message", "titleStyle", "messageStyle", "actions",
    "textFields", "controls", "anchor", "autoDismiss", "accessibilityIdentifier", "severity",
    "icon",
    "suppressionToggle", "hasDefaultAction", "help", "progress", "accessories",
  ]
  private static let helpFields = ["anchor", "link"]
  private static let textFields = [
    "localized", "arguments", "table", "bundle", "comment", "default", "verbatim",
  ]
  private static let textArgumentFields = ["double"]
  private static let bundleFields = ["identifier", "path"]
  private static let styleFields = ["font", "color", "maxLines", "lineBreakMode", "alignment"]
  private static let fontFields = ["system", "weight", "textStyle", "custom", "size"]
  private static let colorFields = ["red", "green", "blue", "alpha", "system", "asset"]
  private static let imageFields = ["system", "asset", "file", "data"]
  private static let requirementFields = ["rule", "gates", "message"]
  private static let ruleFields = [
    "length", "matches", "all", "sameAs", "differentFrom", "anyNonEmpty", "number", "integer",
  ]
  private static let lengthRangeFields = ["min", "max"]
  private static let anchorFields = ["rect", "view", "barButtonItem"]
  private static let keyPressFields = ["key", "character", "modifiers"]
  private static let rectFields = ["x", "y", "width", "height"]
  private static let autoDismissFields = ["after", "reporting"]
  private static let suppressionToggleFields = ["title", "suppressed"]
}
