import FluentAlert
import FluentAlertPreview
import Foundation
import Testing

/// The previews say where a translation or a text size cuts or stretches a
/// dialog, from the measurements that draw it.
@Suite("layout warnings")
struct PreviewWarningTests {
  /// A String Catalog translating the test dialogs into German and Arabic,
  /// in a bundle of its own, as a package ships one.
  static let catalog: Bundle = {
    let json = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Discard changes?": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Änderungen verwerfen?"}},
          "ar": {"stringUnit": {"state": "translated", "value": "تجاهل التغييرات؟"}}}},
        "Discard": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Verwerfen"}},
          "ar": {"stringUnit": {"state": "translated", "value": "تجاهل"}}}},
        "Keep Editing": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": "Weiter bearbeiten"}},
          "ar": {"stringUnit": {"state": "translated", "value": "متابعة"}}}}
      }}
      """#
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-warnings-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return Bundle(url: folder)!
  }()

  static func localization(_ language: String) -> DialogLocalization {
    DialogLocalization(bundle: catalog, locale: Locale(identifier: language))
  }

  static let discard = Dialog<String>(
    style: .alert, title: "Discard changes?",
    actions: [
      DialogAction(title: "Discard", role: .destructive, key: "discard"),
      DialogAction(title: "Keep Editing", role: .cancel, key: "keep"),
    ])

  @Test("a German title that fits in English wraps past the limit at a large text size")
  func germanTitle() throws {
    let size = PreviewTextSize.accessibilityExtraLarge
    let english = Self.discard.preview(.iOSAlert, textSize: size, in: Self.localization("en"))
    #expect(english.warnings.isEmpty, "\(english.warnings)")
    let german = Self.discard.preview(.iOSAlert, textSize: size, in: Self.localization("de"))
    let warning = try #require(german.warnings.first)
    guard case .titleTooLong(let lines, let limit) = warning.kind else {
      Issue.record("expected a title warning, got \(warning)")
      return
    }
    #expect(lines > limit)
    #expect(warning.look == .iOSAlert)
    #expect(warning.textSize == size)
    #expect(warning.language == "de")
    #expect(
      warning.description
        == "ios-alert, accessibility-extra-large, de: the title needs \(lines) lines, more than 2")
    // The same German title at the default size fits.
    #expect(
      Self.discard.preview(.iOSAlert, in: Self.localization("de")).warnings.isEmpty)
    // The picture is the one svgPreview draws.
    #expect(
      german.svg == Self.discard.svgPreview(.iOSAlert, textSize: size, in: Self.localization("de")))
  }

  @Test("an Arabic translation from a String Catalog is drawn mirrored")
  func arabicMirrored() throws {
    let preview = Self.discard.preview(.iOSAlert, in: Self.localization("ar"))
    let svg = try ParsedSVG(preview.svg)
    let keep = try #require(svg.text("متابعة")?.number("x"))
    let discard = try #require(svg.text("تجاهل")?.number("x"))
    #expect(keep > discard)  // the cancel button on the right
    #expect(svg.texts.allSatisfy { $0.attributes["direction"] == "rtl" })
  }

  @Test("a long action title in an iOS sheet is reported as cut; a short one is not")
  func sheetActionCut() {
    let long = "Share with everyone in the family album and on the web"
    let sheet = Dialog<String>(
      style: .actionSheet, title: "Photo",
      actions: [
        DialogAction(title: .verbatim(long), key: "share"),
        DialogAction(title: "Copy", key: "copy"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ])
    let english = DialogLocalization(locale: Locale(identifier: "en"))
    let warnings = sheet.preview(.iOSActionSheet, in: english).warnings
    #expect(warnings.map(\.kind) == [.actionTitleCut(long)])
    #expect(
      warnings.first?.description
        == "ios-action-sheet, large, en: the action title \"\(long)\" is cut to fit")
    // At an accessibility size titles wrap instead of being cut.
    #expect(
      sheet.preview(.iOSActionSheet, textSize: .accessibilityMedium, in: english).warnings
        .isEmpty)
    // A Mac button has a fixed width: no text size, cut all the same.
    let mac = sheet.preview(.macOSAlert, in: english).warnings
    #expect(mac.map(\.kind) == [.actionTitleCut(long)])
    #expect(mac.first?.textSize == nil)
  }

  @Test("a placeholder cut off in its field, a message too long, rows out of sight")
  func otherWarnings() {
    let english = DialogLocalization(locale: Locale(identifier: "en"))
    let placeholder = "Your full name as printed on the identity card you will show at the desk"
    let form = Dialog<String>.alert(
      "Check-in", message: String(repeating: "Bring the card you booked with. ", count: 12)
    )
    .addTextField(placeholder)
    .addAction("OK", key: "ok")
    let kinds = form.preview(.iOSAlert, in: english).warnings.map(\.kind)
    #expect(kinds.count == 2)
    guard case .messageTooLong(let lines, 8)? = kinds.first else {
      Issue.record("expected a message warning first: \(kinds)")
      return
    }
    #expect(lines > 8)
    #expect(kinds.last == .placeholderCut(placeholder))
    var many = Dialog<Int>.actionSheet("Move to")
    for album in 1...40 { many = many.addAction(.verbatim("Album \(album)"), key: album) }
    let terminal = many.preview(.terminal, in: english).warnings
    guard case .rowsOutOfSight(let rows)? = terminal.first?.kind else {
      Issue.record("expected rows out of sight: \(terminal)")
      return
    }
    #expect(rows >= 40 + 1 - 23)
    #expect(terminal.first?.description.hasPrefix("terminal, en: ") == true)
  }

  @Test("the pinned dialogs give no warning in English at the default size, in their own looks")
  func pinnedDialogsFit() {
    let english = DialogLocalization(locale: Locale(identifier: "en_US"))
    for entry in PreviewDialogs.gallery {
      for look in [PreviewLook(iOS: entry.dialog.style), .macOSAlert, .terminal] {
        let warnings = entry.dialog.preview(look, in: english).warnings
        #expect(warnings.isEmpty, "\(entry.name): \(warnings)")
      }
    }
    // The long message that fits an alert's eight lines is too long under a sheet's title.
    let long = PreviewDialogs.gallery.first { $0.name == "long-message" }
    #expect(long?.dialog.preview(.iOSActionSheet, in: english).warnings.count == 1)
  }
}
