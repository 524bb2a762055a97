// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs it presents on a window and
// answers the modal run through the shim.
// The two-line usage of the AppKit shell, exactly as the docs show it, compiled on Linux
// against the shim and run once so the snippet is known to work, not only to type-check.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import FluentAlertTestSupport
import Testing

@MainActor
private func confirmDelete(in window: NSWindow?) async throws -> DraftChoice? {
  let choice = try await Dialog.deleteConfirmation.present(on: window)
  return choice
}

// Nested in the shell's serialized suite: both set `NSAlert.shimModalUser`, one global, so
// they must never run at the same time.
extension AppKitShellTests {
  @MainActor
  @Suite("AppKit usage snippet")
  struct UsageSnippet {
    @Test("present(on:) a window")
    func appKit() async throws {
      NSAlert.shimModalUser = { $0.shimResponse(clicking: $0.buttons[0]) ?? .abort }
      defer { NSAlert.shimModalUser = nil }
      #expect(try await confirmDelete(in: nil) == .cancel)  // Cancel leads: Delete is destructive
    }
  }
}
