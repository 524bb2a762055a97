import FluentAlert
import FluentAlertTesting
import Synchronization
import Testing

/// The pattern steps `body` takes (every match in it, counted by the
/// matcher), and its result.
@MainActor
func patternSteps<Result>(_ body: () throws -> Result) rethrows -> (result: Result, steps: Int) {
  let steps = Mutex(0)
  let result = try TextPattern.$workObserver.withValue(
    { count in steps.withLock { $0 += count } }, operation: body)
  return (result, steps.withLock { $0 })
}

@MainActor
@Suite("DialogTester with hostile patterns")
struct PatternWorkTests {
  enum Code: Hashable, Sendable { case verify, cancel }

  nonisolated static let adversarial = ["(a+)+b", "(a?){16}a{16}", "(a|a)*b", "(a|aa)*c", "(.*)*x"]

  @Test(
    "a 10,000-character text costs one match per change, and reading the actions none",
    arguments: Self.adversarial)
  func oneMatchPerChange(pattern: String) throws {
    let dialog = Dialog<Code>(.alert, title: "Code") {
      TextInput("Code").required(.matches(pattern))
      Action("Verify", key: .verify)
      Cancel("Cancel", key: .cancel)
    }
    #expect(dialog.problems.isEmpty)
    let tester = try DialogTester(dialog)
    let text = String(repeating: "a", count: 10_000)
    let oneMatch = try TextPattern(pattern).work(toMatch: text).steps

    let (_, pasted) = patternSteps { tester.replaceText(of: 0, with: text) }
    #expect(pasted == oneMatch)
    let (disabled, read) = patternSteps {
      (0..<100).map { _ in
        tester.disabledKeys
          + tester.actions.filter { $0.disabledReason != nil }.map { _ in .verify }
      }
    }
    #expect(read == 0)
    #expect(disabled.allSatisfy { $0 == [.verify, .verify] })

    let (_, typed) = patternSteps { tester.type("a", into: 0) }
    #expect(typed <= oneMatch + 2 * (try TextPattern(pattern).size))
    tester.tap(.cancel)
  }
}
