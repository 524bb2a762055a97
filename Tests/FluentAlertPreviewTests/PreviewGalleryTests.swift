import FluentAlert
import FluentAlertPreview
import FluentAlertTesting
import Testing

/// Every dialog of the gallery drawn in its iOS look and both appearances,
/// pinned as SVG beside this file.
@Suite("pinned pictures")
struct PreviewGalleryTests {
  @Test(
    "each gallery dialog matches its pinned picture",
    arguments: PreviewDialogs.gallery.map(\.name), PreviewAppearance.allCases)
  func pinned(name: String, appearance: PreviewAppearance) throws {
    let dialog = try #require(PreviewDialogs.gallery.first { $0.name == name }?.dialog)
    assertSnapshot(
      of: dialog, as: .svg(PreviewLook(iOS: dialog.style), appearance),
      named: "\(name)-\(appearance.rawValue)")
  }

  @Test(
    "each dialog drawn in another look matches its pinned picture",
    arguments: PreviewDialogs.otherLooks.map(\.name), PreviewAppearance.allCases)
  func pinnedInOtherLooks(name: String, appearance: PreviewAppearance) throws {
    let entry = try #require(PreviewDialogs.otherLooks.first { $0.name == name })
    assertSnapshot(
      of: entry.dialog, as: .svg(entry.look, appearance, textSize: entry.textSize),
      named: "\(name)-\(appearance.rawValue)")
  }

  @Test("every pinned picture is well-formed XML with one text per drawn line")
  func wellFormed() throws {
    for (_, dialog) in PreviewDialogs.gallery {
      for appearance in PreviewAppearance.allCases {
        let parsed = try ParsedSVG(
          dialog.svgPreview(PreviewLook(iOS: dialog.style), appearance: appearance))
        #expect(parsed.root?.name == "svg")
        #expect(!parsed.texts.isEmpty)
      }
    }
  }

  @Test("the same dialog draws the same bytes, and dark differs from light")
  func deterministic() {
    let dialog = PreviewDialogs.threeButtons
    #expect(dialog.svgPreview(.iOSAlert) == dialog.svgPreview(.iOSAlert, appearance: .light))
    #expect(
      dialog.svgPreview(.iOSAlert, appearance: .dark)
        != dialog.svgPreview(.iOSAlert, appearance: .light))
  }
}
