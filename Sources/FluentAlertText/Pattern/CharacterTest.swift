/// Whether one character of the text matches one position of a pattern: a
/// literal, `.` or a class.
///
/// Characters are grapheme clusters compared with Swift's canonical
/// equivalence, as `Regex` does by default: `é` matches `e` followed by a
/// combining acute accent, and `.` matches either as one character.
enum CharacterTest: Hashable, Sendable {
  /// This character; when `folded` is set (case-insensitive), any character
  /// whose lowercase form is `folded`.
  case literal(Character, folded: String?)
  /// `.`: any character but a line break, or any at all (`s` flag).
  case any(includingNewlines: Bool)
  /// A class: `[a-z]`, `\d`, `\p{L}`.
  case set(CharacterClass)

  /// Whether the test needs the lowercase and uppercase forms of the text.
  var needsCaseForms: Bool {
    switch self {
    case .literal(_, let folded): folded != nil
    case .any: false
    case .set(let set): set.isCaseInsensitive
    }
  }

  /// Whether the character at `index` of `subject` passes.
  @inline(__always)
  func matches(_ subject: PatternSubject, at index: Int) -> Bool {
    let character = subject.characters[index]
    switch self {
    case .literal(let literal, let folded):
      if character == literal { return true }
      guard let folded else { return false }
      return subject.lowercase[index] == folded
    case .any(let includingNewlines):
      return includingNewlines || !character.isNewline
    case .set(let set):
      return set.contains(subject, at: index)
    }
  }
}

/// A bracketed class (`[^a-z_]`) or a class escape (`\d`, `\P{Lu}`).
struct CharacterClass: Hashable, Sendable {
  /// One member of a class.
  enum Item: Hashable, Sendable {
    /// This character; `variants` also match when the class is
    /// case-insensitive (its lowercase and uppercase forms).
    case character(Character, variants: [Character])
    /// Characters from the first to the last, inclusive: a character of
    /// one scalar by its scalar value (so `[A-Z]` is the ASCII capitals),
    /// any other as `String` orders characters.
    case range(ClosedRange<Character>)
    /// `\d` (a number), `\w` (a letter, a number or `_`), `\s` (white space);
    /// `negated` for `\D`, `\W`, `\S`.
    case shorthand(Shorthand, negated: Bool)
    /// `\p{…}`: the general category of the character's first scalar is one
    /// of these; `negated` for `\P{…}`.
    case category([Unicode.GeneralCategory], negated: Bool)
  }

  /// The class escapes.
  enum Shorthand: Hashable, Sendable {
    case digit, word, whitespace
  }

  /// The members.
  var items: [Item]
  /// `[^…]`: a character matches when no member does.
  var isNegated: Bool
  /// Whether characters and ranges also match the other case.
  var isCaseInsensitive: Bool

  /// Whether the character at `index` of `subject` is in the class.
  func contains(_ subject: PatternSubject, at index: Int) -> Bool {
    let character = subject.characters[index]
    for item in items where matches(item, character, subject, index) {
      return !isNegated
    }
    return isNegated
  }

  private static func range(_ range: ClosedRange<Character>, contains character: Character)
    -> Bool
  {
    let scalars = character.unicodeScalars
    if scalars.count == 1, range.lowerBound.unicodeScalars.count == 1,
      range.upperBound.unicodeScalars.count == 1
    {
      let value = scalars.first!.value
      return range.lowerBound.unicodeScalars.first!.value <= value
        && value <= range.upperBound.unicodeScalars.first!.value
    }
    return range.contains(character)
  }

  private func matches(
    _ item: Item, _ character: Character, _ subject: PatternSubject, _ index: Int
  ) -> Bool {
    switch item {
    case .character(let member, let variants):
      return character == member || (isCaseInsensitive && variants.contains(character))
    case .range(let range):
      if Self.range(range, contains: character) { return true }
      guard isCaseInsensitive else { return false }
      return subject.lowercaseCharacter[index].map { Self.range(range, contains: $0) } == true
        || subject.uppercaseCharacter[index].map { Self.range(range, contains: $0) } == true
    case .shorthand(let shorthand, let negated):
      let member: Bool
      switch shorthand {
      case .digit: member = character.isNumber
      case .word: member = character.isLetter || character.isNumber || character == "_"
      case .whitespace: member = character.isWhitespace
      }
      return member != negated
    case .category(let categories, let negated):
      let category = character.unicodeScalars.first!.properties.generalCategory
      return categories.contains(category) != negated
    }
  }
}

/// The text a pattern runs over: its characters and, when the pattern is
/// case-insensitive anywhere, their case forms, computed once per match.
struct PatternSubject {
  /// The characters of the text.
  let characters: [Character]
  /// Each character's lowercase form (empty when not needed).
  let lowercase: [String]
  /// Each character's lowercase form when it is one character.
  let lowercaseCharacter: [Character?]
  /// Each character's uppercase form when it is one character.
  let uppercaseCharacter: [Character?]

  /// Reads `text`, with case forms when `caseForms` is set.
  init(_ text: String, caseForms: Bool) {
    characters = Array(text)
    guard caseForms else {
      lowercase = []
      lowercaseCharacter = []
      uppercaseCharacter = []
      return
    }
    lowercase = characters.map { $0.lowercased() }
    lowercaseCharacter = lowercase.map { $0.count == 1 ? $0.first : nil }
    uppercaseCharacter = characters.map {
      let upper = $0.uppercased()
      return upper.count == 1 ? upper.first : nil
    }
  }
}
