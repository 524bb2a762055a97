import FluentAlert

/// Matches one pattern against a run of `a`s, for `valgrind --tool=callgrind`
/// (`--toggle-collect='*benchmarkRegion*'` counts only the match).
///
/// Usage: `PatternBenchmark <engine> <pattern> <length>`; engines: `fluent`
/// (the `matches` rule's matcher; prints the steps it visited too) and
/// `regex` (Swift `Regex.wholeMatch`, the backtracking engine it replaced).
/// Run by `Tests/Benchmarks/pattern.sh`.
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
      let pattern = try TextPattern(arguments[2])
      let (matched, steps) = benchmarkRegion(pattern, text)
      print("matched \(matched) steps \(steps) size \(pattern.size)")
    case "regex":
      let regex = try Regex(arguments[2])
      print("matched \(benchmarkRegion(regex, text))")
    default:
      print("unknown engine \(arguments[1])")
    }
  }
}

/// The measured region: the match, and the copy of the text's characters
/// it makes.
@inline(never)
func benchmarkRegion(_ pattern: TextPattern, _ text: String) -> (Bool, Int) {
  pattern.work(toMatch: text)
}

/// The same region for Swift `Regex`.
@inline(never)
func benchmarkRegion(_ regex: Regex<AnyRegexOutput>, _ text: String) -> Bool {
  (try? regex.wholeMatch(in: text)) != nil
}
