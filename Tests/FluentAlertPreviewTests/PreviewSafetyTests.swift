import FluentAlert
import FluentAlertPreview
import Testing

/// Hostile text comes out as text, in every look and appearance.
@Suite("hostile text")
struct PreviewSafetyTests {
  static let hostile = [
    "</text><script>alert(1)</script>", "Tom & Jerry", "\"quoted\" 'single'", "]]>",
    "<!-- comment -->", "<?xml version=\"1.0\"?>", "&amp; already escaped", "x\u{0}y",
  ]

  @Test(
    "markup in titles, messages, buttons and fields parses back as the same text",
    arguments: hostile)
  func roundTrip(text: String) throws {
    let dialog = Dialog<String>(
      style: .alert, title: .verbatim(text), message: .verbatim(text),
      actions: [DialogAction(title: .verbatim(text), key: "a")],
      textFields: [DialogTextField(placeholder: .verbatim(text))])
    for look in PreviewLook.allCases {
      for appearance in PreviewAppearance.allCases {
        let svg = try ParsedSVG(dialog.svgPreview(look, appearance: appearance))
        let drawn = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        // The terminal shows a control character as its escape, as it does on a real terminal.
        let expected = look == .terminal ? SnapshotEscaping.escaped(text) : drawn
        #expect(svg.texts.contains { $0.text == expected }, "\(look) \(appearance)")
        #expect(!svg.elements.contains { $0.name == "script" })
        #expect(svg.root?.attributes["aria-label"] == drawn)
      }
    }
  }

  @Test("control characters, which XML cannot hold, become U+FFFD")
  func controls() throws {
    let title = "bell\u{7} escape\u{1B}[31m nul\u{0}"
    let dialog = Dialog<String>(
      style: .alert, title: .verbatim(title), actions: [DialogAction(title: "OK", key: "ok")])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
    #expect(svg.text("bell\u{FFFD} escape\u{FFFD}[31m nul\u{FFFD}") != nil)
  }

  @Test("a line break in a title starts a new line; the screen reader label reads a space")
  func lineBreak() throws {
    let dialog = Dialog<String>(
      style: .alert, title: .verbatim("Two\nlines"), actions: [DialogAction(title: "OK", key: "ok")]
    )
    let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
    let two = try #require(svg.text("Two")?.number("y"))
    let lines = try #require(svg.text("lines")?.number("y"))
    #expect((lines - two).rounded() == 22)
    #expect(svg.root?.attributes["aria-label"] == "Two lines")
  }
}
