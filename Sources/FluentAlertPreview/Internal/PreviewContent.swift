internal import FluentAlert
internal import Foundation

/// What a preview draws of a dialog, resolved and key-free: the dialog as it
/// is first shown, before anything is typed.
///
/// An action is disabled when the description disables it, a text
/// requirement its field's initial text does not meet gates it, or a text
/// check that fails with the initial texts gates it.
struct PreviewContent {
  /// One button, as its row with a drawable title.
  ///
  /// It also says whether the first frame lets it be tapped; every other
  /// setting is read from its action (`button.action.role`).
  struct Button {
    let title: String
    let isEnabled: Bool
    let row: PresentedAction

    /// The action as described.
    ///
    /// Its settings are read directly: through a key path (the row's member
    /// lookup), each read of a computed setting costs more than drawing it.
    var action: DialogAction<Int> { row.action }
  }

  /// One text field, as its row with drawable texts.
  ///
  /// Every other setting is read from its field (`field.field.isSecure`).
  struct Field {
    let placeholder: String?
    /// The label beside the field, drawable, or `nil` for none.
    let label: String?
    let text: String
    let row: PresentedTextField

    /// The text field as described, read directly as a button's action is.
    var field: DialogTextField<Int> { row.field }

    /// What the field shows as first drawn: its text (a dot per character
    /// when secure), else its placeholder.
    var shown: (text: String, isPlaceholder: Bool) {
      if text.isEmpty { return (placeholder ?? "", true) }
      return (row.isSecure ? String(repeating: "•", count: text.count) : text, false)
    }
  }

  let title: String?
  let message: String?
  let titleStyle: TextStyle?
  let messageStyle: TextStyle?
  /// In display order, as the dialog lists them.
  let buttons: [Button]
  let fields: [Field]
  /// Which keys press which button, and the order `NSAlert` shows them in.
  let keyboard: DialogKeyboard
  /// How many lines the validation label under the fields has room for
  /// (as the AppKit plan reckons them: one per requirement message and one
  /// per text check); `0` for no label.
  let validationLines: Int
  /// What the validation label says as first drawn: the requirement
  /// messages of fields whose initial texts do not meet their rules, then
  /// the failing text checks' messages.
  let validationMessages: [String]
  /// How grave the alert is as `NSAlert` shows it: the dialog's severity,
  /// else a warning, NSAlert's default.
  let severity: AlertSeverity
  /// Whether the dialog gives its own icon.
  let hasIcon: Bool
  /// The icon's bytes when the dialog gives them (as data or a readable
  /// `file:` URL) in a format a picture embeds, PNG or JPEG, with that
  /// format's media type; `nil` otherwise, when the picture marks where
  /// the icon goes.
  let iconImage: (mediaType: String, data: Data)?
  /// The suppression toggle's title, or `nil` without a toggle.
  let suppressionTitle: String?
  /// Whether the suppression toggle starts on.
  let isSuppressed: Bool
  /// Whether `NSAlert` shows its round Help button.
  let hasHelp: Bool
  /// The progress the dialog starts with, or `nil` for none.
  let progress: DialogProgress?
  /// The lists, links and footnotes under the message, as drawn.
  let accessories: [PresentedAccessory]
  /// The checkboxes and choices with the values they start with, as drawn.
  let controls: [PresentedControl]
  /// Whether the dialog is laid out right to left: its language is written
  /// right to left, or its title (else its message) starts with a
  /// right-to-left letter.
  let isRightToLeft: Bool
  /// Read by screen readers: the title, else the message, else the style.
  var label: String { title ?? message ?? "dialog" }

  init<Key>(_ dialog: Dialog<Key>, in localization: DialogLocalization) {
    title = dialog.title.map { Self.drawable($0.resolved(in: localization)) }
    message = dialog.message.map { Self.drawable($0.resolved(in: localization)) }
    titleStyle = dialog.titleStyle
    messageStyle = dialog.messageStyle
    let (actions, fields) = dialog.presentedRows(in: localization)
    let (enabled, checkMessages) = dialog.firstFrame(in: localization)
    buttons = actions.map { row in
      Button(
        title: Self.drawable(row.title), isEnabled: row.isEnabled && enabled[row.index], row: row)
    }
    self.fields = fields.map { row in
      Field(
        placeholder: row.placeholder.map(Self.drawable), label: row.label.map(Self.drawable),
        text: Self.drawable(row.text), row: row)
    }
    keyboard = dialog.keyboard
    validationLines =
      fields.isEmpty
      ? 0 : fields.count { $0.requirementMessage != nil } + dialog.textCheckCount
    validationMessages =
      (fields.compactMap { $0.isSatisfied ? nil : $0.requirementMessage } + checkMessages)
      .map(Self.drawable)
    severity = dialog.severity ?? .warning
    hasIcon = dialog.icon != nil
    iconImage = dialog.icon.flatMap(Self.embeddable)
    suppressionTitle = dialog.suppressionToggleTitle.map {
      Self.drawable($0.resolved(in: localization))
    }
    isSuppressed = dialog.suppressionToggle?.isSuppressed ?? false
    hasHelp = dialog.help != nil
    progress = dialog.progress
    accessories = dialog.accessories.map {
      PresentedAccessory($0, in: localization).mappingTexts(Self.drawable)
    }
    controls = dialog.presentedControls(in: localization).map { control in
      switch control {
      case .toggle(let title, let isOn): .toggle(Self.drawable(title), isOn: isOn)
      case .choice(let title, let options, let selected):
        .choice(
          title.map(Self.drawable), options: options.map(Self.drawable), selected: selected)
      }
    }
    isRightToLeft =
      localization.isRightToLeft || Self.startsRightToLeft(title ?? message ?? "")
  }

  /// Whether the first letter of `text` (digits, spaces and punctuation are
  /// skipped, as they have no direction of their own) is written right to
  /// left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their neighbours.
  static func startsRightToLeft(_ text: String) -> Bool {
    guard let letter = text.unicodeScalars.first(where: \.properties.isAlphabetic) else {
      return false
    }
    switch letter.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return true
    default:
      return false
    }
  }

  /// `text` as it is drawn and measured: a tab as a space, a line break
  /// kept, and every other character XML cannot hold (controls, U+FFFE,
  /// U+FFFF) as U+FFFD, so what is measured is what is shown.
  static func drawable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: SVGDocument.cannotHold) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result.append(scalar)
      case "\t": result.append(" ")
      case _ where SVGDocument.cannotHold(scalar): result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// An image's bytes and media type when a picture can embed it: PNG or
  /// JPEG data, given or read from a `file:` URL.
  ///
  /// - Parameter image: The dialog's icon.
  /// - Returns: The media type and bytes, or `nil`.
  static func embeddable(_ image: DialogImage) -> (mediaType: String, data: Data)? {
    let data: Data
    switch image {
    case .system, .asset: return nil
    case .data(let given): data = given
    case .file(let url):
      guard url.isFileURL, let read = try? Data(contentsOf: url) else { return nil }
      data = read
    }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return ("image/png", data) }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return ("image/jpeg", data) }
    return nil
  }
}
