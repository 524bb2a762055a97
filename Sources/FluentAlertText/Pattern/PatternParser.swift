/// Reads a `matches` pattern into a ``PatternNode``, refusing what is not a
/// regular expression and what linear-time matching does not support.
///
/// The syntax is the subset of Swift `Regex` syntax that form rules use:
/// literals and escapes, `.`, classes, anchors, groups, alternation,
/// quantifiers (greedy or lazy), the `i`, `s` and `m` flags, and look-ahead
/// at the start of the pattern.
struct PatternParser {
  /// How deep groups may nest (a deeper pattern is refused, so parsing and
  /// compiling never exhaust the stack).
  static let maximumDepth = 64
  /// The largest repetition count.
  static let maximumCount = 1_000

  /// The options a flag group sets.
  private struct Flags {
    var caseInsensitive = false
    var dotMatchesNewlines = false
    var multiline = false
  }

  private let characters: [Character]
  private var index = 0
  private var flags = Flags()
  private var depth = 0

  private init(_ source: String) {
    characters = Array(source)
  }

  /// Parses `source`.
  ///
  /// - Parameter source: The pattern.
  /// - Returns: The pattern's tree.
  /// - Throws: ``PatternRefusal`` saying why the pattern cannot be used.
  static func parse(_ source: String) throws(PatternRefusal) -> PatternNode {
    var parser = PatternParser(source)
    let node = try parser.parseChoice()
    if parser.index < parser.characters.count {
      // Only an unmatched `)` stops a top-level choice early.
      throw parser.invalid("it has a \")\" that closes no group")
    }
    return node
  }

  // MARK: Structure

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func parseChoice() throws(PatternRefusal) -> PatternNode {
    let outer = flags
    defer { flags = outer }
    var branches = [try parseSequence()]
    while peek == "|" {
      index += 1
      branches.append(try parseSequence())
    }
    return branches.count == 1 ? branches[0] : .choice(branches)
  }

  private mutating func parseSequence() throws(PatternRefusal) -> PatternNode {
    var items: [PatternNode] = []
    // Whether the last item is a literal written outside a group and not
    // repeated, which the next such literal may join.
    var lastJoins = false
    while let next = peek, next != "|", next != ")" {
      let start = index
      guard let atom = try parseAtom() else {
        lastJoins = false
        continue
      }
      let joins = next != "("
      guard let (minimum, maximum) = try parseQuantifier() else {
        if joins, lastJoins, let last = items.last, let joined = joined(last, atom) {
          items[items.count - 1] = joined
        } else {
          items.append(atom)
        }
        lastJoins = joins
        continue
      }
      lastJoins = false
      switch atom {
      case .anchor, .lookahead:
        throw invalid(
          "\(quoted(start..<index)) repeats an anchor or a look-ahead, which match no character")
      default:
        items.append(.repetition(atom, minimum: minimum, maximum: maximum))
      }
    }
    switch items.count {
    case 0: return .empty
    case 1: return items[0]
    default: return .sequence(items)
    }
  }

  /// Two literals in a row that form one character, as one literal.
  ///
  /// `e` and `\u{301}` are `é`; two regional indicators are a flag. A pattern's
  /// characters are its literal and escaped characters grouped into
  /// grapheme clusters, as `Regex` groups them, so an escaped and a literal
  /// spelling match the same texts. A repeated literal stays apart (the
  /// repetition applies to it alone), and so do literals under different
  /// case options.
  ///
  /// - Parameters:
  ///   - first: The sequence's item so far.
  ///   - second: The literal that follows it, not repeated.
  /// - Returns: The one literal, or `nil` when the two stay two characters.
  private func joined(_ first: PatternNode, _ second: PatternNode) -> PatternNode? {
    guard case .character(.literal(let head, let headFolded)) = first,
      case .character(.literal(let tail, let tailFolded)) = second,
      (headFolded == nil) == (tailFolded == nil),
      let character = Self.joined(head, tail)
    else { return nil }
    // The second literal was read under the current options, which fold
    // case exactly when the first one's did.
    return literal(character)
  }

  /// The one character two characters in a row form, or `nil` when they
  /// are two (a grapheme cluster boundary lies between them).
  private static func joined(_ head: Character, _ tail: Character) -> Character? {
    let text = String(head) + String(tail)
    guard text.count == 1 else { return nil }
    return text.first
  }

