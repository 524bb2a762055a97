// Linux only (Package.swift excludes ShimOnly/ elsewhere): it needs SwiftUI's view tree, which only
// the shim's host can read back.
import FluentAlert
import FluentAlertSwiftUIShimmed
import FluentAlertTestSupport
import SwiftUIShim
import Testing

/// A model-driven app's state: the dialog is plain data, the handling is a
/// method.
@MainActor
private final class InboxModel {
  var dialog: Dialog<Int>?
  var other: Dialog<Int>?
  private(set) var handled: [Int] = []
  /// The dialog to show after a key, if any.
  var next: [Int: Dialog<Int>] = [:]

  var dialogBinding: Binding<Dialog<Int>?> {
    Binding(get: { self.dialog }, set: { self.dialog = $0 })
  }

  var otherBinding: Binding<Dialog<Int>?> {
    Binding(get: { self.other }, set: { self.other = $0 })
  }

  func handle(_ key: Int) {
    handled.append(key)
    if let next = next[key] { dialog = next }
  }
}

/// Two views of one screen, each with its own `.dialog`.
private struct TwoPanes: View {
  let model: InboxModel

  var body: some View {
    Text("list").dialog(model.dialogBinding)
    Text("detail").dialog(model.otherBinding)
  }
}

private func alert(_ title: String) -> Dialog<Int> {
  Dialog<Int>.alert(.verbatim(title)).addAction("OK", key: 1).addCancel("Cancel", key: 0)
}

@MainActor
@Suite("SwiftUI: one queue per scene, handlers outside the value", .serialized)
struct SwiftUISceneQueueTests {
  init() {
    SwiftUIPlatform.current = SwiftUIPlatform(.iOS, 17)
  }

  @Test("two .dialog modifiers of one scene take turns: the second waits for the first")
  func oneSceneTakesTurns() async throws {
    let model = InboxModel()
    let host = ShimHost(TwoPanes(model: model).dialogScene())
    host.render()
    model.dialog = alert("Delete message?")
    model.other = alert("Sync failed")
    host.render()
    await host.settle()
    #expect(
      host.rendering.presentations.filter(\.isPresented.wrappedValue).map(\.title) == [
        "Delete message?"
      ])
    try #require(host.rendering.presented).buttons[0].tap()
    await host.settle()
    #expect(model.dialog == nil)
    #expect(host.rendering.presented?.title == "Sync failed")
    host.disappear()
  }

  @Test("each scene has its own queue: two windows show their dialogs at once")
  func scenesAreIndependent() async throws {
    let left = InboxModel()
    let right = InboxModel()
    let leftHost = ShimHost(Text("left").dialog(left.dialogBinding).dialogScene())
    let rightHost = ShimHost(Text("right").dialog(right.dialogBinding).dialogScene())
    left.dialog = alert("Left")
    right.dialog = alert("Right")
    leftHost.render()
    rightHost.render()
    await leftHost.settle()
    await rightHost.settle()
    #expect(leftHost.rendering.presented?.title == "Left")
    #expect(rightHost.rendering.presented?.title == "Right")
    leftHost.disappear()
    rightHost.disappear()
  }

  @Test("views under no .dialogScene() share the app's queue")
  func appQueueByDefault() async throws {
    let first = InboxModel()
    let second = InboxModel()
    let firstHost = ShimHost(Text("one").dialog(first.dialogBinding))
    let secondHost = ShimHost(Text("two").dialog(second.dialogBinding))
    first.dialog = alert("First")
    firstHost.render()
    await firstHost.settle()
    second.dialog = alert("Second")
    secondHost.render()
    await secondHost.settle()
    #expect(firstHost.rendering.presented?.title == "First")
    #expect(secondHost.rendering.presented == nil)
    try #require(firstHost.rendering.presented).buttons[1].tap()
    await firstHost.settle()
    await secondHost.settle()
    #expect(secondHost.rendering.presented?.title == "Second")
    firstHost.disappear()
    secondHost.disappear()
  }

  @Test(".dialog($model.dialog) { key in … }: a plain-data dialog, handled by the model")
  func handlerOutsideTheValue() async throws {
    let model = InboxModel()
    // Setting the binding from the handler shows the next dialog.
    model.next[1] = alert("Moved to Archive")
    let host = ShimHost(
      Text("inbox").dialog(model.dialogBinding) { key in model.handle(key) }.dialogScene())
    model.dialog = alert("Archive message?")
    host.render()
    await host.settle()
    try #require(host.rendering.presented).buttons[0].tap()  // OK
    await host.settle()
    #expect(model.handled == [1])
    #expect(host.rendering.presented?.title == "Moved to Archive")
    try #require(host.rendering.presented).buttons[1].tap()  // Cancel
    await host.settle()
    #expect(model.handled == [1, 0])
    #expect(model.dialog == nil && host.rendering.presented == nil)
    host.disappear()
  }

  @Test("a follow-up is drawn by the same modifier; the binding clears after the conversation")
  func followUpInSwiftUI() async throws {
    let model = InboxModel()
    let recorder = TapRecorder<Int>()
    let host = ShimHost(Text("inbox").dialog(model.dialogBinding).dialogScene())
    model.dialog = alert("Empty trash?")
      .actionTap(recorder.handler)
      .followUp { key in key == 1 ? alert("Trash emptied").actionTap(recorder.handler) : nil }
    host.render()
    await host.settle()
    try #require(host.rendering.presented).buttons[0].tap()
    await host.settle()
    #expect(host.rendering.presented?.title == "Trash emptied")
    #expect(model.dialog != nil)
    try #require(host.rendering.presented).buttons[0].tap()
    await host.settle()
    #expect(recorder.keys == [1, 1])
    #expect(model.dialog == nil && host.rendering.presented == nil)
    host.disappear()
  }
}
