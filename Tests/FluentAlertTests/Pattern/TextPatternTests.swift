import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Testing

@Suite("Text patterns")
struct TextPatternTests {
  @Test("random supported patterns answer as Swift Regex does on short texts")
  func agreesWithRegex() throws {
    var rng = SeededGenerator(seed: 21)
    var disagreements: [String] = []
    var refused: [String] = []
    var matched = 0
    for _ in 0..<1_500 {
      let (source, sample) = PatternGrammar.pattern(&rng)
      let regex = try Regex(source)
      let pattern: TextPattern
      do {
        pattern = try TextPattern(source)
      } catch {
        refused.append("\(source.debugDescription): \(error.reason)")
        continue
      }
      for _ in 0..<12 {
        let text = PatternGrammar.text(near: sample, &rng)
        let expected = (try regex.wholeMatch(in: text)) != nil
        if expected { matched += 1 }
        if pattern.matches(text) != expected {
          disagreements.append(
            "\(source.debugDescription) on \(text.debugDescription): Regex \(expected)")
        }
      }
    }
    // Both answers are common, so agreement is not agreement on "no".
    #expect(matched > 1_500 && matched < 16_500, "\(matched) of 18000 texts matched")
    #expect(refused.isEmpty, "\(refused.count) refused, first: \(refused.prefix(5))")
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagreements, first: \(disagreements.prefix(10).joined(separator: "\n"))"
    )
  }

  @Test(
    "the work on backtracking's worst patterns grows linearly with the text",
    arguments: adversarialPatterns)
  func adversarialWorkIsLinear(source: String) throws {
    let pattern = try TextPattern(source)
    let text = { String(repeating: "a", count: $0) }
    var steps: [Int: Int] = [:]
    for length in [10, 100, 1_000, 10_000] {
      let (matched, work) = pattern.work(toMatch: text(length))
      #expect(!matched)  // no family matches a run of a's of these lengths
      #expect(work <= 2 * pattern.size * (length + 1), "\(length): \(work) steps")
      steps[length] = work
    }
    // Ten times the text, at most about ten times the work: no hidden
    // quadratic term. (`(a?){16}a{16}` gives up after 32 characters.)
    let ratio = Double(steps[10_000]!) / Double(steps[1_000]!)
    #expect(ratio < 10.5, "\(steps)")
    // The same family at 16 characters, where Swift's engine already takes seconds.
    #expect(pattern.work(toMatch: text(16)).steps < 2 * pattern.size * 17)
  }

  @Test("random patterns on texts of up to 10,000 characters stay within 2 × size per character")
  func randomWorkIsBounded() throws {
    var rng = SeededGenerator(seed: 2_021)
    for _ in 0..<60 {
      let pattern = try TextPattern(PatternGrammar.pattern(&rng).pattern)
      let length = [0, 1, 500, 10_000].randomElement(using: &rng)!
      let text = PatternGrammar.text(length: length, &rng)
      let work = pattern.work(toMatch: text).steps
      #expect(work <= 2 * pattern.size * (length + 1))
    }
  }

  @Test(
    "what is not a regular expression, or needs backtracking, is refused with the reason",
    arguments: [
      ("(ab", PatternRefusal.Kind.invalid, "the group opened at character 1 is not closed"),
      ("ab)", .invalid, "closes no group"),
      ("*a", .invalid, "has nothing to repeat"),
      ("a**", .invalid, "repeats a repetition"),
      ("[z-a]", .invalid, "out of order"),
      ("a{3,2}", .invalid, "bounds out of order"),
      ("[]", .invalid, "is empty"),
      ("\\", .invalid, "lone"),
      ("^*", .invalid, "repeats an anchor"),
      ("(a)\\1", .unsupported, "back-reference"),
      ("(?<name>a)\\k<name>", .unsupported, "back-reference"),
      ("(?<=a)b", .unsupported, "look-behind"),
      ("(?>a+)b", .unsupported, "atomic group"),
      ("a++b", .unsupported, "possessive"),
      ("a(?=b)b", .unsupported, "look-ahead after the start"),
      ("(?=(?=a))a", .unsupported, "look-ahead after the start"),
      ("\\bword\\b", .unsupported, "anchor"),
      ("(?x) a b", .unsupported, "option"),
      ("[[:alpha:]]", .unsupported, "POSIX"),
      ("[a-z&&[^aeiou]]", .unsupported, "class operation"),
      ("\\p{Script=Greek}", .unsupported, "general categories"),
      ("a{1001}", .tooLarge, "more than 1000 times"),
      ("(a{100}){100}", .tooLarge, "more than 1000 states (10000)"),
      (
        String(repeating: "(", count: 100) + String(repeating: ")", count: 100), .unsupported,
        "nests groups more than 64 deep"
      ),
    ])
  func refusals(source: String, kind: PatternRefusal.Kind, says: String) {
    #expect(throws: PatternRefusal.self) { try TextPattern(source) }
    do {
      _ = try TextPattern(source)
    } catch {
      #expect(error.kind == kind, "\(error.reason)")
      #expect(error.reason.contains(says), "\(error.reason)")
    }
  }

  @Test("a refused pattern is never met, and a rule with it is never satisfied")
  func refusedNeverMet() {
    #expect(!TextRule.matches("(a)\\1").isSatisfied(by: "aa"))
    #expect(!TextRule.matches("(").isSatisfied(by: "("))
    #expect(TextRule.matches("(a+)+b").isSatisfied(by: String(repeating: "a", count: 50) + "b"))
    #expect(!TextRule.matches("(a+)+b").isSatisfied(by: String(repeating: "a", count: 50)))
  }

  @Test(
    "the form rules people write keep working",
    arguments: [
      ("[^@\\s]+@[^@\\s]+\\.[^@\\s]+", "ana@example.com", true),
      ("[^@\\s]+@[^@\\s]+\\.[^@\\s]+", "ana@example", false),
      ("\\d+", "٣4", true), ("[0-9]+", "٣4", false), ("[0-9]{6}", "123456", true),
      ("[0-9]{6}", "12345", false), (".{8,64}", "long enough", true), (".{8,64}", "short", false),
      ("(?i)^(?!(?:admin|root)$).*", "Admin", false),
      ("(?i)^(?!(?:admin|root)$).*", "admins", true),
      ("^(?=.*\\d)(?=.*[a-z]).{8,}$", "password1", true),
      ("^(?=.*\\d)(?=.*[a-z]).{8,}$", "password", false),
      ("(?<year>\\d{4})-(?:0[1-9]|1[0-2])", "2026-12", true),
      ("\\p{Lu}\\p{Ll}+", "Élodie", true), ("\\u{1F600}|\\x41", "A", true),
      ("(?i)café", "CAFE\u{301}", true),
    ])
  func formRules(source: String, text: String, matches: Bool) throws {
    let expected = try Regex(source).wholeMatch(in: text) != nil
    #expect(expected == matches, "the table itself is wrong")
    #expect(try TextPattern(source).matches(text) == matches)
  }

  @Test("arbitrary strings of pattern syntax never trap: each is refused or matches within bound")
  func arbitraryStringsNeverTrap() throws {
    let pieces: [String] = [
      "(", ")", "[", "]", "{", "}", "\\", "^", "$", ".", "|", "?", "*", "+", ",", "-", ":", "=",
      "!", "<", ">", "'", "#", "a", "b", "1", "0", "9", "d", "p", "P", "u", "x", "k", "i", "s", "m",
      "L", "é", "e\u{301}", "&&", "--", "(?", "(?<", "\\p{", "\\u{", "{1,", "{,",
    ]
    var rng = SeededGenerator(seed: 0x21)
    var accepted = 0
    for _ in 0..<20_000 {
      let source = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        pieces.randomElement(using: &rng)!
      }.joined()
      guard let pattern = try? TextPattern(source) else { continue }
      accepted += 1
      let text = PatternGrammar.text(length: Int.random(in: 0...40, using: &rng), &rng)
      #expect(pattern.work(toMatch: text).steps <= 2 * pattern.size * (text.count + 1))
      // Where Swift's parser accepts it too, the answers agree.
      guard let regex = try? Regex(source) else { continue }
      let short = String(text.prefix(6))
      #expect(
        pattern.matches(short) == ((try regex.wholeMatch(in: short)) != nil),
        "\(source.debugDescription) on \(short.debugDescription)")
    }
    #expect(accepted > 2_000)
  }
}