  /// One atom, or `nil` for a flag group such as `(?i)` that only changes
  /// the options of what follows.
  private mutating func parseAtom() throws(PatternRefusal) -> PatternNode? {
    let start = index
    let character = characters[index]
    index += 1
    switch character {
    case "(":
      return try parseGroup(openedAt: start)
    case "[":
      return .character(.set(try parseClass(openedAt: start)))
    case ".":
      return .character(.any(includingNewlines: flags.dotMatchesNewlines))
    case "^":
      return .anchor(.start(multiline: flags.multiline))
    case "$":
      return .anchor(.end(multiline: flags.multiline))
    case "\\":
      return try parseEscape(at: start)
    case "*", "+", "?":
      throw invalid("\"\(character)\" at character \(start + 1) has nothing to repeat")
    case "{":
      index = start
      if try parseCount() != nil {
        throw invalid("the repetition at character \(start + 1) has nothing to repeat")
      }
      index = start + 1
      return literal("{")
    default:
      return literal(character)
    }
  }

  private mutating func parseGroup(openedAt start: Int) throws(PatternRefusal) -> PatternNode? {
    guard depth < Self.maximumDepth else {
      throw PatternRefusal(.unsupported, "nests groups more than \(Self.maximumDepth) deep")
    }
    var lookahead: Bool?  // negative?
    var groupFlags: Flags?
    if peek == "?" {
      index += 1
      switch peek {
      case ":":
        index += 1
      case "=", "!":
        lookahead = peek == "!"
        index += 1
      case "<" where peek(1) == "=" || peek(1) == "!":
        throw unsupported(
          "uses a look-behind (\(quoted(start..<(index + 2)))), which needs backtracking")
      case "<", "P", "'":
        try skipGroupName(at: start)
      case ">":
        throw unsupported("uses an atomic group (\"(?>\"), which needs backtracking")
      case "#":
        throw unsupported("uses a comment group (\"(?#\"), which is not supported")
      default:
        let (changed, scoped) = try parseFlags(at: start)
        guard scoped else {
          flags = changed
          return nil
        }
        groupFlags = changed
      }
    }
    let outer = flags
    if let groupFlags { flags = groupFlags }
    depth += 1
    let node = try parseChoice()
    depth -= 1
    flags = outer
    guard peek == ")" else {
      throw invalid("the group opened at character \(start + 1) is not closed")
    }
    index += 1
    guard let negative = lookahead else { return node }
    return .lookahead(node, negative: negative)
  }

  /// Skips `<name>`, `P<name>` or `'name'` of a named group.
  private mutating func skipGroupName(at start: Int) throws(PatternRefusal) {
    if peek == "P" { index += 1 }
    let close: Character = peek == "'" ? "'" : ">"
    index += 1
    let nameStart = index
    while let next = peek, next.isLetter || next == "_" || (index > nameStart && next.isNumber) {
      index += 1
    }
    guard index > nameStart, peek == close else {
      throw invalid("the group name at character \(start + 1) is malformed")
    }
    index += 1
  }

  /// Reads options after `(?`: `i)` sets them for the rest of the enclosing
  /// group (`scoped` is `false`), `i:` opens a group with them (`true`).
  private mutating func parseFlags(at start: Int) throws(PatternRefusal) -> (Flags, scoped: Bool) {
    var enabling = true
    var changed = flags
    while let next = peek, next != ")", next != ":" {
      switch next {
      case "-" where enabling:
        enabling = false
      case "i":
        changed.caseInsensitive = enabling
      case "s":
        changed.dotMatchesNewlines = enabling
      case "m":
        changed.multiline = enabling
      case "x", "n", "w", "D", "S", "W", "P", "U", "u", "y", "X", "^":
        throw unsupported("uses the \"\(next)\" option; only i, s and m are supported")
      default:
        throw invalid("\(quoted(start..<(index + 1))) is not a group or an option")
      }
      index += 1
    }
    guard let end = peek else {
      throw invalid("the group opened at character \(start + 1) is not closed")
    }
    index += 1
    return (changed, scoped: end == ":")
  }

  // MARK: Quantifiers

