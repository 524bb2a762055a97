import FluentAlert
import Testing

@Suite("a text field's clear button and keyboard appearance")
struct ClearButtonAndKeyboardAppearanceTests {
  static let built = Dialog<String>(.alert, title: "Search") {
    TextInput("Query").clearButton(.whileEditing).keyboardAppearance(.dark)
    Action("Find", key: "find")
    Cancel("Cancel", key: "cancel")
  }

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let chained = Dialog<String>.alert("Search")
      .addTextField("Query") { $0.clearButton(.whileEditing).keyboardAppearance(.dark) }
      .addAction("Find", key: "find")
      .addCancel("Cancel", key: "cancel")
    let initialized = Dialog<String>(
      style: .alert, title: "Search",
      actions: [
        DialogAction(title: "Find", key: "find"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ],
      textFields: [
        DialogTextField("Query").clearButton(.whileEditing).keyboardAppearance(.dark)
      ])
    #expect(Self.built == chained)
    #expect(Self.built == initialized)
    #expect(
      Self.built.snapshot == """
        alert "Search"
          action 0 default "Find" key find
          action 1 cancel "Cancel" key cancel
          text field 0 placeholder "Query" clear button whileEditing keyboard appearance dark
        """)
  }

  @Test("each setting takes part in equality, including an explicit platform default")
  func equality() {
    let plain = TextInput<String>("Query")
    #expect(plain != plain.clearButton(.never))
    #expect(plain != plain.keyboardAppearance(.default))
    #expect(plain.clearButton(.always) != plain.clearButton(.whileEditing))
    #expect(plain.clearButton(.always).clearButton(nil) == plain)
  }

  @Test(
    "SwiftUI and AppKit report what they drop; UIKit and the terminal have nothing to say",
    arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let kinds = Self.built.problems(for: platform).map(\.kind)
    let dropped: [DialogProblem.Kind] = [.clearButtonUnsupported, .keyboardAppearanceUnsupported]
    #expect(kinds == ([.swiftUI, .appKit].contains(platform) ? dropped : []))
  }

  @Test("the message names the field and the setting")
  func messages() {
    let messages = Self.built.problems.map(\.message)
    #expect(
      messages == [
        #"text field 0 "Query" asks for a clear button (whileEditing), "#
          + "which SwiftUI and AppKit alerts do not show",
        #"text field 0 "Query" asks for a dark keyboard, which SwiftUI alerts and macOS "#
          + "cannot set",
      ])
  }

  @Test("settings that ask for nothing are not reported anywhere")
  func defaultsAreQuiet() {
    let quiet = Dialog<String>(.alert, title: "Search") {
      TextInput("Query").clearButton(.never).keyboardAppearance(.default)
      Action("Find", key: "find")
    }
    #expect(quiet.problems.isEmpty)
  }

  @Test(
    "the clear button shows as UIKit shows it: only over text, by mode and focus",
    arguments: ClearButtonMode.allCases)
  func visibility(mode: ClearButtonMode) {
    let shown = [false, true].map { mode.isShown(isEditing: $0, hasText: true) }
    let expected: [Bool] =
      switch mode {
      case .never: [false, false]
      case .whileEditing: [false, true]
      case .unlessEditing: [true, false]
      case .always: [true, true]
      }
    #expect(shown == expected)
    #expect(!mode.isShown(isEditing: true, hasText: false))
    #expect(!mode.isShown(isEditing: false, hasText: false))
  }
}
