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
    preview(look, appearance: appearance, textSize: textSize, in: localization).svg
  }

  /// A picture of this dialog as `look` shows it, with the warnings its
  /// layout gives: a title or message that needs more lines than the look
  /// allows, an action title or placeholder cut with "…", rows of the
  /// terminal look out of sight.
  ///
  /// The picture is the one ``svgPreview(_:appearance:textSize:in:)``
  /// draws, and the warnings come from the measurements that draw it, each
  /// with the look, text size and language where it happens. The line
  /// limits are the looks' own: a title of more than two lines (three on a
  /// Mac, where it is the bold message text) or a message of more than
  /// eight (four under an action sheet's title, ten on a Mac) crowds the
  /// actions off an iPhone screen or makes a Mac alert taller than it is
  /// wide.
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let german = DialogLocalization(locale: Locale(identifier: "de"))
  /// let dialog = Dialog<String>(
  ///   style: .alert, title: "Delete the draft?",
  ///   actions: [
  ///     DialogAction(title: "Delete", role: .destructive, key: "delete"),
  ///     DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
  ///   ])
  /// let preview = dialog.preview(
  ///   .iOSAlert, textSize: .accessibilityLarge, in: german)
  /// for warning in preview.warnings {
  ///   // "ios-alert, accessibility-large, de: the title needs …"
  ///   print(warning)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - look: Which system's dialog to draw.
  ///   - appearance: Light (the default) or dark; the warnings are the same
  ///     in both.
  ///   - textSize: The text size of the iOS looks.
  ///   - localization: Where and in which language the texts are looked up.
  /// - Returns: The picture and its warnings.
  public func preview(
    _ look: PreviewLook, appearance: PreviewAppearance = .light,
    textSize: PreviewTextSize = .large, in localization: DialogLocalization = .current
  ) -> DialogPreview {
    let drawn: (svg: String, warnings: [PreviewWarning.Kind])
    let sized: PreviewTextSize?
    switch look {
    case .iOSAlert:
      drawn = IOSAlertDrawing(content: PreviewContent(self, in: localization), textSize: textSize)
        .draw(appearance)
      sized = textSize
    case .iOSActionSheet:
      drawn = IOSActionSheetDrawing(
        content: PreviewContent(self, in: localization), textSize: textSize
      )
      .draw(appearance)
      sized = textSize
    case .macOSAlert:
      drawn = MacOSAlertDrawing(content: PreviewContent(self, in: localization)).draw(appearance)
      sized = nil
    case .terminal:
      drawn = TerminalDrawing(self, in: localization).draw(appearance)
      sized = nil
    }
    // The root locale has no identifier; it looks texts up as English does.
    let language = localization.locale.identifier.isEmpty ? "en" : localization.locale.identifier
    return DialogPreview(
      svg: drawn.svg,
      warnings: drawn.warnings.map {
        PreviewWarning($0, look: look, textSize: sized, language: language)
      })
  }
}
