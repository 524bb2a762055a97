import FluentAlert
import FluentAlertPreview
import FluentAlertTestSupport
import Foundation
import Testing

/// A preview in a language shows what the presenters show in it: the
/// plural form the count takes, the arguments in place, the language's
/// own Cancel.
@Suite("previews in a language")
struct PreviewLanguageTests {
  @Test(
    "a plural from a String Catalog is drawn in the form the count takes",
    arguments: ["ru", "pl"])
  func plurals(language: String) throws {
    let expected = TestStrings.expectedPhotoTitles(language)
    for (count, title) in zip(TestStrings.pluralCounts, expected) {
      let dialog = TestStrings.deletePhotos(count).built
      for look in [PreviewLook.iOSAlert, .macOSAlert] {
        let svg = try ParsedSVG(
          dialog.svgPreview(look, in: TestStrings.localization(language)))
        #expect(svg.text(title) != nil, "\(look) \(count): \(svg.texts.map(\.text))")
      }
    }
  }

  @Test("the system Cancel is the language's, as every presenter shows it")
  func systemCancel() throws {
    let svg = try ParsedSVG(
      TestStrings.deletePhotos(2).built.svgPreview(
        .iOSAlert, in: TestStrings.localization("ru")))
    #expect(svg.text("Отменить") != nil, "\(svg.texts.map(\.text))")
  }
}
