import FluentAlert
import Testing

@testable import FluentAlertTerminal

/// The terminal draws a dialog's progress and follows the app's updates.
@Suite("Progress in the terminal")
struct TerminalProgressTests {
  enum Upload: Hashable, Sendable { case stop }

  private func lines(_ state: DialogScreenState) -> [String] {
    DialogRenderer(width: 44, height: 16, capabilities: .plain).render(state).plainLines
  }

  @Test("a fraction is a bar with its percentage; an update moves it and changes the message")
  func bar() {
    let dialog = Dialog<Upload>.alert("Uploading", message: "Starting")
      .progress(.fraction(0.25))
      .addCancel("Stop", key: .stop)
    var state = DialogScreenState(dialog: ScreenContent(dialog))
    let before = lines(state)
    #expect(before.contains { $0.contains("#") && $0.contains("-") && $0.hasSuffix(" 25% |") })
    state.refresh(title: state.dialog.title, message: "Photo 3 of 120", progress: .fraction(0.5))
    let after = lines(state)
    #expect(after.contains { $0.contains(" 50% |") })
    #expect(after.contains { $0.contains("Photo 3 of 120") })
    #expect(!after.contains { $0.contains("Starting") })
  }

  @Test("work of unknown length says it is under way; a dialog without actions still draws")
  func indeterminate() {
    let dialog = Dialog<Upload>.alert("Preparing").progress(.indeterminate)
    let drawn = lines(DialogScreenState(dialog: ScreenContent(dialog)))
    #expect(drawn.contains { $0.contains("In progress...") })
    #expect(drawn.contains { $0.contains("Preparing") })
  }
}
