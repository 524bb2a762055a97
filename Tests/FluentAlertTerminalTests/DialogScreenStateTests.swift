import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Testing

@testable import FluentAlertTerminal

@Suite("Screen state: keys on a dialog")
struct DialogScreenStateTests {
  enum Choice: Hashable, Sendable { case follow, mute, block, cancel, save }

  private func sheet(preferred: Bool = false, muteEnabled: Bool = true) -> DialogScreenState {
    DialogScreenState(
      dialog: ScreenContent(
        Dialog<Choice>(
          style: .actionSheet, title: "Ana",
          actions: [
            DialogAction(title: "Cancel", role: .cancel, key: .cancel),
            DialogAction(title: "Follow", key: .follow),
            DialogAction(title: "Mute", role: .destructive, key: .mute).disabled(!muteEnabled),
            DialogAction(title: "Block", key: .block).preferred(preferred),
          ])))
  }

  private func form(initial: String = "") -> DialogScreenState {
    DialogScreenState(
      dialog: ScreenContent(
        Dialog<Choice>(
          style: .alert, title: "Rename",
          actions: [
            DialogAction(title: "Save", key: .save).preferred(),
            DialogAction(title: "Cancel", role: .cancel, key: .cancel),
          ],
          textFields: [
            DialogTextField("Name").text(initial),
            DialogTextField("Code").required(.length(3...5), gates: [.save]),
          ])))
  }

  @Test("the cancel action is listed last and numbers follow the display order")
  func order() {
    let state = sheet()
    #expect(state.order == [1, 2, 3, 0])
    var copy = state
    #expect(copy.handle(.character("4")) == .choose(0))
    copy = state
    #expect(copy.handle(.character("1")) == .choose(1))
  }

  @Test("the preferred action starts selected, else the first non-cancel action")
  func initialFocus() {
    #expect(sheet(preferred: true).focus == .action(2))
    #expect(sheet().focus == .action(0))
    #expect(form().focus == .field(0))
  }

  @Test("moving skips disabled actions and wraps around, by arrows, j/k and tab")
  func movement() {
    var state = sheet(muteEnabled: false)
    #expect(state.handle(.down) == .redraw)
    #expect(state.focus == .action(2))  // Mute (position 1) is skipped
    #expect(state.handle(.character("j")) == .redraw)
    #expect(state.focus == .action(3))
    #expect(state.handle(.tab) == .redraw)
    #expect(state.focus == .action(0))  // wrapped
    #expect(state.handle(.character("k")) == .redraw)
    #expect(state.focus == .action(3))
    #expect(state.handle(.backTab) == .redraw)
    #expect(state.focus == .action(2))
    #expect(state.handle(.enter) == .choose(3))
  }

  @Test("a disabled action chosen by number is refused with a notice, which the next key clears")
  func disabledByNumber() {
    var state = sheet(muteEnabled: false)
    #expect(state.handle(.character("2")) == .redraw)
    #expect(state.notice == "“Mute” is not available.")
    #expect(state.handle(.character("x")) == .redraw)
    #expect(state.notice == nil)
    #expect(state.handle(.character("9")) == .redraw)
    #expect(state.notice == "There is no action 9.")
  }

  @Test("escape and end of transmission dismiss; Ctrl-C interrupts; Ctrl-Z suspends")
  func leaving() {
    var state = sheet()
    #expect(state.handle(.escape) == .dismiss)
    #expect(state.handle(.endOfTransmission) == .dismiss)
    #expect(state.handle(.interrupt) == .interrupt)
    #expect(state.handle(.suspend) == .suspend)
    var editing = form()
    #expect(editing.handle(.escape) == .dismiss)
  }

