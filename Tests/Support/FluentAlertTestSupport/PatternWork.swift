import FluentAlert
import FluentAlertText

/// The `matches` patterns that make a backtracking engine take exponential
/// time on a run of `a`s that nearly matches; the matcher must stay linear.
public let adversarialPatterns = ["(a+)+b", "(a?){16}a{16}", "(a|a)*b", "(a|aa)*c", "(.*)*x"]

/// The matcher steps `body` takes (every match in it, counted through
/// `TextPattern.workObserver`), and its result.
///
/// ```swift
/// let (met, steps) = patternSteps { TextRule.matches("(a+)+b").isSatisfied(by: "aab") }
/// ```
///
/// - Parameter body: The work to count.
/// - Returns: What `body` returned and the steps of every match in it.
public func patternSteps<Result>(_ body: () throws -> Result) rethrows
  -> (result: Result, steps: Int)
{
  let steps = MemoLock(0)
  let result = try TextPattern.$workObserver.withValue(
    { count in steps.withLock { $0 += count } }, operation: body)
  return (result, steps.withLock { $0 })
}

/// The keys of ``codeDialog(pattern:text:)``.
public enum CodeKey: Hashable, Sendable {
  case verify, cancel
}

/// An alert asking for a code whose text must match `pattern`: "Verify" is
/// gated by it, "Cancel" is not.
///
/// - Parameters:
///   - pattern: The field's `matches` pattern.
///   - text: The field's initial text.
/// - Returns: The dialog.
public func codeDialog(pattern: String, text: String = "") -> Dialog<CodeKey> {
  Dialog(.alert, title: "Code") {
    TextInput("Code").text(text).required(.matches(pattern))
    Action("Verify", key: .verify)
    Cancel("Cancel", key: .cancel)
  }
}
