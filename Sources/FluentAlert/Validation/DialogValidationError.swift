/// The error thrown when a dialog with error-severity problems is validated
/// or presented.
///
/// It carries every problem of the dialog (errors and warnings), so one
/// failure reports all that needs fixing.
public struct DialogValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every problem found, errors first, in the order the rules are checked.
  public let problems: [DialogProblem]

  /// Creates the error.
  ///
  /// - Parameter problems: The problems found; at least one should be an error.
  package init(problems: [DialogProblem]) {
    self.problems = problems
  }

  /// The problems with error severity.
  package var errors: [DialogProblem] { problems.filter { $0.severity == .error } }

  /// One line per problem, errors first.
  public var description: String {
    let count = errors.count
    let header = "invalid dialog: \(count) error\(count == 1 ? "" : "s")"
    return ([header] + problems.map { "  \($0)" }).joined(separator: "\n")
  }
}
