import FluentAlert
import FluentAlertText
import Foundation
import Testing

@testable import FluentAlertTerminal

@Suite("The terminal's own words in the dialog's language")
struct TerminalWordingTests {
  /// The counts a phrase is tried with: one of each plural form in the
  /// languages tried (Russian 1, 2, 5, 21; Arabic 0, 1, 2, 5).
  static let counts = [1, 2, 5, 21, 0]

  /// Languages with two, three, four and six plural forms, one written in
  /// CJK characters and one right to left.
  static let languages = ["de", "ru", "pl", "ja", "ar"]

  /// Every English word of three letters or more in the terminal's own
  /// English phrases, but the name of the key the user presses.
  static let englishWords: Set<String> = {
    var words: Set<String> = []
    let catalog = BuiltInStrings.catalog
    for key in catalog.keys {
      let arguments: [FormatArgument] = [.integer(5), .string("")]
      let text: String = catalog.format(for: key, arguments, in: ["en"]) ?? key
      for word in text.split(whereSeparator: { !$0.isLetter }) where word.count >= 3 {
        words.insert(String(word))
      }
    }
    return words.subtracting(["Enter", "lld"])
  }()

  /// The English words in a text, whole words compared case-sensitively.
  static func englishIn(_ text: String) -> [String] {
    text.split { !$0.isLetter }.map(String.init).filter { englishWords.contains($0) }
  }

  /// A dialog whose own texts hold no English word.
  static func dialog(actions: Int, seconds: Int?, limit: Int?) -> Dialog<Int> {
    var dialog = Dialog<Int>.alert(DialogText.verbatim("Δ"))
    for index in 0..<actions {
      dialog = dialog.addAction(DialogText.verbatim("α\(index)"), key: index)
    }
    if actions > 1 { dialog = dialog.addDestructive(DialogText.verbatim("ω"), key: 99) }
    if let limit { dialog = dialog.addTextField(nil) { $0.maxLength(limit) } }
    if let seconds {
      dialog = dialog.dismiss(after: .seconds(seconds), reporting: actions > 0 ? 0 : nil)
    }
    return dialog
  }

  /// Everything line mode says for a dialog, with a few wrong answers.
  static func lineModeTranscript(_ dialog: Dialog<Int>, in language: String) -> String {
    let content = ScreenContent(
      dialog, in: DialogLocalization(locale: Locale(identifier: language)))
    var conversation = LineConversation(dialog: content)
    var transcript = ""
    func note(_ reply: LineConversation.Reply) {
      transcript += reply.output
      if case .ask(let prompt, _) = reply.next { transcript += prompt + "\n" }
    }
    note(conversation.start())
    transcript += conversation.actionList()
    for answer in [String(repeating: "β", count: 30), "", "zzz", "", "0"] {
      note(conversation.receive(answer))
    }
    return transcript
  }

  @Test(
    "line mode adds no English word, whatever the counts", arguments: languages, counts)
  func lineMode(language: String, count: Int) {
    let dialog = Self.dialog(actions: count, seconds: count, limit: max(count, 1))
    let transcript = Self.lineModeTranscript(dialog, in: language)
    #expect(Self.englishIn(transcript).isEmpty, "\(language): \(transcript)")
    let english = Self.lineModeTranscript(dialog, in: "en")
    #expect(!Self.englishIn(english).isEmpty, "the check finds the English it looks for")
  }

  @Test(
    "the full screen adds no English word: marks, countdown, scroll marks",
    arguments: languages, counts)
  func fullScreen(language: String, count: Int) {
    let dialog = Self.dialog(actions: max(count, 1) + 8, seconds: max(count, 1), limit: nil)
      .help(.link("https://example.com/help"))
    let content = ScreenContent(
      dialog, in: DialogLocalization(locale: Locale(identifier: language)))
    var state = DialogScreenState(dialog: content)
    state.secondsLeft = count
    _ = state.handle(.character("9"))
    let frame = DialogRenderer(width: 60, height: 12, capabilities: .plain).render(state)
    let text = frame.plainLines.joined(separator: "\n")
    #expect(Self.englishIn(text).isEmpty, "\(language): \(text)")
  }

