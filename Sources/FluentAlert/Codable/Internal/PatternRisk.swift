/// A cheap static check for regular expressions whose matching can take
/// exponential (or high-polynomial) time in Swift's backtracking engine,
/// such as `(a+)+$` against `"aaaaaaaaaaaaaaaaaaaaaaaa!"`.
///
/// It recognises the classic shapes (a repeated group that itself repeats
/// or alternates, backreferences, many unbounded quantifiers, very long
/// patterns). It is a heuristic, not a proof: it keeps the common patterns
/// of dialogs (`[0-9]{6}`, `.+@.+`, `(?i)yes|no`) and refuses what is known
/// to explode.
enum PatternRisk {
  static let maxPatternBytes = 256
  static let maxUnboundedQuantifiers = 4

  /// Why `pattern` is risky, or `nil` when it is not.
  static func reason(_ pattern: String) -> String? {
    if pattern.utf8.count > maxPatternBytes {
      return "pattern of \(pattern.utf8.count) bytes is longer than \(maxPatternBytes)"
    }
    struct Group {
      var repeats = false
      var alternates = false
    }
    let characters = Array(pattern.unicodeScalars)
    var groups: [Group] = [Group()]
    var unbounded = 0
    var index = 0
    /// Applies the quantifier after the atom ending at `index`, if any.
    func quantify(_ index: inout Int, _ groups: inout [Group], _ unbounded: inout Int) {
      let (repeats, isUnbounded, width) = quantifier(after: index, in: characters)
      if repeats { groups[groups.count - 1].repeats = true }
      if isUnbounded { unbounded += 1 }
      index += width
    }
    while index < characters.count {
      switch characters[index] {
      case "\\":
        index += 1
        if index < characters.count {
          let escaped = characters[index]
          if ("1"..."9").contains(escaped) || escaped == "k" || escaped == "g" {
            return "pattern uses a backreference (\\\(escaped)), which can take exponential time"
          }
          quantify(&index, &groups, &unbounded)
        }
      case "[":
        // Skip the class: `]` first is literal, `\` escapes.
        index += 1
        if index < characters.count && characters[index] == "^" { index += 1 }
        if index < characters.count && characters[index] == "]" { index += 1 }
        while index < characters.count && characters[index] != "]" {
          if characters[index] == "\\" { index += 1 }
          index += 1
        }
        quantify(&index, &groups, &unbounded)
      case "(":
        groups.append(Group())
      case ")" where groups.count > 1:
        let group = groups.removeLast()
        groups[groups.count - 1].repeats = groups[groups.count - 1].repeats || group.repeats
        groups[groups.count - 1].alternates =
          groups[groups.count - 1].alternates || group.alternates
        let (repeats, _, _) = quantifier(after: index, in: characters)
        if repeats && (group.repeats || group.alternates) {
          return "pattern repeats a group that itself "
            + (group.repeats ? "repeats" : "alternates")
            + ", which can take exponential time"
        }
        quantify(&index, &groups, &unbounded)
      case "|":
        groups[groups.count - 1].alternates = true
      default:
        quantify(&index, &groups, &unbounded)
      }
      index += 1
    }
    if unbounded > maxUnboundedQuantifiers {
      return "pattern has \(unbounded) unbounded quantifiers; at most "
        + "\(maxUnboundedQuantifiers) are accepted"
    }
    return nil
  }

  /// The quantifier right after `index`: whether it repeats more than once,
  /// whether it is unbounded, and how many characters it spans.
  private static func quantifier(
    after index: Int, in characters: [Unicode.Scalar]
  ) -> (repeats: Bool, unbounded: Bool, width: Int) {
    let next = index + 1
    guard next < characters.count else { return (false, false, 0) }
    var width: Int
    let repeats: Bool
    let unbounded: Bool
    switch characters[next] {
    case "*", "+":
      (repeats, unbounded, width) = (true, true, 1)
    case "?":
      (repeats, unbounded, width) = (false, false, 1)
    case "{":
      guard let close = characters[next...].firstIndex(of: "}") else { return (false, false, 0) }
      let body = String(String.UnicodeScalarView(characters[(next + 1)..<close]))
      let parts = body.split(separator: ",", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isNumber) }),
        !parts[0].isEmpty
      else { return (false, false, 0) }
      let upper = parts.count == 2 ? Int(parts[1]) : Int(parts[0])
      unbounded = parts.count == 2 && parts[1].isEmpty
      repeats = unbounded || (upper ?? 0) > 1
      width = close - next + 1
    default:
      return (false, false, 0)
    }
    // A lazy or possessive suffix belongs to the quantifier.
    if next + width < characters.count, ["?", "+"].contains(characters[next + width]) {
      width += 1
    }
    return (repeats, unbounded, width)
  }
}
