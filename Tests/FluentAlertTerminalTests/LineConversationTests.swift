import FluentAlert
import Testing

@testable import FluentAlertTerminal

@Suite("Line mode conversation")
struct LineConversationTests {
  enum Choice: Hashable, Sendable { case follow, mute, cancel, save }

  static let sheet = Dialog<Choice>(
    style: .actionSheet, title: "Ana", message: "What now?\nPick one.",
    actions: [
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      DialogAction(title: "Follow", key: .follow),
      DialogAction(title: "Mute", role: .destructive, key: .mute).disabled(),
    ],
    autoDismiss: AutoDismiss(after: .seconds(10), reporting: .cancel))

  static let form = Dialog<Choice>(
    style: .alert, title: "Rename",
    actions: [
      DialogAction(title: "Save", key: .save).preferred(),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ],
    textFields: [
      DialogTextField("Name").text("draft"),
      DialogTextField("Code").secure().required(.length(3...5)),
    ])

  private let choosePrompt = LineConversation.Next.ask(
    prompt: "Choose 1–3, or type an action's name [1]: ", hidden: false)

  @Test("an action's key equivalent is shown and answers for it")
  func keyEquivalent() {
    let close = Dialog<Choice>.alert("Save?")
      .addAction("Save", key: .save)
      .addDestructive("Don't Save", key: .mute)
      .actionStyle { $0.keyEquivalent(.character("d")) }
    var conversation = LineConversation(dialog: ScreenContent(close))
    #expect(conversation.actionList() == "  1. Save\n  2. Don't Save (destructive) [d]\n")
    _ = conversation.start()
    #expect(conversation.receive("d").next == .choose(1))
  }

  @Test("a field is asked for by its label, without the label's colon")
  func labelledField() {
    let export = Dialog<Choice>.alert("Export")
      .addTextField("Untitled") { $0.label("Save As:").required(.nonEmpty) }
      .addAction("Export", key: .save)
    let conversation = LineConversation(dialog: ScreenContent(export))
    guard case .ask(let prompt, _) = conversation.start().next else {
      Issue.record("no question")
      return
    }
    #expect(prompt.hasPrefix("Save As"), "\(prompt)")
    #expect(!prompt.contains("Save As:") && !prompt.contains("Untitled"), "\(prompt)")
  }

  @Test("a suppression toggle is asked as yes or no after the fields, before the actions")
  func suppressionToggle() {
    let rename = Self.form.addControl(.suppressionToggle("Do not ask me again"))
    var conversation = LineConversation(dialog: ScreenContent(rename))
    #expect(!conversation.start().listActions)
    _ = conversation.receive("")
    let afterFields = conversation.receive("abcd")
    #expect(!afterFields.listActions)
    #expect(afterFields.next == .ask(prompt: "Do not ask me again [y/N]: ", hidden: false))
    let wrong = conversation.receive("maybe")
    #expect(wrong.output == "Please answer y or n (Enter keeps it as it is).\n")
    #expect(wrong.suppressionChange == nil)
    #expect(wrong.next == .ask(prompt: "Do not ask me again [y/N]: ", hidden: false))
    let yes = conversation.receive(" Yes ")
    #expect(yes.suppressionChange == true)
    #expect(yes.listActions)
    #expect(yes.next == .ask(prompt: "Choose 1–2, or type an action's name [1]: ", hidden: false))
    #expect(conversation.isSuppressed)
    #expect(conversation.receive("1").next == .choose(0))
  }

  @Test("without fields the toggle comes first; an empty line keeps its starting state")
  func suppressionToggleFirst() {
    let trash = Dialog<Choice>.alert("Empty the Trash?")
      .addDestructive("Empty Trash", key: .mute)
      .addCancel("Cancel", key: .cancel)
      .addControl(.suppressionToggle(isSuppressed: true))
    var conversation = LineConversation(dialog: ScreenContent(trash))
    let start = conversation.start()
    #expect(!start.listActions)
    #expect(start.next == .ask(prompt: "Do not ask again [Y/n]: ", hidden: false))
    let kept = conversation.receive("")
    #expect(kept.suppressionChange == true)
    #expect(kept.listActions)
    let heldBack = Self.form.addControl(.suppressionToggle())
    var revisit = LineConversation(dialog: ScreenContent(heldBack))
    _ = revisit.receive("")
    _ = revisit.receive("")  // the code stays unmet
    _ = revisit.receive("")
    #expect(revisit.receive("n").suppressionChange == false)
    // Choosing Save asks the unmet code again, and then the actions, not the toggle.
    _ = revisit.receive("1")
    let again = revisit.receive("abc")
    #expect(again.listActions)
  }

