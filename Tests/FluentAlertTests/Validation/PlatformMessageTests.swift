import FluentAlert
import Testing

/// A problem's message is true on the platform it is reported for.
@MainActor
@Suite("Problem messages are true for their platform")
struct PlatformMessageTests {
  let sheet = Dialog<Int>.actionSheet("Sort by", message: "Choose an order")
    .addAction("Name", key: 0)
    .addAction("Date", key: 1)
    .anchor(.center)

  func message(_ kind: DialogProblem.Kind, on platform: DialogPlatform?, of dialog: Dialog<Int>)
    -> String?
  {
    let problems = platform.map { dialog.problems(for: $0) } ?? dialog.problems
    return problems.first { $0.kind == kind }?.message
  }

  @Test("a sheet without Cancel: each platform's own way to dismiss it with no key")
  func sheetWithoutCancel() throws {
    let swiftUI = try #require(message(.actionSheetWithoutCancel, on: .swiftUI, of: sheet))
    #expect(swiftUI.contains("SwiftUI adds a Cancel button of its own"), "\(swiftUI)")
    #expect(!swiftUI.contains("terminal") && !swiftUI.contains("Escape"))
    let uiKit = try #require(message(.actionSheetWithoutCancel, on: .uiKit, of: sheet))
    #expect(uiKit.contains("iPad") && !uiKit.contains("SwiftUI") && !uiKit.contains("Escape"))
    let terminal = try #require(message(.actionSheetWithoutCancel, on: .terminal, of: sheet))
    #expect(terminal.hasSuffix("; Escape dismisses it with no key"), "\(terminal)")
    #expect(message(.actionSheetWithoutCancel, on: .appKit, of: sheet) == nil)
    let everywhere = try #require(message(.actionSheetWithoutCancel, on: nil, of: sheet))
    #expect(everywhere.contains("iPad") && everywhere.contains("SwiftUI"))
    #expect(everywhere.contains("terminal"))
  }

  @Test("an action kept open: AppKit is not said to close it, nor reported")
  func keptOpen() throws {
    let dialog = Dialog<Int>.alert("Theme could not be loaded")
      .addAction("Open Theme Folder", key: 0)
      .actionStyle { $0.keepsDialogOpen() }
      .addCancel("OK", key: 1)
    let text = try #require(message(.keptOpenActionUnsupported, on: .uiKit, of: dialog))
    #expect(text.contains("UIKit and SwiftUI cannot") && !text.contains("AppKit"), "\(text)")
    #expect(message(.keptOpenActionUnsupported, on: .appKit, of: dialog) == nil)
  }

  @Test("a disabled gated action: the message names the way to enable it, which works")
  func disabledGated() throws {
    let dialog = Dialog<Int>.alert("Rename")
      .addTextField("Name") { $0.required(.nonEmpty, gates: [0]) }
      .addAction("Rename", key: 0)
      .actionStyle { $0.disabled() }
      .addCancel("Cancel", key: 1)
    let text = try #require(message(.disabledActionGated, on: nil, of: dialog))
    #expect(text.contains("until the app calls setEnabled on the session"), "\(text)")
    #expect(!text.contains("never"))
    let session = try DialogSession(dialog)
    #expect(session.present(using: FakePresenter()))
    #expect(session.setText("Draft", forField: 0))
    #expect(!session.tap(0).isAccepted)
    #expect(session.setEnabled(true, for: 0))
    #expect(session.tap(0).isAccepted)
  }
}
