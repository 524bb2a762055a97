public import FluentAlert

/// Many dialogs drawn in every chosen look, appearance, text size and
/// language, on one static HTML page with the warnings of each picture
/// beside it and a table of all warnings at the top: what a translator, a
/// designer or a reviewer looks through.
///
/// The page is XHTML (well-formed XML) with the pictures inline as SVG: no
/// script, no style sheet or font fetched, nothing from the network. The
/// same dialogs and settings always give the same bytes, so the diff of
/// two galleries shows what a change did. Any text, however hostile, comes
/// out as text.
///
/// ```swift
/// import Foundation
///
/// var gallery = PreviewGallery(
///   textSizes: [.large, .accessibilityLarge],
///   localizations: ["en", "de", "ar"].map {
///     DialogLocalization(bundle: .main, locale: Locale(identifier: $0))
///   })
/// gallery.add(
///   Dialog<String>(
///     style: .alert, title: "Discard changes?",
///     actions: [
///       DialogAction(title: "Discard", role: .destructive, key: "discard"),
///       DialogAction(title: "Keep Editing", role: .cancel, key: "keep"),
///     ]),
///   named: "Discard changes")
/// for (dialog, warning) in gallery.warnings {
///   print("\(dialog): \(warning)")
/// }
/// let page = gallery.html  // write it to gallery.html
/// ```
public struct PreviewGallery: Sendable {
  /// One drawn picture and where it was drawn.
  struct Picture: Sendable {
    let look: PreviewLook
    let appearance: PreviewAppearance
    let textSize: PreviewTextSize?
    let language: String
    let svg: String
    let warnings: [PreviewWarning]
  }

  /// One dialog's pictures, in page order.
  struct Entry: Sendable {
    let name: String
    let pictures: [Picture]
  }

  /// The page's heading and title.
  let title: String
  /// The looks each dialog is drawn in; `nil` for the iOS look of its
  /// style, the Mac alert and the terminal.
  let looks: [PreviewLook]?
  /// The appearances each picture is drawn in.
  let appearances: [PreviewAppearance]
  /// The text sizes of the iOS looks (the Mac and terminal looks are drawn
  /// once, as they have no text size).
  let textSizes: [PreviewTextSize]
  /// The languages, each with where its texts are looked up.
  let localizations: [DialogLocalization]
  /// The dialogs added, in order.
  private(set) var entries: [Entry] = []

  /// Every warning of every picture, in page order, with the name of its
  /// dialog; a warning is listed once, not once per appearance.
  public var warnings: [(dialog: String, warning: PreviewWarning)] {
    listedWarnings.map { (entries[$0.entry].name, $0.warning) }
  }

  /// Every warning once, with the index of its dialog's entry: the
  /// warnings of each picture in the first appearance (the others have
  /// the same).
  var listedWarnings: [(entry: Int, warning: PreviewWarning)] {
    var listed: [(entry: Int, warning: PreviewWarning)] = []
    for (index, entry) in entries.enumerated() {
      for picture in entry.pictures where picture.appearance == appearances.first {
        for warning in picture.warnings { listed.append((index, warning)) }
      }
    }
    return listed
  }

  /// Creates an empty gallery.
  ///
  /// - Parameters:
  ///   - title: The page's heading.
  ///   - looks: The looks to draw; `nil` for the iOS look of each dialog's
  ///     style, the Mac alert and the terminal.
  ///   - appearances: Light and dark by default.
  ///   - textSizes: The iOS text sizes; the system's default size by
  ///     default.
  ///   - localizations: The languages to draw, each with where its texts
  ///     are looked up; the app's current one by default.
  public init(
    title: String = "Dialogs", looks: [PreviewLook]? = nil,
    appearances: [PreviewAppearance] = [.light, .dark],
    textSizes: [PreviewTextSize] = [.large],
    localizations: [DialogLocalization] = [.current]
  ) {
    self.title = title
    self.looks = looks
    self.appearances = appearances
    self.textSizes = textSizes
    self.localizations = localizations
  }

  /// How many pictures ``add(_:named:)`` draws for one dialog: in each
  /// language, each look (an iOS look once per text size) in each
  /// appearance.
  package var picturesPerDialog: Int {
    let looks = looks ?? [.iOSAlert, .macOSAlert, .terminal]
    let perAppearance = looks.reduce(0) { $0 + (Self.isSized($1) ? textSizes.count : 1) }
    return perAppearance * appearances.count * localizations.count
  }

  /// Whether `look` is drawn once per text size (the iOS looks).
  private static func isSized(_ look: PreviewLook) -> Bool {
    look == .iOSAlert || look == .iOSActionSheet
  }

  /// Draws `dialog` in every look, appearance, text size and language of
  /// the gallery and adds it to the page under `name`.
  ///
  /// - Parameters:
  ///   - dialog: Any dialog; one with errors is drawn as it is.
  ///   - name: Its heading on the page, such as its file's name.
  public mutating func add<Key>(_ dialog: Dialog<Key>, named name: String) {
    var pictures: [Picture] = []
    for localization in localizations {
      let language = localization.locale.identifier.isEmpty ? "en" : localization.locale.identifier
      for look in looks ?? [PreviewLook(iOS: dialog.style), .macOSAlert, .terminal] {
        let sized = Self.isSized(look)
        for textSize in sized ? textSizes : [textSizes.first ?? .large] {
          for appearance in appearances {
            let preview = dialog.preview(
              look, appearance: appearance, textSize: textSize, in: localization)
            pictures.append(
              Picture(
                look: look, appearance: appearance, textSize: sized ? textSize : nil,
                language: language, svg: preview.svg, warnings: preview.warnings))
          }
        }
      }
    }
    entries.append(Entry(name: name, pictures: pictures))
  }

  /// The page: an XHTML document, ending with a line break.
  public var html: String {
    GalleryPage(self).rendered()
  }
}
