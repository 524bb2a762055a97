import FluentAlertText
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "each grapheme cluster takes the columns a terminal gives it",
    arguments: [
      ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1),  // precomposed and combining
      ("日", 2), ("ア", 2), ("한", 2), ("\u{1100}\u{1161}", 2),  // CJK, kana, Hangul, conjoining jamo
      ("Ａ", 2), ("、", 2), ("\u{3000}", 2),  // fullwidth letter, ideographic comma and space
      ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2),  // emoji, modifier, ZWJ family, flag
      ("❤️", 2), ("❤", 1), ("#️⃣", 2),  // VS16 turns text-style symbols into emoji
      ("\u{200B}", 0), ("\u{301}", 0), ("\u{200D}", 0),  // zero width space, lone mark, ZWJ
      ("Ω", 1), ("ß", 1), ("ﬁ", 1), ("𝔸", 1),
    ] as [(Character, Int)])
  func clusterWidth(character: Character, columns: Int) {
    #expect(DisplayWidth.of(character) == columns, "\(character.unicodeScalars.map(\.value))")
  }

  @Test("a string is as wide as the sum of its clusters")
  func stringWidth() {
    #expect(DisplayWidth.of("日本語abc") == 9)
    #expect(DisplayWidth.of("Nötes 📁") == 8)
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("👨‍👩‍👧 family") == 9)
  }

  @Test("scalars from the supplementary ideographic planes are wide")
  func supplementaryPlanes() {
    #expect(DisplayWidth.of(Unicode.Scalar(0x20000)!) == 2)
    #expect(DisplayWidth.of(Unicode.Scalar(0x2A6D6)!) == 2)
    #expect(DisplayWidth.of(Unicode.Scalar(0x1F004)!) == 2)  // mahjong tile red dragon
  }

  @Test("control characters are never measured as visible")
  func controls() {
    #expect(DisplayWidth.of(Unicode.Scalar(0x1B)) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0x7F)) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0x9B)!) == 0)
  }

  @Test(
    "a string measures what its characters measure, on the fast paths too",
    arguments: [
      "plain ASCII", "╭──── frame ────╮", "│ Café “Lumen” – 10 €  → ", "e\u{301}te\u{301}",
      "soft\u{AD}hyphen", "a\u{300}", "box ─\u{301}", "日本語 ─ abc", "👍🏽 ok", "x\u{93E}",
      "\u{1F1EF}\u{1F1F5}", "tab\tand\r\nbreak",
    ])
  func fastPaths(text: String) {
    let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
    #expect(DisplayWidth.of(text) == byCharacter)
    #expect(DisplayWidth.of(text[...]) == byCharacter)
  }

  @Test("frame characters stand alone; combining marks and emoji do not")
  func standsAlone() {
    for scalar in "a─│╭é–→¢".unicodeScalars { #expect(DisplayWidth.standsAlone(scalar)) }
    for scalar in "\u{301}\u{200D}\u{FE0F}日😀\u{93E}".unicodeScalars {
      #expect(!DisplayWidth.standsAlone(scalar))
    }
  }
}
