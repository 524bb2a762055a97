import FluentAlert
import FluentAlertPreview
import Foundation
import Testing

/// Arabic and Hebrew dialogs are laid out mirrored.
@Suite("right to left")
struct RightToLeftPreviewTests {
  @Test("an Arabic alert puts the cancel button on the right and runs its text right to left")
  func alertMirrored() throws {
    let svg = try ParsedSVG(PreviewDialogs.arabic.svgPreview(.iOSAlert))
    let cancel = try #require(svg.text("إلغاء")?.number("x"))
    let delete = try #require(svg.text("حذف")?.number("x"))
    #expect(cancel > delete)
    #expect(svg.texts.allSatisfy { $0.attributes["direction"] == "rtl" })
    // The same layout in English has the cancel button on the left, left to right.
    let english = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert))
    #expect(
      try #require(english.text("Cancel")?.number("x")) < #require(
        english.text("Delete")?.number("x")))
    #expect(english.texts.allSatisfy { $0.attributes["direction"] == nil })
  }

  @Test("a sheet's checkmark moves to the left and its image mark to the right")
  func sheetMirrored() throws {
    let svg = try ParsedSVG(PreviewDialogs.hebrewSheet.svgPreview(.iOSActionSheet))
    let check = try #require(svg.elements.first { $0.name == "polyline" })
    let xs = try #require(check.attributes["points"]).split(separator: " ").compactMap {
      Double($0.split(separator: ",")[0])
    }
    #expect(try #require(xs.max()) < 195)
    // The checkmark keeps its shape: its long stroke still rises to the right.
    #expect(xs.last == xs.max())
    let mark = try #require(
      svg.elements.first { $0.name == "rect" && $0.attributes["fill"] == "none" })
    #expect(try #require(mark.number("x")) > 195)
  }

  @Test("a Mac alert in Arabic puts its first button on the left")
  func macMirrored() throws {
    let svg = try ParsedSVG(PreviewDialogs.arabic.svgPreview(.macOSAlert))
    // AppKit's order: the cancel action leads (no default action), so it is first.
    let cancel = try #require(svg.text("إلغاء")?.number("x"))
    let delete = try #require(svg.text("حذف")?.number("x"))
    #expect(cancel < delete)
    // The suppression checkbox's title starts on the right.
    let toggle = try #require(svg.text("عدم السؤال مرة أخرى"))
    #expect(try #require(toggle.number("x")) > 160)
    #expect(toggle.attributes["direction"] == "rtl")
  }

  @Test("the localization's language decides too: an English title in Hebrew is mirrored")
  func localeDecides() throws {
    let hebrew = DialogLocalization(locale: Locale(identifier: "he_IL"))
    let svg = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert, in: hebrew))
    #expect(
      try #require(svg.text("Cancel")?.number("x")) > #require(svg.text("Delete")?.number("x")))
    let french = DialogLocalization(locale: Locale(identifier: "fr_FR"))
    let ltr = try ParsedSVG(PreviewDialogs.twoButtons.svgPreview(.iOSAlert, in: french))
    #expect(ltr.texts.allSatisfy { $0.attributes["direction"] == nil })
  }

  @Test("the first letter decides, past digits and punctuation")
  func firstLetter() throws {
    for (title, mirrored) in [
      ("“٣” صور", true), ("42 שורות", true), ("«Hello»", false), ("123", false), ("日本語", false),
    ] {
      let dialog = Dialog<String>(
        style: .alert, title: .verbatim(title), actions: [DialogAction(title: "OK", key: "ok")])
      let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
      #expect((svg.texts.first?.attributes["direction"] == "rtl") == mirrored, "\(title)")
    }
  }

  @Test("natural alignment starts at the leading edge: left in English, right in Arabic")
  func naturalAlignment() throws {
    func message(_ text: String) throws -> ParsedSVG.Element {
      let dialog = Dialog<String>(
        style: .alert, title: .verbatim(text), message: .verbatim(text),
        messageStyle: TextStyle(alignment: .natural),
        actions: [DialogAction(title: "OK", key: "ok")])
      let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
      return try #require(svg.texts.dropFirst().first { $0.text == text })
    }
    let english = try message("Hello")
    #expect(english.attributes["text-anchor"] == nil)
    #expect(english.number("x") == 40)
    let arabic = try message("مرحبا")
    #expect(arabic.attributes["text-anchor"] == nil)
    #expect(arabic.number("x") == 278)
  }
}
