package import FluentAlert

extension ScreenFrame {
  /// The frame ``TerminalDialogPresenter`` draws first for `dialog` on a
  /// terminal of `columns` by `rows` that shows colour and Unicode: the
  /// same content, screen state and renderer, so a picture of it is the
  /// terminal's own layout.
  ///
  /// The dialog starts as a presenter shows it: texts as given, focus on the
  /// first field or the default action, actions gated by requirements their
  /// fields' initial texts miss, or by text checks those texts fail, shown
  /// disabled with the checks' messages, and a countdown at its full length
  /// when it closes by itself.
  ///
  /// - Parameters:
  ///   - dialog: Any dialog.
  ///   - localization: Where and in which language its texts are looked up.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  /// - Returns: One line of spans per row and where the cursor is.
  package static func first<Key>(
    of dialog: Dialog<Key>, in localization: DialogLocalization, columns: Int, rows: Int
  ) -> ScreenFrame {
    let (enabled, checkMessages) = dialog.firstFrame(in: localization)
    var state = DialogScreenState(
      dialog: ScreenContent(dialog, in: localization), enabled: enabled,
      checkMessages: checkMessages)
    state.secondsLeft = dialog.autoDismiss.map { LineConversation.wholeSeconds($0.delay) }
    let capabilities = TerminalCapabilities(
      colorLevel: .trueColor, unicode: true, canAddressCursor: true)
    return DialogRenderer(width: columns, height: rows, capabilities: capabilities).render(state)
  }
}
