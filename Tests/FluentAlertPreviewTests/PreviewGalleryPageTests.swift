import FluentAlert
import FluentAlertPreview
import Foundation
import Testing

/// The review gallery: one well-formed, script-free, deterministic page.
@Suite("review gallery page")
struct PreviewGalleryPageTests {
  /// Texts that would run code or break the page if written raw.
  static let hostile = [
    "</svg><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
    "]]><!-- & &amp; \u{1B}[31m \u{202E}", "<a href=\"javascript:alert(1)\">x</a>",
  ]

  static func hostileDialog(_ text: String) -> Dialog<String> {
    Dialog<String>(
      style: .alert, title: .verbatim(text), message: .verbatim(text),
      actions: [
        DialogAction(title: .verbatim(text), key: "a"),
        DialogAction(title: "Cancel", role: .cancel, key: "c"),
      ],
      textFields: [DialogTextField(text)]
    )
    .accessory(.link(.verbatim(text), address: "javascript:alert(1)"))
  }

  static func gallery(_ dialogs: [(String, Dialog<String>)]) -> PreviewGallery {
    var gallery = PreviewGallery(
      looks: PreviewLook.allCases, textSizes: [.large, .accessibilityExtraExtraExtraLarge],
      localizations: ["en", "ar"].map { DialogLocalization(locale: Locale(identifier: $0)) })
    for (name, dialog) in dialogs { gallery.add(dialog, named: name) }
    return gallery
  }

  @Test("hostile texts stay text: well-formed XHTML with no script element or event attribute")
  func hostileTexts() throws {
    let dialogs = Self.hostile.map { ($0, Self.hostileDialog($0)) }
    let page = try ParsedSVG(Self.gallery(dialogs).html)
    #expect(page.root?.name == "html")
    #expect(page.root?.attributes["xmlns"] == "http://www.w3.org/1999/xhtml")
    for element in page.elements {
      #expect(element.name.lowercased() != "script")
      #expect(element.name.lowercased() != "iframe")
      for (name, value) in element.attributes {
        #expect(!name.lowercased().hasPrefix("on"), "\(element.name) \(name)=\(value)")
        // The only links are the table's, to the page's own sections.
        if ["href", "src", "xlink:href", "action", "formaction"].contains(name.lowercased()) {
          #expect(value.hasPrefix("#dialog-"), "\(element.name) \(name)=\(value)")
        }
      }
    }
    // Every hostile text arrived as text: the first one is a section's heading.
    let headings = page.elements.filter { $0.name == "h2" }.map(\.text)
    #expect(headings.contains(Self.hostile[0]))
  }

  @Test("the same dialogs give the same bytes")
  func deterministic() {
    let dialogs = PreviewDialogs.gallery.prefix(5).map { ($0.name, $0.dialog) }
    let first = Self.gallery(Array(dialogs)).html
    let second = Self.gallery(Array(dialogs)).html
    #expect(first == second)
    #expect(first.utf8.count > 10_000)
  }

  @Test("pictures are grouped by dialog and language, each captioned; warnings listed twice")
  func layout() throws {
    let long = "Share with everyone in the family album and on the web"
    let sheet = Dialog<String>(
      style: .actionSheet, title: "Photo",
      actions: [
        DialogAction(title: .verbatim(long), key: "share"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ])
    var gallery = PreviewGallery(
      textSizes: [.large, .accessibilityMedium],
      localizations: ["en", "de"].map { DialogLocalization(locale: Locale(identifier: $0)) })
    gallery.add(PreviewDialogs.twoButtons, named: "delete.json")
    gallery.add(sheet, named: "share.json")
    let page = try ParsedSVG(gallery.html)
    // Per dialog and language: the iOS look at two sizes, the Mac and the
    // terminal once each, in light and dark.
    #expect(page.elements.filter { $0.name == "figure" }.count == 2 * 2 * (2 + 1 + 1) * 2)
    #expect(
      page.elements.filter { $0.name == "h2" }.map(\.text) == [
        "Warnings", "delete.json", "share.json",
      ])
    #expect(page.elements.filter { $0.name == "h3" }.map(\.text) == ["en", "de", "en", "de"])
    let captions = page.elements.filter { $0.name == "figcaption" }.map(\.text)
    #expect(
      captions.prefix(6) == [
        "ios-alert · large · light", "ios-alert · large · dark",
        "ios-alert · accessibility-medium · light", "ios-alert · accessibility-medium · dark",
        "macos-alert · light", "macos-alert · dark",
      ])
    // The cut title: once per language and look that cuts it, in the table
    // and under each of its pictures.
    #expect(gallery.warnings.map(\.dialog) == Array(repeating: "share.json", count: 4))
    let rows = page.elements.filter { $0.name == "tr" }.count
    #expect(rows == 1 + 4)
    let items = page.elements.filter { $0.name == "li" }.map(\.text)
    #expect(items.count == 8)
    #expect(items.allSatisfy { $0 == "the action title \"\(long)\" is cut to fit" })
    #expect(page.elements.filter { $0.attributes["class"] == "warned" }.count == 8)
  }

  @Test("two dialogs of the same name each link their warnings to their own section")
  func sameNames() throws {
    let long = "Share with everyone in the family album and on the web"
    let sheet = Dialog<String>(
      style: .actionSheet, title: "Photo",
      actions: [DialogAction(title: .verbatim(long), key: "share")])
    var gallery = PreviewGallery(
      looks: [.iOSActionSheet], appearances: [.light],
      localizations: [DialogLocalization(locale: Locale(identifier: "en"))])
    gallery.add(sheet, named: "sheet.json")
    gallery.add(sheet, named: "sheet.json")
    let page = try ParsedSVG(gallery.html)
    let links = page.elements.filter { $0.name == "a" }.compactMap { $0.attributes["href"] }
    #expect(links == ["#dialog-1", "#dialog-2"])
    #expect(gallery.warnings.map(\.dialog) == ["sheet.json", "sheet.json"])
  }
}
