import Testing

@testable import FluentAlertTerminal

@Suite("Key decoder")
struct KeyDecoderTests {
  private func decode(_ chunks: [UInt8]...) -> [TerminalKey] {
    var decoder = KeyDecoder()
    return chunks.flatMap { decoder.decode($0) } + decoder.flush()
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("arrow keys in normal and application cursor mode, with or without modifiers")
  func arrows() {
    #expect(decode(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
    #expect(decode(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")) == [.up, .down, .right, .left])
    #expect(decode(bytes("\u{1B}[1;5A\u{1B}[1;2D")) == [.up, .left])
  }

  @Test("home, end, delete and shift-tab in their common spellings")
  func editingKeys() {
    #expect(
      decode(bytes("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")) == [
        .home, .end, .home, .end, .home, .end, .home, .end,
      ])
    #expect(decode(bytes("\u{1B}[3~\u{1B}[Z")) == [.delete, .backTab])
  }

  @Test("a lone escape is the Escape key only once the terminal is quiet")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test("an escape sequence split across reads is one key")
  func splitSequence() {
    #expect(decode([0x1B], [UInt8(ascii: "[")], [UInt8(ascii: "B")]) == [.down])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "A"), UInt8(ascii: "j")]) == [.up, .character("j")])
  }

  @Test("escape followed by an ordinary key is Escape, then that key")
  func escapeThenKey() {
    #expect(decode(bytes("\u{1B}j")) == [.escape, .character("j")])
    #expect(decode(bytes("\u{1B}\u{1B}[A")) == [.escape, .up])
  }

  @Test("control keys: enter once for CR LF, tab, both backspaces, Ctrl-C, Ctrl-D, Ctrl-U, Ctrl-Z")
  func controls() {
    #expect(decode([0x0D, 0x0A, 0x0D, 0x0A]) == [.enter, .enter])
    #expect(decode([0x0A]) == [.enter])
    #expect(
      decode([0x09, 0x7F, 0x08, 0x03, 0x04]) == [
        .tab, .backspace, .backspace, .interrupt, .endOfTransmission,
      ])
    #expect(decode([0x1A]) == [.suspend])
    #expect(decode([0x15]) == [.clearLine])
    #expect(decode([0x1C]) == [.unknown([0x1C])])
  }

  @Test("UTF-8 characters are whole keys, even when split across reads")
  func utf8() {
    #expect(decode(bytes("é日😀")) == [.character("é"), .character("日"), .character("😀")])
    #expect(decode([0xE6], [0x97], [0xA5]) == [.character("日")])
    #expect(decode([0xF0, 0x9F], [0x98, 0x80]) == [.character("😀")])
  }

  @Test("malformed UTF-8 and unknown sequences are reported, not turned into text")
  func malformed() {
    #expect(decode([0xFF, UInt8(ascii: "a")]) == [.unknown([0xFF]), .character("a")])
    #expect(decode([0xC3, UInt8(ascii: "a")]) == [.unknown([0xC3]), .character("a")])
    #expect(decode([0xE6, 0x97]) == [.unknown([0xE6, 0x97])])
    #expect(decode(bytes("\u{1B}[15~x")) == [.unknown(bytes("\u{1B}[15~")), .character("x")])
    #expect(decode(bytes("\u{1B}[?1u")) == [.unknown(bytes("\u{1B}[?1u"))])
  }

  @Test("an endless escape sequence is dropped at once, not buffered, and later keys arrive")
  func endlessSequence() {
    var decoder = KeyDecoder()
    let garbage = bytes("\u{1B}[") + Array(repeating: UInt8(ascii: "1"), count: 10_000)
    let dropped = decoder.decode(garbage)
    #expect(dropped.count == 1)
    #expect(dropped.allSatisfy { if case .unknown = $0 { true } else { false } })
    #expect(decoder.decode(bytes("\u{1B}[Aq")) == [.up, .character("q")])
    #expect(decoder.flush().isEmpty)
  }

  @Test("digits and letters are characters")
  func printable() {
    #expect(
      decode(bytes("1jk ")) == [
        .character("1"), .character("j"), .character("k"), .character(" "),
      ])
  }
}
