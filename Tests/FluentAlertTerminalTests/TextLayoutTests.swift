import FluentAlert
import FluentAlertText
import Testing

@testable import FluentAlertTerminal

@Suite("Text layout")
struct TextLayoutTests {
  @Test("words wrap at spaces and runs of spaces collapse at breaks")
  func wordWrap() {
    #expect(
      TextLayout.wrap("The quick brown fox jumps over the lazy dog", width: 12) == [
        "The quick", "brown fox", "jumps over", "the lazy dog",
      ])
    #expect(TextLayout.wrap("a    b", width: 1) == ["a", "b"])
    #expect(TextLayout.wrap("", width: 10) == [""])
  }

  @Test("a line that fits comes back whole; spaces at its ends or doubled collapse as in wrapping")
  func lineThatFits() {
    #expect(TextLayout.wrap("Delete the draft?", width: 17) == ["Delete the draft?"])
    #expect(TextLayout.wrap("Delete the draft?", width: 16) == ["Delete the", "draft?"])
    #expect(TextLayout.wrap("  a  b ", width: 20) == ["a b"])
    #expect(TextLayout.wrap("a b ", width: 3) == ["a b"])
    #expect(TextLayout.wrap(" ", width: 3) == [""])
    // A space that a combining mark follows is part of that character: no word break.
    #expect(TextLayout.wrap("e \u{301}x y", width: 20) == ["e \u{301}x y"])
    #expect(TextLayout.wrap("e \u{301}x y", width: 3) == ["e \u{301}x", "y"])
  }

  @Test("rules and padding repeat a piece of any width")
  func repeated() {
    #expect(TextLayout.repeated("─", count: 3) == "───")
    #expect(TextLayout.repeated("ab", count: 2) == "abab")
    #expect(TextLayout.repeated("日", count: 2) == "日日")
    #expect(TextLayout.repeated(" ", count: 0) == "")
    #expect(TextLayout.repeated(" ", count: -1) == "")
    #expect(TextLayout.repeated("", count: 4) == "")
  }

  @Test("a word wider than the line breaks between characters")
  func longWord() {
    #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(
      TextLayout.wrap("see https://example.com/x", width: 10) == [
        "see", "https://ex", "ample.com/", "x",
      ])
  }

  @Test("text without spaces in a wide script wraps by columns, never splitting a character")
  func wideWrap() {
    #expect(TextLayout.wrap("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
    let lines = TextLayout.wrap("絵文字😀と👨‍👩‍👧を含む長い文です", width: 7)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 7 })
    #expect(lines.joined() == "絵文字😀と👨‍👩‍👧を含む長い文です")
  }

  @Test("closing punctuation never starts a line and an opening bracket never ends one")
  func lineBreakingRules() {
    // 30 columns hold everything but the full stop: the last character goes down with it.
    #expect(
      TextLayout.wrap("30秒後に「OK」を選んで閉じます。", width: 30) == [
        "30秒後に「OK」を選んで閉じま", "す。",
      ])
    #expect(TextLayout.wrap("保存しました、閉じます", width: 10) == ["保存しまし", "た、閉じま", "す"])
    #expect(TextLayout.wrap("あいう「えお」", width: 8) == ["あいう", "「えお」"])
    #expect(TextLayout.wrap("あきょう", width: 4) == ["あ", "きょ", "う"])
    // Two characters that cannot start a line go down with the one before them.
    #expect(TextLayout.wrap("あいうえ」。", width: 10) == ["あいう", "え」。"])
    // A line of one character keeps it: a break is always made.
    #expect(TextLayout.wrap("あ。", width: 2) == ["あ", "。"])
  }

  @Test(
    "a run of marks that cannot start a line never makes a line wider than the box",
    arguments: [2, 3, 10, 20, 39, 76, 78])
  func longRunOfMarks(width: Int) {
    let text = "ab" + String(repeating: "。", count: 60)
    let lines = TextLayout.wrap(text, width: width)
    #expect(lines.joined() == text)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
  }

  @Test("a character wider than the line gets a line of its own")
  func tooNarrow() {
    #expect(TextLayout.wrap("日本", width: 1) == ["日", "本"])
  }

  @Test("truncation counts columns, not characters")
  func truncation() {
    #expect(TextLayout.truncateTail("日本語", width: 5) == "日本…")
    #expect(TextLayout.truncateTail("日本語", width: 6) == "日本語")
    #expect(TextLayout.truncateTail("abcdef", width: 4, ellipsis: "...") == "a...")
    #expect(TextLayout.truncateHead("abcdef", width: 4) == "…def")
    #expect(TextLayout.truncateHead("日本語", width: 4) == "…語")
  }

  @Test("padding aligns by columns")
  func padding() {
    #expect(TextLayout.pad("日本", width: 6) == "日本  ")
    #expect(TextLayout.pad("ab", width: 5, alignment: .center) == " ab  ")
    #expect(TextLayout.pad("ab", width: 5, alignment: .trailing) == "   ab")
    #expect(TextLayout.pad("abcdef", width: 3) == "abcdef")
  }
}
