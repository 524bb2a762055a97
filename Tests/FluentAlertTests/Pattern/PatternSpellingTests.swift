import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Testing

/// A character matches the same texts however the pattern spells it
/// (literally, as `\u{…}` or `\x{…}` escapes, or mixed), and nesting
/// repetitions costs states linearly.
@Suite("Pattern spellings and nesting")
struct PatternSpellingTests {
  @Test(
    "escaped scalars join into one character as Regex joins them",
    arguments: [
      ("e\\u{301}|x", "\u{E9}", true), ("e\\u{301}|x", "e\u{301}", true),
      ("e\\u{301}", "e", false), ("\\x{65}\\x{301}", "\u{E9}", true),
      ("\\x65\\u0301", "\u{E9}", true), ("(?i)E\\u{301}", "\u{E9}", true),
      ("[e\\u{301}]", "\u{E9}", true), ("[e\\u{301}]", "e", false),
      ("[^e\\u{301}]", "e", true), ("[^e\\u{301}]", "\u{E9}", false),
      ("\\u{1F1EF}\\u{1F1F5}", "🇯🇵", true), ("\\u{1F1EF}", "🇯🇵", false),
      ("\\u{1112}\\u{1161}\\u{11AB}", "\u{D55C}", true), ("a\\u{301}b", "\u{E1}b", true),
      ("e\\u{301}.", "\u{E9}x", true), ("\\r\\n", "\r\n", true), ("\\r\\n", "\n", false),
      // A group or a repetition keeps its literal apart, as in Regex.
      ("(e)\\u{301}", "\u{E9}", false), ("e(?:\\u{301})", "\u{E9}", false),
      ("e\\u{301}+", "\u{E9}", false), ("e\\u{301}?", "e", true), ("ab\\u{301}*", "ab", true),
    ])
  func escapesJoin(source: String, text: String, matches: Bool) throws {
    let expected = try Regex(source).wholeMatch(in: text) != nil
    #expect(expected == matches, "the table itself is wrong")
    #expect(try TextPattern(source).matches(text) == matches)
    #expect(TextRule.matches(source).isSatisfied(by: text) == matches)
  }

  /// Random characters where grapheme clusters are subtle: letters with
  /// combining marks (precomposed or not), emoji with modifiers and joiners,
  /// flags, CJK ideographs, Hangul syllables and their jamo, kana with a
  /// voicing mark.
  static func character(_ rng: inout SeededGenerator) -> [Unicode.Scalar] {
    func scalar(_ range: ClosedRange<UInt32>) -> Unicode.Scalar {
      Unicode.Scalar(UInt32.random(in: range, using: &rng))!
    }
    switch Int.random(in: 0..<9, using: &rng) {
    case 0:
      let marks = (0..<Int.random(in: 1...3, using: &rng)).map { _ in scalar(0x300...0x36F) }
      return ["aeiouncAEIOU".unicodeScalars.randomElement(using: &rng)!] + marks
    case 1:
      return ["\u{E9}", "\u{F1}", "\u{E5}", "\u{22B}", "\u{1EC7}"].randomElement(using: &rng)!
        .unicodeScalars.map { $0 }
    case 2:
      return [scalar(0x1F466...0x1F469), scalar(0x1F3FB...0x1F3FF)]
    case 3:
      return ["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", scalar(0x1F466...0x1F467)]
    case 4:
      return [scalar(0x1F1E6...0x1F1FF), scalar(0x1F1E6...0x1F1FF)]
    case 5:
      return [scalar(0x4E00...0x9FFF)]
    case 6:
      return Bool.random(using: &rng)
        ? [scalar(0xAC00...0xD7A3)] : [scalar(0x1100...0x1112), scalar(0x1161...0x1175)]
    case 7:
      return [scalar(0x304B...0x3062), "\u{3099}"]
    default:
      return ["\u{2764}", "\u{FE0F}"]
    }
  }

