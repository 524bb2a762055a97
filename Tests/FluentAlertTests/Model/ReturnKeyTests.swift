import FluentAlert
import Testing

@Suite("a text field's return key")
struct ReturnKeyTests {
  static let built = Dialog<String>(.alert, title: "Search") {
    TextInput("Query").returnKey(.search)
    Action("Find", key: "find")
    Cancel("Cancel", key: "cancel")
  }

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let chained = Dialog<String>.alert("Search")
      .addTextField("Query") { $0.returnKey(.search) }
      .addAction("Find", key: "find")
      .addCancel("Cancel", key: "cancel")
    let initialized = Dialog<String>(
      style: .alert, title: "Search",
      actions: [
        DialogAction(title: "Find", key: "find"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ],
      textFields: [DialogTextField("Query").returnKey(.search)])
    #expect(Self.built == chained)
    #expect(Self.built == initialized)
    #expect(Self.built.textFields[0].returnKey == .search)
    #expect(
      Self.built.snapshot == """
        alert "Search"
          action 0 default "Find" key find
          action 1 cancel "Cancel" key cancel
          text field 0 placeholder "Query" return key search
        """)
  }

  @Test("it takes part in equality; nil is the platform's plain Return")
  func equality() {
    let plain = TextInput<String>("Query")
    #expect(plain.returnKey == nil)
    #expect(plain != plain.returnKey(.done))
    #expect(plain.returnKey(.done) != plain.returnKey(.next))
    #expect(plain.returnKey(.done).returnKey(nil) == plain)
  }

  @Test("only AppKit reports it, naming the field and the key", arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let problems = Self.built.problems(for: platform)
    if platform == .appKit {
      #expect(problems.map(\.kind) == [.returnKeyUnsupported])
      #expect(
        problems.first?.message
          == #"text field 0 "Query" asks for a search return key, "#
          + "which macOS, without an on-screen keyboard, cannot show")
    } else {
      #expect(problems.isEmpty)
    }
  }
}
