import FluentAlert
import Testing

/// A dialog made `withoutDefaultAction()`: Return performs no action.
@Suite("a dialog without a default action")
struct DefaultActionTests {
  static let trash = Dialog<String>(.alert, title: "Move “Report.pdf” to the Trash?") {
    Destructive("Move to Trash", key: "trash")
    Cancel("Cancel", key: "cancel")
  }
  .withoutDefaultAction()

  @Test("the builder with the chained setting, the chain and the initializer make one value")
  func spellings() {
    let chained = Dialog<String>.alert("Move “Report.pdf” to the Trash?")
      .withoutDefaultAction()
      .addDestructive("Move to Trash", key: "trash")
      .addCancel("Cancel", key: "cancel")
    let initialized = Dialog<String>(
      style: .alert, title: "Move “Report.pdf” to the Trash?",
      actions: [
        DialogAction(title: "Move to Trash", role: .destructive, key: "trash"),
        DialogAction(title: "Cancel", role: .cancel, key: "cancel"),
      ],
      hasDefaultAction: false)
    #expect(Self.trash == chained)
    #expect(Self.trash == initialized)
    #expect(!Self.trash.hasDefaultAction)
    #expect(
      Self.trash.snapshot == """
        alert "Move “Report.pdf” to the Trash?"
          action 0 destructive "Move to Trash" key trash
          action 1 cancel "Cancel" key cancel
          no default action
        """)
  }

  @Test("it takes part in equality and hashing; a plain dialog has a default action")
  func equality() {
    let plain = Dialog<String>.alert("Save?").addAction("Save", key: "save")
    #expect(plain.hasDefaultAction)
    #expect(plain != plain.withoutDefaultAction())
    #expect(
      plain.withoutDefaultAction().hashValue
        == Dialog<String>.alert("Save?").addAction("Save", key: "save").withoutDefaultAction()
        .hashValue)
  }

  @Test(
    "UIKit and SwiftUI are told that their alerts may keep Return; AppKit and the terminal are not",
    arguments: DialogPlatform.allCases)
  func platformProblems(platform: DialogPlatform) {
    let kinds = Self.trash.problems(for: platform).map(\.kind)
    let expected: [DialogProblem.Kind] =
      switch platform {
      case .uiKit, .swiftUI: [.defaultActionUnsupported]
      case .appKit, .terminal: []
      }
    #expect(kinds == expected)
  }

  @Test("an action given Return contradicts it: an error everywhere")
  func returnKeyContradicts() {
    let dialog = Dialog<String>.alert("Retry?")
      .addAction("Retry", key: "retry")
      .actionStyle { $0.keyEquivalent(.return) }
      .addCancel("Cancel", key: "cancel")
      .withoutDefaultAction()
    for platform in DialogPlatform.allCases {
      let errors = dialog.problems(for: platform).filter { $0.severity == .error }
      #expect(errors.map(\.kind) == [.returnKeyWithoutDefaultAction], "\(platform)")
    }
    #expect(throws: DialogValidationError.self) { try dialog.validated() }
  }
}
