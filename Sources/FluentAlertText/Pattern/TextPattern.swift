/// A `matches` pattern compiled for matching in time linear in the text.
///
/// The pattern becomes a program of at most ``maximumSize`` instructions
/// (a Thompson automaton), run over the text one character at a time while
/// keeping the set of instructions that could be reached so far, each at
/// most once per position. Matching therefore visits at most
/// `2 × size × (characters + 1)` instructions, whatever the pattern's shape
/// and the text: `(a+)+b` against ten thousand `a`s costs a few steps per
/// character, where a backtracking engine takes exponential time. There is
/// no backtracking, so back-references, look-behind and atomic or
/// possessive constructs are refused; look-ahead is accepted at the start of
/// the pattern or of a top-level alternative, where it runs once, as an
/// automaton of its own, over the text.
package struct TextPattern: Sendable {
  /// The most instructions a pattern may compile to (counted repetitions
  /// written out), which bounds the work per character.
  package static let maximumSize = 1_000

  private enum Instruction: Hashable, Sendable {
    case test(CharacterTest)
    case split(Int, Int)
    case jump(Int)
    case anchor(PatternAnchor)
    case accept
  }

  /// A compiled automaton.
  private struct Program: Sendable {
    var instructions: [Instruction] = []
    var needsCaseForms = false
  }

  /// One way the text can match: an automaton for the whole text, and the
  /// look-aheads that must hold at its start, each with whether it is
  /// negative.
  private struct Alternative: Sendable {
    var lookaheads: [(program: Program, negative: Bool)]
    var body: Program
  }

  /// The ways to match: one, unless top-level alternatives start with
  /// look-aheads of their own.
  private let alternatives: [Alternative]
  private let needsCaseForms: Bool

  /// The number of instructions, look-aheads and their accepting ends
  /// included.
  package let size: Int

  /// Called after every match in the task with the instructions it visited.
  ///
  /// Tests and benchmarks bind it to count work; unset, a match reads it
  /// once and counts nothing else.
  @TaskLocal package static var workObserver: (@Sendable (Int) -> Void)?

  /// Compiles `source`.
  ///
  /// - Parameter source: A pattern in the supported syntax.
  /// - Throws: ``PatternRefusal`` when the pattern is not a regular
  ///   expression, uses an unsupported construct, or is larger than
  ///   ``maximumSize``.
  package init(_ source: String) throws(PatternRefusal) {
    let tree = try PatternParser.parse(source)
    var branches = [tree]
    if case .choice(let nodes) = tree, nodes.contains(where: Self.startsWithLookahead) {
      branches = nodes
    }
    var parts: [(lookaheads: [(PatternNode, Bool)], body: PatternNode)] = []
    for branch in branches {
      let (lookaheads, body) = Self.splitLeadingLookaheads(branch)
      try Self.refuseLookahead(in: body)
      for (node, _) in lookaheads { try Self.refuseLookahead(in: node) }
      parts.append((lookaheads, body))
    }
    let nodes = parts.flatMap { [$0.body] + $0.lookaheads.map(\.0) }
    let total = nodes.reduce(0) { sum, node in
      let (added, overflow) = sum.addingReportingOverflow(node.size)
      return overflow ? .max : added
    }
    guard total <= Self.maximumSize else {
      throw PatternRefusal(.tooLarge, Self.tooLarge(total, nodes))
    }
    alternatives = parts.map { part in
      Alternative(
        lookaheads: part.lookaheads.map { (Self.compile($0.0), $0.1) },
        body: Self.compile(part.body))
    }
    let programs = alternatives.flatMap { [$0.body] + $0.lookaheads.map(\.program) }
    needsCaseForms = programs.contains(where: \.needsCaseForms)
    size = programs.reduce(0) { $0 + $1.instructions.count }
  }

  /// Whether the whole of `text` matches.
  ///
  /// - Parameter text: The text to test.
  /// - Returns: `true` when the pattern matches all of it.
  package func matches(_ text: String) -> Bool {
    let (matched, steps) = work(toMatch: text)
    Self.workObserver?(steps)
    return matched
  }

  /// Whether the whole of `text` matches, and how many instructions the
  /// match visited.
  ///
  /// - Parameter text: The text to test.
  /// - Returns: The answer and the work it took.
  package func work(toMatch text: String) -> (matched: Bool, steps: Int) {
    let subject = PatternSubject(text, caseForms: needsCaseForms)
    var steps = 0
    alternatives: for alternative in alternatives {
      for lookahead in alternative.lookaheads {
        let found = Self.run(lookahead.program, on: subject, prefix: true, steps: &steps)
        if found == lookahead.negative { continue alternatives }
      }
      if Self.run(alternative.body, on: subject, prefix: false, steps: &steps) {
        return (true, steps)
      }
    }
    return (false, steps)
  }

  // MARK: Compiling

  /// Why a pattern of `total` states is too large, and what to write
  /// instead: a counted repetition that makes up most of it is named with
  /// its bounds (its body is written out once per count, where a length rule
  /// checks any length at no cost); otherwise the pattern is long in itself.
  private static func tooLarge(_ total: Int, _ nodes: [PatternNode]) -> String {
    let count = total == .max ? "far more" : "\(total)"
    let states = "compiles to more than \(maximumSize) states (\(count))"
    let largest = nodes.flatMap(countedRepetitions).max { $0.size < $1.size }
    guard let (node, size) = largest, size > maximumSize / 2,
      case .repetition(let body, let minimum, let maximum) = node
    else {
      return states
        + ", one for each character, class and branch it checks; shorten it, or check parts "
        + "of the text with rules that must all hold"
    }
    let bounds =
      switch maximum {
      case nil: "{\(minimum),}"
      case minimum?: "{\(minimum)}"
      case let maximum?: "{\(minimum),\(maximum)}"
      }
    // A body of a fixed length gives the length rule's bounds in characters.
    let lengths = body.fixedLength.flatMap { width -> String? in
      let (lower, lowOverflow) = width.multipliedReportingOverflow(by: minimum)
      guard !lowOverflow else { return nil }
      guard let maximum else { return " (\(lower)...)" }
      let (upper, highOverflow) = width.multipliedReportingOverflow(by: maximum)
      return highOverflow ? nil : " (\(lower)...\(upper))"
    }
    return states
      + ": the repetition \(bounds) writes its body out \(maximum ?? minimum) times "
      + "(\(size == .max ? "far more than \(maximumSize)" : "\(size)") states); check the "
      + "length with a length rule\(lengths ?? "") and repeat the body with \"*\" or \"+\""
  }

  /// The repetitions in `node` whose body is written out more than once,
  /// each with its size.
  private static func countedRepetitions(in node: PatternNode) -> [(PatternNode, size: Int)] {
    switch node {
    case .empty, .character, .anchor:
      return []
    case .lookahead(let inner, _):
      return countedRepetitions(in: inner)
    case .sequence(let nodes), .choice(let nodes):
      return nodes.flatMap(countedRepetitions)
    case .repetition(let body, let minimum, let maximum):
      let inner = countedRepetitions(in: body)
      return (maximum ?? minimum) > 1 ? [(node, node.size)] + inner : inner
    }
  }

  private static func startsWithLookahead(_ node: PatternNode) -> Bool {
    !splitLeadingLookaheads(node).lookaheads.isEmpty
  }

  /// The look-aheads among the zero-width items at the start of `node`
  /// (after `^`, which holds there), and the rest.
  private static func splitLeadingLookaheads(_ node: PatternNode)
    -> (lookaheads: [(PatternNode, Bool)], body: PatternNode)
  {
    switch node {
    case .lookahead(let inner, let negative):
      return ([(inner, negative)], .empty)
    case .sequence(let items):
      var lookaheads: [(PatternNode, Bool)] = []
      var kept: [PatternNode] = []
      var rest = items[...]
      while let first = rest.first {
        if case .lookahead(let inner, let negative) = first {
          lookaheads.append((inner, negative))
        } else if case .anchor(.start) = first {
          kept.append(first)
        } else {
          break
        }
        rest.removeFirst()
      }
      kept += rest
      let body: PatternNode = kept.count == 1 ? kept[0] : kept.isEmpty ? .empty : .sequence(kept)
      return (lookaheads, body)
    default:
      return ([], node)
    }
  }

  private static func refuseLookahead(in node: PatternNode) throws(PatternRefusal) {
    switch node {
    case .lookahead:
      throw PatternRefusal(
        .unsupported,
        "uses a look-ahead after the start, which needs backtracking; look-ahead is "
          + "supported at the start of the pattern or of a top-level alternative")
    case .sequence(let nodes), .choice(let nodes):
      for node in nodes { try refuseLookahead(in: node) }
    case .repetition(let node, _, _):
      try refuseLookahead(in: node)
    case .empty, .character, .anchor:
      break
    }
  }

  private static func compile(_ node: PatternNode) -> Program {
    var program = Program()
    emit(node, into: &program)
    program.instructions.append(.accept)
    return program
  }

  private static func emit(_ node: PatternNode, into program: inout Program) {
    switch node {
    case .empty, .lookahead:
      break
    case .character(let test):
      program.needsCaseForms = program.needsCaseForms || test.needsCaseForms
      program.instructions.append(.test(test))
    case .anchor(let anchor):
      program.instructions.append(.anchor(anchor))
    case .sequence(let nodes):
      for node in nodes { emit(node, into: &program) }
    case .choice(let nodes):
      var jumps: [Int] = []
      for (number, branch) in nodes.enumerated() {
        if number == nodes.count - 1 {
          emit(branch, into: &program)
        } else {
          let split = program.instructions.count
          program.instructions.append(.split(split + 1, -1))
          emit(branch, into: &program)
          jumps.append(program.instructions.count)
          program.instructions.append(.jump(-1))
          program.instructions[split] = .split(split + 1, program.instructions.count)
        }
      }
      for jump in jumps { program.instructions[jump] = .jump(program.instructions.count) }
    case .repetition(let body, let minimum, let maximum):
      if maximum == nil, minimum > 0 {
        // `x+` (and the last required copy of `x{n,}`): the body, then a
        // split back into it or on. The body is not copied, so nested `+`
        // costs a few states per level, not twice the states per level.
        for _ in 1..<minimum { emit(body, into: &program) }
        let start = program.instructions.count
        emit(body, into: &program)
        let split = program.instructions.count
        program.instructions.append(.split(start, split + 1))
        return
      }
      for _ in 0..<minimum { emit(body, into: &program) }
      guard let maximum else {
        // Loop: split into the body or past it; the body jumps back.
        let split = program.instructions.count
        program.instructions.append(.split(split + 1, -1))
        emit(body, into: &program)
        program.instructions.append(.jump(split))
        program.instructions[split] = .split(split + 1, program.instructions.count)
        return
      }
      // Optional copies: each may be skipped to the end.
      var splits: [Int] = []
      for _ in minimum..<maximum {
        splits.append(program.instructions.count)
        program.instructions.append(.split(-1, -1))
        emit(body, into: &program)
      }
      let end = program.instructions.count
      for split in splits { program.instructions[split] = .split(split + 1, end) }
    }
  }

  // MARK: Matching

  /// Runs `program` over `subject`: whether it accepts the whole text, or
  /// (`prefix`) any prefix of it.
  private static func run(
    _ program: Program, on subject: PatternSubject, prefix: Bool, steps: inout Int
  ) -> Bool {
    let instructions = program.instructions
    let count = subject.characters.count
    // `visited[pc]` is the position (plus one) at which pc last joined a
    // list, so each instruction joins each position's list at most once.
    var visited = [Int](repeating: 0, count: instructions.count)
    var current: [Int] = []
    var next: [Int] = []
    var stack: [Int] = []
    current.reserveCapacity(instructions.count)
    next.reserveCapacity(instructions.count)
    var accepted = false

    func follow(_ start: Int, at position: Int, into list: inout [Int]) {
      stack.append(start)
      while let pc = stack.popLast() {
        guard visited[pc] != position + 1 else { continue }
        visited[pc] = position + 1
        steps += 1
        switch instructions[pc] {
        case .jump(let target):
          stack.append(target)
        case .split(let first, let second):
          stack.append(second)
          stack.append(first)
        case .anchor(let anchor):
          if holds(anchor, at: position, in: subject) { stack.append(pc + 1) }
        case .accept:
          accepted = true
          list.append(pc)
        case .test:
          list.append(pc)
        }
      }
    }

    follow(0, at: 0, into: &current)
    var position = 0
    while position < count {
      if prefix && accepted { return true }
      if current.isEmpty { return false }
      accepted = false
      for pc in current {
        steps += 1
        if case .test(let test) = instructions[pc], test.matches(subject, at: position) {
          follow(pc + 1, at: position + 1, into: &next)
        }
      }
      swap(&current, &next)
      next.removeAll(keepingCapacity: true)
      position += 1
    }
    return accepted
  }

  private static func holds(_ anchor: PatternAnchor, at position: Int, in subject: PatternSubject)
    -> Bool
  {
    switch anchor {
    case .start(let multiline):
      return position == 0 || (multiline && subject.characters[position - 1].isNewline)
    case .end(let multiline):
      return position == subject.characters.count
        || (multiline && subject.characters[position].isNewline)
    }
  }
}
