import FluentAlert
import FluentAlertTesting
import Testing

/// A dialog that shows progress while the app works, and that the app
/// closes when the work ends.
@MainActor
@Suite("a dialog with progress", .timeLimit(.minutes(1)))
struct DialogProgressTests {
  enum Upload: Hashable, Sendable { case stop }

  static let uploading = Dialog<Upload>(.alert, title: "Uploading “Report.pdf”…") {
    Cancel("Stop", key: .stop)
  }
  .progress(.fraction(0))

  @Test("the builder with the chained setting, the chain and the initializer make one value")
  func spellings() {
    let chained = Dialog<Upload>.alert("Uploading “Report.pdf”…")
      .progress(.fraction(0))
      .addCancel("Stop", key: .stop)
    let initialized = Dialog<Upload>(
      style: .alert, title: "Uploading “Report.pdf”…",
      actions: [DialogAction(title: "Stop", role: .cancel, key: .stop)],
      progress: .fraction(0))
    #expect(Self.uploading == chained && Self.uploading == initialized)
    #expect(Self.uploading.progress == .fraction(0))
    #expect(
      Self.uploading.snapshot == """
        alert "Uploading “Report.pdf”…"
          action 0 cancel "Stop" key stop
          progress 0.0
        """)
    #expect(Self.uploading != Self.uploading.progress(.indeterminate))
  }

  @Test("without any action it is valid, since the app closes it; without progress it is not")
  func noActions() {
    let spinner = Dialog<Upload>.alert("Preparing…").progress(.indeterminate)
    #expect(spinner.problems.filter { $0.severity == .error }.isEmpty)
    #expect(Dialog<Upload>.alert("Preparing…").problems.map(\.kind).contains(.cannotBeClosed))
  }

  @Test(
    "a fraction outside 0...1 is an error", arguments: [-0.1, 1.5, Double.nan, Double.infinity])
  func invalid(value: Double) {
    let dialog = Self.uploading.progress(.fraction(value))
    #expect(dialog.problems.filter { $0.severity == .error }.map(\.kind) == [.invalidProgress])
  }

  @Test("UIKit and SwiftUI report that they show no indicator", arguments: DialogPlatform.allCases)
  func platforms(platform: DialogPlatform) {
    let kinds = Self.uploading.problems(for: platform).map(\.kind)
    #expect(kinds == ([.uiKit, .swiftUI].contains(platform) ? [.progressUnsupported] : []))
  }

  @Test("the app updates progress and message through the session, and closes it")
  func handle() throws {
    var session: DialogSession<Upload>?
    var endings: [DialogEnding<Upload>] = []
    let dialog = Self.uploading
      .onPresent { session = $0 }
      .onConversationEnd { endings.append($0) }
    let tester = try DialogTester(dialog)
    let handle = try #require(session)
    #expect(handle.setProgress(.fraction(0.5)))
    #expect(handle.setMessage("Photo 3 of 120"))
    #expect(tester.progress == .fraction(0.5) && tester.message == "Photo 3 of 120")
    #expect(tester.visibleState.contains("\n  progress 0.5"))
    #expect(handle.setProgress(.fraction(7)) && tester.progress == .fraction(1))
    #expect(!handle.setProgress(.fraction(.nan)) && tester.progress == .fraction(1))
    #expect(handle.setProgress(.indeterminate) && tester.progress == .indeterminate)
    handle.dismiss()
    #expect(!tester.isVisible && endings.map(\.reason) == [.programmatic])
    #expect(!handle.setProgress(.fraction(0.9)) && !handle.setMessage("late"))
  }

  @Test("a dialog without progress takes none; a message can still change")
  func withoutProgress() throws {
    let session = try DialogSession(Dialog<Upload>.alert("Stop?").addCancel("Stop", key: .stop))
    let presenter = FakePresenter()
    session.present(using: presenter)
    #expect(!session.setProgress(.fraction(0.5)) && session.progress == nil)
    #expect(session.setMessage(.verbatim("Now")) && session.message == "Now")
    #expect(presenter.calls.last == .update(ObjectIdentifier(session)))
  }

  @Test("a queue shows it like any dialog, and the next one once the app closes it")
  func queued() throws {
    let presenter = FakePresenter()
    let queue = DialogQueue(presenter: presenter)
    try queue.enqueue(Dialog<Upload>.alert("Preparing…").progress(.indeterminate))
    try queue.enqueue(Dialog<Upload>.alert("Done").addCancel("OK", key: .stop))
    #expect(presenter.shownTitles == ["Preparing…"])
    queue.currentSession?.dismiss()
    #expect(presenter.shownTitles == ["Preparing…", "Done"])
  }
}
