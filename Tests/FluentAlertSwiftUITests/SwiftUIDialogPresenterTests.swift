import FluentAlert
import FluentAlertSwiftUI
import Testing

@MainActor
private final class Recorder {
  var keys: [Int] = []
  var texts: [[String]] = []
  var changes = 0
}

@MainActor
private func settle() async {
  for _ in 0..<20 { await Task.yield() }
}

@MainActor
private func nameDialog(_ recorder: Recorder, style: DialogStyle = .alert) -> Dialog<Int> {
  Dialog<Int>(
    style: style, title: "Rename", message: "New name",
    actions: [
      DialogAction(title: "Save", key: 1).preferred(style == .alert),
      DialogAction(title: "Cancel", role: .cancel, key: 0),
    ],
    textFields: style == .alert ? [DialogTextField().required(.nonEmpty)] : [],
    anchor: style == .actionSheet ? .center : nil,
    actionTap: { key, texts in
      recorder.keys.append(key)
      recorder.texts.append(Array(texts))
    })
}

@MainActor
@Suite("SwiftUI presenter (what the view modifier does)")
struct SwiftUIDialogPresenterTests {
  @Test("an alert session turns the alert binding on and a tap reaches actionTap")
  func alertTap() async throws {
    let recorder = Recorder()
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.iOS, 17))
    presenter.onChange = { recorder.changes += 1 }
    let task = Task { try await nameDialog(recorder).present(using: presenter) }
    await settle()
    #expect(presenter.isAlertPresented)
    #expect(!presenter.isConfirmationDialogPresented)
    #expect(presenter.plan?.actions.map(\.isEnabled) == [false, true])
    #expect(presenter.plan?.defaultActionIndex == 0)
    #expect(presenter.tap(actionAt: 0) == .refused(.unmetRequirement(fields: [0])))
    presenter.setText("Ana", forField: 0)
    #expect(presenter.texts == ["Ana"])
    #expect(presenter.plan?.actions.map(\.isEnabled) == [true, true])
    #expect(presenter.tap(actionAt: 0) == .accepted(actionIndex: 0))
    #expect(try await task.value == 1)
    #expect(recorder.keys == [1])
    #expect(recorder.texts == [["Ana"]])
    #expect(!presenter.isAlertPresented)
    #expect(presenter.plan == nil)
    #expect(recorder.changes == 3)  // shown, text changed, removed
  }

  @Test("an action sheet turns the confirmation dialog binding on")
  func sheet() async throws {
    let recorder = Recorder()
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.macOS, 14))
    let task = Task {
      try await nameDialog(recorder, style: .actionSheet).present(using: presenter)
    }
    await settle()
    #expect(presenter.isConfirmationDialogPresented)
    #expect(!presenter.isAlertPresented)
    #expect(presenter.plan?.titleVisibility == .visible)
    presenter.tap(actionAt: 1)
    #expect(try await task.value == 0)
  }

  @Test("SwiftUI closing the dialog by itself reports the cancel key")
  func closedBySwiftUI() async throws {
    let recorder = Recorder()
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.iOS, 17))
    let task = Task { try await nameDialog(recorder).present(using: presenter) }
    await settle()
    presenter.setPresented(false)
    #expect(try await task.value == 0)
    #expect(recorder.keys == [0])
    #expect(presenter.session == nil)
  }

  @Test("a button tap right after SwiftUI cleared the binding still wins")
  func tapWinsOverBinding() async throws {
    let recorder = Recorder()
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.iOS, 17))
    let task = Task { try await nameDialog(recorder).present(using: presenter) }
    await settle()
    presenter.setText("x", forField: 0)
    presenter.setPresented(false)  // SwiftUI may report this before the button's action
    presenter.tap(actionAt: 0)
    #expect(try await task.value == 1)
    await settle()
    #expect(recorder.keys == [1])
  }

  @Test("setting the binding true or tapping with nothing shown changes nothing")
  func idle() async {
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.iOS, 17))
    presenter.setPresented(true)
    presenter.setPresented(false)
    await settle()
    #expect(presenter.tap(actionAt: 0) == .refused(.notPresented))
    #expect(presenter.texts == [])
    presenter.setText("ignored", forField: 0)
    #expect(presenter.session == nil)
  }

  @Test("cancelling the presenting task (the binding went nil) closes the dialog")
  func cancelled() async throws {
    let recorder = Recorder()
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.iOS, 17))
    let task = Task { try await nameDialog(recorder).present(using: presenter) }
    await settle()
    #expect(presenter.isAlertPresented)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(!presenter.isAlertPresented)
    #expect(recorder.keys.isEmpty)
  }

  @Test("a second session replaces the first, which ends as torn down")
  func replaced() async throws {
    let recorder = Recorder()
    let presenter = SwiftUIDialogPresenter(platform: SwiftUIPlatform(.iOS, 17))
    let first = Task { try await nameDialog(recorder).present(using: presenter) }
    await settle()
    let second = Task {
      try await nameDialog(recorder, style: .actionSheet).present(using: presenter)
    }
    await settle()
    #expect(try await first.value == nil)
    #expect(presenter.isConfirmationDialogPresented)
    presenter.tap(actionAt: 1)
    #expect(try await second.value == 0)
  }
}