  @Test("typing edits the focused field at the cursor; letters and digits are text there")
  func editing() {
    var state = form()
    for scalar in "jk12".unicodeScalars { #expect(state.handle(.character(scalar)) == .edited(0)) }
    #expect(state.texts[0] == "jk12")
    #expect(state.handle(.left) == .redraw)
    #expect(state.handle(.left) == .redraw)
    #expect(state.handle(.backspace) == .edited(0))
    #expect(state.texts[0] == "j12")
    #expect(state.handle(.home) == .redraw)
    #expect(state.handle(.delete) == .edited(0))
    #expect(state.texts[0] == "12")
    #expect(state.handle(.character("é")) == .edited(0))
    #expect(state.texts[0] == "é12")
    #expect(state.cursors[0] == 1)
    #expect(state.handle(.end) == .redraw)
    #expect(state.cursors[0] == 3)
    #expect(state.handle(.right) == .none)
    #expect(state.handle(.character("\u{1B}")) == .none)  // never enters a field
    #expect(state.texts[0] == "é12")
  }

  @Test("Control-U clears the focused field, re-checking its requirement; an empty one stays")
  func clearLine() {
    var state = form(initial: "draft")
    _ = state.handle(.left)
    #expect(state.handle(.clearLine) == .edited(0))
    #expect(state.texts[0] == "")
    #expect(state.cursors[0] == 0)
    #expect(state.handle(.clearLine) == .none)
    _ = state.handle(.tab)
    for scalar in "abc".unicodeScalars { _ = state.handle(.character(scalar)) }
    #expect(state.isEnabled(actionAt: 0))
    #expect(state.handle(.clearLine) == .edited(1))
    #expect(!state.isEnabled(actionAt: 0))
  }

  @Test("key equivalents press their actions: a letter on the list, Escape and Return anywhere")
  func keyEquivalents() {
    let dialog = Dialog<Choice>(.alert, title: "Save?") {
      TextInput("Name")
      Action("Save", key: .save)
      Destructive("Don't Save", key: .mute).keyEquivalent(.character("d"))
      Action("Later", key: .follow).keyEquivalent(.escape)
      Action("Block", key: .block).keyEquivalent(.return)
    }
    let start = DialogScreenState(dialog: ScreenContent(dialog))
    var state = start
    // In the field, letters are text and Return presses the action that has it.
    #expect(state.handle(.character("d")) == .edited(0))
    #expect(state.handle(.enter) == .choose(3))
    state = start
    #expect(state.handle(.escape) == .choose(2))
    state = start
    _ = state.handle(.tab)  // to the actions
    #expect(state.handle(.character("D")) == .choose(1))
  }

  @Test("a combining mark joins the character before the cursor")
  func combining() {
    var state = form()
    _ = state.handle(.character("e"))
    _ = state.handle(.character("\u{301}"))
    #expect(state.texts[0] == "e\u{301}")
    #expect(state.texts[0].count == 1)
    #expect(state.cursors[0] == 1)
    #expect(state.handle(.backspace) == .edited(0))
    #expect(state.texts[0].isEmpty)
  }

  @Test("requirements gate their actions live as the text changes")
  func gating() {
    var state = form()
    #expect(!state.isEnabled(actionAt: 0))
    #expect(state.isEnabled(actionAt: 1))  // cancel is not gated
    _ = state.handle(.down)
    #expect(state.focus == .field(1))
    for scalar in "abc".unicodeScalars { _ = state.handle(.character(scalar)) }
    #expect(state.isEnabled(actionAt: 0))
    for scalar in "def".unicodeScalars { _ = state.handle(.character(scalar)) }
    #expect(!state.isEnabled(actionAt: 0))  // six characters: too long
  }

  @Test(
    "enter moves to the next field, and in the last one chooses the preferred action once allowed")
  func enterInFields() {
    var state = form(initial: "draft")
    #expect(state.handle(.enter) == .redraw)
    #expect(state.focus == .field(1))
    #expect(state.handle(.enter) == .redraw)
    #expect(state.notice == "Fill in the fields above to continue.")
    for scalar in "abcd".unicodeScalars { _ = state.handle(.character(scalar)) }
    #expect(state.handle(.enter) == .choose(0))
  }

  @Test("tab leaves the fields for the enabled actions only")
  func tabFromFields() {
    var state = form()
    _ = state.handle(.tab)
    #expect(state.handle(.tab) == .redraw)
    #expect(state.focus == .action(1))  // Save (position 0) is gated off
  }

  @Test("a session's verdict replaces the local one")
  func sessionVerdict() {
    var state = sheet()
    state.setEnabled([true, false, true, true])
    #expect(!state.isEnabled(actionAt: 1))
    state.setEnabled([true])  // wrong count: ignored
    #expect(!state.isEnabled(actionAt: 1))
  }

  @Test("the suppression toggle sits between the fields and the actions; Space and Enter flip it")
  func suppressionToggle() {
    let dialog = Dialog<Choice>.alert("Rename")
      .addTextField("Name")
      .addAction("Rename", key: .follow)
      .addAction("Duplicate", key: .mute)
      .actionStyle { $0.keyEquivalent(.character("d")) }
      .addCancel("Cancel", key: .cancel)
      .addControl(.suppressionToggle(isSuppressed: true))
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    #expect(state.focus == .field(0))
    #expect(state.isSuppressed)
    #expect(state.handle(.tab) == .redraw)
    #expect(state.focus == .suppressionToggle)
    #expect(state.handle(.character(" ")) == .toggledSuppression)
    #expect(!state.isSuppressed)
    #expect(state.handle(.enter) == .toggledSuppression)
    #expect(state.isSuppressed)
    #expect(state.handle(.down) == .redraw)
    #expect(state.focus == .action(0))
    #expect(state.handle(.up) == .redraw)
    #expect(state.focus == .suppressionToggle)
    // A key equivalent presses its action from the toggle too; other letters do nothing.
    #expect(state.handle(.character("x")) == .none)
    #expect(state.handle(.character("d")) == .choose(1))
    // So do the digits that number the actions.
    #expect(state.handle(.character("3")) == .choose(2))
    #expect(state.handle(.character("9")) == .redraw)
    #expect(state.notice == "There is no action 9.")
    #expect(state.isSuppressed)
  }

  @Test("a sheet of choices opens on its checked action, unless an action is preferred")
  func startsOnCheckedAction() {
    let sort = Dialog<Choice>.actionSheet("Sort by")
      .addAction("Name", key: .follow)
      .addAction("Date", key: .mute)
      .actionStyle { $0.checked() }
      .addAction("Size", key: .block)
      .addCancel("Cancel", key: .cancel)
    #expect(DialogScreenState(dialog: ScreenContent(sort)).focus == .action(1))
    #expect(DialogScreenState(dialog: ScreenContent(sort.preferred(.block))).focus == .action(2))
    let disabled = Dialog<Choice>.actionSheet("Sort by")
      .addAction("Name", key: .follow)
      .addAction("Date", key: .mute)
      .actionStyle { $0.checked().disabled() }
    #expect(DialogScreenState(dialog: ScreenContent(disabled)).focus == .action(0))
  }

  @Test("without a suppression toggle, focus never stops between the fields and the actions")
  func noToggle() {
    let dialog = Dialog<Choice>.alert("Rename")
      .addTextField("Name")
      .addAction("Rename", key: .follow)
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    #expect(state.handle(.tab) == .redraw)
    #expect(state.focus == .action(0))
    #expect(!state.isSuppressed)
  }
}

@Suite("Screen state: hostile patterns")
struct ScreenPatternWorkTests {
  @Test(
    "a key typed into a 10,000-character field costs a few matches: gates, then the drawing",
    arguments: adversarialPatterns)
  func keystroke(pattern: String) throws {
    let text = String(repeating: "a", count: 10_000)
    let dialog = codeDialog(pattern: pattern, text: text)
    let oneMatch = try TextPattern(pattern).work(toMatch: text + "a").steps
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    let renderer = DialogRenderer(width: 60, height: 20, capabilities: .plain)
    var frame: ScreenFrame?
    let (_, steps) = patternSteps {
      _ = state.handle(.end)
      _ = state.handle(.character("a"))
      frame = renderer.render(state)
    }
    // Once for the gates, once for the ✓/✗ line under the field.
    #expect(steps <= 2 * oneMatch)
    #expect(state.texts[0].count == 10_001)
    #expect(!state.isEnabled(actionAt: 0))
    #expect(
      frame?.lines.contains { $0.contains { $0.text.contains("must have the expected format") } }
        == true)
  }

  @Test("line mode asks for a pre-filled 10,000-character field after one match")
  func lineModePrefilled() throws {
    let text = String(repeating: "a", count: 10_000)
    let dialog = codeDialog(pattern: "(a?){16}a{16}", text: text)
    let oneMatch = try TextPattern("(a?){16}a{16}").work(toMatch: text).steps
    var conversation = LineConversation(dialog: ScreenContent(dialog))
    let (_, steps) = patternSteps {
      _ = conversation.start()
      _ = conversation.receive("")
    }
    #expect(steps <= 2 * oneMatch)
  }
}
