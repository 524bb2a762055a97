/// The member names of the format's generic objects, stored once (a generic
/// type cannot have static stored properties).
enum JSONFieldNames {
  static let dialog = [
    "fluentalert", "style", "title", "message", "titleStyle", "messageStyle", "actions",
    "textFields", "anchor", "autoDismiss", "accessibilityIdentifier",
  ]

  static let action = [
    "title", "key", "role", "enabled", "preferred", "titleColor", "image",
    "accessibilityIdentifier",
  ]

  static let textField = [
    "placeholder", "text", "secure", "keyboard", "contentType", "capitalization",
    "autocorrection", "accessibilityIdentifier", "requirement",
  ]
}
