internal import FluentAlertText

// The controls, the suppression toggle and the accessories, one line each.
extension SnapshotWriter {
  /// `control 0 toggle "Delete files" key deleteFiles on gates [remove]`,
  /// `control 1 choice "Deactivate" key machine options [studio "Studio Mac",
  /// laptop "MacBook Air"] selected studio`.
  mutating func appendControl<Key>(_ index: Int, _ control: DialogControl<Key>) {
    line("control \(index) ")
    switch control {
    case .toggle(let title, let key, let isOn, _):
      text.append("toggle ")
      append(title)
      text.append(" key \(SnapshotEscaping.key(key))")
      if isOn { text.append(" on") }
    case .choice(let title, let key, let options, let selected, _):
      text.append("choice ")
      if let title {
        append(title)
        text.append(" ")
      }
      text.append("key \(SnapshotEscaping.key(key)) options [")
      for (position, option) in options.enumerated() {
        if position > 0 { text.append(", ") }
        text.append(SnapshotEscaping.key(option.key) + " ")
        append(option.title)
      }
      text.append("]")
      if let selected { text.append(" selected \(SnapshotEscaping.key(selected))") }
    case .suppressionToggle(let title, let isSuppressed):
      appendSuppressionToggle(title: title, isSuppressed: isSuppressed)
    }
    let gates = control.gatedKeys
    if !gates.isEmpty {
      text.append(" gates [" + gates.map { SnapshotEscaping.key($0) }.joined(separator: ", ") + "]")
    }
  }

  /// `suppression toggle "Do not warn me again" on`.
  mutating func appendSuppressionToggle(title: DialogText?, isSuppressed: Bool) {
    line("suppression toggle")
    if let title {
      text.append(" ")
      append(title)
    }
    if isSuppressed { text.append(" on") }
  }

  /// `accessory lines "Camera" "Microphone"`, `accessory link "Privacy"
  /// "https://…"`, `accessory footnote "…"`.
  mutating func appendAccessory(_ accessory: DialogAccessory) {
    switch accessory {
    case .lines(let lines):
      line("accessory lines")
      for item in lines {
        text.append(" ")
        append(item)
      }
    case .link(let title, let address):
      line("accessory link ")
      append(title)
      text.append(" ")
      quote(address)
    case .footnote(let footnote):
      line("accessory footnote ")
      append(footnote)
    }
  }
}
