import FluentAlert

/// Checks one `matches` rule against a run of `a`s, for `valgrind
/// --tool=callgrind` (`--toggle-collect='*benchmarkRegion*'` counts only the
/// check, pattern compilation included, as an app pays it).
///
/// Usage: `PatternBenchmark <engine> <pattern> <length>`; engines: `fluent`
/// (`TextRule.matches(_:)` through `isSatisfied(by:)`) and `regex` (Swift
/// `Regex.wholeMatch`, a backtracking engine, for contrast). `PatternBenchmark
/// states <pattern>` prints the number of states the pattern compiles to.
/// Run by `Benchmarks/pattern.sh`.
@main
enum PatternBenchmark {
  static func main() throws {
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "states" {
      print(states(of: arguments[2]).map(String.init) ?? "far more than 1000")
      return
    }
    guard arguments.count == 4, let length = Int(arguments[3]) else {
      print("usage: PatternBenchmark fluent|regex <pattern> <length> | states <pattern>")
      return
    }
    let text = String(repeating: "a", count: length)
    switch arguments[1] {
    case "fluent":
      print("matched \(benchmarkRegion(TextRule.matches(arguments[2]), text))")
    case "regex":
      let regex = try Regex(arguments[2])
      print("matched \(benchmarkRegion(regex, text))")
    default:
      print("unknown engine \(arguments[1])")
    }
  }
}

@inline(never)
func benchmarkRegion(_ rule: TextRule, _ text: String) -> Bool {
  rule.isSatisfied(by: text)
}

@inline(never)
func benchmarkRegion(_ regex: Regex<AnyRegexOutput>, _ text: String) -> Bool {
  (try? regex.wholeMatch(in: text)) != nil
}

/// The states `pattern` compiles to, through public API only: the pattern
/// written out 1 000 times is over the limit, and validation's refusal says
/// how many states that is ("compiles to more than 1000 states (N)").
func states(of pattern: String) -> Int? {
  let probe = TextRule.matches("(?:\(pattern)){1000}")
  let dialog = Dialog<Int>.alert("States").addTextField("P") { $0.required(probe) }
    .addCancel("Cancel", key: 0)
  for problem in dialog.problems {
    guard let start = problem.message.range(of: " states (") else { continue }
    let digits = problem.message[start.upperBound...].prefix { $0.isNumber }
    return Int(digits).map { $0 / 1_000 }
  }
  return nil
}
