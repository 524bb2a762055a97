import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Testing

@testable import FluentAlertTerminal

/// Pastes, bracketed or not: decoded as text, taken into a field as one
/// edit with the same result as typing, drawn with work the box's width.
@Suite("Pastes")
struct PasteTests {
  enum Choice: Hashable, Sendable { case save, cancel }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func decode(_ chunks: [[UInt8]]) -> [TerminalKey] {
    var decoder = KeyDecoder()
    var keys = chunks.flatMap { decoder.decode($0) } + decoder.flush()
    // A paste split across reads arrives in pieces: join them, as the
    // input thread does.
    var joined: [TerminalKey] = []
    for key in keys {
      if case .paste(let more) = key, case .paste(let text) = joined.last {
        joined[joined.count - 1] = .paste(text + more)
      } else {
        joined.append(key)
      }
    }
    keys = joined
    return keys
  }

  private static let field = ScreenContent(
    Dialog<Choice>(
      style: .alert, title: "Rename",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [DialogTextField("Name")]))

  @Test("a bracketed paste is text between keys, whatever it holds")
  func bracketed() {
    let keys = decode([bytes("a\u{1B}[200~1\r\n\u{1B}[A é\u{1B}[201~\u{1B}[B")])
    #expect(keys == [.character("a"), .paste("1\r\n\u{1B}[A é"), .down])
  }

  @Test("a bracketed paste split at every byte decodes the same")
  func splitAnywhere() {
    let whole = bytes("x\u{1B}[200~añ€😀\u{1B}b\u{1B}[201~\r")
    let expected: [TerminalKey] = [.character("x"), .paste("añ€😀\u{1B}b"), .enter]
    #expect(decode([whole]) == expected)
    for cut in 1..<whole.count {
      let keys = decode([Array(whole[..<cut]), Array(whole[cut...])])
      #expect(keys == expected, "cut at \(cut)")
    }
    // One byte per read, the worst a terminal can do.
    #expect(decode(whole.map { [$0] }) == expected)
  }

  @Test("the decoder holds no more than a read of a long paste")
  func boundedMemory() {
    var decoder = KeyDecoder()
    var received = 0
    _ = decoder.decode(bytes("\u{1B}[200~"))
    let block = [UInt8](repeating: UInt8(ascii: "z"), count: 4096)
    for _ in 0..<100 {
      for key in decoder.decode(block) {
        guard case .paste(let text) = key else { continue }
        received += text.utf8.count
      }
      #expect(!decoder.hasPending)
    }
    #expect(received == 409_600)
    #expect(decoder.decode(bytes("\u{1B}[201~1")) == [.character("1")])
  }

  @Test("pasted text enters the field as one line; on an action it chooses nothing")
  func pasteIntoField() {
    var state = DialogScreenState(dialog: Self.field)
    #expect(state.handle(.paste("two\r\nlines\tand\u{7}\nmore")) == .edited(0))
    #expect(state.texts[0] == "two lines and more")
    #expect(state.cursors[0] == state.texts[0].count)
    _ = state.handle(.tab)
    #expect(state.focus == .action(0))
    #expect(state.handle(.paste("1\r")) == .none)
  }

  @Test("a run of typed characters is one edit: as typed one by one, else as pasted")
  func runEqualsTyping() {
    var generator = SeededGenerator(seed: 22)
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "\u{301}", "\u{1F1FA}", "\u{1F1F8}", "\u{200D}", "\u{1F469}", "\u{7}",
      "中", "\u{1B}",
    ]
    let moves: [TerminalKey] = [.left, .right, .home, .end, .backspace, .delete]
    var compared = 0
    for _ in 0..<300 {
      var byRun = DialogScreenState(dialog: Self.field)
      var byKey = DialogScreenState(dialog: Self.field)
      for _ in 0..<8 {
        let run = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        }
        let text = byRun.texts[0]
        let split = text.index(text.startIndex, offsetBy: byRun.cursors[0])
        let (before, after) = (String(text[..<split]), String(text[split...]))
        let typed = String(
          String.UnicodeScalarView(run.filter { !TextEscaping.mustEscape($0) }))
        let (outcome, used) = byRun.handle(run.map(TerminalKey.character)[...])
        #expect(used == run.count)
        #expect(outcome == (typed.isEmpty ? .none : .edited(0)))
        #expect(byRun.texts[0] == before + typed + after)
        #expect(byRun.lengths == [byRun.texts[0].count])
        #expect(byRun.cursors[0] <= byRun.lengths[0])
        // Typed one by one, a character that joins the text after the cursor
        // (a combining mark there, a flag's other half) carries the cursor
        // past it: the rest lands beyond. Elsewhere both agree exactly.
        let joins = typed.unicodeScalars.indices.contains { end in
          // No character boundary where the typed part ends.
          let part = before + String(typed.unicodeScalars[...end])
          let whole = part + after
          guard
            let index = whole.index(
              whole.startIndex, offsetBy: part.count, limitedBy: whole.endIndex)
          else { return true }
          return whole.utf8.distance(from: whole.startIndex, to: index) != part.utf8.count
        }
        for scalar in run { _ = byKey.handle(.character(scalar)) }
        if joins {
          byKey = byRun  // go on from the same state
        } else {
          compared += 1
          #expect(byRun.texts == byKey.texts)
          #expect(byRun.cursors == byKey.cursors)
        }
        let move = moves.randomElement(using: &generator)!
        #expect(byRun.handle(move) == byKey.handle(move))
        #expect(byRun.texts == byKey.texts)
        #expect(byRun.cursors == byKey.cursors)
        #expect(byRun.lengths == [byRun.texts[0].count])
      }
    }
    #expect(compared > 1_500)  // the exact comparison is the common case
  }

  @Test("a long text is drawn from the cursor's surroundings, cursor in the box")
  func longTextWindow() {
    var state = DialogScreenState(dialog: Self.field)
    let text = String(repeating: "0123456789", count: 10_000) + "end"
    _ = state.handle(.paste(text))
    let renderer = DialogRenderer(
      width: 80, height: 24,
      capabilities: TerminalCapabilities(colorLevel: .none, unicode: true, canAddressCursor: true))
    var frame = renderer.render(state)
    #expect(frame.lines.contains { $0.contains { $0.text.contains("789end") } })
    #expect(frame.cursor != nil)
    for _ in 0..<50_000 { _ = state.handle(.left) }
    frame = renderer.render(state)
    let shown = frame.lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
    #expect(!shown.contains("end"))
    #expect(shown.contains("0123456789"))
    #expect(frame.cursor != nil)
  }
}
