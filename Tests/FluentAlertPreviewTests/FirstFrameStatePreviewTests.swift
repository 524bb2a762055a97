import FluentAlert
import FluentAlertPreview
import FluentAlertTesting
import Testing

/// Pictures draw the state the dialog opens in: what a platform disables,
/// the clear button a field shows, the check's message the terminal shows.
@Suite("pictures show the first frame's state")
struct FirstFrameStatePreviewTests {
  enum Key: Hashable, Sendable { case save, cancel }

  /// Save gated by a requirement the empty name does not meet.
  static let ruleGated = Dialog<Key>.alert("Rename")
    .addTextField("Name") { $0.required(.nonEmpty, gates: [.save]) }
    .addAction("Save", key: .save)
    .addCancel("Cancel", key: .cancel)

  /// Save gated by a text check the initial name fails.
  static let checkGated = Dialog<Key>.alert("Rename")
    .addTextField("Name") { $0.text("Notes") }
    .addAction("Save", key: .save)
    .addCancel("Cancel", key: .cancel)
    .textCheck(gates: [.save]) { texts in
      texts[0] == "Notes" ? .verbatim("“Notes” already exists.") : nil
    }

  /// A field with text whose clear button always shows.
  static let clearable = Dialog<Key>.alert("Rename")
    .addTextField("Name") { $0.text("Notes").clearButton(.always) }
    .addAction("Save", key: .save)
    .addCancel("Cancel", key: .cancel)

  static let looks: [PreviewLook] = [.iOSAlert, .macOSAlert, .terminal]

  @Test("an action a requirement or a text check gates is drawn disabled in every look")
  func gatedActionsDisabled() throws {
    for dialog in [Self.ruleGated, Self.checkGated] {
      // iOS: the title in the disabled grey, not the tint.
      let iOS = try ParsedSVG(dialog.svgPreview(.iOSAlert))
      #expect(iOS.text("Save")?.attributes["fill"] == "#B3B3B8")
      // macOS: the default button loses its accent (its title is not white)
      // and its title is the disabled grey.
      let macOS = try ParsedSVG(dialog.svgPreview(.macOSAlert))
      #expect(macOS.text("Save")?.attributes["fill"] == "#A6A6A6")
      let enabled = try ParsedSVG(Self.clearable.svgPreview(.macOSAlert))
      #expect(enabled.text("Save")?.attributes["fill"] == "#FFFFFF")
      // The terminal: the action reads unavailable.
      let terminal = try ParsedSVG(dialog.svgPreview(.terminal))
      #expect(terminal.texts.contains { $0.text.contains("Save (unavailable)") })
    }
    // Only the terminal shows a check's message, as only the terminal presenter does.
    let terminal = try ParsedSVG(Self.checkGated.svgPreview(.terminal))
    #expect(terminal.texts.contains { $0.text.contains("“Notes” already exists.") })
  }

  @Test("a failing check matches DialogTester: what the picture greys out, the tester cannot tap")
  @MainActor
  func agreesWithTester() throws {
    let tester = try DialogTester(Self.checkGated)
    #expect(tester.enabledKeys == [.cancel])
    #expect(tester.unmetCheckMessages == ["“Notes” already exists."])
  }

  @Test("the clear button shows where the field has text and its mode shows it")
  func clearButton() throws {
    func discs(_ dialog: Dialog<Key>) throws -> Int {
      try ParsedSVG(dialog.svgPreview(.iOSAlert)).elements.count {
        $0.name == "rect" && $0.attributes["width"] == "14" && $0.attributes["rx"] == "7"
      }
    }
    #expect(try discs(Self.clearable) == 1)
    let plain = Dialog<Key>.alert("Rename").addTextField("Name") { $0.text("Notes") }
      .addAction("Save", key: .save).addCancel("Cancel", key: .cancel)
    #expect(try discs(plain) == 0)
    // The first field is being edited as the alert opens: while-editing shows there,
    // unless-editing on the second; an empty field shows none.
    let two = Dialog<Key>.alert("Sign in")
      .addTextField("User") { $0.text("ana").clearButton(.whileEditing) }
      .addTextField("Server") { $0.text("example.org").clearButton(.unlessEditing) }
      .addTextField("Note") { $0.clearButton(.always) }
      .addAction("Save", key: .save).addCancel("Cancel", key: .cancel)
    #expect(try discs(two) == 2)
    let hidden = Dialog<Key>.alert("Sign in")
      .addTextField("User") { $0.text("ana").clearButton(.unlessEditing) }
      .addTextField("Server") { $0.text("example.org").clearButton(.whileEditing) }
      .addAction("Save", key: .save).addCancel("Cancel", key: .cancel)
    #expect(try discs(hidden) == 0)
  }

  @Test("pinned: a rule-gated and a check-gated action, and a clear button", arguments: looks)
  func pinned(_ look: PreviewLook) {
    let name = "\(look)"
    assertSnapshot(of: Self.ruleGated, as: .svg(look), named: "rule-gated-\(name)")
    assertSnapshot(of: Self.checkGated, as: .svg(look), named: "check-gated-\(name)")
    assertSnapshot(of: Self.clearable, as: .svg(look), named: "clear-button-\(name)")
  }

  @Test("pinned: a checked action and a ticked suppression toggle in the terminal look")
  func pinnedTerminalState() {
    assertSnapshot(
      of: PreviewDialogs.sheetChecked, as: .svg(.terminal), named: "checked-terminal")
    assertSnapshot(
      of: PreviewDialogs.informationalWithIcon, as: .svg(.terminal),
      named: "suppressed-terminal")
  }
}
