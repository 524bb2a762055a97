import FluentAlertMacrosFree
import FluentAlertTestSupport
import Testing

@testable import FluentAlert

@Suite("The rules the draft's types carry hold for every finished dialog")
struct DraftRuleTests {
  /// The problems a finished draft cannot have, whatever its contents.
  static let ruledOut: Set<DialogProblem.Kind> = [
    .multipleCancelActions, .textFieldOnActionSheet, .multiplePreferredActions, .cannotBeClosed,
    .preferredActionOnActionSheet, .preferredActionDisabled,
  ]

  @Test("no finished draft has a problem its types rule out, even with hostile contents")
  func ruledOutProblemsNeverAppear() {
    for seed in UInt64(0)..<300 {
      let contents = DraftContents(seed: seed, validity: .arbitrary)
      for dialog in [Typed.alert(contents), Typed.sheet(contents)] {
        let kinds = Set(dialog.problems.map(\.kind))
        #expect(kinds.isDisjoint(with: Self.ruledOut), "seed \(seed): \(dialog.problems)")
      }
    }
  }

  @Test("valid generated contents make drafts that pass validated()")
  func validContentsValidate() throws {
    for seed in UInt64(0)..<300 {
      let contents = DraftContents(seed: seed, validity: .valid)
      for dialog in [Typed.alert(contents), Typed.sheet(contents)] {
        #expect(throws: Never.self, "seed \(seed)") { try dialog.validated() }
      }
    }
  }

  @Test("every misuse the compiler refuses on a draft is an error or warning on Dialog")
  func refusedMisuseIsRealMisuse() {
    // The Dialog spelling of each compile-failure corpus rule.
    let cases: [(DialogProblem.Kind, Dialog<String>)] = [
      (
        .multipleCancelActions,
        Dialog.alert("A").addAction("Save", key: "save").addCancel("Cancel", key: "cancel")
          .addCancel("Close", key: "close")
      ),
      (
        .textFieldOnActionSheet,
        Dialog.actionSheet("A").addAction("Rename", key: "rename").addTextField("New name")
          .addCancel("Cancel", key: "cancel")
      ),
      (
        .multiplePreferredActions,
        Dialog.alert("A").addAction("Save", key: "save").preferred("save")
          .addAction("Share", key: "share").preferred("share")
      ),
      (
        .preferredActionOnActionSheet,
        Dialog.actionSheet("A").addAction("Follow", key: "follow").preferred("follow")
          .addCancel("Cancel", key: "cancel")
      ),
      (.cannotBeClosed, Dialog.alert("Nothing to press")),
      (
        .cannotBeClosed,
        Dialog.alert("A").addAction("Save", key: "save").actionStyle { $0.disabled() }
      ),
    ]
    for (kind, dialog) in cases {
      #expect(dialog.problems.contains { $0.kind == kind }, "\(kind): \(dialog.problems)")
    }
  }

  @Test("preferred marks only the first action with its key, so repeated keys stay one preferred")
  func preferredWithRepeatedKeys() {
    let dialog = alert("Keys", keys: String.self)
      .addAction("First", key: "same")
      .addDestructive("Second", key: "same")
      .preferred("same")
      .addCancel("Cancel", key: "same")
      .dialog
    #expect(dialog.actions.map(\.isPreferred) == [true, false, false])
    let kinds = dialog.problems.map(\.kind)
    #expect(kinds.contains(.duplicateKey))
    #expect(!kinds.contains(.multiplePreferredActions))
  }

  @Test("preferred before its action is added marks nothing, as on Dialog")
  func preferredBeforeAction() {
    let typed = alert("Early", keys: String.self).preferred("save").addAction("Save", key: "save")
      .dialog
    let chained = Dialog<String>.alert("Early").preferred("save").addAction("Save", key: "save")
    #expect(typed == chained)
    #expect(typed.preferredAction == nil)
  }

  @Test("actionStyle changes how the last action looks, never its role, key or flags")
  func actionStyleKeepsTrackedFields() {
    let dialog = alert("Photo", keys: String.self)
      .addAction("Keep", key: "keep")
      .preferred("keep")
      .addDestructive("Delete", key: "delete")
      .actionStyle {
        $0.titleColor(.system(.red)).image(.system("trash")).accessibilityIdentifier("delete")
      }
      .dialog
    let delete = dialog.actions[1]
    #expect(delete.role == .destructive && delete.key == "delete")
    #expect(delete.isEnabled && !delete.isPreferred)
    #expect(delete.titleColor == .system(.red) && delete.image == .system("trash"))
    #expect(delete.accessibilityIdentifier == "delete")
    #expect(dialog.actions[0].isPreferred && dialog.actions[0].titleColor == nil)
  }

  @Test("NonCancelRole maps onto every ActionRole except cancel, and back")
  func nonCancelRoles() {
    #expect(
      Set(NonCancelRole.allCases.map(\.actionRole))
        == Set(ActionRole.allCases.filter { $0 != .cancel }))
    for role in NonCancelRole.allCases {
      #expect(NonCancelRole(role.actionRole) == role)
    }
    #expect(NonCancelRole(.cancel) == nil)
  }

  @Test("unfinished shows what a draft holds in any state, even one that cannot be finished")
  func unfinished() {
    let draft = actionSheet("Sheet", message: "Pick", keys: Int.self)
    #expect(draft.unfinished == Dialog<Int>.actionSheet("Sheet", message: "Pick"))
    #expect(draft.unfinished.problems.contains { $0.kind == .cannotBeClosed })
  }

  @Test("the one-argument actionTap receives the chosen key")
  @MainActor
  func actionTapWithKey() {
    let received = Received()
    let dialog = alert("Tap", keys: String.self)
      .addAction("OK", key: "ok")
      .actionTap { key in received.values.append(key) }
      .dialog
    dialog.callbacks.tap?("ok", ["ignored"])
    #expect(received.values == ["ok"])
  }

  @Test("the two-argument actionTap receives the key and the fields' texts")
  @MainActor
  func actionTapWithTexts() {
    let received = Received()
    let dialog = alert("Sign in", keys: String.self)
      .addTextField("Name")
      .addTextField("Password") { $0.secure() }
      .addAction("OK", key: "ok")
      .addCancel("Cancel", key: "cancel")
      .actionTap { key, texts in received.values.append(([key] + texts).joined(separator: "|")) }
      .dialog
    dialog.callbacks.tap?("ok", ["ana", "secret"])
    #expect(received.values == ["ok|ana|secret"])
  }

  @Test("the three-argument actionTap receives the suppression toggle's state too")
  @MainActor
  func actionTapWithSuppression() {
    let received = Received()
    let dialog = alert("Empty the Trash?", keys: String.self)
      .addDestructive("Empty Trash", key: "empty")
      .addCancel("Cancel", key: "keep")
      .actionTap { key, values in received.values.append("\(key) \(values.isSuppressed)") }
      .dialog
      .addControl(.suppressionToggle("Never ask", isSuppressed: true))
    #expect(dialog.suppressionToggle == SuppressionToggle(title: "Never ask", isSuppressed: true))
    dialog.callbacks.tap?("empty", [])
    #expect(received.values == ["empty false"])
  }
}

/// Collects what a tap handler receives, on the main actor.
@MainActor
final class Received {
  var values: [String] = []
}
