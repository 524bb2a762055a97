// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs SwiftUI's view tree, which only
// the shim's host can read back.
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

@MainActor private final class DraftModel: ObservableObject {
  @Published var dialog: Dialog<DraftChoice>?
  private(set) var handled: [DraftChoice] = []

  func deleteTapped() { dialog = .deleteConfirmation }
  func handle(_ choice: DraftChoice) { handled.append(choice) }
}

private struct ModelDrivenDraftView: View {
  @StateObject var model = DraftModel()

  var body: some View {
    Button("Delete draft") { model.deleteTapped() }
      .dialog($model.dialog) { choice in model.handle(choice) }
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

  @Test(".dialog($model.dialog) { choice in model.handle(choice) }")
  func modelDriven() async throws {
    let view = ModelDrivenDraftView()
    let host = ShimHost(view.dialogScene())
    host.render()
    try #require(host.rendering.buttons.first).tap()
    host.render()
    await host.settle()
    let alert = try #require(host.rendering.presented)
    #expect(alert.title == "Delete the draft?")
    try #require(alert.buttons.first).tap()
    await host.settle()
    #expect(view.model.handled.count == 1)
    #expect(view.model.dialog == nil)
    host.disappear()
  }
}
