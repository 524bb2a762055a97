// The two-line usage of each Apple shell, exactly as the docs show it, compiled on Linux
// against the shims and run once so the snippets are known to work, not only to type-check.
import AppKitShim
import FluentAlert
import FluentAlertAppKitShimmed
import FluentAlertSwiftUIShimmed
import FluentAlertUIKitShimmed
import SwiftUIShim
import Testing
import UIKitShim

private enum Choice: Hashable, Sendable { case delete, cancel }

extension Dialog where Key == Choice {
  fileprivate static let deleteConfirmation = Dialog(
    style: .alert, title: "Delete the draft?",
    actions: [
      DialogAction(title: "Delete", role: .destructive, key: .delete),
      DialogAction(title: "Cancel", role: .cancel, key: .cancel),
    ])
}

// MARK: UIKit

private final class DraftViewController: UIViewController {
  func confirmDelete() throws {
    let controller = try UIAlertController(dialog: .deleteConfirmation)
    present(controller, animated: true)
  }

  func confirmDeleteQueued() async throws -> Choice? {
    let choice = try await Dialog.deleteConfirmation.present(from: self)
    return choice
  }
}

// MARK: SwiftUI

private struct DraftView: View {
  @State private var dialog: Dialog<Choice>?

  var body: some View {
    Button("Delete") { dialog = .deleteConfirmation }
      .dialog($dialog)
  }
}

// MARK: AppKit

@MainActor
private func confirmDelete(in window: NSWindow?) async throws -> Choice? {
  let choice = try await Dialog.deleteConfirmation.present(on: window)
  return choice
}

@MainActor
@Suite("usage snippets", .serialized)
struct UsageSnippetTests {
  @Test("UIKit: UIAlertController(dialog:) then present")
  func uikit() throws {
    let controller = DraftViewController()
    try controller.confirmDelete()
    let alert = try #require(controller.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete the draft?")
  }

  @Test("SwiftUI: .dialog($dialog)")
  func swiftUI() async throws {
    let host = ShimHost(DraftView())
    host.render()
    try #require(host.rendering.buttons.first).tap()
    host.render()
    await host.settle()
    #expect(host.rendering.presented?.title == "Delete the draft?")
    host.disappear()
  }

  @Test("AppKit: present(on:) a window")
  func appKit() async throws {
    NSAlert.shimModalUser = { $0.shimResponse(clicking: $0.buttons[0]) ?? .abort }
    defer { NSAlert.shimModalUser = nil }
    #expect(try await confirmDelete(in: nil) == .cancel)  // Cancel leads: Delete is destructive
  }
}
