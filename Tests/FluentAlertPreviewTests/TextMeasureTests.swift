import FluentAlertText
import Testing

@testable import FluentAlertPreview

/// How the previews measure and wrap text, the same on every machine.
@Suite("text measuring and wrapping")
struct TextMeasureTests {
  let metrics = FontMetrics.inter

  @Test("widths come from the font's table: narrow and wide letters, semibold wider")
  func table() {
    let i = metrics.width(of: "i", size: 17, weight: .regular)
    let w = metrics.width(of: "W", size: 17, weight: .regular)
    #expect(i > 0 && w > 2 * i)
    #expect(
      metrics.width(of: "Delete", size: 17, weight: .semibold)
        > metrics.width(of: "Delete", size: 17, weight: .regular))
    #expect(
      metrics.width(of: "ab", size: 17, weight: .regular)
        == metrics.width(of: "a", size: 17, weight: .regular)
        + metrics.width(of: "b", size: 17, weight: .regular))
  }

  @Test("wide characters take one em, emoji a quarter more, combining marks nothing")
  func byKind() {
    #expect(metrics.width(of: "写", size: 20, weight: .regular) == 20)
    #expect(metrics.width(of: "🎉", size: 20, weight: .regular) == 25)
    #expect(metrics.width(of: "👩‍👩‍👧", size: 20, weight: .regular) == 25)
    #expect(
      metrics.width(of: "e\u{301}", size: 20, weight: .regular)
        == metrics.width(of: "e", size: 20, weight: .regular))
    #expect(metrics.width(of: "א", size: 20, weight: .regular) == 12)
  }

  @Test("lines break at spaces, inside a word only when it alone is too wide")
  func wrapping() {
    let wrapping = LineWrapping(metrics: metrics, size: 13, weight: .regular)
    let width = metrics.width(of: "alpha beta", size: 13, weight: .regular)
    #expect(wrapping.lines(of: "alpha beta gamma", width: width) == ["alpha beta", "gamma"])
    #expect(wrapping.lines(of: "alpha\n\nbeta", width: 500) == ["alpha", "", "beta"])
    let long = String(repeating: "x", count: 80)
    let lines = wrapping.lines(of: long, width: 100)
    #expect(lines.joined() == long)
    #expect(lines.allSatisfy { metrics.width(of: $0, size: 13, weight: .regular) <= 100 })
    #expect(wrapping.lines(of: "", width: 100) == [""])
  }

  @Test("a one-line title too wide ends in an ellipsis and fits")
  func truncation() {
    let wrapping = LineWrapping(metrics: metrics, size: 17, weight: .regular)
    let cut = wrapping.truncated("Erase All Content and Settings", width: 120)
    #expect(cut.hasSuffix("…"))
    #expect(metrics.width(of: cut, size: 17, weight: .regular) <= 120)
    #expect(wrapping.truncated("OK", width: 120) == "OK")
  }

  @Test("a word broken between letters never leaves its closing punctuation alone on a line")
  func punctuationStaysWithItsWord() {
    let wrapping = LineWrapping(metrics: metrics, size: 17, weight: .regular)
    let word = metrics.width(of: "verwerfen", size: 17, weight: .regular) + 1
    #expect(wrapping.lines(of: "verwerfen?", width: word) == ["verwerfe", "n?"])
    #expect(wrapping.lines(of: "Ende.)", width: word) == ["Ende.)"])
    let narrow = metrics.width(of: "abc", size: 17, weight: .regular) + 1
    #expect(wrapping.lines(of: "abc!?", width: narrow) == ["ab", "c!?"])
    // One letter and its punctuation wider than the line: a break is still made.
    let letter = metrics.width(of: "a", size: 17, weight: .regular) + 1
    #expect(wrapping.lines(of: "a?", width: letter) == ["a", "?"])
  }

  @Test(
    "a picture breaks Japanese as the terminal does: no opening bracket ends a line, no small kana starts one",
    arguments: [40.0, 60, 75, 90, 120, 150])
  func japaneseBreaks(width: Double) {
    let wrapping = LineWrapping(metrics: metrics, size: 17, weight: .regular)
    let text = "ファイル「ァィゥ」を削除しますか？ダウンロード「ッャュョ」。"
    let lines = wrapping.lines(of: text, width: width)
    #expect(lines.joined() == text)
    for (line, next) in zip(lines, lines.dropFirst()) where line.count > 1 {
      #expect(LineBreaking.mayBreak(between: line.last!, and: next.first!), "\(lines)")
    }
  }

  @Test("a letter with a combining accent stays whole, and \\r\\n breaks a line once")
  func graphemes() {
    let wrapping = LineWrapping(metrics: metrics, size: 13, weight: .regular)
    let accented = "cafe\u{301}"
    let narrow = metrics.width(of: "caf", size: 13, weight: .regular) + 1
    let lines = wrapping.lines(of: accented, width: narrow)
    #expect(lines == ["caf", "e\u{301}"])
    #expect(wrapping.lines(of: "one\r\ntwo", width: 500) == ["one", "two"])
    #expect(wrapping.lines(of: "tab\u{0}x", width: 500) == ["tab\u{0}x"])
  }

  @Test("a line that fits as it is: kept at exactly its width, cut a hair narrower, trimmed")
  func fitting() {
    let wrapping = LineWrapping(metrics: metrics, size: 13, weight: .regular)
    let title = "Choose an action"
    let width = metrics.width(of: title, size: 13, weight: .regular)
    #expect(wrapping.lines(of: title, width: width) == [title])
    #expect(wrapping.lines(of: title, width: width - 0.01) == ["Choose an", "action"])
    #expect(wrapping.lines(of: "  \(title) ", width: 500) == [title])
    #expect(wrapping.lines(of: "\(title)\u{2028}", width: 500) == [title + "\u{2028}"])
  }

  @Test("a picture's bytes: a copy of a document keeps its own, however much either grows")
  func documentCopies() {
    var first = SVGDocument()
    first.text("one", x: 1, y: 2, size: 13, weight: .regular, color: .black)
    var second = first
    let long = String(repeating: "long title ", count: 500)
    second.text(long, x: 1, y: 2, size: 13, weight: .regular, color: .black)
    first.rect(x: 0, y: 0, width: 3, height: 4, fill: .white)
    let (one, two) = (
      first.rendered(width: 10, height: 10, label: "first"),
      second.rendered(width: 10, height: 10, label: "second")
    )
    #expect(one.contains(">one</text>") && one.contains("<rect") && !one.contains("long"))
    #expect(two.contains(">one</text>") && two.contains(long) && !two.contains("<rect"))
  }
}
