/// Gathers problems while the rules run, then orders them errors first.
struct ProblemCollector {
  private var problems: [DialogProblem] = []

  mutating func error(_ kind: DialogProblem.Kind, _ message: String) {
    problems.append(DialogProblem(kind, .error, message))
  }

  mutating func warning(_ kind: DialogProblem.Kind, _ message: String) {
    problems.append(DialogProblem(kind, .warning, message))
  }

  /// Errors before warnings; otherwise in the order found.
  var sorted: [DialogProblem] {
    problems.filter { $0.severity == .error } + problems.filter { $0.severity == .warning }
  }
}
