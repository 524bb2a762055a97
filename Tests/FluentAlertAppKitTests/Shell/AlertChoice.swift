#if os(macOS) || canImport(AppKitShim)
  import FluentAlert
  import FluentAlertTestSupport

  /// The keys of the save alert the AppKit shell tests show.
  enum AlertChoice: Hashable, Sendable { case save, dontSave, cancel, later }

  /// A Mac save alert: a destructive Don't Save with a colour, Cancel, a
  /// disabled Later with an image, a preferred Save, and two fields, the
  /// first required to enable Save.
  @MainActor
  func saveDialog(_ recorder: TapRecorder<AlertChoice>) -> Dialog<AlertChoice> {
    Dialog<AlertChoice>(
      style: .alert, title: "Save changes?", message: "Your edits will be lost.",
      actions: [
        DialogAction(title: "Don't Save", role: .destructive, key: .dontSave)
          .titleColor(.system(.red)),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
        DialogAction(title: "Later", key: .later).disabled().image(.system("clock")),
        DialogAction(title: "Save", key: .save).preferred(),
      ],
      textFields: [
        DialogTextField("Name").text("draft").contentType(.username).autocorrection(false)
          .required(.nonEmpty, gates: [.save]),
        DialogTextField("Password").secure().contentType(.password),
      ],
      accessibilityIdentifier: "save-alert", actionTap: recorder.handler)
  }
#endif
