import FluentAlert
import FluentAlertTesting
import Testing

/// The keys of a macOS-style alert: a button that opens a folder and stays,
/// a details button whose handler swaps the alert, and OK.
enum ThemeKey: String, Hashable, Sendable {
  case openFolder, details, ok
}

@MainActor
@Suite("actions that keep the dialog open", .timeLimit(.minutes(1)))
struct KeptOpenActionTests {
  let presenter = FakePresenter()
  let log = StepLog()

  /// "Themes installed" with Open Theme Folder (kept open), Details (kept
  /// open; its follow-up is the same alert with a message) and OK.
  private func themes(withDetails: Bool = false) -> Dialog<ThemeKey> {
    let log = log
    return Dialog<ThemeKey>(
      .alert, title: "Themes installed",
      message: withDetails ? "3 themes in ~/Themes" : nil
    ) {
      TextInput("Note")
      Action("Open Theme Folder", key: .openFolder).keepsDialogOpen()
      Action("Details", key: .details).keepsDialogOpen()
      Action("OK", key: .ok).preferred()
    }
    .actionTap { key, texts in log.record("tap \(key) \(Array(texts))") }
    .followUp { key in key == .details && !withDetails ? self.themes(withDetails: true) : nil }
    .onDismiss { log.record("ended \($0)") }
  }

  @Test("the builder, the chain and the initializer make one value, pinned by its snapshot")
  func spellings() {
    let built = Dialog<ThemeKey>(.alert, title: "Themes installed") {
      Action("Open Theme Folder", key: .openFolder).keepsDialogOpen()
      Action("OK", key: .ok)
    }
    let chained = Dialog<ThemeKey>.alert("Themes installed")
      .addAction("Open Theme Folder", key: .openFolder)
      .actionStyle { $0.keepsDialogOpen() }
      .addAction("OK", key: .ok)
    let initialized = Dialog<ThemeKey>(
      style: .alert, title: "Themes installed",
      actions: [
        DialogAction(title: "Open Theme Folder", key: .openFolder).keepsDialogOpen(),
        DialogAction(title: "OK", key: .ok),
      ])
    #expect(built == chained && built == initialized)
    #expect(built != built.preferred(.ok))
    #expect(
      built.snapshot == """
        alert "Themes installed"
          action 0 default "Open Theme Folder" key openFolder keeps-open
          action 1 default "OK" key ok
        """)
  }

  @Test("an action that keeps the dialog open is no way out of it")
  func notAWayOut() {
    let stuck = Dialog<ThemeKey>.alert("Themes installed")
      .addAction("Open Theme Folder", key: .openFolder)
      .actionStyle { $0.keepsDialogOpen() }
    #expect(stuck.problems.map(\.kind).contains(.cannotBeClosed))
    #expect(
      stuck.problems.first?.message
        == #"every enabled action keeps the dialog open ("Open Theme Folder" key openFolder) "#
        + "and there is no auto-dismiss: the dialog could not be closed")
    #expect(!stuck.dismiss(after: .seconds(5)).problems.map(\.kind).contains(.cannotBeClosed))
  }

  @Test("a tap reports the key with the texts as they are, and the dialog stays up")
  func staysOpen() throws {
    let session = try DialogSession(themes())
    session.present(using: presenter)
    session.setText("first", forField: 0)
    #expect(session.tap(.openFolder) == .accepted(actionIndex: 0))
    #expect(session.phase == .presented)
    session.setText("second", forField: 0)
    #expect(session.tap(.openFolder).isAccepted)
    #expect(session.phase == .presented)
    #expect(log.lines == [#"tap openFolder ["first"]"#, #"tap openFolder ["second"]"#])
    #expect(presenter.calls.filter { if case .remove = $0 { true } else { false } }.isEmpty)
    #expect(session.tap(.ok).isAccepted)
    #expect(session.phase == .dismissed)
    // The handler ran once for OK, and the dialog ended once.
    #expect(log.lines.suffix(2) == [#"tap ok ["second"]"#, "ended action(ok)"])
  }

  @Test("a follow-up the handler returns takes the dialog's place; no handler runs twice")
  func followUpReplaces() throws {
    let session = try DialogSession(themes())
    session.present(using: presenter)
    #expect(session.tap(.details).isAccepted)
    #expect(session.phase == .dismissed)
    let next = try #require(presenter.top(ThemeKey.self))
    #expect(next.dialog.message == "3 themes in ~/Themes")
    #expect(next.phase == .presented)
    #expect(log.lines == [#"tap details [""]"#, "ended action(details)"])
    // In the details alert, Details has no follow-up: it stays.
    #expect(next.tap(.details).isAccepted)
    #expect(next.phase == .presented)
    #expect(presenter.maxVisible == 1)
  }

  @Test("await present waits through kept-open taps and returns the key that closed it")
  func awaitClosingKey() async throws {
    let task = Task { try await themes().present(using: presenter) }
    await waitUntil { presenter.top(ThemeKey.self) != nil }
    presenter.top(ThemeKey.self)?.tap(.openFolder)
    presenter.top(ThemeKey.self)?.tap(.openFolder)
    presenter.top(ThemeKey.self)?.tap(.ok)
    #expect(try await task.value == .ok)
    #expect(log.lines.filter { $0.hasPrefix("tap openFolder") }.count == 2)
  }

  @Test("a presenter that cannot keep it open closes it with the key, once")
  func closingPresenter() throws {
    let session = try DialogSession(themes())
    session.present(using: presenter)
    #expect(session.tap(actionAt: 0, keepingOpen: false).isAccepted)
    #expect(session.phase == .dismissed)
    #expect(log.lines == [#"tap openFolder [""]"#, "ended action(openFolder)"])
  }

  @Test("a handler that dismisses the dialog itself ends it without asking for a follow-up")
  func handlerDismisses() throws {
    var holder: DialogSession<ThemeKey>?
    let dialog = Dialog<ThemeKey>.alert("Hi")
      .addAction("Close", key: .openFolder)
      .actionStyle { $0.keepsDialogOpen() }
      .addAction("OK", key: .ok)
      .actionTap { _ in _ = holder?.dismiss() }
      .followUp { _ in Dialog<ThemeKey>.alert("Never").addAction("OK", key: .ok) }
    let session = try DialogSession(dialog)
    holder = session
    session.present(using: presenter)
    #expect(session.tap(.openFolder).isAccepted)
    #expect(session.reason == .programmatic)
    #expect(presenter.shown.count == 1)
  }

  @Test("a disabled kept-open action is refused like any other")
  func refused() throws {
    let dialog = Dialog<ThemeKey>.alert("Hi")
      .addAction("Open", key: .openFolder)
      .actionStyle { $0.keepsDialogOpen().disabled() }
      .addAction("OK", key: .ok)
      .actionTap { key in self.log.record("tap \(key)") }
    let session = try DialogSession(dialog)
    session.present(using: presenter)
    #expect(session.tap(.openFolder) == .refused(.disabled))
    #expect(log.lines.isEmpty)
  }
}
