import FluentAlert
import Testing

@Suite("key equivalents")
struct KeyEquivalentTests {
  enum Close: Hashable, Sendable { case save, discard, cancel }

  static let close = Dialog<Close>(.alert, title: "Save changes?") {
    Action("Save", key: .save).preferred()
    Destructive("Don't Save", key: .discard).keyEquivalent(.character("d"))
    Cancel("Cancel", key: .cancel)
  }

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let chained = Dialog<Close>.alert("Save changes?")
      .addAction("Save", key: .save)
      .preferred(.save)
      .addDestructive("Don't Save", key: .discard)
      .actionStyle { $0.keyEquivalent(.character("d", modifiers: .command)) }
      .addCancel("Cancel", key: .cancel)
    let initialized = Dialog<Close>(
      style: .alert, title: "Save changes?",
      actions: [
        DialogAction(title: "Save", key: .save).preferred(),
        DialogAction(title: "Don't Save", role: .destructive, key: .discard).keyEquivalent(
          DialogKeyEquivalent(.character("d"), modifiers: [.command])),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ])
    #expect(Self.close == chained)
    #expect(Self.close == initialized)
    #expect(
      Self.close.snapshot == """
        alert "Save changes?"
          action 0 default "Save" key save preferred
          action 1 destructive "Don't Save" key discard key-equivalent command+"d"
          action 2 cancel "Cancel" key cancel
        """)
  }

  @Test("keys and modifiers take part in equality; the description reads like a menu")
  func equality() {
    #expect(DialogKeyEquivalent.character("d") != .character("d", modifiers: []))
    #expect(DialogKeyEquivalent.character("d") != .character("e"))
    #expect(DialogKeyEquivalent.return != .escape)
    #expect(
      DialogKeyEquivalent(.escape, modifiers: [.shift, .control]).description
        == "control+shift+escape")
    #expect(DialogKeyEquivalent.character("d").description == "command+d")
  }

  @Test("a typed key presses its action; Return and Escape fall back to preferred and cancel")
  func pressing() {
    let keyboard = Self.close.keyboard
    #expect(keyboard.actionIndex(pressedBy: .character("d")) == 1)
    #expect(keyboard.actionIndex(pressedBy: .character("D")) == 1)
    #expect(keyboard.actionIndex(pressedBy: .character("x")) == nil)
    #expect(keyboard.actionIndex(pressedBy: .return) == 0)
    #expect(keyboard.actionIndex(pressedBy: .escape) == 2)
    // An action that takes Escape takes it from the cancel action.
    let escaping = Dialog<Close>.alert("Leave?")
      .addAction("Stay", key: .save)
      .addDestructive("Leave", key: .discard)
      .actionStyle { $0.keyEquivalent(.escape) }
    #expect(escaping.keyboard.actionIndex(pressedBy: .escape) == 1)
  }

  @Test("an own key adds to Return and Escape: one action can answer to all three")
  func severalKeys() {
    // Save is the default action by the rule and has ⌘S of its own.
    let save = Dialog<Close>.alert("Save changes?")
      .addAction("Save", key: .save).actionStyle { $0.keyEquivalent(.character("s")) }
      .addCancel("Cancel", key: .cancel)
    #expect(save.keyboard.keys(ofAction: 0) == [.return, .character("s")])
    #expect(save.keyboard.keys(ofAction: 1) == [.escape])
    // A lone OK that Return and Escape both dismiss.
    let reset = Dialog<Close>.alert("Settings were reset")
      .addAction("OK", key: .save).actionStyle { $0.keyEquivalent(.escape) }
    #expect(reset.keyboard.keys(ofAction: 0) == [.return, .escape])
    // Delete and Cancel: Return never performs the destructive action, so Cancel has both.
    let delete = Dialog<Close>.alert("Delete?")
      .addDestructive("Delete", key: .discard).addCancel("Cancel", key: .cancel)
    #expect(delete.keyboard.keys(ofAction: 0) == [])
    #expect(delete.keyboard.keys(ofAction: 1) == [.return, .escape])
    // A Return given with modifier keys replaces the plain one.
    let shifted = DialogKeyEquivalent(.return, modifiers: .shift)
    let confirm = Dialog<Close>.alert("Send?")
      .addAction("Send", key: .save).actionStyle { $0.keyEquivalent(shifted) }
    #expect(confirm.keyboard.keys(ofAction: 0) == [shifted])
  }

  @Test(
    "UIKit reports a key it cannot set; the others set it", arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let kinds = Self.close.problems(for: platform).map(\.kind)
    #expect(kinds == (platform == .uiKit ? [.keyEquivalentUnsupported] : []))
    // Return on an alert's preferred action and Escape on the cancel action are UIKit's own.
    let own = Dialog<Close>(.alert, title: "Save changes?") {
      Action("Save", key: .save).preferred().keyEquivalent(.return)
      Cancel("Cancel", key: .cancel).keyEquivalent(.escape)
    }
    #expect(own.problems(for: platform).isEmpty)
  }
}