  @Test("a checked action says so in words")
  func checkedAction() {
    let sheet = Dialog<Choice>.actionSheet("Sort by")
      .addAction("Name", key: .follow)
      .actionStyle { $0.checked() }
      .addCancel("Cancel", key: .cancel)
    let list = LineConversation(dialog: ScreenContent(sheet)).actionList()
    #expect(list == "  1. Name (checked)\n  2. Cancel (cancel)\n")
  }

  @Test("a severity is a badge before the first line, the same in every locale")
  func severityBadge() {
    let badges = AlertSeverity.allCases.map { severity in
      LineConversation(dialog: ScreenContent(Self.form.severity(severity))).start().output
    }
    #expect(badges == ["(i) Rename\n", "(!) Rename\n", "(!!) Rename\n"])
    let untitled = Dialog<Choice>.alert().addAction("OK", key: .save).severity(.warning)
    #expect(LineConversation(dialog: ScreenContent(untitled)).start().output.hasPrefix("(!)\n"))
  }

  @Test("the plain rendering numbers the actions, cancel last, roles and availability in words")
  func opening() {
    let conversation = LineConversation(dialog: ScreenContent(Self.sheet))
    let start = conversation.start()
    #expect(
      start.output
        == "Ana\nWhat now?\nPick one.\nCloses by itself in 10 seconds, choosing “Cancel”.\n")
    #expect(start.listActions)
    #expect(
      conversation.actionList()
        == "  1. Follow\n  2. Mute (destructive) (unavailable)\n  3. Cancel (cancel)\n")
    #expect(start.next == choosePrompt)
  }

  @Test("the countdown note names an action only when the timeout can report it")
  func countdownNote() {
    func note(_ save: DialogAction<Choice>, _ fields: [DialogTextField<Choice>]) -> String {
      let dialog = Dialog<Choice>(
        style: .alert, title: "Code",
        actions: [save, DialogAction(title: "Cancel", role: .cancel, key: .cancel)],
        textFields: fields, autoDismiss: AutoDismiss(after: .seconds(5), reporting: .save))
      return LineConversation(dialog: ScreenContent(dialog)).start().output
    }
    let save = DialogAction<Choice>(title: "Save", key: .save)
    let disabled = DialogAction<Choice>(title: "Save", key: .save).disabled()
    let gate = DialogTextField<Choice>().required(.nonEmpty)
    #expect(note(save, []) == "Code\nCloses by itself in 5 seconds, choosing “Save”.\n")
    #expect(note(disabled, []) == "Code\nCloses by itself in 5 seconds.\n")
    #expect(
      note(save, [gate])
        == "Code\nCloses by itself in 5 seconds, choosing “Save” if it is available then.\n")
  }

  @Test(
    "an answer is a number, a title or a key, case-insensitive and trimmed",
    arguments: [("1", 1), (" follow ", 1), ("FOLLOW", 1), ("3", 0), ("cancel", 0), ("Cancel", 0)])
  func answers(line: String, index: Int) {
    var conversation = LineConversation(dialog: ScreenContent(Self.sheet))
    #expect(conversation.receive(line).next == .choose(index))
  }

  @Test("a bad answer says why and asks again")
  func badAnswers() {
    var conversation = LineConversation(dialog: ScreenContent(Self.sheet))
    let hint = "Type a number from 1 to 3, or an action's name."
    var reply = conversation.receive("4")
    #expect(reply.output == "“4” is not one of the choices.\n\(hint)\n")
    #expect(reply.next == choosePrompt)
    // Enter answers the default action, whose number the question shows.
    #expect(conversation.receive("").next == .choose(conversation.order[0]))
    // Without a default action, Enter is no answer.
    var undecided = LineConversation(dialog: ScreenContent(Self.sheet.withoutDefaultAction()))
    reply = undecided.receive("")
    #expect(reply.output == "Please choose an action.\n\(hint)\n")
    #expect(reply.next == .ask(prompt: "Choose 1–3, or type an action's name: ", hidden: false))
    reply = conversation.receive("0")
    #expect(reply.output == "“0” is not one of the choices.\n\(hint)\n")
    reply = conversation.receive("mute")
    #expect(reply.output == "“Mute” is not available.\n")
    #expect(reply.next == choosePrompt)
  }

  @Test("a hostile answer is quoted escaped in the message")
  func hostileAnswer() {
    var conversation = LineConversation(dialog: ScreenContent(Self.sheet))
    let reply = conversation.receive("\u{1B}[2J\u{1B}]0;x\u{7}")
    #expect(
      reply.output
        == "“\\u{1B}[2J\\u{1B}]0;x\\u{7}” is not one of the choices.\n"
        + "Type a number from 1 to 3, or an action's name.\n")
  }

  @Test("fields are asked first, an empty answer keeps the text, an unmet answer is asked again")
  func fields() {
    var conversation = LineConversation(dialog: ScreenContent(Self.form))
    let start = conversation.start()
    #expect(start.output == "Rename\n")
    #expect(!start.listActions)
    #expect(
      start.next == .ask(prompt: "Name [draft] (Enter keeps it, \\ clears it): ", hidden: false))
    var reply = conversation.receive("")
    #expect(reply.textChange == LineConversation.TextChange(field: 0, text: "draft"))
    #expect(reply.next == .ask(prompt: "Code (must be 3-5 characters): ", hidden: true))
    #expect(!conversation.isEnabled(actionAt: 0))
    reply = conversation.receive("ab")
    #expect(
      reply.output
        == "Code: must be 3-5 characters.\nType it again, or press Enter to go on without it"
        + " (the actions that need it stay unavailable).\n")
    #expect(reply.textChange == LineConversation.TextChange(field: 1, text: "ab"))
    #expect(
      reply.next
        == .ask(
          prompt: "Code (must be 3-5 characters) [hidden] (Enter keeps it, \\ clears it): ",
          hidden: true))
    reply = conversation.receive("abcd")
    #expect(reply.textChange == LineConversation.TextChange(field: 1, text: "abcd"))
    #expect(reply.listActions)
    #expect(conversation.isEnabled(actionAt: 0))
    #expect(conversation.actionList() == "  1. Save\n  2. Cancel (cancel)\n")
    #expect(conversation.receive("save").next == .choose(0))
  }

  @Test("an unmet requirement never traps: Enter goes on, cancel is chosen, Save asks again")
  func unmetRequirementReachesCancel() {
    var conversation = LineConversation(dialog: ScreenContent(Self.form))
    _ = conversation.receive("")  // keeps "draft"
    var reply = conversation.receive("")  // Code: empty, unmet, asked again
    #expect(reply.output.hasPrefix("Code: must be 3-5 characters.\nType it again"))
    #expect(conversation.currentField == 1)
    reply = conversation.receive("")  // Enter again: go on without it
    #expect(reply.output == "")
    #expect(reply.listActions)
    #expect(conversation.currentField == nil)
    #expect(conversation.actionList() == "  1. Save (unavailable)\n  2. Cancel (cancel)\n")
    // The gated action asks the unmet field again, and only that one.
    reply = conversation.receive("1")
    #expect(reply.output == "“Save” needs the fields filled in as required.\n")
    #expect(reply.next == .ask(prompt: "Code (must be 3-5 characters): ", hidden: true))
    reply = conversation.receive("abc")
    #expect(reply.listActions)
    #expect(conversation.receive("1").next == .choose(0))
    // Cancel is reachable the same way without ever meeting the rule.
    var other = LineConversation(dialog: ScreenContent(Self.form))
    _ = other.receive("")
    _ = other.receive("x")
    _ = other.receive("")
    #expect(other.receive("2").next == .choose(1))
  }

  @Test("a lone backslash clears a pre-filled field; a line of backslashes loses one")
  func clearing() {
    var conversation = LineConversation(dialog: ScreenContent(Self.form))
    var reply = conversation.receive("\\")
    #expect(reply.textChange == LineConversation.TextChange(field: 0, text: ""))
    #expect(conversation.texts[0] == "")
    var literal = LineConversation(dialog: ScreenContent(Self.form))
    reply = literal.receive("\\\\")
    #expect(reply.textChange == LineConversation.TextChange(field: 0, text: "\\"))
    reply = literal.receive("\\d+x")
    #expect(reply.textChange == LineConversation.TextChange(field: 1, text: "\\d+x"))
  }

  @Test("one action: the prompt and hint say so")
  func single() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "Hi",
      actions: [DialogAction(title: "Close", role: .cancel, key: .cancel)])
    var conversation = LineConversation(dialog: ScreenContent(dialog))
    #expect(
      conversation.prompt()
        == .ask(prompt: "Choose 1, or type the action's name [1]: ", hidden: false))
    #expect(
      conversation.receive("x").output
        == "“x” is not one of the choices.\nType 1 or the action's name.\n")
  }

  @Test(
    "whole seconds round up and never overflow",
    arguments: [
      (Duration.seconds(Int64.max), Int(Int64.max)),
      (.seconds(Int64.max) + .milliseconds(500), Int(Int64.max)),
      (.seconds(Int64.max) * 2, Int(Int64.max)), (.seconds(Int64.min), 0), (.zero, 0),
      (.nanoseconds(1), 1), (.milliseconds(1500), 2), (.seconds(86_400), 86_400),
    ])
  func wholeSecondsExtremes(duration: Duration, seconds: Int) {
    #expect(LineConversation.wholeSeconds(duration) == seconds)
  }

  @Test(
    "numbers at the ends of Int, and past them, are not choices",
    arguments: ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "-1"])
  func extremeChoiceNumbers(answer: String) {
    var conversation = LineConversation(dialog: ScreenContent(Self.sheet))
    let reply = conversation.receive(answer)
    #expect(reply.output.hasPrefix("“\(answer)” is not one of the choices."))
    #expect(reply.next == choosePrompt)
  }

  @Test("a length rule up to Int.max is described as a minimum")
  func extremeLengthDescriptions() {
    let dialog = Dialog<Choice>(
      style: .alert, title: "Code",
      actions: [DialogAction(title: "Cancel", role: .cancel, key: .cancel)],
      textFields: [
        DialogTextField("Code").required(.length(3...Int.max))
      ])
    var conversation = LineConversation(dialog: ScreenContent(dialog))
    _ = conversation.start()
    let reply = conversation.receive("ab")
    #expect(reply.output.contains("must be at least 3 characters"), "\(reply.output)")
  }
}

