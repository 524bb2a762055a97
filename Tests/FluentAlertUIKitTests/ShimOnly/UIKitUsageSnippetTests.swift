// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs it reads what was presented,
// which only the shim records without a window.
// The two-line usage of the UIKit shell, exactly as the docs show it, compiled on Linux
// against the shim and run once so the snippet is known to work, not only to type-check.
import FluentAlert
import FluentAlertTestSupport
import FluentAlertUIKitShimmed
import Testing
import UIKitShim

private final class DraftViewController: UIViewController {
  func confirmDelete() throws {
    let controller = try UIAlertController(dialog: .deleteConfirmation)
    present(controller, animated: true)
  }

  func confirmDeleteQueued() async throws -> DraftChoice? {
    let choice = try await Dialog.deleteConfirmation.present(from: self)
    return choice
  }
}

@MainActor
@Suite("UIKit usage snippet")
struct UIKitUsageSnippetTests {
  @Test("UIAlertController(dialog:) then present")
  func uikit() throws {
    let controller = DraftViewController()
    try controller.confirmDelete()
    let alert = try #require(controller.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete the draft?")
  }
}
