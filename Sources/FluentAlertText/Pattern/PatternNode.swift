/// A parsed `matches` pattern, before it is compiled to a ``TextPattern``.
///
/// Captures are not kept: a rule asks only whether the whole text matches,
/// so a capturing group, a named group and a non-capturing group are the
/// same node.
indirect enum PatternNode: Hashable, Sendable {
  /// Matches the empty string.
  case empty
  /// Matches one character that passes the test.
  case character(CharacterTest)
  /// Each node after the other.
  case sequence([PatternNode])
  /// Any one of the nodes.
  case choice([PatternNode])
  /// The node `minimum` times, then up to `maximum` (unbounded when `nil`).
  case repetition(PatternNode, minimum: Int, maximum: Int?)
  /// A position test that consumes nothing.
  case anchor(PatternAnchor)
  /// A look-ahead: whether some prefix of the text from here matches the
  /// node (`negative`: whether none does). Accepted only at the start of a
  /// pattern, where it is run once over the text.
  case lookahead(PatternNode, negative: Bool)

  /// How many instructions the node compiles to, saturating at `Int.max`.
  var size: Int {
    switch self {
    case .empty, .lookahead:
      return 0
    case .character, .anchor:
      return 1
    case .sequence(let nodes):
      return nodes.reduce(0) { Self.add($0, $1.size) }
    case .choice(let nodes):
      // A split before and a jump after every branch but the last.
      return nodes.reduce(2 * (nodes.count - 1)) { Self.add($0, $1.size) }
    case .repetition(let node, let minimum, let maximum):
      let body = node.size
      let required = Self.multiply(body, minimum)
      guard let maximum else {
        // `x*`: a split, the body and a jump back; `x{n,}`: n copies and a
        // split back into the last.
        return minimum == 0 ? Self.add(body, 2) : Self.add(required, 1)
      }
      return Self.add(required, Self.multiply(Self.add(body, 1), maximum - minimum))
    }
  }

  /// How many characters every text the node matches has, or `nil` when
  /// texts of different lengths match (or the count overflows).
  var fixedLength: Int? {
    switch self {
    case .empty, .anchor, .lookahead:
      return 0
    case .character:
      return 1
    case .sequence(let nodes):
      var total = 0
      for node in nodes {
        guard let length = node.fixedLength else { return nil }
        let (sum, overflow) = total.addingReportingOverflow(length)
        if overflow { return nil }
        total = sum
      }
      return total
    case .choice(let nodes):
      let lengths = Set(nodes.map(\.fixedLength))
      return lengths.count == 1 ? lengths.first! : nil
    case .repetition(let node, let minimum, let maximum):
      guard maximum == minimum, let length = node.fixedLength else { return nil }
      let (product, overflow) = length.multipliedReportingOverflow(by: minimum)
      return overflow ? nil : product
    }
  }

  private static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  private static func multiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }
}

/// A position a pattern tests without consuming a character.
enum PatternAnchor: Hashable, Sendable {
  /// `^`: the start of the text, or (multi-line) just after a line break.
  case start(multiline: Bool)
  /// `$`: the end of the text, or (multi-line) just before a line break.
  case end(multiline: Bool)
}
