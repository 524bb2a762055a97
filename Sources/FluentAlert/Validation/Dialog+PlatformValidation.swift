internal import FluentAlertText

// What each platform drops: the settings a platform cannot show, reported for that platform
// only. `problems(for:)` runs it with the other rules (`Dialog+Validation.swift`).
extension Dialog {
  /// Settings some platforms cannot show, each reported for those platforms
  /// only (see ``DialogProblem/Kind/platforms``), before anything is shown.
  ///
  /// This is the one place that says what a platform drops; the SwiftUI
  /// plan narrows it to one OS version.
  func checkPlatformSupport(_ keyboard: DialogKeyboard, _ check: inout ProblemCollector) {
    // Indices, not `zip`: unspecialized (a dialog of any key type), a zipped iterator costs
    // more than every other platform rule together.
    for index in keyboard.ownKeys.indices {
      // What UIKit does anyway needs no key of its own; an invalid one is an error.
      guard let own = keyboard.ownKeys[index] else { continue }
      let action = actions[index]
      guard !own.isImplicit(for: action, in: style), own.isValid else { continue }
      check.warning(
        .keyEquivalentUnsupported,
        "action \(name(action)) has key equivalent \(own), which UIKit cannot set")
    }
    let passed = keyboard.appKitPassed
    if let moved = keyboard.returnIndex, !passed.isEmpty {
      check.warning(
        .actionOrderChanged,
        "action \(name(actions[moved])) is shown first on AppKit, ahead of "
          + "\(names(passed.map { actions[$0] })), because NSAlert's first button takes Return; "
          + "give it Return as its key equivalent to keep the dialog's order")
    }
    for action in actions where action.keepsDialogOpen && action.role != .cancel {
      check.warning(
        .keptOpenActionUnsupported,
        "action \(name(action)) keeps the dialog open, which UIKit and SwiftUI cannot: "
          + "their buttons always close it")
    }
    for action in actions where action.isChecked {
      check.warning(
        .checkedActionUnsupported,
        "action \(name(action)) is checked, which SwiftUI and AppKit do not show, "
          + "and UIKit shows only when the app allows its undocumented keys")
    }
    if severity == .critical {
      check.warning(
        .severityUnsupported,
        "dialog is critical, which SwiftUI shows on macOS and watchOS only")
    }
    if let icon {
      let name =
        switch icon {
        case .system(let name), .asset(let name): TextEscaping.quoted(name)
        case .file(let url): TextEscaping.quoted(url.lastPathComponent)
        case .data(let data): "of \(data.count) bytes"
        }
      check.warning(
        .iconUnsupported,
        "dialog has icon \(name), which UIKit alerts and the terminal do not show, "
          + "and SwiftUI shows on macOS and watchOS only")
    }
    if !hasDefaultAction {
      check.warning(
        .defaultActionUnsupported,
        "dialog has no default action, which UIKit and SwiftUI cannot promise: their alerts "
          + "give Return to a button of their own choosing")
    }
    if let help {
      let kind = if case .anchor = help { "a Help Book anchor" } else { "a help link" }
      check.warning(
        .helpUnsupported,
        "dialog has \(kind), which UIKit and SwiftUI alerts have no Help button for")
      if case .anchor = help {
        check.warning(
          .helpAnchorUnsupported,
          "dialog has a Help Book anchor, which a terminal cannot open; give a link instead")
      }
    }
    if progress != nil {
      check.warning(
        .progressUnsupported,
        "dialog shows progress, which UIKit and SwiftUI alerts have no indicator for")
    }
    if !accessories.isEmpty {
      check.warning(
        .accessoryUnsupported,
        "dialog has accessory content, which UIKit and SwiftUI alerts have no room for")
    }
    for (index, field) in textFields.enumerated() where field.label != nil {
      check.warning(
        .textFieldLabelUnsupported,
        "\(fieldName(index)) has a label, which UIKit and SwiftUI alerts have no room for; "
          + "there the field shows its placeholder alone")
    }
    let controls = keyedControls
    if !controls.isEmpty {
      check.warning(
        .controlUnsupported,
        "dialog has \(controls.count == 1 ? "a control" : "\(controls.count) controls"), "
          + "which UIKit and SwiftUI alerts have no room for; there the app hears "
          + "\(controls.count == 1 ? "its" : "each one's") initial value")
    }
    if callbacks.accessoryView != nil {
      check.warning(
        .accessoryViewUnsupported,
        "dialog has a view of its own under the message, which only AppKit shows")
    }
    if suppressionToggle != nil {
      check.warning(
        .suppressionToggleUnsupported,
        "dialog has a suppression toggle, which UIKit does not show and SwiftUI shows "
          + "on macOS only; there the handler hears its initial state")
    }
    for (part, style) in [("title", titleStyle), ("message", messageStyle)] {
      guard let style, !style.isEmpty else { continue }
      check.warning(
        .textStyleUnsupported,
        "the \(part) has a style, which SwiftUI and AppKit alerts draw as plain text, "
          + "and UIKit draws only when the app allows its undocumented keys")
      if let lines = style.maxLines, lines > 0 {
        check.warning(
          .lineLimitUnsupported,
          "the \(part) is limited to \(lines) lines, which UIKit cannot set")
      }
    }
    for (index, field) in textFields.enumerated() {
      if let mode = field.clearButton, field.asksForClearButton {
        check.warning(
          .clearButtonUnsupported,
          "\(fieldName(index)) asks for a clear button (\(mode.rawValue)), "
            + "which SwiftUI and AppKit alerts do not show")
      }
      if let appearance = field.keyboardAppearance, field.asksForKeyboardAppearance {
        check.warning(
          .keyboardAppearanceUnsupported,
          "\(fieldName(index)) asks for a \(appearance.rawValue) keyboard, "
            + "which SwiftUI alerts and macOS cannot set")
      }
      if let returnKey = field.returnKey {
        check.warning(
          .returnKeyUnsupported,
          "\(fieldName(index)) asks for a \(returnKey.rawValue) return key, "
            + "which macOS, without an on-screen keyboard, cannot show")
      }
    }
  }
}