@Suite("Terminal capabilities")
struct TerminalCapabilitiesTests {
  @Test("TERM=dumb or no TERM: no escapes and no cursor addressing")
  func dumb() {
    let dumb = TerminalCapabilities.detect(environment: ["TERM": "dumb", "LANG": "en_US.UTF-8"])
    #expect(dumb == TerminalCapabilities(colorLevel: .none, unicode: true, canAddressCursor: false))
    #expect(TerminalCapabilities.detect(environment: [:]).canAddressCursor == false)
  }

  @Test("NO_COLOR set to anything non-empty turns colours off but keeps attributes")
  func noColor() {
    #expect(
      TerminalCapabilities.detect(environment: ["TERM": "xterm", "NO_COLOR": "1"]).colorLevel
        == .monochrome)
    #expect(
      TerminalCapabilities.detect(environment: ["TERM": "xterm", "NO_COLOR": ""]).colorLevel
        == .basic)
    let monochrome = TerminalCapabilities(
      colorLevel: .monochrome, unicode: false, canAddressCursor: true)
    #expect(
      monochrome.paint([Span("x", TextAttributes(bold: true, color: .red))])
        == "\u{1B}[1mx\u{1B}[0m")
  }

  @Test("COLORTERM picks true colour; otherwise RGB falls back to the nearest basic colour")
  func colorDepth() {
    let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    #expect(TerminalCapabilities.detect(environment: environment).colorLevel == .trueColor)
    let basic = TerminalCapabilities(colorLevel: .basic, unicode: false, canAddressCursor: true)
    #expect(
      basic.paint([Span("x", TextAttributes(color: .rgb(250, 30, 20)))]) == "\u{1B}[31mx\u{1B}[0m")
    #expect(TerminalCapabilities.plain.paint([Span("x", .bold)]) == "x")
  }

  @Test("the locale decides between box drawing and ASCII; LC_ALL wins")
  func locale() {
    #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm", "LANG": "C.UTF-8"]).unicode)
    #expect(
      TerminalCapabilities.detect(environment: ["TERM": "xterm", "LANG": "ja_JP.utf8"]).unicode)
    #expect(
      !TerminalCapabilities.detect(environment: ["TERM": "xterm", "LC_ALL": "C", "LANG": "C.UTF-8"])
        .unicode)
    #expect(!TerminalCapabilities.detect(environment: ["TERM": "xterm"]).unicode)
  }

}

@Suite("Line mode: empty text")
struct LineModeEmptyTextTests {
  @Test("an empty title or message prints no blank line")
  func emptyTitle() {
    for (title, message) in [("", "Share?"), ("Share?", "")] as [(DialogText, DialogText)] {
      let dialog = Dialog<Int>(
        style: .actionSheet, title: title, message: message,
        actions: [DialogAction(title: "Share", key: 1)])
      let output = LineConversation(dialog: ScreenContent(dialog)).start().output
      #expect(output.hasPrefix("Share?\n"), "\(output)")
      #expect(!output.contains("\n\n"), "\(output)")
    }
  }
}
