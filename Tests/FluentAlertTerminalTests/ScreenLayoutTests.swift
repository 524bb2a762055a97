import FluentAlert
import FluentAlertTestSupport
import FluentAlertTesting
import FluentAlertText
import Testing

@testable import FluentAlertTerminal

/// Dialogs from real apps drawn at the sizes people run terminals at, and
/// smaller: every screen below is pinned as a text snapshot under
/// `__Snapshots__/ScreenLayoutTests`, framed so the screen's edges show.
@Suite("Screen layout at 80×24, 40×12 and 20×5")
struct ScreenLayoutTests {
  enum Key: Hashable, Sendable {
    case folder(Int)
    case delete, save, cancel
  }

  static let sizes = [(80, 24), (40, 12), (20, 5)]
  static let capabilities = TerminalCapabilities(
    colorLevel: .none, unicode: true, canAddressCursor: true)

  /// "Move to…" with thirty folders and a cancel action.
  static let moveSheet = Dialog<Key>(
    style: .actionSheet, title: "Move 3 photos",
    message: "Choose the album to move them to.",
    actions: (1...30).map { DialogAction(title: .verbatim("Album \($0)"), key: .folder($0)) }
      + [DialogAction(title: "Cancel", role: .cancel, key: .cancel)])

  /// A rename alert with a length requirement and a second, secure field:
  /// the renderer's own fixture.
  static let rename = DialogRendererTests.form

  /// A destructive action whose title is 200 characters long.
  static let longDestructive = Dialog<Key>(
    style: .actionSheet, title: "Delete",
    actions: [
      DialogAction(
        title: .verbatim(
          "Delete every photo, video and album in “Family 2019–2024” from this iPhone, "
            + "iCloud Photos and every device signed in to the same Apple Account, for good "
            + "(this cannot be undone). Shared albums persist."),
        role: .destructive, key: .delete),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])

  /// A message of forty lines (a licence, a log) in an alert.
  static let longMessage = Dialog<Key>(
    style: .alert, title: "What’s new",
    message: .verbatim((1...40).map { "Line \($0): fixed a bug in sync." }.joined(separator: "\n")),
    actions: [
      DialogAction(title: "OK", key: .save),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])