  /// The repetition after an atom, if any: `*`, `+`, `?` or a count, and
  /// an optional lazy `?` (the same set of matches, so ignored).
  private mutating func parseQuantifier() throws(PatternRefusal) -> (Int, Int?)? {
    let start = index
    let bounds: (Int, Int?)
    switch peek {
    case "*": bounds = (0, nil)
    case "+": bounds = (1, nil)
    case "?": bounds = (0, 1)
    case "{":
      guard let count = try parseCount() else { return nil }
      bounds = count
      index -= 1
    default:
      return nil
    }
    index += 1
    if peek == "?" {
      index += 1
    } else if peek == "+" {
      throw unsupported(
        "uses a possessive quantifier (\(quoted(start..<(index + 1)))), which needs "
          + "backtracking; without the last \"+\" it means the same for most rules")
    }
    if let next = peek, "*+?".contains(next) || (next == "{" && (try? parseCountAhead()) != nil) {
      throw invalid("\(quoted(start..<(index + 1))) repeats a repetition")
    }
    return bounds
  }

  /// Whether a count starts at the current position, without moving.
  private mutating func parseCountAhead() throws(PatternRefusal) -> (Int, Int?)? {
    let start = index
    defer { index = start }
    return try parseCount()
  }

  /// Reads `{n}`, `{n,}`, `{n,m}` or `{,m}` at the current `{`, leaving the
  /// index after `}`; `nil` (index unchanged) when the brace starts no count.
  private mutating func parseCount() throws(PatternRefusal) -> (Int, Int?)? {
    let start = index
    var cursor = index + 1
    func digits() -> Int? {
      let first = cursor
      var value = 0
      while cursor < characters.count, let digit = characters[cursor].wholeNumberValue,
        characters[cursor].isASCII
      {
        value = value > Self.maximumCount ? value : value * 10 + digit
        cursor += 1
      }
      return cursor > first ? value : nil
    }
    let lower = digits()
    var upper = lower
    var isRange = false
    if cursor < characters.count, characters[cursor] == "," {
      isRange = true
      cursor += 1
      upper = digits()
    }
    guard cursor < characters.count, characters[cursor] == "}", lower != nil || upper != nil
    else { return nil }
    index = cursor + 1
    let minimum = lower ?? 0
    let maximum = isRange ? upper : minimum
    if minimum > Self.maximumCount || (maximum ?? 0) > Self.maximumCount {
      throw PatternRefusal(
        .tooLarge, "repeats \(quoted(start..<index)) more than \(Self.maximumCount) times")
    }
    if let maximum, maximum < minimum {
      throw invalid("\(quoted(start..<index)) has its bounds out of order")
    }
    return (minimum, maximum)
  }

  // MARK: Classes and escapes

  private mutating func parseClass(openedAt start: Int) throws(PatternRefusal) -> CharacterClass {
    var set = CharacterClass(items: [], isNegated: false, isCaseInsensitive: flags.caseInsensitive)
    if peek == "^" {
      set.isNegated = true
      index += 1
    }
    if peek == "]" {
      throw invalid("the class at character \(start + 1) is empty")
    }
    while true {
      guard let next = peek else {
        throw invalid("the class opened at character \(start + 1) is not closed")
      }
      let itemStart = index
      switch next {
      case "]":
        index += 1
        return set
      case "[":
        throw unsupported(
          "nests a class or uses a POSIX class at character \(itemStart + 1), which is not "
            + "supported (write \"\\[\" for a bracket)")
      default:
        if "&~-".contains(next), peek(1) == next {
          throw unsupported(
            "uses a class operation (\(quoted(itemStart..<(itemStart + 2)))) "
              + "at character \(itemStart + 1), which is not supported")
        }
      }
      let first = try parseClassMember()
      if peek == "-", peek(1) == "-" {
        throw unsupported(
          "uses a class operation (\"--\") at character \(index + 1), which is not supported")
      }
      guard case .character(let lower, _) = first, peek == "-", peek(1) != nil, peek(1) != "]"
      else {
        if peek == "-", peek(1) != "]", peek(1) != nil {
          throw unsupported(
            "has a \"-\" after \(quoted(itemStart..<index)) that starts no range "
              + "(write \"\\-\" for a hyphen)")
        }
        if case .character(let tail, _) = first, case .character(let head, _)? = set.items.last,
          let character = Self.joined(head, tail)
        {
          // `[e\u{301}]` holds `é`, as `Regex` reads it.
          set.items[set.items.count - 1] = classCharacter(character)
        } else {
          set.items.append(first)
        }
        continue
      }
      index += 1
      guard case .character(let upper, _) = try parseClassMember() else {
        throw invalid("the range \(quoted(itemStart..<index)) ends in a class")
      }
      guard lower <= upper else {
        throw invalid("the range \(quoted(itemStart..<index)) is out of order")
      }
      if peek == "-", peek(1) != "]", peek(1) != nil {
        throw unsupported(
          "has a \"-\" after the range \(quoted(itemStart..<index)) "
            + "(write \"\\-\" for a hyphen)")
      }
      set.items.append(.range(lower...upper))
    }
  }

