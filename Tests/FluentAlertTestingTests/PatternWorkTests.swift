import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import FluentAlertText
import Testing

@MainActor
@Suite("DialogTester with hostile patterns")
struct PatternWorkTests {
  @Test(
    "a 10,000-character text costs one match per change, and reading the actions none",
    arguments: adversarialPatterns)
  func oneMatchPerChange(pattern: String) throws {
    let dialog = codeDialog(pattern: pattern)
    #expect(dialog.problems.isEmpty)
    let tester = try DialogTester(dialog)
    let text = String(repeating: "a", count: 10_000)
    let oneMatch = try TextPattern(pattern).work(toMatch: text).steps

    let (_, pasted) = patternSteps { tester.setText(text, forField: 0) }
    #expect(pasted == oneMatch)
    let (disabled, read) = patternSteps {
      (0..<100).map { _ in
        tester.disabledKeys
          + tester.actions.filter { $0.refusal != nil }.map { _ in .verify }
      }
    }
    #expect(read == 0)
    #expect(disabled.allSatisfy { $0 == [.verify, .verify] }, "\(disabled.first ?? [])")

    let (_, typed) = patternSteps { tester.setText(tester.texts[0] + "a", forField: 0) }
    #expect(typed <= oneMatch + 2 * (try TextPattern(pattern).size))
    tester.tap(.cancel)
  }
}
