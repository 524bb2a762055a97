import FluentAlert
public import FluentAlertPreview

/// What `assertSnapshot(of:as:named:)` pins of a dialog: its snapshot text,
/// or a picture of it.
///
/// ```swift
/// import FluentAlertPreview
/// import Testing
///
/// @Test func deletePictures() {
///   let dialog = Dialog<String>(
///     style: .alert, title: "Delete?",
///     actions: [
///       DialogAction(title: "Delete", role: .destructive, key: "delete"),
///       DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
///     ])
///   assertSnapshot(of: dialog, as: .text, named: "delete")
///   assertSnapshot(of: dialog, as: .svg(.iOSAlert, .dark), named: "delete-dark")
/// }
/// ```
public struct SnapshotFormat: Hashable, Sendable {
  /// Which file the format writes.
  enum Kind: Hashable, Sendable {
    case text
    case svg(PreviewLook, PreviewAppearance, PreviewTextSize)
  }

  let kind: Kind

  /// The dialog's snapshot text, in `<name>.txt`: the same reference the
  /// overload without a format compares.
  public static let text = SnapshotFormat(kind: .text)

  /// A picture of the dialog as `look` draws it in `appearance` at
  /// `textSize`, in `<name>.svg`: the SVG of
  /// `Dialog.svgPreview(_:appearance:textSize:in:)` with the current
  /// localization.
  ///
  /// A mismatch reports the line diff of the SVG, where the reference is,
  /// and where the actual picture was written so both can be opened.
  ///
  /// - Parameters:
  ///   - look: Which system's dialog to draw.
  ///   - appearance: Light (the default) or dark.
  ///   - textSize: The text size of the iOS looks; the system's default
  ///     when left out.
  /// - Returns: The picture format.
  public static func svg(
    _ look: PreviewLook, _ appearance: PreviewAppearance = .light,
    textSize: PreviewTextSize = .large
  ) -> SnapshotFormat {
    SnapshotFormat(kind: .svg(look, appearance, textSize))
  }

  /// The reference file's extension.
  var fileExtension: String {
    switch kind {
    case .text: "txt"
    case .svg: "svg"
    }
  }

  /// What is compared for `dialog`.
  func reference<Key>(of dialog: Dialog<Key>) -> String {
    switch kind {
    case .text:
      dialog.snapshot
    case .svg(let look, let appearance, let textSize):
      String(dialog.svgPreview(look, appearance: appearance, textSize: textSize).dropLast())
    }
  }
}
