// The two-line usage of the SwiftUI shell, exactly as the docs show it, compiled on Linux
// against the shim and run once so the snippet is known to work, not only to type-check.
import FluentAlert
import FluentAlertSwiftUIShimmed
import FluentAlertTestSupport
import SwiftUIShim
import Testing

private struct DraftView: View {
  @State private var dialog: Dialog<DraftChoice>?

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
    let host = ShimHost(DraftView().dialogScene())
    host.render()
    try #require(host.rendering.buttons.first).tap()
    host.render()
    await host.settle()
    #expect(host.rendering.presented?.title == "Delete the draft?")
    host.disappear()
  }
}