  /// A pattern requirement without a message and one with it.
  static func code(message: DialogText?) -> Dialog<Key> {
    Dialog(
      style: .alert, title: "Two-factor code",
      actions: [
        DialogAction(title: "Verify", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ],
      textFields: [
        DialogTextField("Code").required(
          .matches(#"(?i)(?!\s*$)[0-9]{3}-?[0-9]{3}"#), message: message)
      ])
  }

  /// A sheet or alert with this title: `""` is drawn as no title at all.
  static func share(_ style: DialogStyle, title: DialogText?) -> Dialog<Key> {
    Dialog(
      style: style, title: title, message: "Share this photo?",
      actions: [
        DialogAction(title: "Share", key: .save),
        DialogAction(title: "Cancel", role: .cancel, key: .cancel),
      ])
  }

  /// Presses keys as the terminal presenter does: a frame after each, its
  /// scroll offset kept for the next.
  struct Session {
    var state: DialogScreenState
    var frame: ScreenFrame

    init(state: DialogScreenState, frame: ScreenFrame) {
      self.state = state
      self.frame = frame
    }

    init<Choice>(_ dialog: Dialog<Choice>, width: Int, height: Int) {
      state = DialogScreenState(dialog: ScreenContent(dialog))
      frame = ScreenFrame(lines: [], cursor: nil)
      draw(width: width, height: height)
    }

    mutating func press(_ keys: [TerminalKey], width: Int, height: Int) {
      for key in keys {
        _ = state.handle(key)
        draw(width: width, height: height)
      }
    }

    mutating func draw(width: Int, height: Int) {
      frame = DialogRenderer(width: width, height: height, capabilities: capabilities)
        .render(state)
      state.scrollOffset = frame.scrollOffset
    }
  }

  /// The frame as a reviewer reads it: a box the size of the screen, the
  /// cursor's place named below it.
  static func picture(_ frame: ScreenFrame, width: Int, caption: String) -> String {
    var text = caption + "\n"
    text += "┌" + String(repeating: "─", count: width) + "┐\n"
    for line in frame.plainLines {
      text +=
        "│" + line + String(repeating: " ", count: max(width - DisplayWidth.of(line), 0))
        + "│\n"
    }
    text += "└" + String(repeating: "─", count: width) + "┘\n"
    if let cursor = frame.cursor {
      text += "cursor at row \(cursor.row), column \(cursor.column)\n"
    }
    return text
  }

  /// Checks what holds at every size: the frame fills the screen and no
  /// wider, alert rows are equally wide, and the focus is in view.
  static func checkInvariants(
    _ session: Session, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = session.frame.plainLines
    #expect(lines.count == height, sourceLocation: sourceLocation)
    #expect(
      lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)", sourceLocation: sourceLocation)
    if session.state.dialog.style == .alert, width >= 5 {
      let box = Set(lines.filter { !$0.isEmpty }.map { DisplayWidth.of($0) })
      #expect(box.count <= 1, "\(lines)", sourceLocation: sourceLocation)
    }
    // Below eight columns even a field's box no longer fits.
    guard width >= 8 else { return }
    switch session.state.focus {
    case .field:
      #expect(session.frame.cursor != nil, "\(lines)", sourceLocation: sourceLocation)
    case .action, .suppressionToggle, .toggle, .option:
      #expect(
        lines.contains { $0.contains("❯ ") || $0.contains("> ") }, "\(lines)",
        sourceLocation: sourceLocation)
    case nil:
      break
    }
  }

  /// Draws `dialog` at each size through `steps` (a caption and the keys
  /// pressed before it), and returns the pictures.
  static func pictures<Choice>(
    _ dialog: Dialog<Choice>, steps: [(String, [TerminalKey])],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    var text = ""
    for (width, height) in sizes {
      var session = Session(dialog, width: width, height: height)
      for (caption, keys) in steps {
        session.press(keys, width: width, height: height)
        checkInvariants(session, width: width, height: height, sourceLocation: sourceLocation)
        text += picture(session.frame, width: width, caption: "\(width)×\(height), \(caption)")
        text += "\n"
      }
    }
    return text
  }

  @Test("a 30-action sheet scrolls to the end and back, the selection always in view")
  func longSheet() {
    let text = Self.pictures(
      Self.moveSheet,
      steps: [
        ("as shown", []), ("after ↓ 30 times (Cancel)", Array(repeating: .down, count: 30)),
        ("after ↑ 30 times (back to Album 1)", Array(repeating: .up, count: 30)),
      ])
    assertSnapshot(of: text, named: "sheet-30-actions")
  }

  @Test("the rename alert keeps the field being edited in view, even at 20×5")
  func renameAlert() {
    let typed: [TerminalKey] = "Notes".unicodeScalars.map { .character($0) }
    let text = Self.pictures(
      Self.rename,
      steps: [
        ("as shown", []), ("after typing “Notes”", typed),
        ("after ⇥ (the password)", [.tab]), ("after ⇥ (Save)", [.tab]),
      ])
    assertSnapshot(of: text, named: "rename-alert")
  }

  @Test("a 200-character destructive title wraps under its number instead of being cut")
  func longDestructiveTitle() {
    #expect(Self.longDestructive.actions[0].title.resolved().count == 200)
    let text = Self.pictures(
      Self.longDestructive,
      steps: [
        ("as shown (Cancel: Enter never starts on a destructive action)", []),
        ("after ↑ (the long action)", [.up]),
      ])
    assertSnapshot(of: text, named: "destructive-200-characters")
  }

  @Test("a 40-line message keeps its first lines; the actions stay")
  func longMessage() {
    let text = Self.pictures(Self.longMessage, steps: [("as shown", [])])
    assertSnapshot(of: text, named: "message-40-lines")
  }

  @Test("a pattern requirement reads as words, or as the developer's message; never the pattern")
  func patternRequirement() {
    let typed: [TerminalKey] = "123-456".unicodeScalars.map { .character($0) }
    var text = Self.pictures(
      Self.code(message: nil), steps: [("without a message", []), ("after typing", typed)])
    text += Self.pictures(
      Self.code(message: "Six digits from your authenticator app"),
      steps: [("with a message", []), ("after typing", typed)])
    #expect(!text.contains("[0-9]"))
    assertSnapshot(of: text, named: "pattern-requirement")
    // A message is measured as shown, escaped: the border stays straight.
    let hostile = Self.pictures(
      Self.code(message: .verbatim("Six digits\u{1B}[2J\u{7} from the app, 認証コード 🔐")),
      steps: [("hostile message", [])])
    #expect(hostile.contains("\\u{1B}[2J\\u{7}"))
  }

  @Test("an empty title draws nothing, exactly as no title")
  func emptyTitle() {
    var text = ""
    for style in [DialogStyle.actionSheet, .alert] {
      let empty = Self.pictures(Self.share(style, title: ""), steps: [("as shown", [])])
      #expect(empty == Self.pictures(Self.share(style, title: nil), steps: [("as shown", [])]))
      text += empty
    }
    assertSnapshot(of: text, named: "empty-title")
  }

  @Test("resizing keeps the selection in view")
  func resizing() {
    var session = Session(Self.moveSheet, width: 80, height: 24)
    session.press(Array(repeating: .down, count: 20), width: 80, height: 24)
    for (width, height) in [(40, 12), (20, 5), (80, 24), (20, 3), (132, 50)] {
      session.draw(width: width, height: height)
      Self.checkInvariants(session, width: width, height: height)
      #expect(session.frame.plainLines.contains { $0.contains("❯ 21. Album 21") })
    }
  }
}

extension ScreenLayoutTests {
  @Test(
    "generated dialogs at every size: no row too wide, alert borders straight, focus in view",
    arguments: [(80, 24), (40, 12), (20, 5), (33, 7), (12, 4), (4, 3), (1, 1)])
  func generatedDialogs(width: Int, height: Int) {
    var rng = SeededGenerator(seed: 0x23_2026 &+ UInt64(width * 100 + height))
    let generator = DialogGenerator(validity: .valid, maxActions: 40, maxTextFields: 3)
    for _ in 0..<50 {
      let dialog = generator.dialog(using: &rng)
      var state = DialogScreenState(dialog: ScreenContent(dialog))
      // Box drawing or ASCII (no UTF-8 locale).
      let capabilities = TerminalCapabilities(
        colorLevel: .none, unicode: Bool.random(using: &rng), canAddressCursor: true)
      for _ in 0..<Int.random(in: 0...30, using: &rng) {
        _ = state.handle(Bool.random(using: &rng) ? .down : .up)
        let frame = DialogRenderer(width: width, height: height, capabilities: capabilities)
          .render(state)
        state.scrollOffset = frame.scrollOffset
      }
      let frame = DialogRenderer(width: width, height: height, capabilities: capabilities)
        .render(state)
      state.scrollOffset = frame.scrollOffset
      let session = Session(state: state, frame: frame)
      Self.checkInvariants(session, width: width, height: height)
    }
  }
}
