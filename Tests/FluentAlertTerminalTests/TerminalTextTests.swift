import FluentAlert
import FluentAlertText
import Testing

@testable import FluentAlertTerminal

@Suite("Terminal text")
struct TerminalTextTests {
  @Test("escape sequences and control characters come out visible, never raw")
  func hostile() {
    let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}\r\u{9B}31m\u{202E}evil\u{0}"
    let safe = TerminalText.line(hostile)
    #expect(safe == "\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\\r\\u{9B}31m\\u{202E}evil\\0")
    #expect(!safe.unicodeScalars.contains { TextEscaping.mustEscape($0) })
  }

  @Test("titles and messages break at their line breaks, whichever convention")
  func paragraphs() {
    #expect(TerminalText.paragraphs("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
    #expect(TerminalText.paragraphs("a\n\nb") == ["a", "", "b"])
    #expect(TerminalText.paragraphs("tab\there\u{1B}") == ["tab\\there\\u{1B}"])
  }
}
