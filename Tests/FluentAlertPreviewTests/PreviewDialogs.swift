import FluentAlert
import FluentAlertPreview

/// Dialogs real apps show, each drawn and pinned in both appearances.
enum PreviewDialogs {
  /// A name for the pinned files, and the dialog.
  static let gallery: [(name: String, dialog: Dialog<String>)] = [
    ("one-button", oneButton), ("two-buttons", twoButtons), ("three-buttons", threeButtons),
    ("long-destructive", longDestructive), ("login", login),
    ("disabled-preferred", disabledPreferred), ("japanese", japanese),
    ("long-message", longMessage), ("rename-filled", renameFilled),
    ("custom-colors", customColors), ("styled-fonts", styledFonts), ("hostile-text", hostileText),
    ("sheet-eight-actions", sheetEightActions), ("sheet-no-title", sheetNoTitle),
    ("sheet-checked", sheetChecked),
  ]

  /// A dialog pinned in a look other than its style's iOS one, or at
  /// another text size.
  struct Picture: Sendable {
    /// The files' name (the look's name first).
    let name: String
    let look: PreviewLook
    let dialog: Dialog<String>
    let textSize: PreviewTextSize

    init(
      _ name: String, _ look: PreviewLook, _ dialog: Dialog<String>,
      _ textSize: PreviewTextSize = .large
    ) {
      (self.name, self.look, self.dialog, self.textSize) = (name, look, dialog, textSize)
    }
  }

  static let otherLooks: [Picture] = [
    Picture("terminal-two-buttons", .terminal, twoButtons),
    Picture("terminal-login", .terminal, login),
    Picture("terminal-japanese", .terminal, japanese),
    Picture("terminal-long-message", .terminal, longMessage),
    Picture("terminal-hostile-text", .terminal, hostileText),
    Picture("terminal-sheet-eight-actions", .terminal, sheetEightActions),
    Picture("terminal-countdown", .terminal, countdown),
    Picture("macos-two-buttons", .macOSAlert, twoButtons),
    Picture("macos-three-buttons", .macOSAlert, threeButtons),
    Picture("macos-login", .macOSAlert, login),
    Picture("macos-japanese", .macOSAlert, japanese),
    Picture("macos-long-destructive", .macOSAlert, longDestructive),
    Picture("macos-critical-suppression", .macOSAlert, criticalWithSuppression),
    Picture("macos-informational-icon", .macOSAlert, informationalWithIcon),
    Picture("macos-hostile-text", .macOSAlert, hostileText),
    Picture("arabic", .iOSAlert, arabic), Picture("macos-arabic", .macOSAlert, arabic),
    Picture("terminal-arabic", .terminal, arabic),
    Picture("hebrew-sheet", .iOSActionSheet, hebrewSheet),
    Picture("largest-three-buttons", .iOSAlert, threeButtons, .accessibilityExtraExtraExtraLarge),
    Picture("largest-two-buttons", .iOSAlert, twoButtons, .accessibilityExtraExtraExtraLarge),
    Picture("largest-login", .iOSAlert, login, .accessibilityExtraExtraExtraLarge),
    Picture("largest-sheet", .iOSActionSheet, sheetChecked, .accessibilityExtraExtraExtraLarge),
    Picture("largest-arabic", .iOSAlert, arabic, .accessibilityExtraExtraExtraLarge),
    Picture("extra-large-two-buttons", .iOSAlert, twoButtons, .extraExtraExtraLarge),
    Picture("smallest-two-buttons", .iOSAlert, twoButtons, .extraSmall),
  ]

  static let arabic = Dialog<String>(
    style: .alert, title: "حذف الصورة؟",
    message: "سيتم حذف هذه الصورة من جميع أجهزتك. لا يمكن التراجع عن هذا الإجراء.",
    actions: [
      DialogAction(title: "حذف", role: .destructive, key: "delete"),
      DialogAction(title: "إلغاء", role: .cancel, key: "cancel"),
    ], controls: [.suppressionToggle("عدم السؤال مرة أخرى")])

  static let hebrewSheet = Dialog<String>(
    style: .actionSheet, title: "שיתוף התמונה", message: "בחרו לאן לשלוח את התמונה.",
    actions: [
      DialogAction(title: "הודעות", key: "messages").checked(),
      DialogAction(title: "דואר", key: "mail").image(.system("envelope")),
      DialogAction(title: "מחיקה", role: .destructive, key: "delete"),
      DialogAction(title: "ביטול", role: .cancel, key: "cancel"),
    ])

