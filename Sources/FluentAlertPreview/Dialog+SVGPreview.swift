public import FluentAlert

extension Dialog {
  /// A picture of this dialog as `look` shows it, as an SVG document.
  ///
  /// The picture is a faithful sketch, not a pixel copy of the system: the
  /// layout follows the system's published sizes (widths, paddings, font
  /// sizes, colours of the light and dark appearance), and text is measured
  /// with the advance widths of Inter, a sans-serif under the SIL Open Font
  /// License close in proportion to Apple's system font, so lines wrap and
  /// buttons stack at the same places on every machine. Each line's width
  /// is fixed to the measured one (`textLength`), so a viewer without Inter
  /// fits its own font into the same box. The same dialog always gives the
  /// same bytes, so pictures can be pinned in tests.
  ///
  /// The dialog is drawn as first shown: text fields hold their initial
  /// text, and an action gated by a requirement that text does not meet, or
  /// by a text check that fails with it, is greyed out (the terminal look
  /// also shows the check's message under the fields, as the terminal
  /// does). Text checks are the app's main-actor code: a dialog with checks
  /// drawn off the main actor waits for the main actor to run them. Any
  /// text, however hostile (`</text><script>`, `&`, control characters),
  /// comes out as text.
  ///
  /// ```swift
  /// let dialog = Dialog<String>(
  ///   style: .alert, title: "Delete “Trip”?",
  ///   actions: [
  ///     DialogAction(title: "Delete", role: .destructive, key: "delete"),
  ///     DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
  ///   ])
  /// let svg = dialog.svgPreview(.iOSAlert, appearance: .dark)
  /// // "<svg xmlns=…" with Cancel on the left and Delete in red.
  /// ```
  ///
  /// - Parameters:
  ///   - look: Which system's dialog to draw; ``PreviewLook/init(iOS:)``
  ///     picks the iOS one for the dialog's style.
  ///   - appearance: Light (the default) or dark.
  ///   - textSize: The text size of the iOS looks, from
  ///     ``PreviewTextSize/extraSmall`` to
  ///     ``PreviewTextSize/accessibilityExtraExtraExtraLarge``; the default
  ///     is ``PreviewTextSize/large``, the system's.
  ///   - localization: Where and in which language the texts are looked up,
  ///     as a presenter would.
  /// - Returns: A complete SVG document, ending with a line break.
  public func svgPreview(
    _ look: PreviewLook, appearance: PreviewAppearance = .light,
    textSize: PreviewTextSize = .large, in localization: DialogLocalization = .current
  ) -> String {
    switch look {
    case .iOSAlert:
      IOSAlertDrawing(content: PreviewContent(self, in: localization), textSize: textSize)
        .svg(appearance)
    case .iOSActionSheet:
      IOSActionSheetDrawing(content: PreviewContent(self, in: localization), textSize: textSize)
        .svg(appearance)
    case .macOSAlert:
      MacOSAlertDrawing(content: PreviewContent(self, in: localization)).svg(appearance)
    case .terminal:
      TerminalDrawing(self, in: localization).svg(appearance)
    }
  }
}
