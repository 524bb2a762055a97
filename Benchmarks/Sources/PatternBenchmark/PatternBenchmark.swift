import FluentAlert

/// Checks one `matches` rule against a run of `a`s, for `valgrind
/// --tool=callgrind` (`--toggle-collect='*benchmarkRegion*'` counts only the
/// check, pattern compilation included, as an app pays it).
///
/// Usage: `PatternBenchmark <engine> <pattern> <length>`; engines: `fluent`
/// (`TextRule.matches(_:)` through `isSatisfied(by:)`) and `regex` (Swift
/// `Regex.wholeMatch`, a backtracking engine, for contrast). Run by
/// `Benchmarks/pattern.sh`.
@main
enum PatternBenchmark {
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let length = Int(arguments[3]) else {
      print("usage: PatternBenchmark fluent|regex <pattern> <length>")
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