  /// One member of a class: a character (escaped or not) or a class escape.
  private mutating func parseClassMember() throws(PatternRefusal) -> CharacterClass.Item {
    let start = index
    let character = characters[index]
    index += 1
    guard character == "\\" else { return classCharacter(character) }
    guard let escaped = peek else {
      throw invalid("the pattern ends with a lone \"\\\"")
    }
    if let item = try parseClassEscape() { return item }
    if escaped == "b" {
      throw unsupported("uses \"\\b\" in a class at character \(start + 1), which is not supported")
    }
    return classCharacter(try parseCharacterEscape(at: start))
  }

  private func classCharacter(_ character: Character) -> CharacterClass.Item {
    guard flags.caseInsensitive else { return .character(character, variants: []) }
    let variants = [character.lowercased(), character.uppercased()]
      .filter { $0.count == 1 }.map { $0.first! }.filter { $0 != character }
    return .character(character, variants: variants)
  }

  private func literal(_ character: Character) -> PatternNode {
    .character(.literal(character, folded: flags.caseInsensitive ? character.lowercased() : nil))
  }

  /// An escape outside a class, the backslash at `start`.
  private mutating func parseEscape(at start: Int) throws(PatternRefusal) -> PatternNode {
    guard let escaped = peek else {
      throw invalid("the pattern ends with a lone \"\\\"")
    }
    if let item = try parseClassEscape() {
      return .character(
        .set(CharacterClass(items: [item], isNegated: false, isCaseInsensitive: false)))
    }
    switch escaped {
    case "1"..."9", "k", "g":
      throw unsupported(
        "uses a back-reference (\(quoted(start..<(index + 1)))), which needs backtracking")
    case "b", "B", "A", "z", "Z", "G", "K", "y", "Y":
      throw unsupported(
        "uses the anchor \(quoted(start..<(index + 1))), which is not supported; only \"^\" and "
          + "\"$\" are")
    default:
      return literal(try parseCharacterEscape(at: start))
    }
  }

  /// `\d`, `\w`, `\s`, their negations or `\p{…}`, at the character after
  /// the backslash; `nil` (index unchanged) for any other escape.
  private mutating func parseClassEscape() throws(PatternRefusal) -> CharacterClass.Item? {
    let escaped = characters[index]
    switch escaped {
    case "d", "D", "w", "W", "s", "S":
      index += 1
      let shorthand: CharacterClass.Shorthand =
        switch escaped.lowercased() {
        case "d": .digit
        case "w": .word
        default: .whitespace
        }
      return .shorthand(shorthand, negated: escaped.isUppercase)
    case "p", "P":
      let start = index - 1
      index += 1
      guard peek == "{", let close = characters[index...].firstIndex(of: "}") else {
        throw unsupported(
          "uses \(quoted(start..<index)) without braces (write \"\\\(escaped){L}\")")
      }
      let name = String(characters[(index + 1)..<close])
      index = close + 1
      guard let categories = Self.categories(named: name) else {
        throw unsupported(
          "uses the property \(quoted(start..<index)); only general categories such as "
            + "\\p{L}, \\p{Lu} or \\p{Nd} are supported")
      }
      return .category(categories, negated: escaped == "P")
    default:
      return nil
    }
  }

  /// A character escape at the character after the backslash at `start`.
  private mutating func parseCharacterEscape(at start: Int) throws(PatternRefusal) -> Character {
    let escaped = characters[index]
    index += 1
    switch escaped {
    case "t": return "\t"
    case "n": return "\n"
    case "r": return "\r"
    case "f": return "\u{0C}"
    case "e": return "\u{1B}"
    case "a": return "\u{07}"
    case "u", "x":
      return try parseScalar(at: start, fixedDigits: escaped == "u" ? 4 : 2)
    default:
      guard escaped.isASCII, !escaped.isLetter, !escaped.isNumber else {
        throw unsupported("uses the escape \(quoted(start..<index)), which is not supported")
      }
      return escaped
    }
  }

