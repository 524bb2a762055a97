// The two-line usage of the AppKit shell, exactly as the docs show it, compiled on Linux
// against the shim and run once so the snippet is known to work, not only to type-check.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
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

@MainActor
private func confirmDelete(in window: NSWindow?) async throws -> Choice? {
  let choice = try await Dialog.deleteConfirmation.present(on: window)
  return choice
}

@MainActor
@Suite("AppKit usage snippet", .serialized)
struct AppKitUsageSnippetTests {
  @Test("present(on:) a window")
  func appKit() async throws {
    NSAlert.shimModalUser = { $0.shimResponse(clicking: $0.buttons[0]) ?? .abort }
    defer { NSAlert.shimModalUser = nil }
    #expect(try await confirmDelete(in: nil) == .cancel)  // Cancel leads: Delete is destructive
  }
}