  static let criticalWithSuppression = Dialog<String>(
    style: .alert, title: "Empty the Trash?",
    message: "You can’t undo this action. 1,204 items will be deleted immediately.",
    actions: [
      DialogAction(title: "Empty Trash", role: .destructive, key: "empty"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ], controls: [.suppressionToggle()], severity: .critical)

  static let informationalWithIcon = Dialog<String>(
    style: .alert, title: "Backup complete",
    message: "Time Machine backed up 12.4 GB to “Archive”.",
    actions: [
      DialogAction(title: "Show Backups", key: "show"),
      DialogAction(title: "OK", key: "ok").preferred(),
    ], controls: [.suppressionToggle(isSuppressed: true)], severity: .informational,
    icon: .system("externaldrive"))

  static let countdown = Dialog<String>(
    style: .alert, title: "Update ready", message: "Restarting to install the update.",
    actions: [
      DialogAction(title: "Restart Now", key: "restart").preferred(),
      DialogAction(title: "Later", role: .cancel, key: "later"),
    ], autoDismiss: AutoDismiss(after: .seconds(30), reporting: "restart"))

  static let oneButton = Dialog<String>(
    style: .alert, title: "Saved", message: "Your changes were saved.",
    actions: [DialogAction(title: "OK", key: "ok")])

  static let twoButtons = Dialog<String>(
    style: .alert, title: "Delete “Trip to Lisbon”?",
    message: "This album and its 42 photos will be deleted from all your devices.",
    actions: [
      DialogAction(title: "Delete", role: .destructive, key: "delete"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])

  static let threeButtons = Dialog<String>(
    style: .alert, title: "Save changes to “Budget”?",
    message: "Your changes will be lost if you don’t save them.",
    actions: [
      DialogAction(title: "Save", key: "save").preferred(),
      DialogAction(title: "Don’t Save", role: .destructive, key: "discard"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])

  static let longDestructive = Dialog<String>(
    style: .alert, title: "Erase this iPhone?",
    actions: [
      DialogAction(title: "Erase All Content and Settings", role: .destructive, key: "erase"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])

  static let login = Dialog<String>(
    style: .alert, title: "Sign In", message: "Enter your Wi-Fi account for “Café Lumen”.",
    actions: [
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      DialogAction(title: "Join", key: "join").preferred(),
    ],
    textFields: [
      DialogTextField("Email").contentType(.emailAddress),
      DialogTextField("Password").secure().required(.nonEmpty),
    ])

  static let disabledPreferred = Dialog<String>(
    style: .alert, title: "Publish Post?", message: "Add a cover photo before publishing.",
    actions: [
      DialogAction(title: "Publish", key: "publish").disabled().preferred(),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])

  static let japanese = Dialog<String>(
    style: .alert, title: .verbatim("写真を削除しますか？"),
    message: .verbatim("この写真はすべてのデバイスから削除されます。この操作は取り消せません。"),
    actions: [
      DialogAction(title: .verbatim("削除"), role: .destructive, key: "delete"),
      DialogAction(title: .verbatim("キャンセル"), role: .cancel, key: "cancel"),
    ])

  static let longMessage = Dialog<String>(
    style: .alert, title: "🎉 Update Ready",
    message: """
      Version 4.2 brings offline maps, a faster search and 37 fixes. The update is 212 MB \
      and installs overnight while your phone charges.

      Install now to restart the app in about a minute.
      """,
    actions: [
      DialogAction(title: "Install Now", key: "now").preferred(),
      DialogAction(title: "Tonight", key: "tonight"),
      DialogAction(title: "Remind Me Later", role: .cancel, key: "later"),
    ])

  static let renameFilled = Dialog<String>(
    style: .alert, title: "Rename Playlist",
    actions: [
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      DialogAction(title: "Rename", key: "rename").preferred(),
    ],
    textFields: [DialogTextField("Name").text("Road Trip Mix 2026")])

  static let customColors = Dialog<String>(
    style: .alert, title: "Battery Low", message: "10% battery remaining.",
    titleStyle: TextStyle(color: .system(.orange)),
    actions: [
      DialogAction(title: "Low Power Mode", key: "low").titleColor(.system(.green)),
      DialogAction(title: "Close", role: .cancel, key: "close"),
    ])

  static let styledFonts = Dialog<String>(
    style: .alert, title: "Welcome back, Ana",
    message: "Your library synced 1,204 songs while you were away.",
    titleStyle: TextStyle(font: .system(size: 22, weight: .bold), alignment: .left),
    messageStyle: TextStyle(
      font: .textStyle(.callout), color: .system(.secondaryLabel), alignment: .left),
    actions: [DialogAction(title: "Continue", key: "continue").preferred()])

  static let hostileText = Dialog<String>(
    style: .alert, title: .verbatim("</text><script>alert(1)</script> & \"Co\""),
    message: .verbatim("Tom & Jerry's <b>bold</b> ]]> \u{1B}[31m\u{7}"),
    actions: [DialogAction(title: .verbatim("<OK & go>"), key: "ok")])

  static let sheetEightActions = Dialog<String>(
    style: .actionSheet, title: "Share “Sunset.jpg”",
    message: "Choose where to send this photo.",
    actions: [
      "AirDrop", "Messages", "Mail", "Notes", "Copy Link", "Save to Files", "Print",
    ].map { DialogAction(title: DialogText.verbatim($0), key: $0) } + [
      DialogAction(title: "Delete Photo", role: .destructive, key: "delete"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])

  static let sheetNoTitle = Dialog<String>(
    style: .actionSheet,
    actions: [
      DialogAction(title: "Delete Draft", role: .destructive, key: "delete"),
      DialogAction(title: "Save Draft", key: "save"),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])

  static let sheetChecked = Dialog<String>(
    style: .actionSheet, title: "Sort By",
    actions: [
      DialogAction(title: "Date Added", key: "date").checked(),
      DialogAction(title: "Name", key: "name"),
      DialogAction(title: "Size", key: "size").image(.system("arrow.up.arrow.down")),
      DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
    ])
}