  /// The scalars spelled for a pattern: each literally or as an escape.
  static func spelled(
    _ scalars: [Unicode.Scalar], escaping: (Int) -> Bool, _ rng: inout SeededGenerator
  ) -> String {
    var source = ""
    for (offset, scalar) in scalars.enumerated() {
      guard escaping(offset) else {
        source.unicodeScalars.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: Bool.random(using: &rng))
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: source += "\\u{\(hex)}"
      case 1: source += "\\x{\(hex)}"
      default:
        source += scalar.value <= 0xFFFF && hex.count == 4 ? "\\u\(hex)" : "\\u{\(hex)}"
      }
    }
    return source
  }

  @Test("escaped, literal and mixed spellings of random characters match as Regex does")
  func spellingsAgreeWithRegex() throws {
    var rng = SeededGenerator(seed: 301)
    var disagreements: [String] = []
    var matched = 0
    for _ in 0..<400 {
      let characters = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.character(&rng) }
      let scalars = characters.flatMap { $0 }
      let literal = String(String.UnicodeScalarView(scalars))
      // Mixed: each character's first scalars literal, the rest escaped. (A
      // literal combining mark right after an escape would join the escape's
      // closing brace, which Regex and FluentAlert both refuse.)
      var mixed = Set<Int>()
      var offset = 0
      for character in characters {
        let literalCount = Int.random(in: 0...character.count, using: &rng)
        mixed.formUnion((offset + literalCount)..<(offset + character.count))
        offset += character.count
      }
      let spellings = [
        Self.spelled(scalars, escaping: { _ in false }, &rng),
        Self.spelled(scalars, escaping: { _ in true }, &rng),
        Self.spelled(scalars, escaping: mixed.contains, &rng),
      ]
      // A class holds one character: its spellings only where there is one.
      var shapes: [(String) -> String] = [{ $0 }, { "\($0)|x" }, { "(?:\($0))+" }]
      if literal.count == 1 { shapes.append { "[\($0)]" } }
      var texts = [literal, literal + literal, "x", String(literal.dropLast())]
      texts.append(String(String.UnicodeScalarView(scalars.dropLast())))
      texts.append(String(String.UnicodeScalarView(scalars.dropFirst())))
      for shape in shapes {
        let sources = spellings.map(shape)
        let patterns = try sources.map(TextPattern.init)
        let regexes = try sources.map { try Regex($0) }
        for text in texts {
          let expected = try regexes[0].wholeMatch(in: text) != nil
          if expected { matched += 1 }
          for (index, source) in sources.enumerated() {
            let regex = try regexes[index].wholeMatch(in: text) != nil
            if patterns[index].matches(text) != expected || regex != expected {
              disagreements.append(
                "\(source.debugDescription) on \(text.debugDescription): Regex \(regex), "
                  + "literal spelling \(expected)")
            }
          }
        }
      }
    }
    #expect(matched > 500, "\(matched) texts matched")
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagreements, first: \(disagreements.prefix(8).joined(separator: "\n"))"
    )
  }

  /// `(?:…(?:(?:ab|c)+)+…)+`, `depth` groups deep.
  static func nestedPlus(depth: Int) -> String {
    String(repeating: "(?:", count: depth) + "ab|c" + String(repeating: ")+", count: depth)
  }

  @Test("nested + costs a few states per level, and still matches as Regex does")
  func nestedPlusIsLinear() throws {
    let sizes = try (1...20).map { try TextPattern(Self.nestedPlus(depth: $0)).size }
    let steps = zip(sizes, sizes.dropFirst()).map { $1 - $0 }
    // Every level adds the same few states (a split), however deep.
    #expect(Set(steps).count == 1, "\(sizes)")
    #expect(steps.allSatisfy { $0 <= 2 }, "\(sizes)")
    #expect(sizes[19] == sizes[0] + 19, "depth 20: \(sizes[19]) states")
    let deepest = try TextPattern(Self.nestedPlus(depth: 60))
    let regex = try Regex(Self.nestedPlus(depth: 8))
    let eight = try TextPattern(Self.nestedPlus(depth: 8))
    for text in ["ab", "c", "abcab", "ccc", "", "a", "abb", "cabx"] {
      let expected = try regex.wholeMatch(in: text) != nil
      #expect(eight.matches(text) == expected, "\(text)")
      #expect(deepest.matches(text) == expected, "\(text)")
    }
  }

  @Test(
    "a pattern too large is refused naming what is large and a remedy that applies",
    arguments: [
      ("(a{100}){100}", "the repetition {100} writes its body out 100 times (10000 states)"),
      ("[a-z]{2,900}x{200}", "the repetition {2,900}"),
      ("[a-z]{2,900}", "check the length with a length rule (2...900) and repeat"),
      // A body of fixed length gives the bounds in characters; a varying one none.
      ("(?:ab){600,}", "check the length with a length rule (1200...)"),
      ("(?:ab){0,600}", "a length rule (0...1200)"),
      ("(?:a|bc){0,600}", "a length rule and repeat the body"),
      (String(repeating: "a", count: 1_200), "one for each character, class and branch it checks"),
    ])
  func tooLargeSaysWhy(source: String, says: String) {
    do {
      _ = try TextPattern(source)
      Issue.record("\(source) was accepted")
    } catch {
      #expect(error.kind == .tooLarge)
      #expect(error.reason.contains(says), "\(error.reason)")
      #expect(!error.reason.contains("length rule") || source.contains("{"), "\(error.reason)")
    }
  }
}
