import FluentAlert
import FluentAlertTestSupport
import Testing

@Suite("the seeded dialog generator")
struct DialogGeneratorTests {
  @Test("the same seed gives the same dialogs")
  func deterministic() {
    var first = SeededGenerator(seed: 99)
    var second = SeededGenerator(seed: 99)
    for _ in 0..<50 {
      let a = Dialog<GenKey>.random(using: &first, validity: .arbitrary)
      let b = Dialog<GenKey>.random(using: &second, validity: .arbitrary)
      #expect(a.snapshot == b.snapshot)
    }
  }

  @Test("valid-by-default dialogs have no problems at all")
  func validDialogsHaveNoProblems() {
    var rng = SeededGenerator(seed: 1)
    for _ in 0..<1_000 {
      let dialog = Dialog<GenKey>.random(using: &rng)
      #expect(dialog.problems.isEmpty, "\(dialog.problems)\n\(dialog.snapshot)")
    }
  }

  @Test("arbitrary dialogs break every rule somewhere")
  func arbitraryDialogsBreakEveryRule() {
    var rng = SeededGenerator(seed: 2)
    var seen: Set<DialogProblem.Kind> = []
    for _ in 0..<3_000 {
      for problem in Dialog<GenKey>.random(using: &rng, validity: .arbitrary).problems {
        seen.insert(problem.kind)
      }
    }
    let missing = DialogProblem.Kind.allCases.filter { !seen.contains($0) }
    #expect(missing.isEmpty, "never generated: \(missing)")
  }

  @Test("every mutation differs from its original and names a field")
  func mutationsDiffer() {
    var rng = SeededGenerator(seed: 3)
    for _ in 0..<50 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      for mutation in DialogGenerator.mutations(of: dialog) {
        #expect(mutation.dialog != dialog, "\(mutation.field) did not change \(dialog)")
        #expect(!mutation.field.isEmpty)
      }
    }
  }

  @Test("mutations reach every field of the model")
  func mutationsReachEveryField() {
    var rng = SeededGenerator(seed: 4)
    var fields: Set<String> = []
    for _ in 0..<500 {
      let dialog = Dialog<GenKey>.random(using: &rng, validity: .arbitrary)
      for mutation in DialogGenerator.mutations(of: dialog) {
        // Strip list indices so "actions[3].role" counts as "actions[].role".
        fields.insert(mutation.field.replacing(/\[\d+\]/, with: "[]"))
      }
    }
    let expected = [
      "style", "title.verbatim", "title as localized", "title.key", "title.table",
      "title.bundle", "title.defaultValue", "message.verbatim", "titleStyle.font",
      "titleStyle.color", "titleStyle.maxLines", "titleStyle.lineBreakMode",
      "titleStyle.alignment", "messageStyle.font", "actions appended", "actions[] removed",
      "actions reversed", "actions[].title.verbatim", "actions[].role", "actions[].key",
      "actions[].isEnabled", "actions[].isPreferred", "actions[].titleColor.red",
      "actions[].titleColor.alpha", "actions[].titleColor kind", "actions[].image",
      "actions[].accessibilityIdentifier", "textFields[].placeholder.verbatim",
      "textFields[].text", "textFields[].isSecure", "textFields[].keyboard",
      "textFields[].contentType", "textFields[].capitalization", "textFields[].autocorrection",
      "textFields[].accessibilityIdentifier", "textFields[].requirement.rule kind",
      "textFields[].requirement.rule.upper", "textFields[].requirement.rule[].pattern",
      "textFields[].requirement.gatedKeys[]", "anchor.x", "anchor.height", "anchor kind",
      "autoDismiss.delay", "autoDismiss.key", "accessibilityIdentifier", "hasDefaultAction",
      "help", "help kind", "help.value", "progress", "progress kind", "accessories appended",
      "accessories[] removed", "accessories[] kind", "accessories[].lines",
      "accessories[].address", "accessories[].text",
    ]
    let missing = expected.filter { !fields.contains($0) }
    #expect(missing.isEmpty, "never mutated: \(missing)")
  }

  @Test("generated dialogs use every kind of every field")
  func generatorCoversEveryKind() {
    var rng = SeededGenerator(seed: 5)
    var text = ""
    for index in 0..<600 {
      let validity: DialogGenerator.Validity = index.isMultiple(of: 2) ? .valid : .arbitrary
      text += Dialog<GenKey>.random(using: &rng, validity: validity).snapshot + "\n"
    }
    let tokens = [
      "alert", "actionSheet", "  message \"", "  message verbatim(", " arguments(", " table \"",
      "bundle id ", "bundle path ", " comment \"", " default \"", "title style: font system ",
      "font textStyle ",
      "font custom ", "color #", "rgba(", "color system ", "color asset ", "max lines ",
      "line break byTruncatingMiddle", "alignment justified", " default \"", " cancel ",
      " destructive ", " preferred", " disabled", " image system ", " image asset ",
      " id \"", "key \"two words", "text field 0 placeholder", " text \"", " secure",
      " keyboard ", " content \"", " capitalization ", "autocorrection on", "autocorrection off",
      "requires nonEmpty", "requires length ", "requires matches ", "requires all(",
      "all(all(", "gating [", "gating non-cancel", " message ", "anchor rect(", "anchor view ",
      "anchor barButtonItem ", "anchor center", "auto-dismiss after ", " reporting ",
      "\\u{1B}", "\\\"", "\\n", "e\u{301}", "\n  id \"", "accessory lines ",
      "accessory link ", "accessory footnote ",
    ]
    let missing = tokens.filter { !text.contains($0) }
    #expect(missing.isEmpty, "never generated: \(missing)")
  }

  @Test("the law checker reports a broken hash")
  func lawCheckerCatchesBrokenHash() {
    struct Broken: Hashable {
      let value: Int
      static func == (lhs: Self, rhs: Self) -> Bool { true }
      func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
    #expect(!checkHashable([Broken(value: 1), Broken(value: 2)]).isEmpty)
    #expect(checkHashable([1, 2, 3], distinct: true).isEmpty)
  }
}
