import FluentAlert
import FluentAlertText
import Testing

@testable import FluentAlertPreview

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
      textFields: [DialogTextField(.verbatim(text))])
    for look in PreviewLook.allCases {
      for appearance in PreviewAppearance.allCases {
        let svg = try ParsedSVG(dialog.svgPreview(look, appearance: appearance))
        let drawn = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        // The terminal shows a control character as its escape, as it does on a real terminal.
        let expected = look == .terminal ? TextEscaping.escaped(text) : drawn
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

  @Test(
    "C1 controls and the noncharacters U+FFFE and U+FFFF become U+FFFD; their neighbours stay",
    arguments: [
      ("© é next\u{85}line", "© é next\u{FFFD}line"), ("\u{9B}31m", "\u{FFFD}31m"),
      ("￥ \u{FFFE}\u{FFFF}", "￥ \u{FFFD}\u{FFFD}"), ("© é ￥", "© é ￥"),
    ])
  func c1Controls(title: String, drawn: String) throws {
    let dialog = Dialog<String>(
      style: .alert, title: .verbatim(title), actions: [DialogAction(title: "OK", key: "ok")])
    let svg = try ParsedSVG(dialog.svgPreview(.iOSAlert))
    #expect(svg.text(drawn) != nil)
  }

  @Test("the SVG writer escapes markup and what XML cannot hold, and passes the rest as it is")
  func writerEscapes() {
    #expect(
      SVGDocument.escaped("<a href='x'>&\"</a>")
        == "&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;")
    #expect(SVGDocument.escaped("next\u{85}line\u{9F}") == "next\u{FFFD}line\u{FFFD}")
    #expect(SVGDocument.escaped("\u{FFFE}\u{FFFF}\u{7F}") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(SVGDocument.escaped("tab\tline\n") == "tab line ")
    // "©" and "é" share the lead byte of the C1 controls, "￥" that of U+FFFE.
    #expect(SVGDocument.escaped("© é ￥ 日本 😀") == "© é ￥ 日本 😀")
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