  /// `\u{…}`, `\uHHHH`, `\x{…}` or `\xHH`, the index after `u` or `x`.
  private mutating func parseScalar(at start: Int, fixedDigits: Int) throws(PatternRefusal)
    -> Character
  {
    var digits = ""
    if peek == "{" {
      index += 1
      while let next = peek, next != "}" {
        digits.append(next)
        index += 1
      }
      guard peek == "}" else { throw invalid("\(quoted(start..<index)) is not closed") }
      index += 1
    } else {
      for _ in 0..<fixedDigits {
        guard let next = peek, next.isHexDigit else {
          throw invalid("\(quoted(start..<index)) needs \(fixedDigits) hexadecimal digits")
        }
        digits.append(next)
        index += 1
      }
    }
    guard digits.count <= 8, let value = UInt32(digits, radix: 16),
      let scalar = Unicode.Scalar(value)
    else {
      throw invalid("\(quoted(start..<index)) is not a Unicode scalar")
    }
    return Character(scalar)
  }

  // MARK: Unicode general categories

  /// The categories `\p{name}` names: a one- or two-letter abbreviation or
  /// a long name, case and `_`/space insensitive, optionally after `gc=`.
  static func categories(named name: String) -> [Unicode.GeneralCategory]? {
    var key = name.lowercased().filter { $0 != "_" && $0 != " " && $0 != "-" }
    for prefix in ["gc=", "generalcategory="] where key.hasPrefix(prefix) {
      key.removeFirst(prefix.count)
    }
    return categoryNames[key]
  }

  private static let categoryNames: [String: [Unicode.GeneralCategory]] = {
    let table: [(String, String, Unicode.GeneralCategory)] = [
      ("lu", "uppercaseletter", .uppercaseLetter), ("ll", "lowercaseletter", .lowercaseLetter),
      ("lt", "titlecaseletter", .titlecaseLetter), ("lm", "modifierletter", .modifierLetter),
      ("lo", "otherletter", .otherLetter), ("mn", "nonspacingmark", .nonspacingMark),
      ("mc", "spacingmark", .spacingMark), ("me", "enclosingmark", .enclosingMark),
      ("nd", "decimalnumber", .decimalNumber), ("nl", "letternumber", .letterNumber),
      ("no", "othernumber", .otherNumber), ("pc", "connectorpunctuation", .connectorPunctuation),
      ("pd", "dashpunctuation", .dashPunctuation), ("ps", "openpunctuation", .openPunctuation),
      ("pe", "closepunctuation", .closePunctuation),
      ("pi", "initialpunctuation", .initialPunctuation),
      ("pf", "finalpunctuation", .finalPunctuation), ("po", "otherpunctuation", .otherPunctuation),
      ("sm", "mathsymbol", .mathSymbol), ("sc", "currencysymbol", .currencySymbol),
      ("sk", "modifiersymbol", .modifierSymbol), ("so", "othersymbol", .otherSymbol),
      ("zs", "spaceseparator", .spaceSeparator), ("zl", "lineseparator", .lineSeparator),
      ("zp", "paragraphseparator", .paragraphSeparator), ("cc", "control", .control),
      ("cf", "format", .format), ("cs", "surrogate", .surrogate),
      ("co", "privateuse", .privateUse), ("cn", "unassigned", .unassigned),
    ]
    var names: [String: [Unicode.GeneralCategory]] = [:]
    for (short, long, category) in table {
      names[short] = [category]
      names[long] = [category]
      let group = String(short.prefix(1))
      names[group, default: []].append(category)
    }
    let groups = [
      "l": "letter", "m": "mark", "n": "number", "p": "punctuation", "s": "symbol",
      "z": "separator", "c": "other",
    ]
    for (short, long) in groups { names[long] = names[short] }
    names["lc"] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]
    names["casedletter"] = names["lc"]
    return names
  }()

  // MARK: Errors

  private func quoted(_ range: Range<Int>) -> String {
    let clamped = range.clamped(to: 0..<characters.count)
    return TextEscaping.quoted(String(characters[clamped]))
  }

  private func invalid(_ why: String) -> PatternRefusal {
    PatternRefusal(.invalid, "is not a valid regular expression: \(why)")
  }

  private func unsupported(_ why: String) -> PatternRefusal {
    PatternRefusal(.unsupported, why)
  }
}
