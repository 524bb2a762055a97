/// A picture of a dialog as one look shows it, with what its layout cut or
/// stretched: what ``FluentAlert/Dialog/preview(_:appearance:textSize:in:)``
/// returns.
///
/// ```swift
/// let dialog = Dialog<String>(
///   style: .alert, title: "Delete “Trip”?",
///   actions: [
///     DialogAction(title: "Delete", role: .destructive, key: "delete"),
///     DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
///   ])
/// let preview = dialog.preview(.iOSAlert, textSize: .accessibilityLarge)
/// // preview.svg: "<svg xmlns=…"; preview.warnings: [] when nothing is cut
/// ```
public struct DialogPreview: Hashable, Sendable {
  /// The picture: a complete SVG document, ending with a line break.
  public let svg: String
  /// What the layout cut or stretched, in the order it is drawn (title,
  /// message, fields, actions); empty when everything fits.
  public let warnings: [PreviewWarning]
}
