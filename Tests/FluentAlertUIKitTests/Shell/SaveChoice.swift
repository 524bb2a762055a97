#if os(iOS) || canImport(UIKitShim)
  import FluentAlert
  import FluentAlertTestSupport

  /// The keys of the save dialog the UIKit shell tests show.
  enum SaveChoice: Hashable, Sendable { case save, discard, cancel, later }

  /// An alert that uses every part UIKit can show: a styled title, a
  /// destructive action with a colour, a preferred action with an image, a
  /// disabled action, a cancel action, and two text fields with traits, the
  /// first required to enable Save.
  @MainActor
  func saveDialog(_ recorder: TapRecorder<SaveChoice>) -> Dialog<SaveChoice> {
    Dialog<SaveChoice>(
      style: .alert, title: "Save?", message: "Unsaved edits",
      titleStyle: TextStyle(
        font: .system(size: 17, weight: .semibold), color: .system(.red),
        lineBreakMode: .byTruncatingTail, alignment: .center),
      actions: [
        DialogAction(title: "Discard", role: .destructive, key: .discard).titleColor(.system(.red)),
        DialogAction(title: "Save", key: .save).preferred().image(.system("tray")),
        DialogAction(title: "Later", key: .later).disabled(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Name").text("draft").keyboard(.url).contentType(.username)
          .capitalization(.words).autocorrection(false).clearButton(.whileEditing)
          .keyboardAppearance(.dark).required(.nonEmpty, gates: [.save]),
        DialogTextField("Password").secure().contentType(.password),
      ],
      accessibilityIdentifier: "save-dialog", actionTap: recorder.handler)
  }
#endif
