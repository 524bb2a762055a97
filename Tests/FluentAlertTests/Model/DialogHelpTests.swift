import FluentAlert
import Testing

/// A dialog with help: AppKit's Help button, the terminal's `?`.
@Suite("a dialog with help")
struct DialogHelpTests {
  static let contacts = Dialog<String>(.alert, title: "Allow access to your contacts?") {
    Action("Allow", key: "allow")
    Cancel("Don't Allow", key: "deny")
  }
  .help(.link("https://example.com/help/contacts"))

  @Test("the builder with the chained setting, the chain and the initializer make one value")
  func spellings() {
    let chained = Dialog<String>.alert("Allow access to your contacts?")
      .help(.link("https://example.com/help/contacts"))
      .addAction("Allow", key: "allow")
      .addCancel("Don't Allow", key: "deny")
    let initialized = Dialog<String>(
      style: .alert, title: "Allow access to your contacts?",
      actions: [
        DialogAction(title: "Allow", key: "allow"),
        DialogAction(title: "Don't Allow", role: .cancel, key: "deny"),
      ],
      help: .link("https://example.com/help/contacts"))
    #expect(Self.contacts == chained)
    #expect(Self.contacts == initialized)
    #expect(Self.contacts.help == .link("https://example.com/help/contacts"))
    #expect(
      Self.contacts.snapshot == """
        alert "Allow access to your contacts?"
          action 0 default "Allow" key allow
          action 1 cancel "Don't Allow" key deny
          help link "https://example.com/help/contacts"
        """)
    #expect(
      Self.contacts.help(.anchor("contacts")).snapshot.hasSuffix("\n  help anchor \"contacts\""))
  }

  @Test("it takes part in equality and hashing; the last one given wins")
  func equality() {
    let plain = Dialog<String>.alert("Allow?").addAction("Allow", key: "allow")
    #expect(plain.help == nil)
    #expect(plain != plain.help(.anchor("a")))
    #expect(plain.help(.anchor("a")) != plain.help(.link("https://example.com/a")))
    #expect(plain.help(.anchor("a")).help(.anchor("b")) == plain.help(.anchor("b")))
    #expect(plain.help(.anchor("a")).hashValue == plain.help(.anchor("a")).hashValue)
  }

  @Test(
    "a link is dropped only by UIKit and SwiftUI; an anchor by the terminal too",
    arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let link = Self.contacts.problems(for: platform).map(\.kind)
    let anchor = Self.contacts.help(.anchor("contacts")).problems(for: platform).map(\.kind)
    switch platform {
    case .uiKit, .swiftUI:
      #expect(link == [.helpUnsupported] && anchor == [.helpUnsupported])
    case .appKit:
      #expect(link.isEmpty && anchor.isEmpty)
    case .terminal:
      #expect(link.isEmpty && anchor == [.helpAnchorUnsupported])
    }
  }

  @Test(
    "help that cannot be opened is refused before anything is shown",
    arguments: [
      DialogHelp.anchor(""), .link(""), .link("example.com"), .link(":no-scheme"),
      .link("1http://example.com"), .link("https://example.com/a b"),
      .link("https://example.com/\u{07}"), .link("https://example.com/\u{1B}]8;;x\u{1B}\\"),
      .link("https://example.com/\u{202E}moc.live"), .link("https://exa\u{85}mple.com"),
      .anchor("a\nb"),
    ])
  func invalid(help: DialogHelp) {
    let dialog = Self.contacts.help(help)
    #expect(dialog.problems.filter { $0.severity == .error }.map(\.kind) == [.invalidHelp])
    #expect(throws: DialogValidationError.self) { try dialog.validated() }
  }

  @Test(
    "other schemes, percent-encoding and non-ASCII addresses are valid",
    arguments: [
      "mailto:help@example.com", "x-help-action://open?anchor=a", "https://example.com/caf%C3%A9",
      "https://例え.jp/ヘルプ", "tel:+1-555-0100",
    ])
  func valid(link: String) {
    #expect(!Self.contacts.help(.link(link)).problems.contains { $0.kind == .invalidHelp })
  }
}
