import FluentAlert
import FluentAlertTestSupport
import FluentAlertText
import Foundation
import Testing

@testable import FluentAlertTerminal

/// The terminal draws a dialog's controls under its fields, moves through
/// them like the actions, and hands their values to the session, in both
/// modes.
@MainActor
@Suite("Controls in the terminal", .serialized)
struct TerminalControlTests {
  enum Setup: Hashable, Sendable {
    case install, cancel, agree, launch, seat, studio, laptop
  }

  /// An installer's licence alert: "I agree" and a seat gate Install;
  /// "Open when done" starts on.
  static let installer = Dialog<Setup>.alert("Install “Studio Tools”?")
    .addControl(.toggle("I agree to the licence", key: .agree, gates: [.install]))
    .addControl(.toggle("Open when done", key: .launch, isOn: true))
    .addControl(
      .choice(
        "Use a seat of", key: .seat, options: [(.studio, "Studio Mac"), (.laptop, "MacBook Air")],
        gates: [.install])
    )
    .addAction("Install", key: .install)
    .addCancel("Cancel", key: .cancel)

  /// The box's interior lines.
  private func lines(_ state: DialogScreenState) -> [String] {
    DialogRenderer(width: 60, height: 30, capabilities: .plain).render(state).boxInterior
  }

  /// A line-mode presenter on `terminal`, as a dumb terminal gets.
  private func linePresenter(_ terminal: PseudoTerminal) -> TerminalDialogPresenter {
    TerminalDialogPresenter(
      mode: .lineMode, input: terminal.device, output: terminal.device,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
  }

  @Test("drawn in order under the fields: boxes, the choice's title and its options")
  func drawn() throws {
    let drawn = lines(DialogScreenState(dialog: ScreenContent(Self.installer)))
    let agree = try #require(drawn.firstIndex { $0.hasSuffix("[ ] I agree to the licence") })
    #expect(drawn[agree + 1].hasSuffix("[x] Open when done"))
    #expect(drawn[agree + 2].hasSuffix("Use a seat of"))
    #expect(drawn[agree + 3].hasSuffix("( ) Studio Mac"))
    #expect(drawn[agree + 4].hasSuffix("( ) MacBook Air"))
    let install = try #require(drawn.firstIndex { $0.contains("Install (unavailable)") })
    #expect(install > agree + 4)
  }

  @Test("arrows reach each toggle and option; Space sets them and the gates follow")
  func keys() {
    var state = DialogScreenState(dialog: ScreenContent(Self.installer))
    // Install is unavailable, so the focus starts on Cancel; up wraps back over the controls.
    #expect(state.focus == .action(1))
    for _ in 0..<4 { _ = state.handle(.up) }
    #expect(state.focus == .toggle(0))
    #expect(state.handle(.character(" ")) == .changedControl(0))
    #expect(state.controls[0] == .toggle("I agree to the licence", isOn: true))
    #expect(!state.isEnabled(actionAt: 0))  // the seat still gates it
    _ = state.handle(.down)
    _ = state.handle(.down)
    _ = state.handle(.down)
    #expect(state.focus == .option(2, 1))
    #expect(state.handle(.enter) == .changedControl(2))
    #expect(state.handle(.enter) == .none)  // already selected
    #expect(state.isEnabled(actionAt: 0))
    let drawn = lines(state)
    #expect(drawn.contains { $0.hasSuffix("(*) MacBook Air") })
    #expect(drawn.contains { $0.hasSuffix("[x] I agree to the licence") })
  }

  @Test("full screen on a pseudo-terminal: the values reach the session and the handler")
  func fullScreen() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let heard = MemoLock<[String]>([])
    let dialog = Self.installer.actionTap { key, values in
      heard.withLock {
        $0.append(
          "\(key) \(values.isOn(.agree)) \(values.isOn(.launch)) \(values.selection(.seat)!)")
      }
    }
    async let chosen = dialog.present(
      using: TerminalDialogPresenter(
        input: terminal.device, output: terminal.device,
        environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"]))
    #expect(await terminal.waitFor("[ ] I agree to the licence"))
    // From Cancel: up to the last option, select it; up three times to the first toggle.
    terminal.type("\u{1B}[A ")
    #expect(await terminal.waitFor("(*) MacBook Air"))
    terminal.type("\u{1B}[A\u{1B}[A\u{1B}[A ")
    #expect(await terminal.waitFor("[x] I agree to the licence"))
    terminal.type("1")
    #expect(try await chosen == .install)
    #expect(heard.withLock { $0 } == ["install true true laptop"])
  }

  @Test("values the app sets while the dialog is up are drawn at once, and the gates follow")
  func appSetsValues() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let app = AppSide()
    let dialog = Self.installer.onPresent { app.session = $0 }
    async let chosen = dialog.present(
      using: TerminalDialogPresenter(
        input: terminal.device, output: terminal.device,
        environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"]))
    #expect(await terminal.waitFor("[ ] I agree to the licence"))
    let session = try #require(app.session)
    let mark = terminal.writtenCount
    #expect(session.setOn(true, for: .agree) && session.select(.studio, in: .seat))
    #expect(await terminal.waitFor("[x] I agree to the licence", after: mark))
    #expect(await terminal.waitFor("(*) Studio Mac", after: mark))
    terminal.type("1")  // Install, no longer held back
    #expect(try await chosen == .install)
  }

  @Test("line mode: a toggle is a yes-or-no question, a choice lists numbered options")
  func lineMode() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let presenter = linePresenter(terminal)
    async let ending = Self.installer.presentForEnding(using: presenter)
    #expect(await terminal.waitFor("I agree to the licence [y/N]: "))
    terminal.type("maybe\n")
    #expect(await terminal.waitFor("Please answer y or n"))
    terminal.type("y\n")
    #expect(await terminal.waitFor("Open when done [Y/n]: "))
    terminal.type("\n")
    #expect(await terminal.waitFor("Use a seat of\r\n  1. Studio Mac\r\n  2. MacBook Air\r\n"))
    #expect(await terminal.waitFor("1–2: "))
    terminal.type("7\n")
    #expect(await terminal.waitFor("“7” is not one of the choices."))
    terminal.type("macbook air\n")
    #expect(await terminal.waitFor("Choose 1–2"))
    terminal.type("1\n")
    let values = try await ending.values
    #expect(try await ending.key == .install)
    #expect(values.isOn(.agree) && values.isOn(.launch) && values.selection(.seat) == .laptop)
  }

  @Test("line mode: choosing an action a control holds back asks that control again")
  func lineModeRevisits() async throws {
    let terminal = try PseudoTerminal()
    defer { terminal.close() }
    let presenter = linePresenter(terminal)
    async let chosen = Self.installer.present(using: presenter)
    #expect(await terminal.waitFor("I agree to the licence [y/N]: "))
    terminal.type("\n\n\n")  // keep everything: not agreed, no seat
    #expect(await terminal.waitFor("1. Install (unavailable)"))
    terminal.type("1\n")
    #expect(await terminal.waitFor("“Install” is not available."))
    #expect(await terminal.waitFor("I agree to the licence [y/N]: ", after: 0))
    terminal.type("y\n2\n")
    #expect(await terminal.waitFor("1. Install\r\n"))
    terminal.type("1\n")
    #expect(try await chosen == .install)
  }
}

/// Where a test keeps the session `onPresent` hands to the app.
@MainActor
private final class AppSide {
  var session: DialogSession<TerminalControlTests.Setup>?
}