  @Test("counts take the language's plural form and its digits")
  func plurals() {
    let russian = TerminalWording(DialogLocalization(locale: Locale(identifier: "ru")))
    #expect(russian[.closesIn(1)] == "Закроется через 1 секунду.")
    #expect(russian[.closesIn(2)] == "Закроется через 2 секунды.")
    #expect(russian[.closesIn(5)] == "Закроется через 5 секунд.")
    #expect(russian[.closesIn(21)] == "Закроется через 21 секунду.")
    let arabic = TerminalWording(DialogLocalization(locale: Locale(identifier: "ar_EG")))
    #expect(arabic[.closesIn(2)] == "يُغلق خلال ثانيتين.")
    #expect(arabic[.closesIn(5)].contains("٥"))
    let japanese = TerminalWording(DialogLocalization(locale: Locale(identifier: "ja")))
    #expect(japanese[.chooseRange(3)] == "1～3を選ぶか、アクション名を入力してください")
    #expect(japanese.sentence("保存しました") == "保存しました。")
    #expect(japanese.sentence("保存しました。") == "保存しました。")
  }

  @Test("an app's message that ends a sentence gets no second full stop")
  func noDoubledFullStop() {
    let dialog = Dialog<Int>.alert("Name")
      .addTextField("Value") { $0.required(.nonEmpty, message: "Value cannot be empty.") }
      .addAction("OK", key: 0)
    var conversation = LineConversation(dialog: ScreenContent(dialog))
    let reply = conversation.receive("")
    #expect(reply.output.hasPrefix("Value: Value cannot be empty.\n"), "\(reply.output)")
    #expect(!reply.output.contains(".."))
  }

  @Test("a dialog without actions asks for Enter, which closes it")
  func noActions() {
    var conversation = LineConversation(dialog: ScreenContent(Dialog<Int>.alert("Done")))
    #expect(conversation.prompt() == .ask(prompt: "Press Enter to close: ", hidden: false))
    #expect(!conversation.start().output.contains("1-0"))
    #expect(conversation.receive("").next == .dismiss)
  }

  @Test("a right-to-left sentence starts with a mark and isolates the app's text")
  func rightToLeft() {
    let arabic = TerminalWording(DialogLocalization(locale: Locale(identifier: "ar")))
    let line = arabic.line(arabic[.notAvailable("Save")])
    #expect(line.hasPrefix("\u{200F}"))
    #expect(line.contains("\u{2068}Save\u{2069}"))
    #expect(
      DisplayWidth.of(line)
        == DisplayWidth.of(line.filter { !"\u{200F}\u{2068}\u{2069}".contains($0) }))
    let english = TerminalWording(DialogLocalization(locale: Locale(identifier: "en")))
    #expect(english.line(english[.notAvailable("Save")]) == "“Save” is not available.")
  }

  @Test("redrawn frames look nothing up: each phrase is looked up once per presentation")
  func lookedUpOnce() {
    let dialog = Self.dialog(actions: 12, seconds: 30, limit: nil)
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    state.secondsLeft = 30
    let renderer = DialogRenderer(width: 40, height: 10, capabilities: .plain)
    _ = renderer.render(state)
    let first = state.dialog.wording.lookupCount
    for _ in 0..<50 { _ = renderer.render(state) }
    #expect(state.dialog.wording.lookupCount == first)
    #expect(first > 0)
  }
}

@Suite("The catalog article")
struct TerminalWordingArticleTests {
  @Test("lists every key of FluentAlert's own table an app can override")
  func listsEveryKey() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/FluentAlert.docc/Articles/LocalizedText.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    for key in BuiltInStrings.catalog.keys where key != "Cancel" {
      #expect(text.contains("| `\(key)` |"), "\(key)")
    }
  }
}
