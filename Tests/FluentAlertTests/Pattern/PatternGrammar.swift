import FluentAlertTestSupport

/// Random patterns from the syntax `matches` supports, and random texts
/// over an alphabet that holds the cases where Unicode makes matching
/// subtle (combining marks, a title-case letter, non-ASCII digits, line
/// breaks that are one character).
///
/// Two characters are left out on purpose: the Kelvin sign and the long s,
/// whose case mappings are irregular. `Regex` matches them asymmetrically
/// (the pattern `K` does not match a Kelvin sign, but the pattern of a
/// Kelvin sign matches `K`); FluentAlert compares characters as `String`
/// does, by canonical equivalence, and folds case with `lowercased()` and
/// `uppercased()`.
enum PatternGrammar {
  /// Characters texts are made of.
  static let alphabet: [Character] = [
    "a", "b", "A", "B", "c", "z", "é", "e\u{301}", "É", "0", "5", "٣", "½", "_", " ", "\n",
    "\r\n", ".", "@", "-", "k", "K", "ǅ", "ǆ", "Ǆ", "👍🏽", "\u{0B}", "\u{A0}", "s", "S",
  ]

  /// A text of `length` characters from the alphabet, often a run of one
  /// character (where backtracking engines struggle).
  static func text(length: Int, _ rng: inout SeededGenerator) -> String {
    if Bool.random(using: &rng) {
      let repeated = alphabet.prefix(6).randomElement(using: &rng)!
      var text = String(repeating: repeated, count: max(length - 1, 0))
      if length > 0 { text.append(alphabet.randomElement(using: &rng)!) }
      return text
    }
    return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
  }

  /// A whole pattern (options, anchors, leading look-aheads, a body) and a
  /// text built along with it that often matches it.
  static func pattern(_ rng: inout SeededGenerator) -> (pattern: String, sample: String) {
    var pattern = ""
    if Int.random(in: 0..<4, using: &rng) == 0 {
      pattern += ["(?i)", "(?s)", "(?m)"].randomElement(using: &rng)!
    }
    if Bool.random(using: &rng) { pattern += "^" }
    if Int.random(in: 0..<4, using: &rng) == 0 {
      pattern += (Bool.random(using: &rng) ? "(?=" : "(?!") + choice(depth: 1, &rng).pattern
      pattern += (Bool.random(using: &rng) ? "$)" : ")")
    }
    let body = choice(depth: 2, &rng)
    pattern += body.pattern
    if Bool.random(using: &rng) { pattern += "$" }
    return (pattern, body.sample)
  }

  /// A text near `sample`: itself, one character changed, added or removed,
  /// or a random text of about its length.
  static func text(near sample: String, _ rng: inout SeededGenerator) -> String {
    // Short, so that the backtracking reference answers quickly.
    var characters = Array(sample.prefix(8))
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      break
    case 1 where !characters.isEmpty:
      characters[Int.random(in: 0..<characters.count, using: &rng)] =
        alphabet.randomElement(using: &rng)!
    case 2:
      characters.insert(
        alphabet.randomElement(using: &rng)!, at: Int.random(in: 0...characters.count, using: &rng))
    case 3 where !characters.isEmpty:
      characters.remove(at: Int.random(in: 0..<characters.count, using: &rng))
    default:
      return text(length: Int.random(in: 0...7, using: &rng), &rng)
    }
    return String(characters)
  }

  private typealias Part = (pattern: String, sample: String)

  private static func choice(depth: Int, _ rng: inout SeededGenerator) -> Part {
    let count = Int.random(in: 0..<5, using: &rng) == 0 ? 2 : 1
    let branches = (0..<count).map { _ in sequence(depth: depth, &rng) }
    return (
      branches.map(\.pattern).joined(separator: "|"), branches.randomElement(using: &rng)!.sample
    )
  }

  private static func sequence(depth: Int, _ rng: inout SeededGenerator) -> Part {
    let parts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      quantified(atom(depth: depth, &rng), &rng)
    }
    return (parts.map(\.pattern).joined(), parts.map(\.sample).joined())
  }

  /// Literals, each with the character it matches.
  private static let literals: [Part] = [
    ("a", "a"), ("b", "b"), ("A", "A"), ("é", "é"), ("\\.", "."), ("@", "@"), ("-", "-"),
    ("0", "0"), (" ", " "), ("_", "_"), ("k", "k"), ("s", "s"), ("ǅ", "ǅ"),
  ]
  private static let escapes: [Part] = [
    ("\\d", "٣"), ("\\w", "é"), ("\\s", " "), ("\\D", "a"), ("\\W", "@"), ("\\S", "k"),
    ("\\p{L}", "e\u{301}"), ("\\p{Lu}", "É"), ("\\P{L}", "5"), ("\\p{Nd}", "0"), ("\\p{N}", "½"),
  ]
  private static let classItems: [Part] = [
    ("a", "a"), ("a-c", "b"), ("A-Z", "K"), ("0-9", "5"), ("\\d", "٣"), ("_", "_"), ("é", "é"),
    ("@", "@"), ("\\s", "\n"), ("\\p{L}", "ǆ"), ("\\p{Lu}", "Ǆ"), ("k", "k"), ("à-é", "é"),
    ("\\w", "_"), ("\\.", "."), ("\\-", "-"), ("s", "s"),
  ]
  private static let quantifiers: [(String, ClosedRange<Int>)] = [
    ("*", 0...3), ("+", 1...3), ("?", 0...1), ("{2}", 2...2), ("{1,3}", 1...3), ("{0,2}", 0...2),
    ("{2,}", 2...4), ("*?", 0...2), ("+?", 1...2), ("??", 0...1), ("{,2}", 0...2), ("{0}", 0...0),
  ]

  private static func atom(depth: Int, _ rng: inout SeededGenerator) -> Part {
    switch Int.random(in: 0..<(depth > 0 ? 9 : 5), using: &rng) {
    case 0, 1:
      return literals.randomElement(using: &rng)!
    case 2:
      return (".", String(alphabet.randomElement(using: &rng)!))
    case 3:
      return escapes.randomElement(using: &rng)!
    case 4:
      let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        classItems.randomElement(using: &rng)!
      }
      let negated = Bool.random(using: &rng)
      return (
        "[" + (negated ? "^" : "") + items.map(\.pattern).joined() + "]",
        negated
          ? String(alphabet.randomElement(using: &rng)!) : items.randomElement(using: &rng)!.sample
      )
    case 5:
      let inner = choice(depth: depth - 1, &rng)
      return ("(" + inner.pattern + ")", inner.sample)
    case 6:
      let inner = choice(depth: depth - 1, &rng)
      return ("(?:" + inner.pattern + ")", inner.sample)
    case 7:
      let inner = choice(depth: depth - 1, &rng)
      return ("(?i:" + inner.pattern + ")", inner.sample.uppercased())
    default:
      let (first, second) = (sequence(depth: depth - 1, &rng), sequence(depth: depth - 1, &rng))
      return (
        "(" + first.pattern + "|" + second.pattern + ")",
        Bool.random(using: &rng) ? first.sample : second.sample
      )
    }
  }

  private static func quantified(_ part: Part, _ rng: inout SeededGenerator) -> Part {
    guard Int.random(in: 0..<3, using: &rng) == 0 else { return part }
    let (quantifier, counts) = quantifiers.randomElement(using: &rng)!
    let count = Int.random(in: counts, using: &rng)
    return (part.pattern + quantifier, String(repeating: part.sample, count: count))
  }
}
