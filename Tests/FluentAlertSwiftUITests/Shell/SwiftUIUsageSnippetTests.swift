// The two-line usage of the SwiftUI shell, exactly as the docs show it, compiled on Linux
// against the shim and run once so the snippet is known to work, not only to type-check.
import FluentAlert
import FluentAlertSwiftUIShimmed
import SwiftUIShim
import Testing

private enum Choice: Hashable, Sendable { case delete, cancel }

extension Dialog where Key == Choice {
  fileprivate static let deleteConfirmation = Dialog(
    style: .alert, title: "Delete the draft?",
    actions: [
      DialogAction(title: "Delete", role: .destructive, key: .delete),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])
}

private struct DraftView: View {
  @State private var dialog: Dialog<Choice>?

  var body: some View {
    Button("Delete") { dialog = .deleteConfirmation }
      .dialog($dialog)
  }
}

@MainActor
@Suite("SwiftUI usage snippet")
struct SwiftUIUsageSnippetTests {
  @Test(".dialog($dialog)")
  func swiftUI() async throws {
    let host = ShimHost(DraftView())
    host.render()
    try #require(host.rendering.buttons.first).tap()
    host.render()
    await host.settle()
    #expect(host.rendering.presented?.title == "Delete the draft?")
    host.disappear()
  }
}
