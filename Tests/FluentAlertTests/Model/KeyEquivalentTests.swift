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
    let actions = Self.close.actions
    #expect(
      DialogKeyEquivalent.actionIndex(
        pressedBy: .character("d"), in: actions, hasDefaultAction: true) == 1)
    #expect(
      DialogKeyEquivalent.actionIndex(
        pressedBy: .character("D"), in: actions, hasDefaultAction: true) == 1)
    #expect(
      DialogKeyEquivalent.actionIndex(
        pressedBy: .character("x"), in: actions, hasDefaultAction: true) == nil)
    #expect(
      DialogKeyEquivalent.actionIndex(pressedBy: .return, in: actions, hasDefaultAction: true) == 0)
    #expect(
      DialogKeyEquivalent.actionIndex(pressedBy: .escape, in: actions, hasDefaultAction: true) == 2)
    // An action that takes Escape takes it from the cancel action.
    let escaping = Dialog<Close>.alert("Leave?")
      .addAction("Stay", key: .save)
      .addDestructive("Leave", key: .discard)
      .actionStyle { $0.keyEquivalent(.escape) }
    #expect(
      DialogKeyEquivalent.actionIndex(
        pressedBy: .escape, in: escaping.actions, hasDefaultAction: true)
        == 1)
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
